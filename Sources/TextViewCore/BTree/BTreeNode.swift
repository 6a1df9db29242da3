// Unsafe in this file: a node's header and entries are read and written through pointers into the
// node's own allocation (a ManagedBuffer), valid while the node is alive, which every caller ensures
// by holding it through its tree; only the tree's code mutates a node, after
// `isKnownUniquelyReferenced`, and no user code runs during an access (a node holds only summaries,
// leaf contents and nodes). The header is ManagedBuffer's stored property, whose direct use would
// check exclusivity dynamically on every level of every edit (measured when these were stored
// properties: 4,857 instructions an edit instead of 1,564, a fifth of them in swift_beginAccess).
// Entry indices are bounded by `count` in the callers' loops; the tree's invariants check counts.

/// A child of an inner node with its summary beside it, so that a descent finds the summaries it
/// scans and the child it then follows in one buffer.
///
/// (Two arrays, summaries and children, made each level of a descent three dependent loads, the
/// node, its summaries, its children.)
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

/// What a node holds besides its children, kept in the node's own allocation ahead of them.
struct BTreeNodeHeader<Leaf: BTreeLeaf> {
    /// The summary of everything below this node.
    var summary: Leaf.Summary
    /// A leaf's contents; ``BTreeLeaf/inner`` for an inner node.
    var leaf: Leaf
    /// 0 for leaves; all leaves are at one depth.
    let height: Int
    /// The children of an inner node (initialised entries); 0 for a leaf.
    var count: Int
}

/// A node of a ``BTree``: a leaf holding one `Leaf`, or an inner node holding children. Every node
/// caches its summary; an inner node also keeps its children's summaries beside them
/// (``BTreeEntry``), so that a descent reads one small array instead of touching every child object.
///
/// A node is one allocation: its header (summary, leaf, height) and then its entries, as
/// swift-collections' rope keeps a node's items in its storage object. A descent reads a node's
/// summaries and the child it follows from the node itself, one dependent load a level where a
/// separate array of entries made two, and a write pass has no array to make unique.
///
/// Nodes are shared between tree values and copied on write: a mutation first makes each node on
/// its path uniquely referenced (`isKnownUniquelyReferenced`), then edits it in place.
final class BTreeNode<Leaf: BTreeLeaf>: ManagedBuffer<BTreeNodeHeader<Leaf>, BTreeEntry<Leaf>> {
    /// The header, in place.
    @inline(__always)
    private var head: UnsafeMutablePointer<BTreeNodeHeader<Leaf>> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    /// The summary of everything below this node.
    var summary: Leaf.Summary {
        @inline(__always) get { head.pointee.summary }
        @inline(__always) set { head.pointee.summary = newValue }
    }

    /// A leaf's contents; ``BTreeLeaf/inner`` for an inner node.
    var leaf: Leaf {
        // Yielded, not returned: a copy of a leaf of runs would retain and release its array.
        @inline(__always) _read { yield head.pointee.leaf }
        @inline(__always) _modify { yield &head.pointee.leaf }
    }

    /// 0 for leaves; all leaves are at one depth.
    var height: Int {
        @inline(__always) get { head.pointee.height }
    }

    /// The children of an inner node with their summaries, in order; empty for a leaf. A view of
    /// the node's own storage: valid while the node is alive, and only until its children are
    /// inserted or removed (``insertEntry(_:at:)``, ``removeEntries(_:)``, ``setChildren(_:)``).
    var entries: UnsafeMutableBufferPointer<BTreeEntry<Leaf>> {
        @inline(__always) get {
            UnsafeMutableBufferPointer(start: withUnsafeMutablePointerToElements { $0 }, count: head.pointee.count)
        }
    }

    /// A leaf node holding `leaf`.
    static func make(leaf: Leaf) -> BTreeNode {
        make(leaf: leaf, summary: leaf.summarize())
    }

    /// A leaf node holding `leaf`, whose summary is already known.
    private static func make(leaf: Leaf, summary: Leaf.Summary) -> BTreeNode {
        allocate(capacity: 0, summary: summary, leaf: leaf, height: 0)
    }

