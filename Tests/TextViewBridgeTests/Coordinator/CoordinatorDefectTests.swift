import Foundation
import Testing
import TestSupport
import TextViewBridge
import TextViewCore

/// One regression test per defect found by using the coordinator as a new user would, each
/// named after the rule it pins.
@MainActor
struct CoordinatorDefectTests {
    private func make(
        _ host: TestHost, editor: TextEditor = TextEditor()
    ) -> (TextViewCoordinator, ManualScheduler) {
        let scheduler = ManualScheduler()
        let coordinator = TextViewCoordinator(
            editor: editor, text: host.textBinding, selection: host.selectionBinding, scheduler: scheduler)
        scheduler.drain()
        return (coordinator, scheduler)
    }

    /// A host selection the editor clamps or snaps onto its current selection changes nothing in
    /// the editor, so no change is heard; the host must still get the result back.
    @Test(arguments: [
        ("Hello", NSRange(location: 5, length: 0), NSRange(location: 9, length: 4)),
        ("Hello", NSRange(location: 0, length: 0), NSRange(location: -3, length: 1)),
        ("a👍🏽b", NSRange(location: 1, length: 0), NSRange(location: 2, length: 0)),
    ])
    func hostSelectionClampedOntoCaretIsWrittenBack(text: String, caret: NSRange, request: NSRange) {
        let host = TestHost(text: text, selection: caret)
        let (coordinator, scheduler) = make(host)
        let before = coordinator.editor.selectedRange
        host.selection = request
        coordinator.updateFromHost()
        scheduler.drain()
        #expect(host.selection == coordinator.editor.selectedRange,
                "host \(host.selection) editor \(coordinator.editor.selectedRange) (was \(before))")
        #expect(host.selection != request)
    }

    /// An observer registered before the coordinator writes the host while the editor is still
    /// telling observers of a keystroke: the host's write is made against the text it saw
    /// ("abc"), so it is mapped through the keystroke the host has not seen.
    @Test(arguments: [false, true])
    func hostWriteDuringDeliveryAppliesToTheTextItWasMadeAgainst(withSecondObserver: Bool) {
        let host = TestHost(text: "abc", selection: NSRange(location: 0, length: 0))
        let editor = TextEditor()
        var observers: [TextObservation] = []
        var coordinator: TextViewCoordinator?
        var reacted = false
        if withSecondObserver {
            var inserted = false
            observers.append(editor.addObserver { change in
                guard !inserted, change.userEvents.contains(.inputType) else { return }
                inserted = true
                editor.insertText("!")
            })
        }
        observers.append(editor.addObserver { change in
            guard !reacted, change.userEvents.contains(.inputType) else { return }
            reacted = true
            host.text = "abX"
            coordinator?.updateFromHost()
        })
        let scheduler = ManualScheduler()
        coordinator = TextViewCoordinator(editor: editor, text: host.textBinding,
                                          selection: host.selectionBinding, scheduler: scheduler)
        scheduler.drain()
        editor.insertText("Z")
        scheduler.drain()
        let expected = withSecondObserver ? "Z!abX" : "ZabX"
        #expect(editor.text == expected)
        #expect(host.text == expected)
        // Released in this order so no observer list is changed while it releases a closure.
        coordinator = nil
        for observation in observers { observation.cancel() }
    }

    /// The write turn applies a host selection; an observer of that change writes the host's
    /// text. That write comes later than the editor's unwritten "d": it must win, not be
    /// overwritten by "abcd".
    @Test func hostWriteDuringTheWriteTurnIsNotOverwritten() {
        let host = TestHost(text: "abc", selection: NSRange(location: 3, length: 0))
        let (coordinator, scheduler) = make(host)
        var wrote = false
        let observation = coordinator.editor.addObserver { change in
            guard !wrote, change.editedMask == .selection,
                  change.selectionsAfter.first?.range == NSRange(location: 1, length: 0) else { return }
            wrote = true
            host.text = "XYZ"
        }
        coordinator.editor.insertText("d")
        host.selection = NSRange(location: 1, length: 0)
        scheduler.drain()
        #expect(wrote)
        #expect(host.text == "XYZ")
        #expect(coordinator.editor.text == "XYZ")
        #expect(host.textSets.allSatisfy { $0 != "abcd" }, "the later host write was overwritten: \(host.textSets)")
        observation.cancel()
    }

    /// A loop report drops the queued write; the coordinator must not believe a write is still
    /// queued (it would never queue another).
    @Test func droppedWriteLeavesNoPendingFlag() {
        let host = TestHost(text: "")
        let (coordinator, scheduler) = make(host)
        let focus = coordinator.makeFocusCoordinator(Int.self)
        var reported: [UpdateLoopError] = []
        coordinator.onLoopError = { reported.append($0) }
        // Two fields that hand focus to each other, typing as they go: an endless chain of
        // queued work, each round queueing a write.
        focus.attach(1, onEditingChanged: { began in
            if began { coordinator.editor.insertText("a"); focus.focusedField = 2 }
        })
        focus.attach(2, onEditingChanged: { began in
            if began { coordinator.editor.insertText("b"); focus.focusedField = 1 }
        })
        focus.update { focus.focusedField = 1 }
        scheduler.drain()
        #expect(!reported.isEmpty, "the ping-pong was cut off")
        #expect(!coordinator.hasPendingHostWrite, "the dropped write left its flag")
        coordinator.editor.insertText("!")
        scheduler.drain()
        #expect(host.text == coordinator.editor.text, "writes resumed")
    }

    /// The host re-renders on the next turn (SwiftUI's timing) and changes what it was given; an
    /// editor observer answers every host update with an edit: each turn writes again and the
    /// text grows for ever unless the loop is seen across turns.
    @Test func feedbackLoopAcrossSchedulerTurnsIsStopped() {
        let host = TestHost(text: "")
        let (coordinator, scheduler) = make(host)
        var reported: [UpdateLoopError] = []
        coordinator.onLoopError = { reported.append($0) }
        host.transformText = { $0 + "!" }
        host.afterTextSet = { scheduler.schedule { coordinator.updateFromHost() } }
        let observation = coordinator.editor.addObserver { change in
            if change.userEvents.contains(.hostUpdate) { coordinator.editor.insertText(".") }
        }
        coordinator.editor.insertText("a")
        let ran = scheduler.drain(maximumItems: 5_000)
        #expect(ran < 5_000, "still looping after \(ran) turns")
        #expect(reported.count == 1)
        #expect(coordinator.lastLoopError?.droppedLabels.first?.contains("writeToHost") == true)
        #expect(!coordinator.hasPendingHostWrite)
        // A user edit resumes writing.
        observation.cancel()
        host.transformText = nil
        host.afterTextSet = nil
        coordinator.editor.insertText("z")
        scheduler.drain()
        coordinator.updateFromHost()
        scheduler.drain()
        #expect(host.text == coordinator.editor.text)
    }

    /// `dismantleUIView` releases the coordinator with keystrokes unwritten: they must still
    /// reach the host, as the seed's strongly captured `DispatchQueue.main.async` wrote them.
    @Test func unwrittenKeystrokesSurviveReleasingTheCoordinator() {
        let host = TestHost(text: "")
        let scheduler = ManualScheduler()
        weak var released: TextViewCoordinator?
        do {
            let coordinator = TextViewCoordinator(text: host.textBinding, selection: host.selectionBinding,
                                                  scheduler: scheduler)
            scheduler.drain()
            coordinator.editor.insertText("bye")
            released = coordinator
        }
        #expect(released != nil, "kept alive by its queued write")
        scheduler.drain()
        #expect(host.text == "bye")
        #expect(host.selection == NSRange(location: 3, length: 0))
        #expect(released == nil, "released once the write has run")
    }

    /// `invalidate()` writes at once and stops: nothing later reaches the host or the editor.
    @Test func invalidateWritesPendingKeystrokesAtOnce() {
        let host = TestHost(text: "")
        let (coordinator, scheduler) = make(host)
        coordinator.editor.insertText("bye")
        coordinator.invalidate()
        #expect(host.text == "bye")
        host.text = "later"
        coordinator.updateFromHost()
        scheduler.drain()
        #expect(coordinator.editor.text == "bye")
    }

    /// Inside an update, `focusFirstInvalid` must decide after the work queued before it (field
    /// 0 detached), not from the fields attached when it was called.
    @Test func focusFirstInvalidInsideAnUpdateDecidesAfterTheQueuedWork() {
        let scheduler = ManualScheduler()
        let focus = FocusCoordinator<Int>(scheduler: scheduler)
        for field in 0..<3 { focus.attach(field) }
        focus.update {
            focus.detach(0)
            focus.focusFirstInvalid { [0, 2].contains($0) }
        }
        scheduler.drain()
        #expect(focus.focusedField == 2)
        #expect(focus.pendingFocus == nil, "no request held for the detached field")
    }

    @Test func validatedFormSaveInsideAnUpdateDecidesAfterTheQueuedWork() {
        let scheduler = ManualScheduler()
        let focus = FocusCoordinator<Int>(scheduler: scheduler)
        for field in 0..<3 { focus.attach(field) }
        let form = ValidatedForm<[String], Int>(
            model: ["", "ok", ""],
            rules: (0..<3).map { field in ValidationRule(field) { $0[field].isEmpty ? "required" : nil } },
            focus: focus)
        focus.update {
            focus.detach(0)
            #expect(!form.save())
        }
        scheduler.drain()
        #expect(focus.focusedField == 2)
        #expect(focus.pendingFocus == nil)
    }

    /// A `TextDocument` binding: a keystroke through the coordinator (edit, written turn, host
    /// re-render) costs the same on a document 4× larger (a `String` binding is O(n)). Not with
    /// the internal checks, whose invariant walk after every mutation is O(n) itself.
    #if TEXTVIEWCORE_INTERNAL_CHECKS
    nonisolated static let scaleChecked = false
    #else
    nonisolated static let scaleChecked = true
    #endif

    @Test(.enabled(if: scaleChecked))
    func documentBindingKeystrokeCostDoesNotGrowWithTheDocument() {
        final class State {
            let coordinator: TextViewCoordinator
            let scheduler: ManualScheduler
            init(_ coordinator: TextViewCoordinator, _ scheduler: ManualScheduler) {
                self.coordinator = coordinator
                self.scheduler = scheduler
            }
        }
        let line = String(repeating: "lorem ipsum ", count: 8) + "\n"
        let result = ScaleProbe.measure(n: 200_000, bound: 2.5, prepare: { size -> State in
            var stored = TextDocument(String(repeating: line, count: size / line.utf16.count))
            let scheduler = ManualScheduler()
            let editor = TextEditor(document: stored)
            editor.selectedRange = NSRange(location: editor.document.length / 2, length: 0)
            let coordinator = TextViewCoordinator(
                editor: editor,
                document: HostBinding(get: { stored }, set: { stored = $0 }),
                scheduler: scheduler)
            scheduler.drain()
            return State(coordinator, scheduler)
        }, measure: { state in
            for _ in 0..<2_000 {
                state.coordinator.editor.insertText("x")
                state.scheduler.drain()
                state.coordinator.updateFromHost()
            }
        })
        #expect(result.ratio < 2.5, "\(result)")
    }
}
