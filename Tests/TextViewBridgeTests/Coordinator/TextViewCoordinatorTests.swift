import Foundation
import Testing
import TextViewBridge
import TextViewCore

/// The hand-written `TextEditorRepresentable` update loop and the hand-written `SearchBarView`, replayed
/// through `TextViewCoordinator` with a `ManualScheduler`, so "now" and "later" are explicit.
@MainActor
struct TextViewCoordinatorTests {
    private func make(
        _ host: TestHost, editor: TextEditor = TextEditor(), withSelection: Bool = true
    ) -> (TextViewCoordinator, ManualScheduler) {
        let scheduler = ManualScheduler()
        let coordinator = TextViewCoordinator(
            editor: editor, text: host.textBinding,
            selection: withSelection ? host.selectionBinding : nil, scheduler: scheduler)
        scheduler.drain()
        return (coordinator, scheduler)
    }

    @Test func initialHostTextIsAppliedAndNothingIsWrittenBack() {
        let host = TestHost(text: "Hello", selection: NSRange(location: 2, length: 1))
        let (coordinator, _) = make(host)
        #expect(coordinator.editor.text == "Hello")
        #expect(coordinator.editor.selectedRange == NSRange(location: 2, length: 1))
        #expect(host.textSets.isEmpty && host.selectionSets.isEmpty)
    }

    /// The host's setter re-renders at once (calls `updateUIView` → `updateFromHost()`) and
    /// normalises the value: the nested update is queued, never re-entered, and the host's
    /// normalised value then wins.
    @Test func hostSetterCallingUpdateFromHostIsQueuedNotReentered() {
        let host = TestHost(text: "")
        let (coordinator, scheduler) = make(host)
        var updatingInSetter: [Bool] = []
        host.transformText = { $0.uppercased() }
        host.afterTextSet = {
            updatingInSetter.append(coordinator.isUpdating)
            coordinator.updateFromHost()
            #expect(coordinator.editor.text == "hi", "the nested update ran inside the setter")
        }
        coordinator.editor.insertText("h")
        coordinator.editor.insertText("i")
        scheduler.drain()
        #expect(updatingInSetter == [true])
        #expect(host.maximumDepth == 1)
        #expect(host.text == "HI")
        #expect(coordinator.editor.text == "HI", "the host's normalised text applied after the write")
        #expect(coordinator.hostTextWrites == 1)
        #expect(coordinator.lastLoopError == nil)
        #expect(scheduler.pendingCount == 0)
    }

    /// SwiftUI re-renders with the old binding value before the coordinator's write lands: the
    /// keystroke must survive (the seed's guard reset `uiView.text` to the stale value).
    @Test func typingWhileTheHostReRendersKeepsTheKeystroke() {
        let host = TestHost(text: "Hello")
        let (coordinator, scheduler) = make(host)
        coordinator.editor.selectedRange = NSRange(location: 5, length: 0)
        scheduler.drain()
        coordinator.editor.insertText("!")
        coordinator.updateFromHost()  // re-render with text "Hello", selection {5, 0}
        #expect(coordinator.editor.text == "Hello!")
        #expect(coordinator.editor.selectedRange == NSRange(location: 6, length: 0))
        scheduler.drain()
        #expect(host.text == "Hello!")
        #expect(host.selection == NSRange(location: 6, length: 0))
        coordinator.updateFromHost()  // re-render with the written values
        scheduler.drain()
        #expect(coordinator.editor.text == "Hello!")
        #expect(coordinator.hostTextApplies == 1, "only the initial text was applied from the host")
    }

    @Test func cursorPreservedWhenTheHostResendsTheSameText() {
        let host = TestHost(text: "Hello world")
        let (coordinator, scheduler) = make(host)
        coordinator.editor.selectedRange = NSRange(location: 3, length: 2)
        scheduler.drain()
        let applies = coordinator.hostTextApplies
        host.text = String(decoding: Array("Hello world".utf8), as: UTF8.self)  // equal, new storage
        coordinator.updateFromHost()
        scheduler.drain()
        #expect(coordinator.editor.selectedRange == NSRange(location: 3, length: 2))
        #expect(coordinator.hostTextApplies == applies)
        coordinator.editor.undo()
        #expect(coordinator.editor.text == "", "the only undo step is the initial text")
    }

    @Test func hostSelectionPastTheEndAfterTheTextShrankIsClamped() {
        let host = TestHost(text: "Hello world", selection: NSRange(location: 11, length: 0))
        let (coordinator, scheduler) = make(host)
        #expect(coordinator.editor.selectedRange == NSRange(location: 11, length: 0))
        host.text = "Hello"
        host.selection = NSRange(location: 9, length: 4)
        coordinator.updateFromHost()
        #expect(coordinator.editor.text == "Hello")
        #expect(coordinator.editor.selectedRange == NSRange(location: 5, length: 0))
        scheduler.drain()
        #expect(host.selection == NSRange(location: 5, length: 0), "the clamped value is written back")
        #expect(coordinator.hostSelectionWrites == 1)
    }

