import Foundation

// Who hears about changes: closures with a cancelling token, and async streams.
extension TextEditor {
    /// Calls `observer` with each change (one per mutation, or one per outermost batch), after
    /// the editor is consistent. A mutation the observer makes is queued and applied after this
    /// delivery, with its own notification; reads see the state the change describes.
    ///
    /// - Parameter observer: Called on the thread that mutates the editor.
    /// - Returns: The registration; observation stops when it is cancelled or released.
    /// - Complexity: O(1) amortised; cancelling is O(log n) for n observers.
    public func addObserver(_ observer: @escaping (TextChange) -> Void) -> TextObservation {
        TextObservation(list: dispatcher.observers, id: dispatcher.observers.add(observer))
    }

    /// How many changes a stream from ``changes(bufferLimit:)`` holds for a consumer that has
    /// not read them yet, by default: about a megabyte of notifications at most.
    public static let changeStreamBufferLimit = 4_096

    /// A stream of every change from now on, for async code. The stream ends when the editor
    /// goes away, and is unregistered as soon as its consumer drops it (stops iterating, is
    /// cancelled, or releases it).
    ///
    /// A consumer that falls behind by more than `bufferLimit` changes loses the oldest of them
    /// (`AsyncStream`'s `.bufferingNewest`), so a stream nobody reads costs bounded memory; a
    /// consumer that must see every change uses ``addObserver(_:)``, or re-reads ``document``
    /// when it finds a change whose `changes.oldLength` is not the last one's `newLength`.
    ///
    /// - Parameter bufferLimit: The most unread changes kept; at least 1.
    /// - Returns: A new stream (each call makes one).
    public func changes(bufferLimit: Int = TextEditor.changeStreamBufferLimit) -> AsyncStream<TextChange> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: TextChange.self, bufferingPolicy: .bufferingNewest(Swift.max(1, bufferLimit)))
        let terminations = dispatcher.observers.streamTerminations()
        let id = dispatcher.observers.add({ change in continuation.yield(change) }, finish: { continuation.finish() })
        continuation.onTermination = { _ in terminations.append(id) }
        return stream
    }
}
