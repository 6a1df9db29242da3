import Foundation
import Testing
import TextViewCore

/// The README's attribute section, run as written (keep the two in step).
@Suite struct ReadmeAttributesTests {
    @Test func theReadmeAttributeTourRuns() {
        var doc = TextDocument("Title\nBody text.\n")
        let body = TextAttributes()
            .font(.preferred(.body))
            .paragraphStyle(ParagraphStyle(lineSpacing: 4, paragraphSpacing: 8))
        doc.setAttributes(body, range: NSRange(location: 0, length: doc.length))
        doc.addAttributes(TextAttributes().font(.preferred(.title1).bold()), range: NSRange(location: 0, length: 5))

        var range = NSRange()
        let title = doc.attributes(at: 2, effectiveRange: &range)
        #expect(title.font == .preferred(.title1).bold() && range == NSRange(location: 0, length: 5))

        doc.replaceCharacters(in: NSRange(location: 5, length: 0), with: "!")
        #expect(doc.attributes(at: 5) == title)
        doc.replaceCharacters(in: NSRange(location: doc.length, length: 0), with: "More.", attributes: body.foregroundColor(.red))
        #expect(doc.runs.map(\.range) == [NSRange(location: 0, length: 6), NSRange(location: 6, length: 12), NSRange(location: 18, length: 5)])

        doc.setParagraphStyle(ParagraphStyle(alignment: .center), forParagraphsIn: NSRange(location: 0, length: 0))
        #expect(doc.paragraphStyle(at: 3)?.alignment == .center)
        #expect(doc.paragraphStyle(at: 8)?.lineSpacing == 4)

        #expect(TextDocument(NSAttributedString(doc)) == doc)
        #expect(TextDocument(AttributedString(doc)) == doc)
        doc._invariantCheck()
    }

    @Test func theReadmeTypingAttributeTourRuns() {
        let spaced = ParagraphStyle(lineSpacing: 6, paragraphSpacing: 12)
        let editor = TextEditor()
        editor.defaultAttributes = TextAttributes()
            .font(.preferred(.body))
            .paragraphStyle(spaced)
        editor.text = "From the host"
        editor.selectedRange = NSRange(location: editor.document.length, length: 0)
        editor.insertNewline()
        editor.insertText("typed")
        #expect(editor.document.paragraphStyle(at: 0) == spaced && editor.document.paragraphStyle(at: 14) == spaced)
        editor.selectAll()
        editor.deleteBackward()
        editor.insertText("again")
        #expect(editor.document.paragraphStyle(at: 0) == spaced)
        editor.typingAttributes = editor.typingAttributes.bold()
        editor.insertText(" bold")
        #expect(editor.text == "again bold")
        #expect(editor.document.attributes(at: 7).font == FontDescription.preferred(.body).bold())
        #expect(editor.document.attributes(at: 0).font == .preferred(.body))
        editor._invariantCheck()
    }
}
