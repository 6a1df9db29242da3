import Foundation
import Testing
import TestingSupport
import TestSupport
@testable import TextViewCore

/// Files in legacy encodings, generated with Python's codecs (`text.encode(codec)`) when the test
/// was written, so ICU's converters are checked against an independent implementation.
private let legacyFixtures: [(encoding: TextEncoding, text: String, bytes: [UInt8])] = [
    (.windows1252, "caf\u{E9} \u{20AC} \u{201C}quoted\u{201D} na\u{EF}ve \u{2122}\r\n",
     [0x63, 0x61, 0x66, 0xE9, 0x20, 0x80, 0x20, 0x93, 0x71, 0x75, 0x6F, 0x74, 0x65, 0x64, 0x94, 0x20, 0x6E, 0x61,
      0xEF, 0x76, 0x65, 0x20, 0x99, 0x0D, 0x0A]),
    (.isoLatin1, "caf\u{E9} \u{FF} \u{BD} na\u{EF}ve\n",
     [0x63, 0x61, 0x66, 0xE9, 0x20, 0xFF, 0x20, 0xBD, 0x20, 0x6E, 0x61, 0xEF, 0x76, 0x65, 0x0A]),
    (.shiftJIS, "日本語のテキスト、カタカナ ｶﾀｶﾅ\n",
     [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA, 0x82, 0xCC, 0x83, 0x65, 0x83, 0x4C, 0x83, 0x58, 0x83, 0x67, 0x81, 0x41,
      0x83, 0x4A, 0x83, 0x5E, 0x83, 0x4A, 0x83, 0x69, 0x20, 0xB6, 0xC0, 0xB6, 0xC5, 0x0A]),
    (.gb18030, "中文文本 😀 \u{FC}\n",
     [0xD6, 0xD0, 0xCE, 0xC4, 0xCE, 0xC4, 0xB1, 0xBE, 0x20, 0x94, 0x39, 0xFC, 0x36, 0x20, 0xA8, 0xB9, 0x0A]),
    (.big5, "繁體中文測試\n", [0xC1, 0x63, 0xC5, 0xE9, 0xA4, 0xA4, 0xA4, 0xE5, 0xB4, 0xFA, 0xB8, 0xD5, 0x0A]),
    (.eucKR, "한국어 텍스트\n", [0xC7, 0xD1, 0xB1, 0xB9, 0xBE, 0xEE, 0x20, 0xC5, 0xD8, 0xBD, 0xBA, 0xC6, 0xAE, 0x0A]),
]

/// The bytes of `text` in a Unicode encoding, by the standard library's own code units (an
/// encoder independent of ICU).
private func unicodeBytes(_ text: String, _ encoding: TextEncoding) -> [UInt8] {
    switch encoding {
    case .utf8: return Array(text.utf8)
    case .utf16LittleEndian: return text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    case .utf16BigEndian: return text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    case .utf32LittleEndian: return text.unicodeScalars.flatMap { s in (0..<4).map { UInt8((s.value >> (8 * $0)) & 0xFF) } }
    case .utf32BigEndian: return text.unicodeScalars.flatMap { s in (0..<4).reversed().map { UInt8((s.value >> (8 * $0)) & 0xFF) } }
    default: fatalError("not a Unicode encoding: \(encoding)")
    }
}

private let unicodeEncodings: [TextEncoding] = [.utf8, .utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian,
                                                .utf32BigEndian]
private let sampleText = "h\u{E9}llo \u{1F600} 日本\r\nline two\u{0}\n"

@Test func legacyEncodingsDecodeAndSaveBackByteForByte() throws {
    try withIOTemporaryFolder { folder throws in
        for fixture in legacyFixtures {
            let url = folder.appendingPathComponent("\(fixture.encoding.name).txt")
            try ioWrite(fixture.bytes, to: url)
            for blockSize in [1, 2, 3, 7, TextFile.blockSize] {
                let document = try TextDocument(contentsOf: url, encoding: fixture.encoding, blockSize: blockSize)
                #expect(document.string == fixture.text, "\(fixture.encoding), block size \(blockSize)")
                #expect(document.encoding == fixture.encoding)
                #expect(!document.hasByteOrderMark)
                #expect(document.replacementCount == 0)
                let copy = folder.appendingPathComponent("copy.txt")
                try document.write(to: copy, blockSize: blockSize)
                #expect(try ioBytes(copy) == fixture.bytes, "\(fixture.encoding), block size \(blockSize)")
            }
        }
    }
}

