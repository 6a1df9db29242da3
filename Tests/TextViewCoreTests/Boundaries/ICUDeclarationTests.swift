import Foundation
import Testing
import CUnicode
@testable import TextViewCore

/// The C shim declares the ICU functions it calls itself (Sources/CUnicode/icu_declarations.h), so
/// that it builds against Apple's header-less libicucore as well as Debian's ICU. These tests keep
/// the Linux build honest: no ICU header may sneak back in, and every declared function links and
/// works here.
@Test func theCShimIncludesNoICUHeader() throws {
    let shim = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CUnicode")
    let files = try #require(FileManager.default.enumerator(atPath: shim.path)).compactMap { $0 as? String }
        .filter { $0.hasSuffix(".c") || $0.hasSuffix(".h") }
    #expect(files.contains("icu_declarations.h"))
    #expect(files.count >= 5)
    for file in files {
        let text = try String(contentsOf: shim.appendingPathComponent(file), encoding: .utf8)
        let includes = text.split(separator: "\n").filter {
            $0.drop { $0 == " " }.hasPrefix("#include <unicode/") || $0.drop { $0 == " " }.hasPrefix("#include \"unicode/")
        }
        #expect(includes.isEmpty, "\(file) includes an ICU header: \(includes)")
    }
}

@Test func everyDeclaredICUFunctionLinksAndWorks() {
    // Break iterators and UText (ubrk_*, utext_*, u_memcpy through the chunked provider).
    let document = TextDocument("Hello wörld. 😀 e\u{301}")
    #expect(document.rangeOfComposedCharacterSequence(at: 14) == NSRange(location: 13, length: 2))
    #expect(document.rangeOfComposedCharacterSequence(at: 17) == NSRange(location: 16, length: 2))
    #expect(document.wordBoundary(after: 0) == 5)
    // Character properties (u_getIntPropertyValue, u_charType).
    #expect(cu_east_asian_width(0x65E5) == CU_EAW_WIDE)
    #expect(cu_general_category(0x41) == CU_GC_UPPERCASE_LETTER)
    // Converters (ucnv_open, ucnv_getName, ucnv_toUnicode, ucnv_fromUnicode, the callbacks).
    var status: Int32 = 0
    let converter = cu_converter_open("Shift_JIS", 0, &status)
    #expect(converter != nil && status == 0)
    defer { cu_converter_close(converter) }
    #expect(!String(cString: cu_converter_name(converter)).isEmpty)
    let bytes: [UInt8] = [0x93, 0xFA, 0x96, 0x7B, 0x81]
    var units = [UInt16](repeating: 0, count: 8)
    var invalid: Int32 = 0
    let decoded: (Int32, Int) = bytes.withUnsafeBufferPointer { input in
        units.withUnsafeMutableBufferPointer { output in
            var source: UnsafePointer<UInt8>? = input.baseAddress
            var target: UnsafeMutablePointer<UInt16>? = output.baseAddress
            let result = cu_converter_decode(converter, &source, input.baseAddress! + input.count, &target,
                                             output.baseAddress! + output.count, 1, &invalid)
            return (result, target! - output.baseAddress!)
        }
    }
    #expect(decoded.0 == CU_CONVERT_INVALID)
    #expect(Array(units[..<decoded.1]) == Array("日本".utf16))
    #expect(invalid == 1)
    #expect(cu_converter_open("no-such-encoding", 0, &status) == nil)
    #expect(status != 0)
}
