extension Rope {
    /// Calls `body` with each piece of the chunks overlapping `range`, in order, until it returns
    /// false.
    ///
    /// - Complexity: O(log n + k) for k chunks.
    func forEachChunk(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt16>) -> Bool) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) out of bounds 0...\(count)")
        if range.isEmpty { return }
        _ = Rope.visit(root, start: 0, range: range, body)
    }

    private static func visit(
        _ node: RopeNode, start: Int, range: Range<Int>, _ body: (UnsafeBufferPointer<UInt16>) -> Bool
    ) -> Bool {
        if let units = node.units {
            let lo = Swift.max(range.lowerBound, start) - start
            let hi = Swift.min(range.upperBound, start + node.count) - start
            return body(UnsafeBufferPointer(start: units + lo, count: hi - lo))
        }
        var childStart = start
        for child in node.children {
            let childEnd = childStart + child.count
            if childEnd > range.lowerBound {
                if childStart >= range.upperBound { break }
                if !visit(child, start: childStart, range: range, body) { return false }
            }
            childStart = childEnd
        }
        return true
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