@Test func unicodeEncodingsAreDetectedByTheirByteOrderMarkAndWrittenBackWithIt() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("unicode.txt")
        for encoding in unicodeEncodings {
            let bytes = encoding.byteOrderMark + unicodeBytes(sampleText, encoding)
            try ioWrite(bytes, to: url)
            for blockSize in [1, 2, 3, 5, TextFile.blockSize] {
                let document = try TextDocument(contentsOf: url, encoding: nil, blockSize: blockSize)
                #expect(document.string == sampleText, "\(encoding), block size \(blockSize)")
                #expect(document.encoding == encoding)
                #expect(document.hasByteOrderMark)
                #expect(document.lineEnding == .lf)
                let copy = folder.appendingPathComponent("copy.txt")
                try document.write(to: copy, blockSize: blockSize)
                #expect(try ioBytes(copy) == bytes, "\(encoding), block size \(blockSize)")
            }
            // A new document saved in the encoding, read back naming it.
            var fresh = TextDocument(sampleText)
            fresh.encoding = encoding
            try fresh.write(to: url)
            #expect(try ioBytes(url) == unicodeBytes(sampleText, encoding))
            #expect(try TextDocument(contentsOf: url, encoding: encoding).string == sampleText)
        }
    }
}

@Test func aUTF16FileIsNoLongerMojibake() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("utf16.txt")
        // With a mark: decoded, not three U+FFFD.
        try ioWrite([0xFF, 0xFE] + unicodeBytes("héllo", .utf16LittleEndian), to: url)
        let document = try TextDocument(contentsOf: url)
        #expect(document.string == "héllo")
        #expect(document.replacementCount == 0)
        // Without a mark: an error naming the first zero byte, not a text full of NULs.
        try ioWrite(unicodeBytes("hello", .utf16LittleEndian), to: url)
        #expect(throws: TextFileError.unknownEncoding(path: url.path, offset: 1)) {
            _ = try TextDocument(contentsOf: url)
        }
        try ioWrite(unicodeBytes("hello", .utf16BigEndian), to: url)
        #expect(throws: TextFileError.unknownEncoding(path: url.path, offset: 0)) {
            _ = try TextDocument(contentsOf: url)
        }
        // Naming the encoding reads it.
        #expect(try TextDocument(contentsOf: url, encoding: .utf16BigEndian).string == "hello")
    }
}

@Test func invalidUTF8IsAnErrorAtItsByteOffsetUnlessLossy() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("latin1.txt")
        // A Latin-1 "é" (E9) read as UTF-8, at every block size and behind a mark.
        let cases: [(bytes: [UInt8], offset: Int)] = [
            (Array("caf".utf8) + [0xE9], 3),
            (Array("caf".utf8) + [0xE9, 0x20, 0x61], 3),
            ([0xEF, 0xBB, 0xBF] + Array("日本".utf8) + [0xC0, 0xAF], 9),
            (Array("ab".utf8) + [0xF0, 0x9F, 0x98], 2),   // cut at the end of the file
            ([0x80], 0),
        ]
        for (bytes, offset) in cases {
            try ioWrite(bytes, to: url)
            for blockSize in [1, 2, 3, 5, TextFile.blockSize] {
                #expect(throws: TextFileError.undecodable(path: url.path, offset: offset, encoding: "UTF-8"),
                        "\(bytes), block size \(blockSize)") {
                    _ = try TextDocument(contentsOf: url, blockSize: blockSize)
                }
            }
            let lossy = try TextDocument(contentsOf: url, encoding: nil, conversion: .lossy)
            #expect(lossy.replacementCount > 0)
            #expect(lossy.string.contains("\u{FFFD}"))
        }
        // Read as what it is, it is fine.
        try ioWrite(Array("caf".utf8) + [0xE9], to: url)
        #expect(try TextDocument(contentsOf: url, encoding: .isoLatin1).string == "caf\u{E9}")
    }
}

@Test func undecodableBytesInOtherEncodingsAreErrorsAtTheirOffsetUnlessLossy() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("bad.txt")
        let cases: [(encoding: TextEncoding, bytes: [UInt8], offset: Int, lossy: String)] = [
            // A lone high surrogate, then a complete text.
            (.utf16LittleEndian, [0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8, 0x42, 0x00], 4, "A\u{FFFD}B"),
            // An odd byte at the end of UTF-16.
            (.utf16BigEndian, [0x00, 0x41, 0x00], 2, "A\u{FFFD}"),
            // A code point beyond U+10FFFF in UTF-32.
            (.utf32BigEndian, [0x00, 0x00, 0x00, 0x41, 0x00, 0x11, 0x00, 0x00], 4, "A\u{FFFD}"),
            // Shift_JIS lead byte followed by a byte that cannot trail it.
            (.shiftJIS, [0x41, 0x81, 0x0A], 1, "A\u{FFFD}\n"),
        ]
        for c in cases {
            try ioWrite(c.bytes, to: url)
            for blockSize in [1, 2, 3, TextFile.blockSize] {
                #expect(throws: TextFileError.undecodable(path: url.path, offset: c.offset, encoding: c.encoding.name),
                        "\(c.encoding), block size \(blockSize)") {
                    _ = try TextDocument(contentsOf: url, encoding: c.encoding, blockSize: blockSize)
                }
                let lossy = try TextDocument(contentsOf: url, encoding: c.encoding, conversion: .lossy,
                                             blockSize: blockSize)
                #expect(lossy.string == c.lossy, "\(c.encoding), block size \(blockSize)")
                #expect(lossy.replacementCount == 1)
            }
        }
    }
}

