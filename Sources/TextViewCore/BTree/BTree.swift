/// A copy-on-write B-tree of leaves, generic over what a leaf holds: the one tree under both the
/// rope (leaves of UTF-16 text) and the attribute run tree (leaves of runs).
///
/// Every node caches the ``BTreeSummary`` of its leaves, so finding the leaf at an offset (or
/// under any other ``BTreeMetric``) is O(log n), and an edit touches one path plus the nodes it
/// splits or merges. Copies share nodes; a mutation copies only the shared nodes on its path.
/// Leaf-specific behaviour (splicing, sharing with a neighbour, allowed cuts) lives in the
/// ``BTreeLeaf``; the descents that keep a ``BTreePath`` live with it.
struct BTree<Leaf: BTreeLeaf>: @unchecked Sendable {
    // @unchecked: nodes are shared between values but never mutated unless uniquely referenced.
    var root: BTreeNode<Leaf>

    /// An empty tree: one empty leaf.
    init() {
        self.init(root: BTreeNode.make(leaf: Leaf()))
    }

    init(root: BTreeNode<Leaf>) {
        precondition(Leaf.maxChildren <= BTreePath.maxChildren,
                     "\(Leaf.maxChildren) children do not fit a path's \(BTreePath.bitsPerLevel) bits a level")
        self.root = root
    }

    /// A tree over `leaves` in order, built bottom-up: the last two leaves share their contents
    /// when the last is underfull, then each level is grouped evenly.
    ///
    /// - Complexity: O(k) for k leaves.
    init(leaves: [Leaf]) {
        self.init(leafNodes: leaves.map { BTreeNode.make(leaf: $0) })
    }

    /// A tree over leaf nodes in order, built bottom-up like ``init(leaves:)``.
    init(leafNodes: [BTreeNode<Leaf>]) {
        if leafNodes.isEmpty {
            self.init()
            return
        }
        var level = leafNodes
        if level.count > 1, level[level.count - 1].isUnderfull {
            let tail = BTreeNode.make(children: [level[level.count - 2], level[level.count - 1]])
            tail.fixUnderfullChildren()
            level.removeLast(2)
            level.append(contentsOf: tail.childNodes)
        }
        while level.count > 1 {
            level = BTreeNode.group(level)
        }
        self.init(root: level[0])
    }

    /// The summary of the whole tree. O(1).
    @inline(__always)
    var summary: Leaf.Summary { root.summary }

    /// UTF-16 length. O(1).
    @inline(__always)
    var length: Int { root.summary.length }

    /// Makes the root uniquely referenced, copying it when shared.
    @inline(__always)
    mutating func makeRootUnique() {
        if !isKnownUniquelyReferenced(&root) { root = root.copy() }
    }

    /// Inserts `content` at `offset` (an offset on a leaf boundary goes to the leaf before it),
    /// growing the tree upward when the root splits.
    ///
    /// - Complexity: O(log n + m) for content of size m.
    mutating func insert(_ content: Leaf.Content, at offset: Int) {
        makeRootUnique()
        let extra = root.insert(content, at: offset)
        if extra.isEmpty { return }
        var level = [root] + extra
        while level.count > 1 {
            level = BTreeNode.group(level)
        }
        root = level[0]
    }

    /// Removes `range`, rebalancing, and replaces a root left with one child by that child; the
    /// whole tree leaves one empty leaf.
    ///
    /// - Complexity: O(log n + k) for k leaves touched.
    mutating func remove(_ range: Range<Int>) {
        if range.isEmpty { return }
        if range.lowerBound == 0 && range.upperBound == length {
            root = BTreeNode.make(leaf: Leaf())
            return
        }
        makeRootUnique()
        root.remove(range.lowerBound, range.upperBound)
        while !root.isLeaf && root.entries.count == 1 {
            root = root.entries[0].node
        }
    }
}
