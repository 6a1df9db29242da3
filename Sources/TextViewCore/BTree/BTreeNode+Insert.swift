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
            return leaf.insert(content, at: offset, summary: &summary).map { BTreeNode.make(leaf: $0) }
        }
        let entries = self.entries
        var i = 0
        var start = 0
        while offset > start + entries[i].summary.length {
            start += entries[i].summary.length
            i += 1
        }
        if !isKnownUniquelyReferenced(&entries[i].node) { entries[i].node = entries[i].node.copy() }
        let extra = entries[i].node.insert(content, at: offset - start)
        if extra.isEmpty {
            let old = entries[i].summary
            let new = entries[i].node.summary
            entries[i].summary = new
            summary = summary - old + new
            return []
        }
        var children = childNodes
        children.insert(contentsOf: extra, at: i + 1)
        if children.count <= Leaf.maxChildren {
            setChildren(children)
            recomputeSummary()
            return []
        }
        var groups = BTreeNode.group(children)
        setChildren(groups.removeFirst().childNodes)
        recomputeSummary()
        return groups
    }
}
