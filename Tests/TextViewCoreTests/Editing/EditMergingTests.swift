import Foundation
import Testing
@testable import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Editing commands": how one edit per selection becomes a batch.
@Suite struct EditMergingTests {
    @Test func overlappingEditsMergeIntoOne() {
        let (edits, primary) = TextReplacement.merging([TextReplacement(0, 3, ""), TextReplacement(2, 5, "")], primary: 1)
        #expect(edits == [TextReplacement(0, 5, "")])
        #expect(primary == 0)
    }

    @Test func touchingEditsStayApart() {
        let (edits, primary) = TextReplacement.merging([TextReplacement(0, 2, ""), TextReplacement(2, 4, "")], primary: 1)
        #expect(edits == [TextReplacement(0, 2, ""), TextReplacement(2, 4, "")])
        #expect(primary == 1)
    }

    @Test func anEmptyEditStrictlyInsideAnotherMerges() {
        let (edits, _) = TextReplacement.merging([TextReplacement(0, 6, ""), TextReplacement(3, 3, "")], primary: 0)
        #expect(edits == [TextReplacement(0, 6, "")])
    }

    @Test func anEmptyEditAtAnotherEditsStartStaysApart() {
        let (edits, _) = TextReplacement.merging([TextReplacement(3, 3, ""), TextReplacement(3, 6, "")], primary: 0)
        #expect(edits == [TextReplacement(3, 3, ""), TextReplacement(3, 6, "")])
    }

    @Test func editsAreSortedByStartThenEndThenSelectionOrder() {
        let (edits, primary) = TextReplacement.merging([TextReplacement(6, 8, ""), TextReplacement(0, 1, ""), TextReplacement(3, 4, "")], primary: 0)
        #expect(edits == [TextReplacement(0, 1, ""), TextReplacement(3, 4, ""), TextReplacement(6, 8, "")])
        #expect(primary == 2)
    }

    @Test func theMergedEditIsPrimaryWhenEitherPartWas() {
        let (_, first) = TextReplacement.merging([TextReplacement(4, 9, ""), TextReplacement(0, 5, ""), TextReplacement(10, 11, "")], primary: 0)
        #expect(first == 0)
        let (_, second) = TextReplacement.merging([TextReplacement(4, 9, ""), TextReplacement(0, 5, ""), TextReplacement(10, 11, "")], primary: 2)
        #expect(second == 1)
    }

    @Test func theMergedCaretIsPrimaryAfterTheCommand() {
        // The caret at 5 is primary; its word deletion swallows the selection of "b".
        let editor = TextEditor(string: "abc, xyz, qq")
        editor.selections = [TextSelection(anchor: 1, head: 2), TextSelection(caret: 12), TextSelection(caret: 5)]
        #expect(editor.primarySelectionIndex == 1)
        editor.deleteWordBackward()
        #expect(editor.marked == "|xyz, |")
        #expect(editor.primarySelectionIndex == 0)
    }
}
