import Foundation
import Testing
import TextViewCore

/// The README's API tour, line for line, with its comments as expectations.
@Suite struct ReadmeTourTests {
    @Test func apiTourDoesWhatTheReadmeSays() throws {
        var doc = TextDocument("Hello, world!\nSecond line 👋🏽\r\nThird")

        doc.replaceCharacters(in: NSRange(location: 7, length: 5), with: "rope")
        #expect(doc.substring(with: NSRange(location: 0, length: 12)) == "Hello, rope!")

        doc.replaceCharacters(in: NSRange(location: NSNotFound, length: 3), with: "x")
        #expect(doc.string == "Hello, rope!\nSecond line 👋🏽\r\nThird")
        doc.replaceCharacters(in: NSRange(location: Int.max - 1, length: 99), with: "!")
        #expect(doc.string.hasSuffix("Third!"))
        doc.replaceCharacters(in: NSRange(location: 4, length: -4), with: "J")
        #expect(doc.string.hasPrefix("Jo, rope!\n"))

        #expect(doc.lineCount == 3)
        #expect(doc.lineRange(containing: 20) == NSRange(location: 10, length: 18))
        #expect(doc.location(ofLine: 2) == 28)

        #expect(doc.rangeOfComposedCharacterSequence(at: 23) == NSRange(location: 22, length: 4))
        #expect(doc.wordRange(at: 12) == NSRange(location: 10, length: 6))

        var draft = doc
        draft.replaceCharacters(in: NSRange(location: 0, length: draft.length), with: "")
        #expect(doc.length == 34 && draft.length == 0)

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tour-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        try doc.write(to: url)
        let reread = try TextDocument(contentsOf: url)
        #expect(reread == doc && reread.replacementCount == 0)
    }
}
