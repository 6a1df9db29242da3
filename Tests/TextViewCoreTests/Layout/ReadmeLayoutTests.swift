import Foundation
import Testing
import TextViewCore

/// The README's layout section, run as written (keep in step).
@Suite struct ReadmeLayoutTests {
    @Test func theReadmeLayoutExampleRuns() {
        var doc = TextDocument("A headless layout wraps long paragraphs at the width it is given.\n中文 and 😀 take two cells.")
        doc.setParagraphStyle(ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12),
                              forParagraphsIn: NSRange(location: 0, length: doc.length))
        let layout = TextLayout(document: doc, width: 20)
        layout.layoutAll()
        #expect(layout.documentHeight == 34)
        let wrap = layout.caretRect(at: 18, affinity: .upstream)
        #expect(wrap == LayoutRect(x: 18, y: 0, width: 0, height: 1))
        #expect(layout.caretRect(at: 18, affinity: .downstream) == LayoutRect(x: 0, y: 5, width: 0, height: 1))
        #expect(layout.closestPosition(to: LayoutPoint(x: wrap.x, y: wrap.midY)) == LayoutPosition(offset: 18, affinity: .upstream))
        #expect(layout.selectionRects(for: NSRange(location: 11, length: 10)).count == 2)
        #expect(layout.visibleRange(in: LayoutRect(x: 0, y: 0, width: 20, height: 6)) == NSRange(location: 0, length: 29))

        let editor = TextEditor(document: doc)
        let observation = editor.addObserver { [unowned editor] change in layout.apply(change, to: editor.document) }
        editor.moveDown(in: layout)
        #expect(editor.selectedRange.location == 18)
        editor.moveToEndOfVisualLine(in: layout)
        #expect(editor.selectedRange.location == 29 && editor.selections[0].affinity == .upstream)
        let before = layout.paragraphLayoutCount
        editor.insertText("!")
        #expect(layout.paragraphLayoutCount - before == 1)
        #expect(layout.document == editor.document)
        observation.cancel()
    }
}
