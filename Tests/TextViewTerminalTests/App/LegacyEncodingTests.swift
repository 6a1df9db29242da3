import Foundation
import Testing
import TextViewCore
@testable import TextViewTerminal

/// Issue 22: a legacy-encoded file opens through the engine's detection, editable, and is saved
/// back in its encoding; bytes that decode in nothing open read-only.
@MainActor
@Suite struct LegacyEncodingTests {
    @Test(arguments: [("Le cœur déçu, l'âme naïve, Louÿs rêva près du mälström où brûlent les îles.", String.Encoding.isoLatin1, "ISO-8859-1"),
                      ("“Smart quotes” – an en dash… cost €5; naïve café façade, déjà vu, señor.", .windowsCP1252, "windows-1252"),
                      ("日本語のテキストです。これはシフトJISで書かれたファイルの例です。漢字とひらがな。", .shiftJIS, "Shift_JIS")])
    func aLegacyFileOpensInItsEncodingAndSavesBackTheSameBytes(text: String, encoding: String.Encoding, name: String) throws {
        let text = encoding == .isoLatin1 ? text.replacingOccurrences(of: "œ", with: "oe") : text
        let bytes = text.data(using: encoding)!
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tvedit-legacy-\(getpid())-\(name).txt")
        try bytes.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let app = EditorApp(buffer: try EditorBuffer.open(url, width: 80), columns: 80, rows: 6)
        #expect(!app.buffer.isReadOnly)
        #expect(app.editor.document.encoding.name == name)
        #expect(app.editor.text == text)
        #expect(app.message?.contains("read as \(name)") == true)
        try app.buffer.save()
        #expect(try Data(contentsOf: url) == bytes)
    }
}