    @Test func stalePastTheEndHostSelectionFollowsTheMappedCaret() {
        let host = TestHost(text: "Hello world", selection: NSRange(location: 11, length: 0))
        let (coordinator, scheduler) = make(host)
        host.text = "Hello"  // the selection binding keeps its stale {11, 0}
        coordinator.updateFromHost()
        #expect(coordinator.editor.selectedRange == NSRange(location: 5, length: 0))
        scheduler.drain()
        #expect(host.selection == NSRange(location: 5, length: 0))
    }

    @Test func notFoundHostSelectionIsIgnored() {
        let host = TestHost(text: "Hello", selection: NSRange(location: 2, length: 0))
        let (coordinator, scheduler) = make(host)
        host.selection = NSRange(location: NSNotFound, length: 0)
        coordinator.updateFromHost()
        scheduler.drain()
        #expect(coordinator.editor.selectedRange == NSRange(location: 2, length: 0))
        #expect(coordinator.hostSelectionWrites == 0)
        #expect(host.selection.location == NSNotFound, "no editor change, so nothing written back")
    }

    @Test func minimalReplacementKeepsAttributesParagraphStyleAndUndo() {
        let style = ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12)
        let editor = TextEditor()
        editor.defaultAttributes = TextAttributes().font(.preferred(.body)).paragraphStyle(style)
        let host = TestHost(text: "Hello world")
        let (coordinator, scheduler) = make(host, editor: editor)
        editor.addAttributes(TextAttributes().bold(), range: NSRange(location: 0, length: 5))
        editor.selectedRange = NSRange(location: 11, length: 0)
        scheduler.drain()
        let boldBefore = editor.document.attributes(at: 0)

        host.text = "Hello brave world"
        coordinator.updateFromHost()
        #expect(editor.text == "Hello brave world")
        #expect(editor.document.attributes(at: 0) == boldBefore, "attributes before the edit kept")
        #expect(editor.document.attributes(at: 16).paragraphStyle == style)
        #expect(editor.selectedRange == NSRange(location: 17, length: 0), "caret after the edit shifted")
        #expect(editor.typingAttributes.paragraphStyle == style)
        #expect(editor.canUndo)
        editor.undo()
        #expect(editor.text == "Hello world")
        #expect(editor.document.attributes(at: 0) == boldBefore)
        scheduler.drain()
        #expect(host.text == "Hello world", "the undo is written to the host")

