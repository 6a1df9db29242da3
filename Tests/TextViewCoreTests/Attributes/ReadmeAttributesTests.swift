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
}
