import Foundation
import Testing
@testable import TextViewCore

/// Streams handed out by `changes()` are unregistered when their consumer drops them, and one
/// nobody reads holds a bounded buffer.
@Suite struct StreamLifetimeTests {
    @Test func droppedStreamsDoNotStayRegistered() {
        let editor = TextEditor(string: "abc")
        for _ in 0 ..< 1_000 { _ = editor.changes() }
        let kept = editor.changes()
        // No change happened: the dropped streams were unregistered when they were dropped (the
        // list forgets them before its next use).
        #expect(editor.dispatcher.observers.count == 1)
        editor.insertText("x")
        #expect(editor.dispatcher.observers.count == 1)
        _ = kept
    }

    @Test func anUnconsumedStreamKeepsABoundedBuffer() async {
        let editor = TextEditor()
        editor.clock = { 0 }
        let stream = editor.changes()
        for _ in 0 ..< 3 * TextEditor.changeStreamBufferLimit { editor.insertText("a") }
        var received = 0
        var last: TextChange?
        editor.insertText("!")
        var iterator = stream.makeAsyncIterator()
        while received < TextEditor.changeStreamBufferLimit, let change = await iterator.next() {
            received += 1
            last = change
        }
        #expect(received == TextEditor.changeStreamBufferLimit)
        #expect(last?.changes.newLength == editor.document.length, "the newest changes are kept")
    }
}
