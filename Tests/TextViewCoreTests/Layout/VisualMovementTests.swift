import Foundation
import Testing
import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/Layout.md, "Visual movement": up, down, home, end and page moves through a layout.
@Suite struct VisualMovementTests {
    func editor(_ text: String, caret: Int) -> TextEditor {
        let editor = TextEditor(string: text)
        editor.selectedRange = NSRange(location: caret, length: 0)
        return editor
    }

    @Test func upAndDownKeepTheGoalXAcrossWrappedLines() {
        let editor = editor("abcdefghij", caret: 1)
        let layout = TextLayout(document: editor.document, width: 4)
        editor.moveDown(in: layout)
        #expect(editor.selectedRange.location == 5)
        editor.moveDown(in: layout)
        #expect(editor.selectedRange.location == 9)
        editor.moveDown(in: layout)
        #expect(editor.selectedRange.location == 10) // from the last line: the end
        editor.moveUp(in: layout)
        #expect(editor.selectedRange.location == 5) // the goal x (1) survived the end
        editor.moveUp(in: layout)
        editor.moveUp(in: layout)
        #expect(editor.selectedRange.location == 0)
    }

    @Test func aVisualMoveCommitsTheCompositionFirst() {
        let editor = editor("abcdefghij", caret: 1)
        let layout = TextLayout(document: editor.document, width: 4)
        editor.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(editor.markedRange == NSRange(location: 1, length: 2))
        layout.synchronize(with: editor.document)
        editor.moveDown(in: layout)
        #expect(editor.markedRange == nil)
        #expect(editor.text == "anibcdefghij")
        editor.moveToEndOfVisualLine(in: layout)
        editor.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        editor.moveToBeginningOfVisualLine(in: layout)
        #expect(editor.markedRange == nil)
        editor.undo()
        #expect(editor.text == "anibcdefghij", "the committed composition is one undo step")
    }

    @Test func theGoalXHoldsAcrossParagraphsOfDifferentHeights() {
        var document = TextDocument("abcdef\nab\nabcdef")
        document.addAttributes(TextAttributes().font(.system(size: 37)), range: NSRange(location: 7, length: 3))
        document.setParagraphStyle(ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12), forParagraphsIn: NSRange(location: 0, length: document.length))
        let editor = TextEditor(document: document)
        editor.selectedRange = NSRange(location: 5, length: 0)
        let layout = TextLayout(document: editor.document, width: 1000, measurer: FixedMeasurer())
        #expect(layout.caretRect(at: 8).height == 40)
        editor.moveDown(in: layout)
        #expect(editor.selectedRange.location == 9) // "ab" is shorter than x = 50: its end
        editor.moveDown(in: layout)
        #expect(editor.selectedRange.location == 15) // back at x = 50
        editor.moveUp(extending: true, in: layout)
        #expect(editor.selectedRange == NSRange(location: 9, length: 6))
    }

    @Test func wideCharactersMoveByXNotByColumn() {
        // "中文字" is 6 cells; below it "abcdef": x 4 is after "中文", offset 4 below.
        let editor = editor("中文字\nabcdef", caret: 2)
        let layout = TextLayout(document: editor.document, width: 100)
        editor.moveDown(in: layout)
        #expect(editor.selectedRange.location == 8)
        editor.moveUp(in: layout)
        #expect(editor.selectedRange.location == 2)
    }

    @Test func homeAndEndGoToTheEdgesOfTheVisualLine() {
        let editor = editor("hello world foo", caret: 8)
        let layout = TextLayout(document: editor.document, width: 8)
        editor.moveToEndOfVisualLine(in: layout)
        #expect(editor.selectedRange.location == 12)
        #expect(editor.selections[0].affinity == .upstream)
        #expect(layout.caretRect(at: 12, affinity: editor.selections[0].affinity).y == 1)
        editor.moveToBeginningOfVisualLine(in: layout)
        #expect(editor.selectedRange.location == 6 && editor.selections[0].affinity == .downstream)
        editor.moveToEndOfVisualLine(extending: true, in: layout)
        #expect(editor.selectedRange == NSRange(location: 6, length: 6))
        // On the last line of a paragraph, End stops before the break, downstream.
        let last = self.editor("ab\ncd", caret: 0)
        last.moveToEndOfVisualLine(in: TextLayout(document: last.document, width: 8))
        #expect(last.selectedRange.location == 2 && last.selections[0].affinity == .downstream)
    }

    @Test func anUpstreamCaretMovesFromTheLineItIsShownOn() {
        let editor = editor("hello world foo", caret: 0)
        let layout = TextLayout(document: editor.document, width: 8)
        editor.moveToEndOfVisualLine(in: layout) // 6, upstream: end of "hello "
        editor.moveDown(in: layout)
        #expect(editor.selectedRange.location == 12 && editor.selections[0].affinity == .upstream) // end of "world "
    }

    @Test func pageUpAndDownMoveByTheViewportHeight() {
        let text = (0 ..< 30).map { "line\($0)" }.joined(separator: "\n")
        let editor = editor(text, caret: 2)
        let layout = TextLayout(document: editor.document, width: 100, measurer: FixedMeasurer())
        editor.movePageDown(in: layout, viewportHeight: 100)
        #expect(editor.document.lineIndex(at: editor.selectedRange.location) == 5)
        #expect(layout.caretRect(at: editor.selectedRange.location).x == 20)
        editor.movePageDown(in: layout, viewportHeight: 1000)
        #expect(editor.selectedRange.location == editor.document.length)
        editor.movePageUp(in: layout, viewportHeight: 200)
        #expect(editor.document.lineIndex(at: editor.selectedRange.location) == 19)
        editor.movePageUp(in: layout, viewportHeight: 10000)
        #expect(editor.selectedRange.location == 0)
    }

    @Test func withoutALayoutTheEditorMovesByHardLineAndColumn() {
        let editor = editor("中文字\nabcdef", caret: 2)
        let layout = TextLayout(document: editor.document, width: 100)
        editor.moveDown()
        #expect(editor.selectedRange.location == 6) // column 2
        editor.moveUp(in: layout) // x 2: after "中"
        #expect(editor.selectedRange.location == 1)
        editor.moveDown() // the column of the head (1), not the layout's x goal read as a column
        #expect(editor.selectedRange.location == 5)
    }

    @Test func aLayoutOfAnotherDocumentIsBroughtUpToDate() {
        let editor = editor("abcdefgh", caret: 1)
        let layout = TextLayout(document: TextDocument("x"), width: 4)
        editor.moveDown(in: layout)
        #expect(editor.selectedRange.location == 5)
        #expect(layout.document == editor.document)
    }

    @Test func everySelectionMoves() {
        let editor = TextEditor(string: "abcdefgh\nabcdefgh")
        editor.selections = [TextSelection(caret: 1), TextSelection(caret: 10)]
        let layout = TextLayout(document: editor.document, width: 4)
        editor.moveDown(in: layout)
        #expect(editor.selections.map(\.head) == [5, 14])
    }
}
