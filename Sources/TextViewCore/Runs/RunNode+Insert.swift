extension RunNode {
    /// Inserts `newRuns` at node-relative `offset`, splitting the run that `offset` falls inside;
    /// an offset on a child boundary goes to the end of the child before it.
    ///
    /// No merging happens here: the caller has already made the seams unequal (see
    /// `RunTree.replace(_:with:)`).
    ///
    /// - Precondition: this node is uniquely referenced; `newRuns` is not empty.
    /// - Returns: New siblings (same height) to place right after this node when it overflowed;
    ///   empty otherwise.
    func insert(_ newRuns: [StoredRun], at offset: Int, addedLength: Int) -> [RunNode] {
        precondition(offset >= 0 && offset <= length, "run insert offset \(offset) out of bounds 0...\(length)")
        if isLeaf {
            var i = 0
            var start = 0
            while i < runs.count && start + runs[i].length <= offset {
                start += runs[i].length
                i += 1
            }
            if i < runs.count && start < offset {
                let left = offset - start
                let right = StoredRun(length: runs[i].length - left, id: runs[i].id)
                runs[i].length = left
                runs.insert(right, at: i + 1)
                i += 1
            }
            runs.insert(contentsOf: newRuns, at: i)
            length += addedLength
            if runs.count <= RunConfiguration.maxRuns { return [] }
            var leaves = RunNode.makeLeaves(runs)
            let first = leaves.removeFirst()
            runs = first.runs
            length = first.length
            return leaves
        }
        var i = 0
        var start = 0
        while offset > start + childLengths[i] {
            start += childLengths[i]
            i += 1
        }
        if !isKnownUniquelyReferenced(&children[i]) { children[i] = children[i].copy() }
        let extra = children[i].insert(newRuns, at: offset - start, addedLength: addedLength)
        if extra.isEmpty {
            childLengths[i] += addedLength
            length += addedLength
            return []
        }
        children.insert(contentsOf: extra, at: i + 1)
        if children.count <= RunConfiguration.maxChildren {
            recomputeSummary()
            return []
        }
        var groups = RunNode.group(children)
        children = groups.removeFirst().children
        recomputeSummary()
        return groups
    }
}
