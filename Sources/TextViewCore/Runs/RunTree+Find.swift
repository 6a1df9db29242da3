extension RunTree {
    /// The run holding `offset` and the offset where it starts.
    ///
    /// - Precondition: `0 <= offset < length`.
    /// - Complexity: O(log n).
    func run(containing offset: Int) -> (start: Int, run: StoredRun) {
        precondition(offset >= 0 && offset < root.length, "run offset \(offset) out of bounds 0..<\(root.length)")
        if let finger, finger.covers(offset) { return (finger.start, finger.run) }
        // Unretained references: `root` keeps every node alive for the whole call.
        var node = Unmanaged.passUnretained(root)
        var start = 0
        while node._withUnsafeGuaranteedRef({ !$0.isLeaf }) {
            node = node._withUnsafeGuaranteedRef { parent in
                parent.childLengths.withUnsafeBufferPointer { lengths in
                    var i = 0
                    while offset >= start + lengths[i] {
                        start += lengths[i]
                        i += 1
                    }
                    return Unmanaged.passUnretained(parent.children[i])
                }
            }
        }
        return node._withUnsafeGuaranteedRef { leaf in
            leaf.runs.withUnsafeBufferPointer { runs in
                var i = 0
                while offset >= start + runs[i].length {
                    start += runs[i].length
                    i += 1
                }
                return (start, runs[i])
            }
        }
    }

    /// Calls `body` with each run overlapping `range` (whole runs, with their start offsets), in
    /// order, until it returns false.
    ///
    /// - Complexity: O(log n + k) for k runs.
    func forEachRun(overlapping range: Range<Int>, _ body: (Int, StoredRun) -> Bool) {
        precondition(range.lowerBound >= 0 && range.upperBound <= root.length, "run range \(range) out of bounds 0...\(root.length)")
        if range.isEmpty { return }
        _ = RunTree.visit(root, start: 0, range: range, body)
    }

    private static func visit(_ node: RunNode, start: Int, range: Range<Int>, _ body: (Int, StoredRun) -> Bool) -> Bool {
        var childStart = start
        if node.isLeaf {
            for run in node.runs {
                let end = childStart + run.length
                if end > range.lowerBound {
                    if childStart >= range.upperBound { return false }
                    if !body(childStart, run) { return false }
                }
                childStart = end
            }
            return true
        }
        for (i, child) in node.children.enumerated() {
            let childEnd = childStart + node.childLengths[i]
            if childEnd > range.lowerBound {
                if childStart >= range.upperBound { return false }
                if !visit(child, start: childStart, range: range, body) { return false }
            }
            childStart = childEnd
        }
        return true
    }
}
