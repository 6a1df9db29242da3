import Foundation
import Testing
import TextViewCore

/// A feedback loop is rounds of delivery that keep producing new work, not many edits queued in
/// one round.
@Suite struct FeedbackRoundTests {
    @Test func anObserverMaking150EditsInOneCallbackLosesNone() {
        let editor = TextEditor(string: "")
        editor.assertsOnFeedbackLoop = false   // so the old behaviour fails the test, not the process
        var reported: [FeedbackLoopError] = []
        editor.onFeedbackLoop = { reported.append($0) }
        var deliveries = 0
        // A highlighter or linter: one user edit, 150 edits of its own in one callback.
        let token = editor.addObserver { change in
            deliveries += 1
            guard change.userEvents == [.inputType] else { return }
            for i in 0 ..< 150 {
                editor.replaceCharacters(in: NSRange(location: editor.document.length, length: 0), with: String(i % 10))
            }
        }
        editor.insertText("#")
        #expect(editor.document.length == 151, "none of the 150 edits is dropped")
        #expect(reported.isEmpty)
        #expect(editor.lastFeedbackLoopError == nil)
        #expect(deliveries == 151)
        _ = token
    }

    @Test func aRealLoopStillStopsWithFeedbackLoopError() {
        // One edit per delivery, for ever: stopped after maximumDeliveryRounds rounds.
        let linear = TextEditor()
        linear.assertsOnFeedbackLoop = false
        linear.maximumDeliveryRounds = 20
        let t1 = linear.addObserver { _ in linear.insertText(".") }
        linear.insertText("go")
        #expect(linear.lastFeedbackLoopError?.rounds == 20)
        #expect(linear.document.length == 2 + 20)
        // Three edits per delivery, each delivered and making three more: the rounds grow
        // geometrically, so the drain stops once it has done as much work as maximumDeliveryRounds
        // rounds the size of the first (20 × 3 = 60 edits), not after 3^20 of them.
        let growing = TextEditor()
        growing.assertsOnFeedbackLoop = false
        growing.maximumDeliveryRounds = 20
        let t2 = growing.addObserver { _ in
            for _ in 0 ..< 3 { growing.insertText(".") }
        }
        growing.insertText("go")
        let error = growing.lastFeedbackLoopError
        #expect(error != nil)
        #expect(error?.rounds == 4, "3 + 9 + 27 edits in three rounds, the fourth stops at 60")
        #expect((error?.droppedCount ?? 0) > 0)
        #expect(growing.document.length == 2 + 60)
        _ = (t1, t2)
    }
}
