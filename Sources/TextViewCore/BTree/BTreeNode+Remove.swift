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
        var dropFrom = children.count
        var dropTo = children.count
        var start = 0
        for i in children.indices {
            let end = start + summaries[i].length
            if start >= hi { break }
            if end > lo {
                if lo <= start && end <= hi {
                    // Wholly inside the removed range: dropped below.
                    dropFrom = Swift.min(dropFrom, i)
                    dropTo = i + 1
                } else {
                    if !isKnownUniquelyReferenced(&children[i]) { children[i] = children[i].copy() }
                    children[i].remove(Swift.max(lo, start) - start, Swift.min(hi, end) - start)
                }
            }
            start = end
        }
        if dropFrom < dropTo {
            children.removeSubrange(dropFrom..<dropTo)
        }
        fixUnderfullChildren()
        recomputeSummary()
    }

    /// Merges every underfull child with a neighbour until none is left (or only one child remains).
    func fixUnderfullChildren() {
        while children.count > 1, let i = children.firstIndex(where: { $0.isUnderfull }) {
            mergeChildren(at: i + 1 < children.count ? i : i - 1)
        }
    }

    /// Merges `children[a]` and `children[a + 1]`; when the result is too large, splits it evenly
    /// into two, both minimally full.
    private func mergeChildren(at a: Int) {
        if !isKnownUniquelyReferenced(&children[a]) { children[a] = children[a].copy() }
        let left = children[a]
        let right = children[a + 1]
        if left.isLeaf {
            let rest = left.leaf.absorb(right.leaf)
            left.recomputeSummary()
            if let rest {
                children[a + 1] = BTreeNode(leaf: rest)
            } else {
                children.remove(at: a + 1)
            }
            return
        }
        left.children.append(contentsOf: right.children)
        // Either side may bring an underfull child of its own (a node left with one child after a
        // removal); the merged node repairs them at its level.
        left.fixUnderfullChildren()
        if left.children.count <= Leaf.maxChildren {
            left.recomputeSummary()
            children.remove(at: a + 1)
            return
        }
        let all = left.children
        let cut = all.count / 2
        left.children = Array(all[..<cut])
        left.recomputeSummary()
        children[a + 1] = BTreeNode(children: Array(all[cut...]))
    }
}
