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
        let id = nextObserverID
        nextObserverID += 1
        observers.append((id: id, body: observer))
        return TextObservation(editor: self, id: id)
    }

    /// Stops the observer registered as `id`.
    func removeObserver(_ id: Int) {
        observers.removeAll { $0.id == id }
    }

    /// A stream of every change from now on, for async code. The stream ends when the editor
    /// goes away; a stream no longer iterated is dropped at the next change.
    ///
    /// - Returns: A new stream (each call makes one).
    public func changes() -> AsyncStream<TextChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: TextChange.self, bufferingPolicy: .unbounded)
        let id = nextObserverID
        nextObserverID += 1
        observers.append((id: id, body: { [weak self] change in
            if case .terminated = continuation.yield(change) { self?.removeObserver(id) }
        }))
        streamFinishers.append { continuation.finish() }
        return stream
    }
}
