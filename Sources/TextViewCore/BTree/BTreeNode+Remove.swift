extension BTreeNode {
    /// Removes node-relative `lo..<hi`, a non-empty range that is not the whole node.
    ///
    /// On return every child is at least minimally full (merged with a neighbour otherwise), as far
    /// as having siblings allows; this node itself may be underfull, which its parent repairs.
    ///
    /// - Precondition: this node is uniquely referenced.
    func remove(_ lo: Int, _ hi: Int) {
        precondition(lo >= 0 && lo < hi && hi <= summary.length, "remove range \(lo)..<\(hi) out of bounds 0...\(summary.length)")
        if isLeaf {
            leaf.remove(lo, hi, summary: &summary)
            return
        }
        let entries = self.entries
        var dropFrom = entries.count
        var dropTo = entries.count
        var start = 0
        for i in entries.indices {
            let end = start + entries[i].summary.length
            if start >= hi { break }
            if end > lo {
                if lo <= start && end <= hi {
                    // Wholly inside the removed range: dropped below.
                    dropFrom = Swift.min(dropFrom, i)
                    dropTo = i + 1
                } else {
                    if !isKnownUniquelyReferenced(&entries[i].node) { entries[i].node = entries[i].node.copy() }
                    entries[i].node.remove(Swift.max(lo, start) - start, Swift.min(hi, end) - start)
                }
            }
            start = end
        }
        if dropFrom < dropTo {
            removeEntries(dropFrom..<dropTo)
        }
        fixUnderfullChildren()
        recomputeSummary()
    }

    /// Merges every underfull child with a neighbour until none is left (or only one child remains).
    func fixUnderfullChildren() {
        while entries.count > 1, let i = entries.firstIndex(where: { $0.node.isUnderfull }) {
            mergeChildren(at: i + 1 < entries.count ? i : i - 1)
        }
    }

    /// Merges children `a` and `a + 1`; when the result is too large, splits it evenly into two,
    /// both minimally full. The summaries kept of them are stale until `recomputeSummary()`, which
    /// every caller runs next.
    private func mergeChildren(at a: Int) {
        let entries = self.entries
        let left = entries[a].node
        let right = entries[a + 1].node
        if left.isLeaf {
            if !isKnownUniquelyReferenced(&entries[a].node) { entries[a].node = left.copy() }
            let left = entries[a].node
            let rest = left.leaf.absorb(right.leaf)
            left.recomputeSummary()
            if let rest {
                entries[a + 1] = BTreeEntry(BTreeNode.make(leaf: rest))
            } else {
                removeEntries(a + 1 ..< a + 2)
            }
            return
        }
        // Both sides' children in a node made for them all (up to twice the most a node holds,
        // only while it is repaired): either side may bring an underfull child of its own (a node
        // left with one child after a removal), which the merged node repairs at its level.
        let merged = BTreeNode.make(children: left.childNodes + right.childNodes, capacity: 2 * Leaf.maxChildren)
        merged.fixUnderfullChildren()
        let all = merged.childNodes
        if all.count <= Leaf.maxChildren {
            entries[a] = BTreeEntry(BTreeNode.make(children: all))
            removeEntries(a + 1 ..< a + 2)
            return
        }
        let cut = all.count / 2
        entries[a] = BTreeEntry(BTreeNode.make(children: all[..<cut]))
        entries[a + 1] = BTreeEntry(BTreeNode.make(children: all[cut...]))
    }
}
