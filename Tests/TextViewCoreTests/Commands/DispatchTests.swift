import Foundation
import Testing
@_spi(TextViewBridge) @testable import TextViewCore

/// `TextEditor.dispatch(_:)`: a command issued while observers are called is queued as the
/// command value, nothing of it runs under the observer, and the queue runs after the delivery
/// in the order the commands were issued, each delivered before the next.
@Suite struct DispatchTests {
    @Test func aCommandIssuedDuringDeliveryIsQueuedAsAValueAndRunsAfterInOrder() {
        let editor = TextEditor(string: "ab")
        editor.selectedRange = NSRange(location: 2, length: 0)
        var queued: [String] = []
        var heard: [String] = []
        var reacted = false
        let token = editor.addObserver { change in
            heard.append(editor.text)
            guard !reacted, change.userEvents == [.inputType] else { return }
            reacted = true
            editor.insertText("X")
            editor.moveLeft()
            editor.deleteBackward()
            editor.setAttributes(TextAttributes().bold(), range: NSRange(location: 0, length: 1))
            // Nothing ran under the observer: the text and the caret are those of the change.
            #expect(editor.text == "abc")
            #expect(editor.selectedRange == NSRange(location: 3, length: 0))
            queued = editor.dispatcher.deferred.waiting.map { command in
                switch command {
                case .insertText(let text): "insertText(\(text))"
                case .move(let movement, let extending): "\(movement)(\(extending))"
                case .delete(let deletion): "delete(\(deletion))"
                case .setAttributes(_, let range): "setAttributes(\(range.location), \(range.length))"
                default: "other"
                }
            }
        }
        editor.insertText("c")
        #expect(queued == ["insertText(X)", "moveLeft(false)", "delete(backward)", "setAttributes(0, 1)"])
        // Run after the delivery, in order: "abcX", caret before X, the c deleted, a made bold.
        #expect(editor.text == "abX")
        #expect(editor.selectedRange == NSRange(location: 2, length: 0))
        #expect(editor.document.attributes(at: 0).removing(.paragraphStyle) == TextAttributes().bold())
        // One notification per queued command that changed something, each after the one before.
        #expect(heard == ["abc", "abcX", "abcX", "abX", "abX"])
        #expect(editor.dispatcher.deferred.isEmpty)
        _ = token
    }
}
