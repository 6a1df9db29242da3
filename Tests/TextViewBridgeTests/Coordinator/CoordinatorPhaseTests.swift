import Foundation
import Testing
import TextViewBridge
import TextViewCore

/// The coordinator recognises its own host write by the `.hostUpdate` event it sets, and only
/// while it is applying that write (its phase): the same event from anyone else is a change its
/// host has not seen.
@MainActor
@Suite struct CoordinatorPhaseTests {
    private func make(_ host: TestHost, editor: TextEditor) -> (TextViewCoordinator, ManualScheduler) {
        let scheduler = ManualScheduler()
        let coordinator = TextViewCoordinator(
            editor: editor, text: host.textBinding, selection: host.selectionBinding, scheduler: scheduler)
        scheduler.drain()
        return (coordinator, scheduler)
    }

    /// Two coordinators on one editor: one host's write, applied with `.hostUpdate` by its
    /// coordinator, is the other host's news and reaches it.
    @Test func anotherCoordinatorsHostWriteReachesThisHost() {
        let editor = TextEditor(string: "abc")
        let first = TestHost(text: "abc")
        let second = TestHost(text: "abc")
        let (a, schedulerA) = make(first, editor: editor)
        let (b, schedulerB) = make(second, editor: editor)
        first.text = "abcX"
        a.updateFromHost()
        schedulerA.drain()
        schedulerB.drain()
        #expect(editor.text == "abcX")
        #expect(second.text == "abcX", "the second host missed the first host's write")
        #expect(first.textSets.isEmpty, "the first host's own write came back to it: \(first.textSets)")
        #expect(b.hostTextApplies == 0)
    }

    /// A program edit made with the `.hostUpdate` event while the coordinator applies nothing is
    /// written to the host like any other edit.
    @Test func aProgramEditWithTheHostEventIsWritten() {
        let editor = TextEditor(string: "abc")
        let host = TestHost(text: "abc")
        let (coordinator, scheduler) = make(host, editor: editor)
        editor.replaceCharacters(in: NSRange(location: 0, length: 1), with: "Z", userEvent: .hostUpdate)
        #expect(coordinator.hasPendingHostWrite)
        scheduler.drain()
        #expect(host.text == "Zbc")
    }

    /// An observer that answers the host's write with an edit of its own: the write is the
    /// host's, the answer is not, and only the answer is written back.
    @Test func aReactionToTheHostWriteIsWrittenBack() {
        let editor = TextEditor(string: "abc")
        let host = TestHost(text: "abc")
        let (coordinator, scheduler) = make(host, editor: editor)
        var answered = false
        let observation = editor.addObserver { change in
            guard change.userEvents.contains(.hostUpdate), !answered else { return }
            answered = true
            editor.replaceCharacters(in: NSRange(location: 0, length: 0), with: ">")
        }
        host.text = "abcd"
        coordinator.updateFromHost()
        scheduler.drain()
        #expect(editor.text == ">abcd")
        #expect(host.text == ">abcd")
        #expect(host.textSets == [">abcd"], "one write, of the answer only: \(host.textSets)")
        observation.cancel()
    }
}
