import Foundation

/// An editor's observers, in the order they were added.
///
/// A separate object so that tokens and streams hold it, not the editor: a weak reference to the
/// editor would move its reference count to a side table and slow every retain of it.
///
/// Entries are kept sorted by id (ids only grow), so removing one is a binary search and a
/// tombstone, O(log n); tombstones are swept out once they outnumber the live entries, O(1)
/// amortised. Releasing an observer's closure may run user code (the `deinit` of what it
/// captured, which may cancel other registrations of this same list), so a removal moves the
/// closure out of the array and releases it only after the array is no longer being accessed;
/// exclusivity checks stay on for the array, because user code can reach this list.
final class ObserverList {
    /// One registration; `body == nil` marks a removed one, kept until the next sweep.
    struct Entry {
        /// The registration's id (increasing in the order of adding).
        let id: Int
        /// The observer; nil once removed.
        var body: ((TextChange) -> Void)?
        /// Ends a stream's consumer when the editor goes away; nil for a closure observer.
        var finish: (() -> Void)?
    }

    /// The registrations, oldest first, removed ones among them.
    // Exclusivity: no access to it runs user code: closures leave it by `swap` into locals that
    // are released after the access (`remove`), and only tombstones, holding no closure, are ever
    // removed; it is read on every delivery, where the dynamic check cost about 100 instructions
    // (callgrind, `Benchmarks __editor-path` with an observer).
    @exclusivity(unchecked) private(set) var entries: [Entry] = []
    private var nextID = 0
    /// How many entries are live.
    // Exclusivity: an Int, read and written in single statements that call out to no one (a
    // closure is released only after the count is written), so no access to it can overlap; it
    // is read on every keystroke, where the dynamic check cost about 76 instructions.
    @exclusivity(unchecked) private var liveCount = 0
    /// The streams whose consumers went away, reported from any thread; nil until the first stream.
    // Exclusivity: written once, from nil (no release, no user code), and read on every
    // delivery, where the dynamic check cost about 76 instructions.
    @exclusivity(unchecked) private var terminations: StreamTerminations?

    /// Whether no observer is registered (streams already dropped may still count, until the
    /// next ``snapshot()`` or ``count``).
    var isEmpty: Bool { liveCount == 0 }

    /// How many observers and streams are registered.
    var count: Int {
        sweepTerminatedStreams()
        return liveCount
    }

    /// Adds `body` (with `finish` for a stream); returns its id.
    ///
    /// - Complexity: O(1) amortised.
    func add(_ body: @escaping (TextChange) -> Void, finish: (() -> Void)? = nil) -> Int {
        sweepTerminatedStreams()
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, body: body, finish: finish))
        liveCount += 1
        return id
    }

    /// The box a stream's termination handler reports to (from whatever thread it runs on).
    func streamTerminations() -> StreamTerminations {
        if let terminations { return terminations }
        let made = StreamTerminations()
        terminations = made
        return made
    }

    /// Removes the registration `id`, if still there.
    ///
    /// - Complexity: O(log n), plus O(1) amortised for the sweep.
    func remove(_ id: Int) {
        guard let index = index(of: id) else { return }
        // Moved out, so that releasing them (which may run user code that removes others) happens
        // after this function's last access to `entries`, when the locals go.
        var body: ((TextChange) -> Void)?
        var finish: (() -> Void)?
        swap(&body, &entries[index].body)
        swap(&finish, &entries[index].finish)
        guard body != nil else { return }
        liveCount -= 1
        let removed = entries.count - liveCount
        if removed > 32 && removed > liveCount {
            // Only tombstones go, holding no closure: no user code runs here.
            entries.removeAll { $0.body == nil }
        }
    }

    /// Whether the registration `id` is still there.
    ///
    /// - Complexity: O(log n).
    func contains(_ id: Int) -> Bool {
        guard let index = index(of: id) else { return false }
        return entries[index].body != nil
    }

    /// The registrations to call for one delivery, streams already dropped swept out first.
    ///
    /// - Complexity: O(1) (a copy-on-write copy), plus the sweep.
    func snapshot() -> [Entry] {
        sweepTerminatedStreams()
        return entries
    }

    /// Ends every stream (the editor is going away) and unregisters them.
    func finishStreams() {
        let streams = entries.filter { $0.body != nil && $0.finish != nil }
        for stream in streams { stream.finish?() }
        for stream in streams { remove(stream.id) }
    }

    /// The index of the entry with id `id`, live or not.
    private func index(of id: Int) -> Int? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].id == id ? low : nil
    }

    /// Unregisters the streams whose consumers went away since the last sweep.
    private func sweepTerminatedStreams() {
        guard let terminations else { return }
        for id in terminations.take() { remove(id) }
    }
}

/// The ids of streams whose consumers dropped them, reported by `AsyncStream`'s termination
/// handler, which runs on whatever thread released the stream; the editor's thread sweeps them.
final class StreamTerminations: @unchecked Sendable {
    // @unchecked: `ids` is only read and written while `lock` is held.
    private let lock = NSLock()
    private var ids: [Int] = []

    /// Reports the stream `id` as ended.
    func append(_ id: Int) {
        lock.lock()
        ids.append(id)
        lock.unlock()
    }

    /// The ids reported since the last call.
    func take() -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if ids.isEmpty { return [] }
        let taken = ids
        ids = []
        return taken
    }
}
