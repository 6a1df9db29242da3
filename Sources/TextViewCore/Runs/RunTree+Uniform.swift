// Unsafe in this file: the root leaf's runs are read through a buffer within the call.

extension RunTree {
    /// The id of the one run covering the whole text, when the tree holds exactly one run (a
    /// document without attributes, or with one set of them throughout); nil otherwise.
    ///
    /// - Complexity: O(1): the root is then a leaf.
    @inline(__always)
    var uniformID: AttributeID? {
        let root = tree.root
        guard root.isLeaf else { return nil }
        return root.leaf.items.withUnsafeBufferPointer { $0.count == 1 ? $0[0].id : nil }
    }

    /// Changes the length of the tree's one run by `delta`: a text edit of a uniform document,
    /// which touches no other run and no path.
    ///
    /// - Precondition: the tree holds one run (``uniformID`` is not nil) and it stays non-empty.
    @inline(__always)
    mutating func resizeUniformRun(by delta: Int) {
        tree.makeRootUnique()
        let root = tree.root
        precondition(root.isLeaf && root.leaf.items.count == 1 && root.leaf.items[0].length + delta > 0,
                     "resizing a run tree that is not one run by \(delta)")
        root.leaf.items[0].length += delta
        root.summary.length += delta
        finger?.length += delta
    }
}