        host.text = ""  // cleared, then new text: the typing attributes still carry the style
        coordinator.updateFromHost()
        host.text = "New"
        coordinator.updateFromHost()
        #expect(editor.document.attributes(at: 0).paragraphStyle == style)
    }

    @Test func minimalReplacementNeverSplitsASurrogatePair() {
        let host = TestHost(text: "a😀b")
        let (coordinator, scheduler) = make(host)
        var edited: [NSRange] = []
        let observation = coordinator.editor.addObserver { edited.append($0.editedRange) }
        host.text = "a😁b"  // shares the lead surrogate D83D
        coordinator.updateFromHost()
        #expect(coordinator.editor.text == "a😁b")
        #expect(edited == [NSRange(location: 1, length: 2)], "the whole pair replaced: \(edited)")
        host.text = "a😁😁b"
        coordinator.updateFromHost()
        #expect(coordinator.editor.text == "a😁😁b")
        scheduler.drain()
        #expect(coordinator.hostTextWrites == 0)
        observation.cancel()
    }

    @Test func hundredKeystrokesInOneTurnGiveOneTextWriteAndOneSelectionWrite() {
        let host = TestHost(text: "")
        let (coordinator, scheduler) = make(host)
        for _ in 0..<100 { coordinator.editor.insertText("x") }
        #expect(coordinator.hasPendingHostWrite)
        #expect(scheduler.pendingCount == 1)
        #expect(host.textSets.isEmpty, "nothing written during the turn")
        scheduler.drain()
        #expect(host.textSets.count == 1 && host.selectionSets.count == 1)
        #expect(coordinator.hostTextWrites == 1 && coordinator.hostSelectionWrites == 1)
        #expect(host.text == String(repeating: "x", count: 100))
        #expect(host.selection == NSRange(location: 100, length: 0))
    }

    @Test func flushWritesPendingChangesNowAndTheScheduledTurnThenFindsNothing() {
        let host = TestHost(text: "")
        let (coordinator, scheduler) = make(host)
        coordinator.editor.insertText("bye")
        coordinator.flush()  // teardown: no scheduler turn left
        #expect(host.text == "bye" && host.selection == NSRange(location: 3, length: 0))
        #expect(!coordinator.hasPendingHostWrite)
        scheduler.drain()
        #expect(host.textSets == ["bye"] && coordinator.hostTextWrites == 1)
    }

    @Test(arguments: [false, true])
    func echoOfOurOwnWriteIsNotAppliedBack(storesCopies: Bool) {
        let host = TestHost(text: "")
        host.storesCopies = storesCopies
        let (coordinator, scheduler) = make(host)
        // SwiftUI re-renders after every state change, on a later turn.
        host.afterTextSet = { scheduler.schedule { coordinator.updateFromHost() } }
        coordinator.editor.insertText("abc")
        coordinator.editor.selectedRange = NSRange(location: 1, length: 0)
        scheduler.drain()
        #expect(host.text == "abc")
        #expect(coordinator.hostTextApplies == 0, "the echo is recognised")
        #expect(coordinator.editor.selectedRange == NSRange(location: 1, length: 0), "no caret jump")
        coordinator.editor.undo()
        #expect(coordinator.editor.text == "", "one undo step: the typing; the echo added none")
    }

    /// The rule for a host write made while editor changes are unwritten: the host wins (as
    /// `uiView.text = text` in `updateUIView`), and the superseded edits stay undoable.
    @Test func hostWriteWinsOverUnwrittenEditorChanges() {
        let host = TestHost(text: "draft")
        let (coordinator, scheduler) = make(host)
        coordinator.editor.selectedRange = NSRange(location: 5, length: 0)
        coordinator.editor.insertText(" typed")
        host.text = "server"  // before the write lands
        scheduler.drain()  // the write finds the host write first
        #expect(coordinator.editor.text == "server")
        #expect(host.text == "server")
        #expect(coordinator.hostTextWrites == 0, "the superseded text never reached the host")
        coordinator.editor.undo()
        #expect(coordinator.editor.text == "draft typed", "the superseded edit is one undo away")
        scheduler.drain()
        #expect(host.text == "draft typed")
    }

    /// the hand-written `SearchBarView` clear button: `self.searchText = ""`.
    @Test func searchBarClearEmptiesTheEditorWithTheCaretAtZero() {
        let host = TestHost(text: "")
        let (coordinator, scheduler) = make(host, withSelection: false)
        coordinator.editor.insertText("Art")
        scheduler.drain()
        #expect(host.text == "Art")
        host.text = ""
        coordinator.updateFromHost()
        #expect(coordinator.editor.text == "")
        #expect(coordinator.editor.selectedRange == NSRange(location: 0, length: 0))
        scheduler.drain()
        #expect(host.text == "" && host.textSets == ["Art"])
    }

    /// the hand-written Cancel button: `endEditing(true)` "must be placed before the other commands",
    /// then `searchText = ""`, while the last keystrokes are still unwritten. The clear wins over
    /// them, focus resigns once, and neither depends on the order of the two lines.
    @Test(arguments: [false, true])
    func searchBarCancelClearsAndResignsFocus(resignAfterClearing: Bool) {
        let host = TestHost(text: "")
        let (coordinator, scheduler) = make(host, withSelection: false)
        let focus = coordinator.makeFocusCoordinator(Bool.self)
        let log = FocusLog<Bool>()
        focus.attachField(onEditingChanged: log.callback(true))
        focus.isFocused = true
        coordinator.editor.insertText("Ar")
        scheduler.drain()
        coordinator.editor.insertText("t")  // unwritten when Cancel is tapped

        if !resignAfterClearing { focus.isFocused = false }
        host.text = ""
        if resignAfterClearing { focus.isFocused = false }
        coordinator.updateFromHost()  // the re-render
        scheduler.drain()

        #expect(coordinator.editor.text == "")
        #expect(coordinator.editor.selectedRange == NSRange(location: 0, length: 0))
        #expect(host.text == "")
        #expect(host.textSets == ["Ar"], "the unwritten \"t\" never overwrote the clear")
        #expect(!focus.isFocused)
        #expect(log.events == ["began(true)", "ended(true)"])
    }

    /// A focus change requested from the host's setter (during the coordinator's write) is
    /// queued on the shared gate and applied after the write.
    @Test func focusChangeDuringAWriteIsQueuedOnTheSharedGate() {
        let host = TestHost(text: "")
        let (coordinator, scheduler) = make(host)
        let focus = coordinator.makeFocusCoordinator(Bool.self)
        focus.attachField()
        focus.isFocused = true
        var focusedInSetter: [Bool] = []
        host.afterTextSet = {
            focus.isFocused = false
            focusedInSetter.append(focus.isFocused)
        }
        coordinator.editor.insertText("go")
        scheduler.drain()
        #expect(focusedInSetter == [true], "not applied inside the write")
        #expect(!focus.isFocused, "applied after it")
    }

    /// A host that changes every value it is given (appends "!") does not loop: its value is a
    /// host write, applied to the editor and not written back.
    @Test func aHostThatRewritesWhatItIsGivenConverges() {
        let host = TestHost(text: "")
        let (coordinator, scheduler) = make(host)
        var reported: [UpdateLoopError] = []
        coordinator.onLoopError = { reported.append($0) }
        host.transformText = { $0 + "!" }
        host.afterTextSet = { coordinator.updateFromHost() }
        coordinator.editor.insertText("a")
        scheduler.drain()
        #expect(reported.isEmpty)
        #expect(host.text == "a!" && coordinator.editor.text == "a!")
        #expect(host.textSets == ["a"])
        #expect(host.maximumDepth == 1)
    }
}
