import Foundation
import Testing
import TextViewCore

/// Issue 21, "Input methods through the coordinator": the editor's half of items 16, 17 and 19
/// (the commit a filter rewrites, and what a composition's notification says).
struct Boundary21MarkedTextTests {
    /// 16: a commit that `maximumLength` shortens leaves the caret after the committed text, so
    /// the next Backspace deletes the last committed character, not the one before the composition.
    @Test func item16_shortenedCommitPutsTheCaretAfterTheCommittedText() {
        let editor = TextEditor.composing("ab", caret: 2)
        let filter = editor.addInputFilter(.maximumLength(4))
        editor.setMarkedText("中国人", selectedRange: NSRange(location: 1, length: 0))
        editor.unmarkText()
        #expect(editor.text == "ab中国")
        #expect(editor.selectedRange == NSRange(location: 4, length: 0))
        editor.deleteBackward()
        #expect(editor.text == "ab中")
        filter.cancel()
    }

    /// 16, the same with a filter that lengthens the commit and one that rewrites it into two
    /// replacements: the caret ends after the last of them.
    @Test func item16_rewrittenCommitPutsTheCaretAfterTheLastReplacement() {
        let editor = TextEditor.composing("ab", caret: 2)
        let filter = editor.addInputFilter { edit in
            .transform(edit.mapInsertedStrings { $0.text == "ka" ? "かあ!" : $0.text })
        }
        editor.setMarkedText("ka", selectedRange: NSRange(location: 0, length: 0))
        editor.unmarkText()
        #expect(editor.text == "abかあ!")
        #expect(editor.selectedRange == NSRange(location: 5, length: 0))
        filter.cancel()
    }

    /// 17: a commit that a filter turns into nothing leaves no text and no undo step, as a
    /// rejected one does.
    @Test func item17_commitTransformedToEmptyLeavesNoUndoStep() {
        for rejects in [false, true] {
            let editor = TextEditor.composing("ab", caret: 2)
            editor.insertText("c")
            editor.breakUndoCoalescing()
            let steps = editor.undoStepCount
            let filter = editor.addInputFilter { edit in
                guard edit.userEvent == .inputComposeCommit else { return .accept }
                return rejects ? .reject : .transform(edit.mapInsertedStrings { _ in "" })
            }
            for text in ["z", "zh", "中"] {
                editor.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
            }
            editor.unmarkText()
            #expect(editor.text == "abc", "rejects: \(rejects)")
            #expect(!editor.hasMarkedText)
            #expect(editor.undoStepCount == steps, "no text, no step (rejects: \(rejects))")
            editor.undo()
            #expect(editor.text == "ab", "the step before is the one undone (rejects: \(rejects))")
            filter.cancel()
        }
    }

    /// 19: a composition that starts by replacing a selection of its own length still reports the
    /// marked text in its mask (the marked range was nil before it).
    @Test func item19_compositionReplacingASelectionReportsMarkedText() {
        let editor = TextEditor(string: "hello")
        editor.selectedRange = NSRange(location: 1, length: 2)
        var masks: [EditedMask] = []
        let observation = editor.addObserver { masks.append($0.editedMask) }
        editor.setMarkedText("xy", selectedRange: NSRange(location: 2, length: 0))
        #expect(editor.markedRange == NSRange(location: 1, length: 2))
        #expect(masks.count == 1)
        #expect(masks.first?.contains(.markedText) == true)
        #expect(masks.first?.contains(.characters) == true)
        // And a caret start, for comparison, which always did.
        editor.unmarkText()
        masks.removeAll()
        editor.setMarkedText("z", selectedRange: NSRange(location: 1, length: 0))
        #expect(masks.first?.contains(.markedText) == true)
        observation.cancel()
    }
}
