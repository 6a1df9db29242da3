extension BTree {
    /// Calls `body` with each leaf overlapping `range` (UTF-16) and the offset where it starts, in
    /// order, until it returns false.
    ///
    /// - Complexity: O(log n + k) for k leaves.
    func forEachLeaf(overlapping range: Range<Int>, _ body: (BTreeNode<Leaf>, Int) -> Bool) {
        precondition(range.lowerBound >= 0 && range.upperBound <= length, "range \(range) out of bounds 0...\(length)")
        if range.isEmpty { return }
        _ = BTree.visit(root, start: 0, range: range, body)
    }

    private static func visit(
        _ node: BTreeNode<Leaf>, start: Int, range: Range<Int>, _ body: (BTreeNode<Leaf>, Int) -> Bool
    ) -> Bool {
        if node.isLeaf { return body(node, start) }
        // The children before the range are passed over by their summaries alone: taking each
        // child out of the array (a retain and a release) cost more than the whole descent.
        let entries = node.entries
        var childStart = start
        for i in entries.indices {
            let childEnd = childStart + entries[i].summary.length
            if childEnd > range.lowerBound {
                if childStart >= range.upperBound { return false }
                if !visit(entries[i].node, start: childStart, range: range, body) { return false }
            }
            childStart = childEnd
        }
        return true
    }
}
