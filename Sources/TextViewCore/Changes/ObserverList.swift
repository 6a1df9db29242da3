/// An editor's observers, in the order they were added.
///
/// A separate object so that tokens and streams hold it, not the editor: a weak reference to the
/// editor would move its reference count to a side table and slow every retain of it.
final class ObserverList {
    /// The observers, oldest first.
    // Exclusivity: read and written only by the editor and its tokens, never during a call out.
    @exclusivity(unchecked) var entries: [(id: Int, body: (TextChange) -> Void)] = []
    @exclusivity(unchecked) private var nextID = 0

    /// Adds `body`; returns its id.
    func add(_ body: @escaping (TextChange) -> Void) -> Int {
        let id = nextID
        nextID += 1
        entries.append((id: id, body: body))
        return id
    }

    /// Removes the observer `id`, if still there.
    func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// Whether the observer `id` is still there.
    func contains(_ id: Int) -> Bool {
        entries.contains { $0.id == id }
    }
}
