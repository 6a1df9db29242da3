import Synchronization

/// A small process-wide pool of break iterators per kind, so that ICU's expensive opening happens
/// rarely: a caller checks one out for the length of a closure and it comes back detached.
enum BreakIteratorPool {
    /// How many idle iterators of each kind are kept; more are opened when threads contend, and
    /// closed again when they come back to a full pool.
    static let capacityPerKind = 4

    private static let idle = Mutex<[[BreakIterator]]>(Array(repeating: [], count: BreakKind.allCases.count))

    /// Runs `body` with an iterator of `kind` that nobody else uses meanwhile.
    ///
    /// The iterator's text is whatever `body` sets; afterwards it is detached and returned to the
    /// pool, so `body` must not let the iterator escape.
    ///
    /// - Parameters:
    ///   - kind: The rules the iterator follows.
    ///   - body: The work; it sets the iterator's text first.
    /// - Returns: What `body` returns.
    static func withIterator<R>(_ kind: BreakKind, _ body: (BreakIterator) throws -> R) rethrows -> R {
        let slot = Int(kind.cValue)
        let iterator = idle.withLock { $0[slot].popLast() } ?? BreakIterator(kind: kind)
        defer {
            iterator.detach()
            idle.withLock { pools in
                if pools[slot].count < capacityPerKind {
                    pools[slot].append(iterator)
                }
            }
        }
        return try body(iterator)
    }
}
