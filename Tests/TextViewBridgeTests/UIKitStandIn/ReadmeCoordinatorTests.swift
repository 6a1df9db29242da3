import Foundation
import Testing
import TextViewBridge
import TextViewCore

/// The coordinator of TextViewBridge's "A SwiftUI Coordinator" article (compiled from
/// Sources/TextViewBridge/TextViewBridge.docc/CoordinatorWithSwiftUI.md by the doc-snippet tests) on the UIKit
/// stand-in, with SwiftUI's make / update / dismantle cycle: every case that the hand-written
/// coordinator got wrong, as a test.
@MainActor
struct ReadmeCoordinatorTests {
    /// SwiftUI state with the two bindings.
    final class State {
        var text: String
        var selection: NSRange
        init(text: String, selection: NSRange = NSRange(location: 0, length: 0)) {
            self.text = text
            self.selection = selection
        }
    }

    private func make(_ state: State) -> (RepresentableHost<TextEditorRepresentable>, UITextView, ManualScheduler) {
        let scheduler = ManualScheduler()
        let representable = TextEditorRepresentable(
            text: Binding(get: { state.text }, set: { state.text = $0 }),
            selection: Binding(get: { state.selection }, set: { state.selection = $0 }),
            scheduler: scheduler)
        let host = RepresentableHost(representable)
        scheduler.drain()
        return (host, host.view!, scheduler)
    }

    private func expectInStep(_ state: State, _ view: UITextView, _ editor: TextEditor,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(view.text == editor.text, sourceLocation: sourceLocation)
        #expect(state.text == editor.text, sourceLocation: sourceLocation)
        #expect(view.selectedRange == editor.selectedRange, sourceLocation: sourceLocation)
        #expect(state.selection == editor.selectedRange, sourceLocation: sourceLocation)
    }

    @Test func initialHostTextReachesTheViewWithTheParagraphStyle() {
        let state = State(text: "Hello")
        let (host, view, _) = make(state)
        let editor = host.coordinator!.sync!.editor
        expectInStep(state, view, editor)
        let style = ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12)
        #expect(TextAttributes(foundationAttributes: view.textStorage.attributes(at: 0)).paragraphStyle == style)
        #expect(TextAttributes(foundationAttributes: view.typingAttributes).paragraphStyle == style)
    }

    @Test func hostSelectionReachesTheView() {
        let state = State(text: "Hello world")
        let (host, view, scheduler) = make(state)
        state.selection = NSRange(location: 6, length: 5)
        host.render()
        scheduler.drain()
        #expect(view.selectedRange == NSRange(location: 6, length: 5))
        expectInStep(state, view, host.coordinator!.sync!.editor)
    }

    /// A toolbar's `editor.undo()` changes the view too; the next host write then applies to the
    /// view's real text (it used to apply {0, 20} to a shorter view and trap).
    @Test func toolbarUndoReachesTheViewAndTheNextHostWriteFits() {
        let state = State(text: "")
        let (host, view, scheduler) = make(state)
        let editor = host.coordinator!.sync!.editor
        editor.undoCoalescingInterval = 0
        for piece in ["Hello", " there", " world"] {
            view.userTypes(piece)
            editor.breakUndoCoalescing()
        }
        scheduler.drain()
        editor.undo()
        #expect(view.text == "Hello there")
        scheduler.drain()
        state.text = "Goodbye, everyone, for now"
        host.render()
        scheduler.drain()
        #expect(view.text == "Goodbye, everyone, for now")
        expectInStep(state, view, editor)
    }

    /// Typing through `shouldChangeTextIn` is one undo step, as `insertText` is.
    @Test func typingThroughShouldChangeTextCoalescesLikeInsertText() {
        let state = State(text: "")
        let (host, view, scheduler) = make(state)
        let editor = host.coordinator!.sync!.editor
        for character in "hello" { view.userTypes(String(character)) }
        view.userDeletesBackward()
        view.userDeletesBackward()
        scheduler.drain()
        #expect(view.text == "hel")
        expectInStep(state, view, editor)
        editor.undo()  // the two deletions
        #expect(editor.text == "hello")
        editor.undo()  // the five keystrokes, one step
        #expect(editor.text == "")
        #expect(!editor.canUndo)

        let reference = TextEditor()
        for character in "hello" { reference.insertText(String(character)) }
        reference.undo()
        #expect(reference.text == "" && !reference.canUndo, "the same grouping as insertText")
    }

    /// UIKit's undo manager and the editor are one stack: the host's undo (⌘Z, shake) takes the
    /// editor's steps, and an editor undo from a toolbar moves the manager too.
    @Test func hostUndoManagerAndTheEditorAreOneStack() {
        let state = State(text: "")
        let (host, view, scheduler) = make(state)
        let editor = host.coordinator!.sync!.editor
        let manager = UndoManager()
        view.userBeginsEditing(undoManager: manager)
        for character in "abc" { view.userTypes(String(character)) }
        view.userSelects(NSRange(location: 0, length: 0))
        view.userTypes("X")
        scheduler.drain()
        #expect(view.text == "Xabc")
        manager.undo()  // ⌘Z: the "X"
        #expect(editor.text == "abc" && view.text == "abc")
        manager.undo()  // the coalesced "abc"
        #expect(editor.text == "" && !manager.canUndo && !editor.canUndo)
        manager.redo()
        #expect(editor.text == "abc")
        editor.undo()  // a toolbar button
        #expect(view.text == "" && !manager.canUndo && manager.canRedo)
        manager.redo()
        manager.redo()
        #expect(editor.text == "Xabc" && view.text == "Xabc")
        scheduler.drain()
        expectInStep(state, view, editor)
    }

    /// `dismantleUIView` with keystrokes unwritten: they reach the binding.
    @Test func dismantleWritesUnwrittenKeystrokes() {
        let state = State(text: "")
        let (host, view, _) = make(state)
        view.userTypes("bye")
        host.dismantle()
        #expect(state.text == "bye")
    }
}