    /// An inner node over `children` (all of one height, at most `capacity` of them; by default
    /// the most an inner node holds).
    static func make(children: some Collection<BTreeNode>, capacity: Int = Leaf.maxChildren) -> BTreeNode {
        precondition(!children.isEmpty && children.count <= capacity, "an inner node of \(children.count) children, capacity \(capacity)")
        let node = allocate(capacity: capacity, summary: .zero, leaf: .inner, height: children.first!.height + 1)
        node.appendChildren(children)
        node.recomputeSummary()
        return node
    }

    /// A node with room for `capacity` entries and none yet.
    private static func allocate(capacity: Int, summary: Leaf.Summary, leaf: Leaf, height: Int) -> BTreeNode {
        unsafeDowncast(create(minimumCapacity: capacity) { _ in
            BTreeNodeHeader(summary: summary, leaf: leaf, height: height, count: 0)
        }, to: BTreeNode.self)
    }

    /// Appends an entry for each of `children` after the node's entries (room for them assumed:
    /// the callers check it).
    private func appendChildren(_ children: some Collection<BTreeNode>) {
        let count = head.pointee.count
        withUnsafeMutablePointerToElements { elements in
            for (k, child) in children.enumerated() { (elements + count + k).initialize(to: BTreeEntry(child)) }
        }
        head.pointee.count = count + children.count
    }

    deinit {
        Leaf.destroy(self)
    }

    /// The children of an inner node, in order, in an array of their own (for regrouping, off
    /// the path of a descent).
    var childNodes: [BTreeNode] { entries.map(\.node) }

    @inline(__always)
    var isLeaf: Bool { height == 0 }

    /// A copy sharing this node's children (an inner node: each child retained once more) or
    /// owning a copy of its contents (a leaf).
    func copy() -> BTreeNode {
        if isLeaf { return BTreeNode.make(leaf: leaf.copy(), summary: summary) }
        let count = head.pointee.count
        let node = BTreeNode.allocate(capacity: Swift.max(Leaf.maxChildren, count), summary: summary, leaf: .inner, height: height)
        let source = entries
        node.withUnsafeMutablePointerToElements { elements in
            for k in 0 ..< count { (elements + k).initialize(to: source[k]) }
        }
        node.head.pointee.count = count
        return node
    }

    /// Inserts `entry` at `index`, moving the entries after it up one.
    ///
    /// - Precondition: the node has room for one more child.
    func insertEntry(_ entry: BTreeEntry<Leaf>, at index: Int) {
        let count = head.pointee.count
        precondition(index >= 0 && index <= count && count < Leaf.maxChildren, "entry inserted at \(index) of \(count)")
        withUnsafeMutablePointerToElements { elements in
            (elements + index + 1).moveInitialize(from: elements + index, count: count - index)
            (elements + index).initialize(to: entry)
        }
        head.pointee.count = count + 1
    }

    /// Removes the entries in `range`, releasing their children, and moves the ones after it down.
    func removeEntries(_ range: Range<Int>) {
        let count = head.pointee.count
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "entries \(range) removed of \(count)")
        withUnsafeMutablePointerToElements { elements in
            (elements + range.lowerBound).deinitialize(count: range.count)
            (elements + range.lowerBound).moveInitialize(from: elements + range.upperBound, count: count - range.upperBound)
        }
        head.pointee.count = count - range.count
    }

    /// Makes `children` this inner node's children, in place of the ones it has.
    ///
    /// - Precondition: at most ``BTreeLeaf/maxChildren`` of them, of this node's children's height.
    func setChildren(_ children: [BTreeNode]) {
        precondition(!children.isEmpty && children.count <= Leaf.maxChildren, "\(children.count) children set")
        removeEntries(0 ..< head.pointee.count)
        appendChildren(children)
    }

    /// Recomputes the summary from the contents: a leaf's from the leaf, an inner node's (and its
    /// children's summaries) from its children. Every structural change ends with this.
    func recomputeSummary() {
        if isLeaf {
            summary = leaf.summarize()
            return
        }
        var total = Leaf.Summary.zero
        let entries = self.entries
        for k in entries.indices {
            let child = entries[k].node.summary
            entries[k].summary = child
            total += child
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
        evenGroups(nodes, maximum: Leaf.maxChildren).map { BTreeNode.make(children: $0) }
    }
}
