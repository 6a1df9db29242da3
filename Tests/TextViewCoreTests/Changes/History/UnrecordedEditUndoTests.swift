import Foundation
import Testing
import TestSupport
import TextViewCore

/// Edits made with `recordsUndo = false` rebase the history they do not touch and drop the history
/// they overlap: undo never applies a step recorded against a text that is no longer there.
@Suite struct UnrecordedEditUndoTests {
    @Test func undoAfterAnUnrecordedWholeTextReplacementDoesNotTrap() {
        let editor = TextEditor(string: "hello")
        editor.selectedRange = NSRange(location: 5, length: 0)
        editor.insertText(" world")
        editor.recordsUndo = false
        editor.text = "x"
        editor.recordsUndo = true
        #expect(!editor.canUndo, "the step it overlaps is dropped")
        editor.undo()
        #expect(editor.text == "x")
        editor.redo()
        #expect(editor.text == "x")
    }

    @Test func undoAfterAnUnrecordedDeletionDoesNotDeleteTheUsersText() {
        let editor = TextEditor(string: "hello")
        editor.insertText("XYZ")
        editor.recordsUndo = false
        editor.replaceCharacters(in: NSRange(location: 0, length: 2), with: "")
        editor.recordsUndo = true
        #expect(editor.text == "Zhello")
        editor.undo()
        #expect(editor.text == "Zhello", "a stale step would delete \"Zhe\" and leave \"llo\"")
    }

    @Test func anUnrecordedEditElsewhereRebasesTheHistory() {
        let editor = TextEditor(string: "hello")
        editor.selectedRange = NSRange(location: 5, length: 0)
        editor.insertText(" world")
        editor.replaceCharacters(in: NSRange(location: 0, length: 1), with: "J")   // "Jello world"
        editor.recordsUndo = false
        editor.replaceCharacters(in: NSRange(location: 5, length: 0), with: ",")   // "Jello, world"
        editor.replaceCharacters(in: NSRange(location: 12, length: 0), with: "!")  // "Jello, world!"
        editor.recordsUndo = true
        editor.undo()
        #expect(editor.text == "hello, world!")
        editor.undo()
        #expect(editor.text == "hello,!", "the typed \" world\" goes, shifted past the comma")
        editor.redo()
        editor.redo()
        #expect(editor.text == "Jello, world!")
    }

    @Test func anUnrecordedEditOverlappingAnOlderStepDropsItAndEveryOlderOne() {
        let editor = TextEditor(string: "abc")
        editor.selectedRange = NSRange(location: 3, length: 0)
        editor.insertText("1")            // "abc1"
        editor.breakUndoCoalescing()
        editor.replaceCharacters(in: NSRange(location: 0, length: 0), with: "Z")  // "Zabc1"
        editor.recordsUndo = false
        editor.replaceCharacters(in: NSRange(location: 4, length: 1), with: "")   // "Zabc": over the "1"
        editor.recordsUndo = true
        editor.undo()
        #expect(editor.text == "abc", "the newest step does not overlap and still undoes")
        #expect(!editor.canUndo, "the typed \"1\" is gone, so its step is dropped")
    }

    @Test func unrecordedEditsRebaseTheRedoStepsToo() {
        let editor = TextEditor(string: "abc")
        editor.selectedRange = NSRange(location: 3, length: 0)
        editor.insertText("d")
        editor.undo()                     // "abc", redo inserts "d" at 3
        editor.recordsUndo = false
        editor.replaceCharacters(in: NSRange(location: 0, length: 0), with: ">")  // ">abc"
        editor.recordsUndo = true
        editor.redo()
        #expect(editor.text == ">abcd")
        editor.undo()
        #expect(editor.text == ">abc")
    }

    /// Random recorded and unrecorded edits, undo and redo: no trap, and every undo or redo changes
    /// the text only where the history says (checked against a replay of the surviving steps).
    @Test func randomUnrecordedEditsNeverApplyAStaleStep() {
        var rng = SplitMix64(seed: 0x5EED_0012)
        print("randomUnrecordedEditsNeverApplyAStaleStep seed 0x5EED0012")
        for _ in 0 ..< 200 {
            let editor = TextEditor(string: "0123456789")
            for _ in 0 ..< 12 {
                let length = editor.document.length
                let a = Int(rng.next() % UInt64(length + 1))
                let b = a + Int(rng.next() % UInt64(length - a + 1))
                let inserted = ["", "x", "yz", "🙂"][Int(rng.next() % 4)]
                switch rng.next() % 4 {
                case 0:
                    editor.recordsUndo = false
                    editor.replaceCharacters(in: NSRange(location: a, length: b - a), with: inserted)
                    editor.recordsUndo = true
                case 1:
                    editor.undo()
                case 2:
                    editor.redo()
                default:
                    editor.replaceCharacters(in: NSRange(location: a, length: b - a), with: inserted)
                }
            }
            // Whatever survived undoes to a text without trapping, and redo comes back.
            let before = editor.text
            var undone = 0
            while editor.canUndo && undone < 20 { editor.undo(); undone += 1 }
            for _ in 0 ..< undone { editor.redo() }
            #expect(editor.text == before)
        }
    }
}
