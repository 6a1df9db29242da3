// Unsafe in this file: a leaf's runs are scanned through a buffer, inside the call, so the array is
// not retained and bounds-checked per run on every lookup.

extension RunTree {
    /// The run holding `offset` and the offset where it starts.
    ///
    /// - Precondition: `0 <= offset < length`.
    /// - Complexity: O(log n).
    func run(containing offset: Int) -> (start: Int, run: StoredRun) {
        precondition(offset >= 0 && offset < length, "run offset \(offset) out of bounds 0..<\(length)")
        if let finger, finger.covers(offset) { return (finger.start, finger.run) }
        let found = locateRun(offset)
        return (found.start, found.run)
    }

    /// The descent of every run lookup: the path to the leaf holding `offset`, the run's index
    /// there, where it starts, and the run.
    ///
    /// - Precondition: `0 <= offset < length`.
    @inline(__always)
    func locateRun(_ offset: Int) -> (path: BTreePath, index: Int, start: Int, run: StoredRun) {
        guard let location = BTreePath.find(in: tree.root, from: offset, to: offset, preferEarlier: false) else {
            preconditionFailure("run offset \(offset) found no leaf in 0..<\(length)")
        }
        var start = location.start
        let (index, run) = location.withNode { leaf in
            leaf.leaf.items.withUnsafeBufferPointer { runs in
                var i = 0
                while offset >= start + runs[i].length {
                    start += runs[i].length
                    i += 1
                }
                return (i, runs[i])
            }
        }
        return (location.path, index, start, run)
    }

    /// Calls `body` with each run overlapping `range` (whole runs, with their start offsets), in
    /// order, until it returns false.
    ///
    /// - Complexity: O(log n + k) for k runs.
    func forEachRun(overlapping range: Range<Int>, _ body: (Int, StoredRun) -> Bool) {
        tree.forEachLeaf(overlapping: range) { leaf, leafStart in
            var start = leafStart
            for run in leaf.runs {
                let end = start + run.length
                if end > range.lowerBound {
                    if start >= range.upperBound { return false }
                    if !body(start, run) { return false }
                }
                start = end
            }
            return true
        }
    }
}
