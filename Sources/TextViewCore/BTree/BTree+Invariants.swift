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
            precondition(i < node.children.count, "path index \(i) at depth \(depth) past \(node.children.count) children")
            for k in 0..<i { offset += node.summaries[k].length }
            node = node.children[i]
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
        precondition(!node.children.isEmpty && node.children.count <= Leaf.maxChildren, "inner node at \(offset) has \(node.children.count) children")
        precondition(isRoot || node.children.count >= Leaf.minChildren, "non-root inner node at \(offset) has \(node.children.count) children, under \(Leaf.minChildren)")
        precondition(!isRoot || node.children.count >= 2, "root inner node with one child")
        precondition(node.summaries.count == node.children.count, "node at \(offset): \(node.summaries.count) summaries for \(node.children.count) children")
        let start = offset
        var total = Leaf.Summary.zero
        for (k, child) in node.children.enumerated() {
            precondition(child.height == node.height - 1, "child height \(child.height) under node height \(node.height)")
            precondition(node.summaries[k] == child.summary, "Mismatching summary: node at \(start) caches \(node.summaries[k]) for child \(k) holding \(child.summary)")
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
