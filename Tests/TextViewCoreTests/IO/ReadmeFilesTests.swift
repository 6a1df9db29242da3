import Foundation
import Testing
import TextViewCore

/// The README's "Reading and writing files" example, line for line, with its comments as
/// expectations.
@Suite struct ReadmeFilesTests {
    @Test func filesExampleDoesWhatTheReadmeSays() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("TextViewCoreReadme-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("notes.txt")
        try Data([0xFF, 0xFE] + Array("world\r\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: url)

        var document = try TextDocument(contentsOf: url)   // encoding from the byte order mark, else UTF-8
        #expect(document.encoding == .utf16LittleEndian && document.hasByteOrderMark)
        document.replaceCharacters(in: NSRange(location: 0, length: 0), with: "Hello ")
        try document.write(to: url)                        // atomic, in the same encoding
        #expect(try Data(contentsOf: url).prefix(4) == Data([0xFF, 0xFE, 0x48, 0x00]))

        let sjis = folder.appendingPathComponent("sjis.txt")
        try Data([0x93, 0xFA, 0x96, 0x7B]).write(to: sjis)
        let legacy = try TextDocument(contentsOf: sjis, encoding: .shiftJIS)           // or .windows1252, .big5...
        #expect(legacy.string == "日本")
        let repaired = try TextDocument(contentsOf: sjis, encoding: nil, conversion: .lossy)  // U+FFFD, counted
        #expect(repaired.replacementCount > 0)
        let loaded = try await TextDocument(contentsOf: url) { _ = $0.fractionCompleted }  // cancellable
        #expect(loaded.string == "Hello world\r\n")

        let editor = TextEditor(document: document)
        editor.insertNewline()                  // the file's own line ending (LF, CRLF or CR)
        #expect(editor.text == "\r\nHello world\r\n")
        editor.convertLineEndings(to: .lf)      // every line ending, one undo step
        #expect(editor.text == "\nHello world\n")
        editor.undo()
        #expect(editor.text == "\r\nHello world\r\n")
    }
}
