extension BTreeNode {
    /// Inserts `content` at node-relative `offset`; an offset on a child boundary goes to the end of
    /// the child before it.
    ///
    /// - Precondition: this node is uniquely referenced.
    /// - Returns: New siblings (same height) to place right after this node when it overflowed;
    ///   empty otherwise.
    func insert(_ content: Leaf.Content, at offset: Int) -> [BTreeNode] {
        precondition(offset >= 0 && offset <= summary.length, "insert offset \(offset) out of bounds 0...\(summary.length)")
        if isLeaf {
            return leaf.insert(content, at: offset, summary: &summary).map { BTreeNode(leaf: $0) }
        }
        var i = 0
        var start = 0
        while offset > start + summaries[i].length {
            start += summaries[i].length
            i += 1
        }
        if !isKnownUniquelyReferenced(&children[i]) { children[i] = children[i].copy() }
        let extra = children[i].insert(content, at: offset - start)
        if extra.isEmpty {
            let old = summaries[i]
            let new = children[i].summary
            summaries[i] = new
            summary = summary - old + new
            return []
        }
        children.insert(contentsOf: extra, at: i + 1)
        if children.count <= Leaf.maxChildren {
            recomputeSummary()
            return []
        }
        var groups = BTreeNode.group(children)
        children = groups.removeFirst().children
        recomputeSummary()
        return groups
    }
}
