extension RunTree {
    /// The run holding `offset` and the offset where it starts.
    ///
    /// - Precondition: `0 <= offset < length`.
    /// - Complexity: O(log n).
    func run(containing offset: Int) -> (start: Int, run: StoredRun) {
        precondition(offset >= 0 && offset < root.length, "run offset \(offset) out of bounds 0..<\(root.length)")
        var node = root
        var start = 0
        while !node.isLeaf {
            var i = 0
            node.childLengths.withUnsafeBufferPointer { lengths in
                while offset >= start + lengths[i] {
                    start += lengths[i]
                    i += 1
                }
            }
            node = node.children[i]
        }
        var result = StoredRun(length: 0, id: AttributeID(0))
        node.runs.withUnsafeBufferPointer { runs in
            var i = 0
            while offset >= start + runs[i].length {
                start += runs[i].length
                i += 1
            }
            result = runs[i]
        }
        return (start, result)
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
