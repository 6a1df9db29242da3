import Foundation
import Testing
import TextViewCore

/// Undo and redo: exact restoration, and each rule that ends an undo step of typing.
@Suite struct UndoTests {
    /// An editor with a clock the test moves.
    final class Clock {
        var now = 100.0
    }

    func editor(_ text: String = "", clock: Clock) -> TextEditor {
        let editor = TextEditor(string: text)
        editor.clock = { clock.now }
        return editor
    }

    func type(_ editor: TextEditor, _ text: String, clock: Clock) {
        for c in text {
            editor.insertText(String(c))
            clock.now += 0.1
        }
    }

    @Test func typingCoalescesIntoOneStep() {
        let clock = Clock()
        let e = editor(clock: clock)
        type(e, "hello", clock: clock)
        #expect(e.canUndo && !e.canRedo)
        e.undo()
        #expect(e.text == "" && !e.canUndo && e.canRedo)
        e.redo()
        #expect(e.text == "hello" && e.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test func aPauseBreaksTheStep() {
        let clock = Clock()
        let e = editor(clock: clock)
        type(e, "ab", clock: clock)
        clock.now += 1.5
        type(e, "cd", clock: clock)
        e.undo()
        #expect(e.text == "ab")
        e.undo()
        #expect(e.text == "")
    }

    @Test func switchingBetweenTypingAndDeletingBreaksTheStep() {
        let clock = Clock()
        let e = editor(clock: clock)
        type(e, "abcd", clock: clock)
        e.deleteBackward()
        e.deleteBackward()
        type(e, "XY", clock: clock)
        e.undo()
        #expect(e.text == "ab")
        e.undo()
        #expect(e.text == "abcd", "both backspaces were one step")
        e.undo()
        #expect(e.text == "")
    }

    @Test func deletingForwardCoalescesAndDiffersFromBackward() {
        let clock = Clock()
        let e = editor("abcdef", clock: clock)
        e.selectedRange = NSRange(location: 2, length: 0)
        e.deleteForward()
        e.deleteForward()
        e.deleteBackward()
        #expect(e.text == "aef")
        e.undo()
        #expect(e.text == "abef")
        e.undo()
        #expect(e.text == "abcdef" && e.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func aNonAdjacentEditBreaksTheStep() {
        let clock = Clock()
        let e = editor("0123456789", clock: clock)
        e.selectedRange = NSRange(location: 10, length: 0)
        type(e, "ab", clock: clock)
        e.replaceCharacters(in: NSRange(location: 0, length: 1), with: "X")
        e.selectedRange = NSRange(location: 12, length: 0)
        type(e, "cd", clock: clock)
        e.undo()
        #expect(e.text == "X123456789ab")
        e.undo()
        #expect(e.text == "0123456789ab")
        e.undo()
        #expect(e.text == "0123456789")
    }

    @Test func aSelectionMoveBreaksTheStep() {
        let clock = Clock()
        let e = editor(clock: clock)
        type(e, "ab", clock: clock)
        e.moveLeft()
        e.moveRight()
        type(e, "cd", clock: clock)
        e.undo()
        #expect(e.text == "ab" && e.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func aNewlineEndsTheStep() {
        let clock = Clock()
        let e = editor(clock: clock)
        type(e, "ab", clock: clock)
        e.insertNewline()
        type(e, "cd", clock: clock)
        e.undo()
        #expect(e.text == "ab\n")
        e.undo()
        #expect(e.text == "")
    }

    @Test func anExplicitBreakEndsTheStep() {
        let clock = Clock()
        let e = editor(clock: clock)
        type(e, "ab", clock: clock)
        e.breakUndoCoalescing()
        type(e, "cd", clock: clock)
        e.undo()
        #expect(e.text == "ab")
    }

    @Test func explicitGroupsMakeOneStep() {
        let clock = Clock()
        let e = editor("text", clock: clock)
        e.undoGroup {
            e.selectAll()
            e.setAttributes(TextAttributes().bold(), range: NSRange(location: 0, length: 4))
            e.paste("new")
            e.beginUndoGroup()
            e.insertNewline()
            e.endUndoGroup()
        }
        e.endUndoGroup()
        #expect(e.text == "new\n")
        e.undo()
        #expect(e.text == "text" && e.document == TextDocument("text"))
        #expect(!e.canUndo)
    }

    @Test func theHistoryLimitDropsTheOldestSteps() {
        let clock = Clock()
        let e = editor(clock: clock)
        e.undoLimit = 3
        for i in 0 ..< 200 {
            e.insertText("\(i % 10)")
            e.breakUndoCoalescing()
        }
        var undos = 0
        while e.canUndo { e.undo(); undos += 1 }
        #expect(undos == 3)
        #expect(e.document.length == 197)
        e.undoLimit = -5
        #expect(e.undoLimit == 0)
    }

    @Test func undoRestoresAttributesAndParagraphStylesExactly() {
        let clock = Clock()
        let spaced = ParagraphStyle(lineSpacing: 4, paragraphSpacing: 8)
        let e = editor("Title\nBody\n", clock: clock)
        e.setParagraphStyle(spaced, forParagraphsIn: NSRange(location: 0, length: 0))
        e.setAttributes(TextAttributes().bold().paragraphStyle(ParagraphStyle(alignment: .center)), range: NSRange(location: 6, length: 5))
        let before = e.document
        // Deleting the break joins the paragraphs: Body takes Title's style, and undo gives its own back.
        e.selectedRange = NSRange(location: 6, length: 0)
        e.deleteBackward()
        #expect(e.document.paragraphStyle(at: 6) == spaced)
        e.undo()
        #expect(e.document == before)
        #expect(e.selectedRange == NSRange(location: 6, length: 0))
        e.redo()
        #expect(e.text == "TitleBody\n" && e.document.paragraphStyle(at: 6) == spaced)
        e.undo()
        e.undo()
        e.undo()
        #expect(e.document == TextDocument("Title\nBody\n"))
    }

    @Test func aNewChangeClearsRedoAndUndoIsNotified() {
        let clock = Clock()
        let e = editor(clock: clock)
        var events: [[UserEvent]] = []
        let token = e.addObserver { events.append($0.userEvents) }
        e.insertText("a")
        e.undo()
        e.redo()
        e.undo()
        #expect(e.canRedo)
        e.insertText("b")
        #expect(!e.canRedo)
        #expect(events == [[.inputType], [.undo], [.redo], [.undo], [.inputType]])
        e.undo()
        e.undo()
        #expect(e.text == "")
        _ = token
    }

    @Test func anUndoCalledFromAnObserverIsQueued() {
        let clock = Clock()
        let e = editor(clock: clock)
        var undone = false
        let token = e.addObserver { change in
            if change.userEvents == [.inputPaste] && !undone {
                undone = true
                e.undo()
                #expect(e.text == "oops", "queued, not applied inside the delivery")
            }
        }
        e.paste("oops")
        #expect(e.text == "")
        _ = token
    }
}
