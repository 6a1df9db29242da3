extension BTree {
    #if TEXTVIEWCORE_INTERNAL_CHECKS
    /// Checks every structural invariant; traps with the offending values.
    ///
    /// All leaves at one depth; summaries exact (each leaf's against its contents, each parent's
    /// copies of its children's, each inner node's against their sum); no inner node over its
    /// maximum or, but the root, under its minimum; a root with children has two or more; each
    /// leaf passes its own check against the last non-empty leaf before it.
    func _invariantCheck() {
        var offset = 0
        var previous: Leaf? = nil
        BTree.check(root, isRoot: true, offset: &offset, previous: &previous)
        precondition(offset == length, "Mismatching summary: root length \(length), leaves hold \(offset)")
    }

    /// Checks that `path` leads to a leaf of this tree; returns the leaf and where it starts.
    func _checkPath(_ path: BTreePath) -> (leaf: BTreeNode<Leaf>, start: Int) {
        precondition(path.height == root.height, "path of height \(path.height) in a tree of height \(root.height)")
        var node = root
        var offset = 0
        for depth in 0..<path.height {
            let i = path[depth]
            precondition(i < node.entries.count, "path index \(i) at depth \(depth) past \(node.entries.count) children")
            for k in 0..<i { offset += node.entries[k].summary.length }
            node = node.entries[i].node
        }
        return (node, offset)
    }

    private static func check(_ node: BTreeNode<Leaf>, isRoot: Bool, offset: inout Int, previous: inout Leaf?) {
        if node.isLeaf {
            precondition(node.summary == node.leaf.summarize(), "Mismatching summary: leaf at \(offset) caches \(node.summary), holds \(node.leaf.summarize())")
            node.leaf._checkLeaf(isRoot: isRoot, at: offset, after: previous)
            if node.summary.length > 0 { previous = node.leaf }
            offset += node.summary.length
            return
        }
        precondition(!node.entries.isEmpty && node.entries.count <= Leaf.maxChildren, "inner node at \(offset) has \(node.entries.count) children")
        precondition(isRoot || node.entries.count >= Leaf.minChildren, "non-root inner node at \(offset) has \(node.entries.count) children, under \(Leaf.minChildren)")
        precondition(!isRoot || node.entries.count >= 2, "root inner node with one child")
        let start = offset
        var total = Leaf.Summary.zero
        for (k, entry) in node.entries.enumerated() {
            let child = entry.node
            precondition(child.height == node.height - 1, "child height \(child.height) under node height \(node.height)")
            precondition(entry.summary == child.summary, "Mismatching summary: node at \(start) caches \(entry.summary) for child \(k) holding \(child.summary)")
            check(child, isRoot: false, offset: &offset, previous: &previous)
            total += child.summary
        }
        precondition(total == node.summary, "Mismatching summary: node at \(start) caches \(node.summary), children hold \(total)")
    }
    #else
    /// Checks the tree's invariants; compiled in only with `TEXTVIEWCORE_INTERNAL_CHECKS`.
    @inline(__always)
    func _invariantCheck() {}
    #endif
}
