import Foundation
import Testing
import TextViewCore

/// Compiles only for `Sendable` types.
private func requireSendable<T: Sendable>(_: T.Type) {}

/// The README's "Threads" section (its example runs as a doc snippet): what the editor hands out
/// may travel.
@Suite struct ThreadConfinementTests {
    @Test func whatTheEditorHandsOutIsSendable() {
        requireSendable(TextDocument.self)
        requireSendable(TextChange.self)
        requireSendable(ChangeSet.self)
        requireSendable(TextSelection.self)
        requireSendable(TextAttributes.self)
        requireSendable(UserEvent.self)
        requireSendable(FeedbackLoopError.self)
        requireSendable(AsyncStream<TextChange>.self)
        // `requireSendable(TextEditor.self)` does not compile: "TextEditor is confined to one
        // thread or actor; pass its document (a Sendable TextDocument) instead".
    }
}
