import Foundation
import Testing
import TextViewCore

/// Compiles only for `Sendable` types.
private func requireSendable<T: Sendable>(_: T.Type) {}

@MainActor private final class DraftModel {
    let editor = TextEditor(string: "one two three")
    var snapshot: TextDocument { editor.document }
}

/// The README's "Threads" section: the editor stays on one actor, its values travel.
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

    @Test func readmeThreadsExample() async {
        let model = await DraftModel()
        let snapshot = await model.snapshot
        let words = await Task.detached { snapshot.string.split(separator: " ").count }.value
        #expect(words == 3)
        // The snapshot stays what it was while the editor goes on.
        await MainActor.run { model.editor.text = "changed" }
        #expect(snapshot.string == "one two three")
    }
}
