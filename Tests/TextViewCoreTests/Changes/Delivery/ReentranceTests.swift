import Foundation
import Testing
import TextViewCore

/// Observers run only when the editor is consistent; what they change is queued, applied after
/// the delivery with its own notification, in order; a feedback loop stops with an error.
@Suite struct ReentranceTests {
    /// An object whose deinit reads the editor's clock and replaces it: replacing the closure that
    /// holds it runs user code while the clock is being assigned.
    final class ReentrantOwner {
        let editor: TextEditor
        init(_ editor: TextEditor) { self.editor = editor }
        deinit {
            let now = editor.clock()
            editor.clock = { now + 1 }
        }
    }

    @Test func aClockReleasedWhileAssignedMayReadAndReplaceTheClock() {
        let editor = TextEditor(string: "")
        var owner: ReentrantOwner? = ReentrantOwner(editor)
        editor.clock = { [owner] in owner == nil ? 0 : 7 }
        owner = nil
        // The old closure, the last holder of the owner, goes at this assignment: its deinit sees
        // the new clock (42) and replaces it with one that answers 43.
        editor.clock = { 42 }
        #expect(editor.clock() == 43)
        editor.insertText("a")
        #expect(editor.canUndo)
    }

    @Test func anObserverThatEditsIsAppliedAfterTheDelivery() {
        let editor = TextEditor()
        var depth = 0
        var maxDepth = 0
        var seen: [String] = []
        let token = editor.addObserver { change in
            depth += 1
            maxDepth = max(maxDepth, depth)
            defer { depth -= 1 }
            // The state read here is the one the change describes.
            #expect(editor.selections == change.selectionsAfter)
            seen.append(editor.text)
            if editor.text.hasSuffix("(") {
                editor.insertText(")")
                editor.moveLeft()
                #expect(editor.text.hasSuffix("("), "the edit is queued, not applied inside the observer")
            }
        }
        editor.insertText("f(")
        #expect(editor.text == "f()")
        #expect(editor.selectedRange == NSRange(location: 2, length: 0))
        #expect(seen == ["f(", "f()", "f()"], "one notification each, in order")
        #expect(maxDepth == 1)
        _ = token
    }

    @Test func anObserverThatMovesTheSelection() {
        let editor = TextEditor(string: "abc")
        var events: [[UserEvent]] = []
        let token = editor.addObserver { change in
            events.append(change.userEvents)
            if change.userEvents == [.inputType] { editor.selectAll() }
        }
        editor.selectedRange = NSRange(location: 3, length: 0)
        editor.insertText("d")
        #expect(editor.selectedRange == NSRange(location: 0, length: 4))
        #expect(events == [[.select], [.inputType], [.select]])
        _ = token
    }

    @Test func anObserverThatRemovesItselfOrAnother() {
        let editor = TextEditor()
        var calls: [String] = []
        var second: TextObservation?
        var first: TextObservation?
        first = editor.addObserver { _ in
            calls.append("first")
            first?.cancel()
            second?.cancel()
        }
        second = editor.addObserver { _ in calls.append("second") }
        let third = editor.addObserver { _ in calls.append("third") }
        editor.insertText("a")
        editor.insertText("b")
        #expect(calls == ["first", "third", "third"])
        _ = third
    }

    @Test func nestedBatchesInsideObservers() {
        let editor = TextEditor()
        var log: [TextChange] = []
        var once = true
        let token = editor.addObserver { change in
            log.append(change)
            guard once else { return }
            once = false
            editor.beginEditing()
            editor.insertText("1")
            editor.performEditing { editor.insertText("2") }
            editor.insertText("3")
            editor.endEditing()
        }
        editor.insertText("x")
        #expect(editor.text == "x123")
        #expect(log.count == 2, "the observer's batch is one notification")
        #expect(log[1].editedRange == NSRange(location: 1, length: 3))
        _ = token
    }

    @Test func observersOnTwoEditorsThatEditEachOther() {
        // Two views of one text kept in sync by observers: each copies the other's text when it
        // differs, so the exchange settles.
        let a = TextEditor(), b = TextEditor()
        let ta = a.addObserver { _ in if b.text != a.text { b.text = a.text } }
        let tb = b.addObserver { _ in if a.text != b.text { a.text = b.text } }
        a.insertText("hello")
        #expect(b.text == "hello")
        b.selectedRange = NSRange(location: 5, length: 0)
        b.insertText("!")
        #expect(a.text == "hello!")
        #expect(a.lastFeedbackLoopError == nil && b.lastFeedbackLoopError == nil)
        _ = (ta, tb)
    }

    @Test func aFeedbackLoopStopsWithAClearErrorNeverAHang() {
        let a = TextEditor(), b = TextEditor()
        a.assertsOnFeedbackLoop = false
        b.assertsOnFeedbackLoop = false
        var reported: [FeedbackLoopError] = []
        a.onFeedbackLoop = { reported.append($0) }
        // Each always edits the other: a ping-pong that never settles.
        let ta = a.addObserver { _ in b.insertText("b") }
        let tb = b.addObserver { _ in a.insertText("a") }
        a.insertText("start")
        #expect(reported.count == 1)
        #expect(reported.first?.rounds == a.maximumDeliveryRounds)
        #expect(a.lastFeedbackLoopError != nil)
        #expect(reported.first?.description.contains("feedback loop") == true)
        // The editor still works afterwards.
        ta.cancel()
        tb.cancel()
        a.insertText("z")
        #expect(a.text.hasSuffix("z"))
        // A single observer that always edits its own editor stops the same way.
        let c = TextEditor()
        c.assertsOnFeedbackLoop = false
        c.maximumDeliveryRounds = 10
        let tc = c.addObserver { _ in c.insertText(".") }
        c.insertText("go")
        #expect(c.text == "go" + String(repeating: ".", count: 10))
        #expect(c.lastFeedbackLoopError?.rounds == 10)
        _ = tc
    }
}
