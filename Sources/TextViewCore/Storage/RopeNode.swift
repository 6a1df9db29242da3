/// A node of the rope's B-tree: a leaf holding a chunk of UTF-16 code units, or an inner node holding
/// children. Every node caches its summary (UTF-16 count and line-break count).
///
/// Nodes are shared between rope values and copied on write: a mutation first makes each node on its
/// path uniquely referenced (`isKnownUniquelyReferenced`), then edits in place.
///
/// A leaf's buffer is its own allocation (capacity ``RopeConfiguration/maxChunk``), so a pointer to
/// it stays valid while the node lives unmutated; ICU reads chunks through such pointers.
final class RopeNode {
    // Exclusivity is checked statically by the rope's own code paths (a node is only mutated after
    // `isKnownUniquelyReferenced`); the dynamic checks cost a third of a keystroke. Unreachable by
    // user code during an access: a node holds only integers, units and other nodes.
    /// UTF-16 code units below this node.
    @exclusivity(unchecked) var count: Int
    /// Line breaks below this node.
    @exclusivity(unchecked) var lineBreaks: Int
    /// Children of an inner node; empty for a leaf.
    @exclusivity(unchecked) var children: [RopeNode]
    /// The children's summaries, side by side, so a descent reads one array instead of touching
    /// every child object (one cache miss a level instead of sixteen on a large document).
    @exclusivity(unchecked) var summaries: [ChildSummary]
    /// A leaf's code units (capacity `maxChunk`); nil for an inner node.
    let units: UnsafeMutablePointer<UInt16>?
    /// 0 for leaves; all leaves are at the same depth.
    let height: Int

    /// Creates an empty leaf.
    init() {
        count = 0
        lineBreaks = 0
        children = []
        summaries = []
        units = .allocate(capacity: RopeConfiguration.maxChunk)
        height = 0
    }

    /// Creates a leaf holding a copy of `source`.
    ///
    /// - Parameter lineBreaks: The line breaks in `source` when the caller knows them (a leaf's
    ///   copy-on-write copy); counted otherwise.
    init(leafCopying source: UnsafeBufferPointer<UInt16>, lineBreaks knownLineBreaks: Int? = nil) {
        precondition(source.count <= RopeConfiguration.maxChunk, "leaf of \(source.count) units exceeds maxChunk \(RopeConfiguration.maxChunk)")
        let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: RopeConfiguration.maxChunk)
        if let base = source.baseAddress { buffer.initialize(from: base, count: source.count) }
        units = buffer
        count = source.count
        lineBreaks = knownLineBreaks ?? (source.count == 0 ? 0 : LineBreaks.count(buffer, from: 0, to: source.count, limit: source.count))
        children = []
        summaries = []
        height = 0
    }

    /// Creates an inner node over `children` (all of one height).
    init(children: [RopeNode]) {
        precondition(!children.isEmpty, "an inner node needs children")
        count = 0
        lineBreaks = 0
        self.children = children
        summaries = []
        units = nil
        height = children[0].height + 1
        recomputeSummary()
    }

    /// A copy of the inner node `source`: its children shared and its summaries taken as they
    /// are (the arrays are copied on write), so a copy-on-write path step sums nothing.
    private init(innerCopying source: RopeNode) {
        count = source.count
        lineBreaks = source.lineBreaks
        children = source.children
        summaries = source.summaries
        units = nil
        height = source.height
    }

    deinit {
        units?.deallocate()
    }

    @inline(__always)
    var isLeaf: Bool { units != nil }

    /// A copy sharing this node's children (an inner node) or owning a copy of its units (a leaf).
    func copy() -> RopeNode {
        if let units {
            return RopeNode(leafCopying: UnsafeBufferPointer(start: units, count: count), lineBreaks: lineBreaks)
        }
        return RopeNode(innerCopying: self)
    }

    /// Recomputes the summary: a leaf's line breaks from its units, an inner node's summaries
    /// and totals from its children. Every structural change to `children` ends with this.
    func recomputeSummary() {
        if let units {
            lineBreaks = count == 0 ? 0 : LineBreaks.count(units, from: 0, to: count, limit: count)
            return
        }
        var c = 0
        var b = 0
        summaries.removeAll(keepingCapacity: true)
        summaries.reserveCapacity(children.count)
        for child in children {
            summaries.append(ChildSummary(count: child.count, lineBreaks: child.lineBreaks))
            c += child.count
            b += child.lineBreaks
        }
        count = c
        lineBreaks = b
    }

    /// Whether this node holds fewer items than a non-root node may.
    var isUnderfull: Bool {
        isLeaf ? count < RopeConfiguration.minChunk : children.count < RopeConfiguration.minChildren
    }
}
