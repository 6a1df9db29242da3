/// A child of an inner node with its summary beside it, so that a descent finds the summaries it
/// scans and the child it then follows in one buffer.
///
/// (Two arrays, summaries and children, made each level of a descent three dependent loads, the
/// node, its summaries, its children; the entries make it two, and a keystroke's write pass makes
/// one array unique a level instead of two.)
struct BTreeEntry<Leaf: BTreeLeaf> {
    /// The child's summary, a copy of `node.summary`.
    var summary: Leaf.Summary
    /// The child.
    var node: BTreeNode<Leaf>

    /// An entry for `node`, with its current summary.
    @inline(__always)
    init(_ node: BTreeNode<Leaf>) {
        self.summary = node.summary
        self.node = node
    }
}

/// A node of a ``BTree``: a leaf holding one `Leaf`, or an inner node holding children. Every node
/// caches its summary; an inner node also keeps its children's summaries beside them
/// (``BTreeEntry``), so that a descent reads one small array instead of touching every child object.
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
    /// The children of an inner node with their summaries, in order; empty for a leaf.
    @exclusivity(unchecked) var entries: [BTreeEntry<Leaf>] // unchecked: scanned on each level of each descent.
    /// A leaf's contents; ``BTreeLeaf/inner`` for an inner node.
    @exclusivity(unchecked) var leaf: Leaf // unchecked: spliced by each edit.
    /// 0 for leaves; all leaves are at one depth.
    let height: Int

    /// A leaf node holding `leaf`.
    init(leaf: Leaf) {
        self.summary = leaf.summarize()
        self.entries = []
        self.leaf = leaf
        self.height = 0
    }

    /// A leaf node holding `leaf`, whose summary is already known.
    private init(leaf: Leaf, summary: Leaf.Summary) {
        self.summary = summary
        self.entries = []
        self.leaf = leaf
        self.height = 0
    }

    /// An inner node over `children` (all of one height).
    init(children: [BTreeNode]) {
        precondition(!children.isEmpty, "an inner node needs children")
        self.summary = .zero
        self.entries = children.map { BTreeEntry($0) }
        self.leaf = .inner
        self.height = children[0].height + 1
        recomputeSummary()
    }

    /// An inner node sharing `other`'s children: the same child nodes, in an array of its own.
    private init(sharingChildrenOf other: BTreeNode) {
        self.summary = other.summary
        self.entries = Self.copyOfEntries(other.entries)
        self.leaf = .inner
        self.height = other.height
    }

    deinit {
        if height == 0 { leaf.release() }
    }

    /// `entries` in a new array, each child retained once: the copy-on-write of a path writes
    /// through every node it copies, which copied a shared children array through the standard
    /// library's generic copy, a value witness call per child.
    @inline(never) // off the path of an edit that copies nothing
    private static func copyOfEntries(_ entries: [BTreeEntry<Leaf>]) -> [BTreeEntry<Leaf>] {
        // Unsafe: the new array's elements are initialised in place, each exactly once, all
        // `count` of them before it is returned (a loop of `append` cost more than the generic
        // copy: a uniqueness and capacity check per child).
        entries.withUnsafeBufferPointer { source in
            Array(unsafeUninitializedCapacity: source.count + 1) { buffer, count in
                for i in 0 ..< source.count { buffer.initializeElement(at: i, to: source[i]) }
                count = source.count
            }
        }
    }

    /// The children of an inner node, in order, in an array of their own (for regrouping, off
    /// the path of a descent).
    var childNodes: [BTreeNode] { entries.map(\.node) }

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
        // Unsafe: in place and through a buffer, since iterating `entries` retains and releases
        // every child, which made this a tenth of a deletion's cost on the general path.
        var total = Leaf.Summary.zero
        entries.withUnsafeMutableBufferPointer { entries in
            for k in entries.indices {
                let child = entries[k].node.summary
                entries[k].summary = child
                total += child
            }
        }
        summary = total
    }

    /// Whether this node holds fewer items than a non-root node may.
    var isUnderfull: Bool {
        isLeaf ? leaf.isUnderfull : entries.count < Leaf.minChildren
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
