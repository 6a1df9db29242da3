extension RopeNode {
    /// Removes node-relative `lo..<hi`, a non-empty range that is not the whole node.
    ///
    /// On return every child is at least minimally full (merged with a neighbour otherwise), as far
    /// as having siblings allows; this node itself may be underfull, which its parent repairs.
    ///
    /// - Precondition: this node is uniquely referenced.
    func remove(_ lo: Int, _ hi: Int) {
        precondition(lo >= 0 && lo < hi && hi <= count, "remove range \(lo)..<\(hi) out of bounds 0...\(count)")
        if isLeaf {
            replaceInLeaf(lo, hi, with: UnsafeBufferPointer(start: nil, count: 0))
            return
        }
        var dropFrom = children.count
        var dropTo = children.count
        var start = 0
        for i in children.indices {
            let end = start + children[i].count
            if end > lo && start < hi {
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
        if let leftUnits = left.units, let rightUnits = right.units {
            let total = left.count + right.count
            if total <= RopeConfiguration.maxChunk {
                (leftUnits + left.count).update(from: rightUnits, count: right.count)
                left.count = total
                left.recomputeSummary()
                children.remove(at: a + 1)
                return
            }
            let merged = UnsafeMutablePointer<UInt16>.allocate(capacity: total)
            defer { merged.deallocate() }
            merged.initialize(from: leftUnits, count: left.count)
            (merged + left.count).initialize(from: rightUnits, count: right.count)
            var cut = total / 2
            if !RopeNode.isValidCut(merged, cut) { cut -= 1 }
            leftUnits.update(from: merged, count: cut)
            left.count = cut
            left.recomputeSummary()
            children[a + 1] = RopeNode(leafCopying: UnsafeBufferPointer(start: merged + cut, count: total - cut))
            return
        }
        left.children.append(contentsOf: right.children)
        // Either side may bring an underfull child of its own (a node left with one child after a
        // removal); the merged node repairs them at its level.
        left.fixUnderfullChildren()
        if left.children.count <= RopeConfiguration.maxChildren {
            left.recomputeSummary()
            children.remove(at: a + 1)
            return
        }
        let all = left.children
        let cut = all.count / 2
        left.children = Array(all[..<cut])
        left.recomputeSummary()
        children[a + 1] = RopeNode(children: Array(all[cut...]))
    }
}
