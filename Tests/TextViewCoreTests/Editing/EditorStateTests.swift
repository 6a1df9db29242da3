import Foundation
import Testing
import TextViewCore

/// The editor's state as one value: a snapshot that later edits leave alone, equality, and
/// `setState(_:)` putting one back with one notification and an empty history.
@Suite struct EditorStateTests {
    static let bold = TextAttributes(font: FontDescription(pointSize: 12, weight: .bold))

    @Test func aSnapshotIsIndependentOfLaterEdits() {
        let editor = TextEditor(string: "Hello world")
        editor.selections = [TextSelection(caret: 2), TextSelection(anchor: 6, head: 11)]
        let snapshot = editor.state
        editor.insertText("X")
        editor.setAttributes(Self.bold, range: NSRange(location: 0, length: 3))
        #expect(snapshot.document.string == "Hello world")
        #expect(snapshot.selections == [TextSelection(caret: 2), TextSelection(anchor: 6, head: 11)])
        #expect(snapshot.primarySelectionIndex == 1)
        #expect(editor.state != snapshot)
        #expect(editor.state.document.string == editor.text)
    }

    @Test func equalityComparesTextAttributesSelectionsAndTypingOverride() {
        let a = TextEditor(string: "abc")
        let b = TextEditor(string: "abc")
        #expect(a.state == b.state, "equal text and selections, different storage")
        b.selectedRange = NSRange(location: 1, length: 0)
        #expect(a.state != b.state, "the selections differ")
        b.selectedRange = NSRange(location: 0, length: 0)
        #expect(a.state == b.state)
        b.setAttributes(Self.bold, range: NSRange(location: 0, length: 1))
        #expect(a.state != b.state, "the attributes differ")
        b.removeAttribute(.font, range: NSRange(location: 0, length: 3))
        #expect(a.state == b.state)
        b.typingAttributes = Self.bold
        #expect(a.state != b.state, "the typing override differs")
        b.moveDown()
        b.moveUp()
        #expect(a.state != b.state, "the goal column of a run of vertical moves differs")
        #expect(EditorState() == EditorState(document: TextDocument("")))
    }

    @Test func setStatePutsEverythingBack() {
        let editor = TextEditor(string: "one two three")
        editor.setAttributes(Self.bold, range: NSRange(location: 0, length: 3))
        editor.selections = [TextSelection(caret: 1), TextSelection(anchor: 8, head: 4)]
        editor.typingAttributes = Self.bold
        let snapshot = editor.state
        let typing = editor.typingAttributes
        editor.text = "something else"
        editor.selectAll()
        editor.setState(snapshot)
        #expect(editor.state == snapshot)
        #expect(editor.text == "one two three")
        #expect(editor.selections == [TextSelection(caret: 1), TextSelection(anchor: 8, head: 4)])
        #expect(editor.typingAttributes == typing)
        #expect(editor.document.attributes(at: 0) == Self.bold)
        // The restored state is edited like any other.
        editor.insertText("!")
        #expect(editor.text == "o!ne !three")
    }

    @Test func setStateNotifiesOnceWithTheWholeReplacement() throws {
        let editor = TextEditor(string: "old text")
        let target = TextEditor(string: "brand new")
        target.selectedRange = NSRange(location: 2, length: 3)
        var changes: [TextChange] = []
        let token = editor.addObserver { changes.append($0) }
        editor.setState(target.state)
        token.cancel()
        #expect(changes.count == 1)
        let change = try #require(changes.first)
        #expect(change.userEvents == [.setState])
        #expect(change.selectionsAfter == [TextSelection(anchor: 2, head: 5)])
        // The change set turns the old text into the new.
        var old = TextDocument("old text")
        _ = old.apply(change.changes)
        #expect(old.string == "brand new")
    }

    @Test func setStateOfAnEqualStateIsSilent() {
        let editor = TextEditor(string: "same")
        var count = 0
        let token = editor.addObserver { _ in count += 1 }
        editor.setState(editor.state)
        editor.setState(TextEditor(string: "same").state)
        token.cancel()
        #expect(count == 0)
    }

    @Test func setStateEmptiesTheHistory() {
        let editor = TextEditor(string: "")
        editor.insertText("typed")
        let snapshot = TextEditor(string: "restored").state
        #expect(editor.canUndo)
        editor.setState(snapshot)
        #expect(!editor.canUndo && !editor.canRedo)
        editor.undo()
        #expect(editor.text == "restored", "undo does not step back across a restored state")
        editor.insertText("x")
        editor.undo()
        #expect(editor.text == "restored")
    }

    @Test func setStateRestoresMarkedText() {
        let editor = TextEditor(string: "ab")
        editor.selectedRange = NSRange(location: 1, length: 0)
        editor.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
        let composing = editor.state
        #expect(composing.markedRange == NSRange(location: 1, length: 2))
        editor.unmarkText()
        #expect(editor.state.markedRange == nil)
        #expect(editor.state != composing, "the marked range is part of the state")
        editor.setState(composing)
        #expect(editor.hasMarkedText)
        #expect(editor.markedRange == NSRange(location: 1, length: 2))
        // The restored composition goes on like one begun here.
        editor.setMarkedText("漢字", selectedRange: NSRange(location: 2, length: 0))
        editor.unmarkText()
        #expect(editor.text == "a漢字b")
        #expect(!editor.hasMarkedText)
    }

    @Test func setStateFromAnObserverRunsAfterTheDelivery() {
        let editor = TextEditor(string: "")
        let snapshot = TextEditor(string: "snap").state
        var inside: String?
        var armed = true
        let token = editor.addObserver { _ in
            guard armed else { return }
            armed = false
            editor.setState(snapshot)
            inside = editor.text
        }
        editor.insertText("a")
        token.cancel()
        #expect(inside == "a")
        #expect(editor.text == "snap")
    }
}
