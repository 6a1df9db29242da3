import Foundation

// Who hears about changes: closures with a cancelling token, and async streams.
extension TextEditor {
    /// Calls `observer` with each change (one per mutation, or one per outermost batch), after
    /// the editor is consistent. A mutation the observer makes is queued and applied after this
    /// delivery, with its own notification; reads see the state the change describes.
    ///
    /// - Parameter observer: Called on the thread that mutates the editor.
    /// - Returns: The registration; observation stops when it is cancelled or released.
    public func addObserver(_ observer: @escaping (TextChange) -> Void) -> TextObservation {
        TextObservation(list: observers, id: observers.add(observer))
    }

    /// A stream of every change from now on, for async code. The stream ends when the editor
    /// goes away; a stream no longer iterated is dropped at the next change.
    ///
    /// - Returns: A new stream (each call makes one).
    public func changes() -> AsyncStream<TextChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: TextChange.self, bufferingPolicy: .unbounded)
        let list = observers
        var id = 0
        id = list.add { [unowned list] change in
            if case .terminated = continuation.yield(change) { list.remove(id) }
        }
        streamFinishers.append { continuation.finish() }
        return stream
    }
}
