// Unsafe in this file: readers get a chunk's units as a buffer for the length of their closure only
// (as swift-collections' `readLeaf`); the pointer never outlives the call.

extension Rope {
    /// Calls `body` with each piece of the chunks overlapping `range`, in order, until it returns
    /// false.
    ///
    /// A range inside the chunk the finger holds (the text next to the last edit: what a
    /// backspace removes, what an undo step keeps of it) is read there, with no descent.
    ///
    /// - Complexity: O(log n + k) for k chunks; O(1) a chunk when the finger holds `range`.
    func forEachChunk(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt16>) -> Bool) {
        if !range.isEmpty && finger.covers(range) {
            withChunk(containing: range.lowerBound) { chunk, start in
                _ = body(UnsafeBufferPointer(rebasing: chunk[(range.lowerBound - start) ..< (range.upperBound - start)]))
            }
            return
        }
        tree.forEachLeaf(overlapping: range) { leaf, start in
            let lo = Swift.max(range.lowerBound, start) - start
            let hi = Swift.min(range.upperBound, start + leaf.count) - start
            return body(UnsafeBufferPointer(start: leaf.units! + lo, count: hi - lo))
        }
    }

    /// ``forEachChunk(in:_:)`` over `range` widened to scalar boundaries: an end that falls
    /// between the two halves of a surrogate pair moves out past the pair, as
    /// ``scalarBoundary(atOrBefore:)`` and ``scalarBoundary(atOrAfter:)`` would move it, but found
    /// in the leaves the walk reads anyway (a pair is never cut between leaves), with no descent
    /// of its own.
    ///
    /// - Complexity: O(log n + k) for k code units.
    func forEachChunk(widenedToScalars range: Range<Int>, _ body: (UnsafeBufferPointer<UInt16>) -> Bool) {
        tree.forEachLeaf(overlapping: range) { leaf, start in
            let units = leaf.units!
            var lo = Swift.max(range.lowerBound, start) - start
            var hi = Swift.min(range.upperBound, start + leaf.count) - start
            // The rule of `scalarBoundary(atOrBefore:)` and `(atOrAfter:)`: a trail surrogate at an
            // end moves it past the pair (whose lead is in this leaf: pairs never straddle leaves).
            if lo > 0 && UTF16.isTrailSurrogate(units[lo]) { lo -= 1 }
            if hi < leaf.count && UTF16.isTrailSurrogate(units[hi]) { hi += 1 }
            return body(UnsafeBufferPointer(start: units + lo, count: hi - lo))
        }
    }

    /// The text of `range` (on scalar boundaries) as a `String`.
    ///
    /// - Complexity: O(log n + k) for k code units.
    func string(in range: Range<Int>) -> String {
        var result = ""
        result.reserveCapacity(range.count)
        forEachChunk(in: range) { chunk in
            result += String(decoding: chunk, as: UTF16.self)
            return true
        }
        return result
    }

    /// Whether both ropes hold the same code units.
    ///
    /// - Complexity: O(1) when they share their root, O(n) otherwise.
    func contentEquals(_ other: Rope) -> Bool {
        if root === other.root { return true }
        guard count == other.count, lineBreakCount == other.lineBreakCount else { return false }
        var theirs = other.makeUnitIterator()
        var equal = true
        forEachChunk(in: 0..<count) { chunk in
            for unit in chunk where theirs.next() != unit {
                equal = false
                return false
            }
            return true
        }
        return equal
    }

    /// An iterator over the code units, walking the leaves with no copy.
    func makeUnitIterator() -> UnitIterator {
        UnitIterator(root: root)
    }
}
