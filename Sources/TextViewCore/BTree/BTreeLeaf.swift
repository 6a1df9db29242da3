/// The contents of one leaf of a ``BTree``: a chunk of text, a handful of attribute runs.
///
/// The tree owns the structure (descent, copy-on-write, splitting, merging, building); the leaf
/// owns what only it knows: how content is spliced into it, cut out of it, and shared with a
/// neighbour, and which cuts between leaves are allowed.
protocol BTreeLeaf {
    /// What each node caches about the leaves below it.
    associatedtype Summary: BTreeSummary
    /// What an insertion brings (code units, runs).
    associatedtype Content

    /// Most children of an inner node (at most ``BTreePath/maxChildren``).
    static var maxChildren: Int { get }
    /// Fewest children of an inner node other than the root.
    static var minChildren: Int { get }

    /// An empty leaf, ready to receive content.
    init()
    /// The placeholder an inner node carries in its leaf slot; owns nothing.
    static var inner: Self { get }

    /// The summary of the leaf's contents, computed from scratch.
    func summarize() -> Summary
    /// Whether the leaf holds less than a leaf other than the root may.
    var isUnderfull: Bool { get }
    /// A copy owning its own contents.
    func copy() -> Self
    /// Frees what the leaf owns; called once, by the node that holds it, when the node goes.
    func release()
    /// Destroys what `node` holds as it goes (its entries, or its leaf): a node's deinit calls
    /// this and nothing else. Implement it as `destroyContents(of:)`, which the call from a
    /// concrete leaf type runs specialized: a node's deinit is generic code, never specialized,
    /// and there each entry's destruction looked up the entry type's metadata in the runtime's
    /// cache (callgrind, a coordinator keystroke, which frees the path the host's previous
    /// version held: +2,800 instructions).
    static func destroy(_ node: BTreeNode<Self>)

    /// Inserts `content` at leaf-relative `offset`, keeping `summary` exact.
    ///
    /// - Returns: Leaves to place right after this one when it overflowed (this leaf keeps the
    ///   first part); empty otherwise.
    mutating func insert(_ content: Content, at offset: Int, summary: inout Summary) -> [Self]
    /// Removes leaf-relative `lo..<hi` (not empty), keeping `summary` exact.
    mutating func remove(_ lo: Int, _ hi: Int, summary: inout Summary)
    /// Takes over `right`'s contents (its right neighbour, left untouched); when they do not fit,
    /// shares them evenly instead.
    ///
    /// - Returns: nil when everything fits here, else the new right neighbour.
    mutating func absorb(_ right: Self) -> Self?

    #if TEXTVIEWCORE_INTERNAL_CHECKS
    /// Traps when the leaf breaks one of its own invariants (size, contents, the seam with
    /// `previous`, the last non-empty leaf before it).
    func _checkLeaf(isRoot: Bool, at offset: Int, after previous: Self?)
    #endif
}

extension BTreeLeaf {
    /// What ``destroy(_:)`` does: destroys `node`'s entries (an inner node) or releases its leaf.
    @inline(__always)
    static func destroyContents(of node: BTreeNode<Self>) {
        // Unsafe: the node's own entries, initialised, destroyed once, as it goes. Moved out one
        // by one, each then released inline: `deinitialize(count:)` destroys an array of them
        // through the entry type's value witness, which reads its layout from the metadata.
        node.withUnsafeMutablePointers { header, entries in
            for k in 0 ..< header.pointee.count { _ = (entries + k).move() }
            if header.pointee.height == 0 { header.pointee.leaf.release() }
        }
    }
}
