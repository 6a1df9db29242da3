/// A node of a ``BTree``: a leaf holding one `Leaf`, or an inner node holding children. Every node
/// caches its summary; an inner node also keeps its children's summaries side by side, so that a
/// descent reads one small array instead of touching every child object.
///
/// Nodes are shared between tree values and copied on write: a mutation first makes each node on
/// its path uniquely referenced (`isKnownUniquelyReferenced`), then edits it in place.
final class BTreeNode<Leaf: BTreeLeaf> {
    // `@exclusivity(unchecked)`: a node is mutated only by the tree's own code, after
    // `isKnownUniquelyReferenced`, and no user code can run during an access (a node holds only
    // summaries, leaf contents and nodes). Measured (callgrind, raw replay of automerge-paper):
    // with the dynamic checks an edit costs 4,857 instructions instead of 1,564, a fifth of them in
    // swift_beginAccess. Each property below is read or written on every level of every edit.
    /// The summary of everything below this node.
    @exclusivity(unchecked) var summary: Leaf.Summary // unchecked: updated on each level of each edit.
    /// Children of an inner node; empty for a leaf.
    @exclusivity(unchecked) var children: [BTreeNode] // unchecked: read on each level of each descent.
    /// The children's summaries, index for index.
    @exclusivity(unchecked) var summaries: [Leaf.Summary] // unchecked: scanned on each level of each descent.
    /// A leaf's contents; ``BTreeLeaf/inner`` for an inner node.
    @exclusivity(unchecked) var leaf: Leaf // unchecked: spliced by each edit.
    /// 0 for leaves; all leaves are at one depth.
    let height: Int

    /// A leaf node holding `leaf`.
    init(leaf: Leaf) {
        self.summary = leaf.summarize()
        self.children = []
        self.summaries = []
        self.leaf = leaf
        self.height = 0
    }

    /// A leaf node holding `leaf`, whose summary is already known.
    private init(leaf: Leaf, summary: Leaf.Summary) {
        self.summary = summary
        self.children = []
        self.summaries = []
        self.leaf = leaf
        self.height = 0
    }

    /// An inner node over `children` (all of one height).
    init(children: [BTreeNode]) {
        precondition(!children.isEmpty, "an inner node needs children")
        self.summary = .zero
        self.children = children
        self.summaries = []
        self.leaf = .inner
        self.height = children[0].height + 1
        recomputeSummary()
    }

    /// An inner node sharing `other`'s children: the same child nodes, in an array of its own.
    private init(sharingChildrenOf other: BTreeNode) {
        self.summary = other.summary
        self.children = Self.copyOfChildren(other.children)
        self.summaries = other.summaries
        self.leaf = .inner
        self.height = other.height
    }

    deinit {
        if height == 0 { leaf.release() }
    }

    /// `children` in a new array, each child retained once: the copy-on-write of a path writes
    /// through every node it copies, which copied a shared children array through the standard
    /// library's generic copy, a value witness call per child.
    @inline(never) // off the path of an edit that copies nothing
    private static func copyOfChildren(_ children: [BTreeNode]) -> [BTreeNode] {
        // Unsafe: the new array's elements are initialised in place, each exactly once, all
        // `count` of them before it is returned (a loop of `append` cost more than the generic
        // copy: a uniqueness and capacity check per child).
        children.withUnsafeBufferPointer { source in
            Array(unsafeUninitializedCapacity: source.count + 1) { buffer, count in
                for i in 0 ..< source.count { buffer.initializeElement(at: i, to: source[i]) }
                count = source.count
            }
        }
    }

    @inline(__always)
    var isLeaf: Bool { height == 0 }

    /// A copy sharing this node's children (an inner node) or owning a copy of its contents.
    func copy() -> BTreeNode {
        isLeaf ? BTreeNode(leaf: leaf.copy(), summary: summary) : BTreeNode(sharingChildrenOf: self)
    }

    /// Recomputes the summary from the contents: a leaf's from the leaf, an inner node's (and its
    /// children's summaries) from its children. Every structural change ends with this.
    func recomputeSummary() {
        if isLeaf {
            summary = leaf.summarize()
            return
        }
        let n = children.count
        if summaries.count != n {
            summaries.removeAll(keepingCapacity: true)
            summaries.append(contentsOf: repeatElement(.zero, count: n))
        }
        // Unsafe: in place and through buffers, since iterating `children` retains and releases every
        // child, which made this a tenth of a deletion's cost on the general path.
        var total = Leaf.Summary.zero
        children.withUnsafeBufferPointer { children in
            summaries.withUnsafeMutableBufferPointer { summaries in
                for k in 0..<n {
                    let child = children[k].summary
                    summaries[k] = child
                    total += child
                }
            }
        }
        summary = total
    }

    /// Whether this node holds fewer items than a non-root node may.
    var isUnderfull: Bool {
        isLeaf ? leaf.isUnderfull : children.count < Leaf.minChildren
    }

    /// Cuts `items` into consecutive groups of at most `maximum`, as even as possible, so that each
    /// holds at least half the maximum when there is more than one.
    static func evenGroups<T>(_ items: [T], maximum: Int) -> [ArraySlice<T>] {
        let groups = Swift.max(1, (items.count + maximum - 1) / maximum)
        var result: [ArraySlice<T>] = []
        result.reserveCapacity(groups)
        var start = 0
        for k in 1...groups {
            let end = (items.count * k) / groups
            result.append(items[start..<end])
            start = end
        }
        return result
    }

    /// Parents over same-height `nodes`, each within the inner node size limits.
    static func group(_ nodes: [BTreeNode]) -> [BTreeNode] {
        evenGroups(nodes, maximum: Leaf.maxChildren).map { BTreeNode(children: Array($0)) }
    }
}
