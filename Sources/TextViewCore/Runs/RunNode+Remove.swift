extension RunNode {
    /// Removes node-relative `lo..<hi`, a non-empty range that is not the whole node, cutting the
    /// runs at its ends.
    ///
    /// A run holding both ends is left as two pieces with the same id; the caller inserts between
    /// them or has arranged for that not to happen. On return every child is at least minimally
    /// full (merged with a neighbour otherwise), as far as having siblings allows; this node itself
    /// may be underfull, which its parent repairs.
    ///
    /// - Precondition: this node is uniquely referenced.
    func remove(_ lo: Int, _ hi: Int) {
        precondition(lo >= 0 && lo < hi && hi <= length, "run remove range \(lo)..<\(hi) out of bounds 0...\(length)")
        if isLeaf {
            var kept: [StoredRun] = []
            kept.reserveCapacity(runs.count + 1)
            var start = 0
            for run in runs {
                let end = start + run.length
                if end <= lo || start >= hi {
                    kept.append(run)
                } else {
                    if start < lo { kept.append(StoredRun(length: lo - start, id: run.id)) }
                    if end > hi { kept.append(StoredRun(length: end - hi, id: run.id)) }
                }
                start = end
            }
            runs = kept
            length -= hi - lo
            return
        }
        var dropFrom = children.count
        var dropTo = children.count
        var start = 0
        for i in children.indices {
            let end = start + childLengths[i]
            if end > lo && start < hi {
                if lo <= start && end <= hi {
                    dropFrom = Swift.min(dropFrom, i)
                    dropTo = i + 1
                } else {
                    if !isKnownUniquelyReferenced(&children[i]) { children[i] = children[i].copy() }
                    children[i].remove(Swift.max(lo, start) - start, Swift.min(hi, end) - start)
                }
            } else if start >= hi {
                break
            }
            start = end
        }
        if dropFrom < dropTo {
            children.removeSubrange(dropFrom..<dropTo)
        }
        fixUnderfullChildren()
        recomputeSummary()
    }

    /// Merges every underfull child with a neighbour until none is left (or one child remains).
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
            let all = left.runs + right.runs
            if all.count <= RunConfiguration.maxRuns {
                left.runs = all
                left.recomputeSummary()
                children.remove(at: a + 1)
                return
            }
            let cut = all.count / 2
            left.runs = Array(all[..<cut])
            left.recomputeSummary()
            children[a + 1] = RunNode(runs: Array(all[cut...]))
            return
        }
        left.children.append(contentsOf: right.children)
        left.fixUnderfullChildren()
        if left.children.count <= RunConfiguration.maxChildren {
            left.recomputeSummary()
            children.remove(at: a + 1)
            return
        }
        let all = left.children
        let cut = all.count / 2
        left.children = Array(all[..<cut])
        left.recomputeSummary()
        children[a + 1] = RunNode(children: Array(all[cut...]))
    }
}