@Test func unencodableCharactersFailTheSaveAtTheirOffsetUnlessLossy() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("latin.txt")
        try ioWrite(Array("original".utf8), to: url)
        var document = TextDocument("caf\u{E9} 日本 \u{1F600}")
        document.encoding = .windows1252
        #expect(throws: TextFileError.unencodable(path: url.path, offset: 5, scalar: 0x65E5, encoding: "windows-1252")) {
            try document.write(to: url)
        }
        #expect(try ioBytes(url) == Array("original".utf8))
        #expect(try ioListing(folder) == ["latin.txt"])
        // A character outside the BMP is named by its code point and its first unit's offset.
        document = TextDocument("ab\u{1F600}")
        document.encoding = .isoLatin1
        #expect(throws: TextFileError.unencodable(path: url.path, offset: 2, scalar: 0x1F600, encoding: "ISO-8859-1")) {
            try document.write(to: url, conversion: .strict, blockSize: 1)
        }
        // Lossy: one substitution byte per character, the rest exact.
        document = TextDocument("caf\u{E9} 日")
        document.encoding = .windows1252
        try document.write(to: url, conversion: .lossy)
        let bytes = try ioBytes(url)
        #expect(bytes.count == 6)
        #expect(Array(bytes.prefix(5)) == [0x63, 0x61, 0x66, 0xE9, 0x20])
        #expect(bytes[5] == 0x1A || bytes[5] == UInt8(ascii: "?"))
        // GB18030 holds everything.
        document.encoding = .gb18030
        try document.write(to: url)
        #expect(try TextDocument(contentsOf: url, encoding: .gb18030).string == "caf\u{E9} 日")
    }
}

@Test func aTextStartingWithUFEFFReloadsAsItWas() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("feff.txt")
        for encoding in unicodeEncodings {
            var document = TextDocument("\u{FEFF}zero width no-break space first")
            document.encoding = encoding
            #expect(!document.hasByteOrderMark)
            try document.write(to: url)
            // A mark is written before the text's own U+FEFF, so reading drops the mark only.
            #expect(try ioBytes(url) == encoding.byteOrderMark + unicodeBytes(document.string, encoding))
            let reloaded = try TextDocument(contentsOf: url, encoding: encoding == .utf8 ? nil : encoding)
            #expect(reloaded.string == document.string, "\(encoding)")
            #expect(reloaded.hasByteOrderMark)
        }
    }
}

@Test func encodingNamesResolveThroughICUAliases() {
    #expect(TextEncoding(name: "utf8") == .utf8)
    #expect(TextEncoding(name: "UTF-16LE") == .utf16LittleEndian)
    #expect(TextEncoding(name: "windows-1252") == .windows1252)
    #expect(TextEncoding(name: "Shift_JIS") == .shiftJIS)
    #expect(TextEncoding(name: "cp1252") == .windows1252)
    #expect(TextEncoding(name: "latin1") == .isoLatin1)
    #expect(TextEncoding(name: "SJIS") == .shiftJIS)
    #expect(TextEncoding(name: "x-mac-roman").map { $0.name } == "x-mac-roman")
    #expect(TextEncoding(name: "UTF-16") == nil)
    #expect(TextEncoding(name: "no-such-encoding") == nil)
    #expect(TextEncoding.detect(byteOrderMarkIn: [0xFF, 0xFE, 0x00, 0x00]) == .utf32LittleEndian)
    #expect(TextEncoding.detect(byteOrderMarkIn: [0xFF, 0xFE, 0x41, 0x00]) == .utf16LittleEndian)
    #expect(TextEncoding.detect(byteOrderMarkIn: [0x41]) == nil)
}

@Test(.enabled(if: scaleTestsEnabled, "internal checks make every build O(n) per step: the ratio is checked in the normal run"))
func loadingScalesLinearlyInEveryDecoder() throws {
    try withIOTemporaryFolder { folder throws in
        let cases: [(TextEncoding, [UInt8])] = [
            (.utf8, Array("héllo wörld 日本 😀\n".utf8)),
            (.utf16LittleEndian, unicodeBytes("héllo wörld 日本 😀\n", .utf16LittleEndian)),
            (.shiftJIS, legacyFixtures[2].bytes),
        ]
        for (encoding, line) in cases {
            let result = ScaleProbe.measure(n: 2_000, bound: ScaleGrowth.linear.bound, prepare: { n -> URL in
                let url = folder.appendingPathComponent("scale-\(encoding.name)-\(n).txt")
                try? Data(Array([[UInt8]](repeating: line, count: n).joined())).write(to: url)
                return url
            }, measure: { url in
                _ = try? TextDocument(contentsOf: url, encoding: encoding)
            })
            print("load \(encoding) n -> 4n: \(result)")
            #expect(result.ratio <= ScaleGrowth.linear.bound, "\(encoding): \(result)")
        }
    }
}
