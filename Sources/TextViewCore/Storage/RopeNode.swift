/// A node of the rope's B-tree: a leaf holding a chunk of UTF-16 code units, or an inner node holding
/// children. Every node caches its summary (UTF-16 count and line-break count).
///
/// Nodes are shared between rope values and copied on write: a mutation first makes each node on its
/// path uniquely referenced (`isKnownUniquelyReferenced`), then edits in place.
///
/// A leaf's buffer is its own allocation (capacity ``RopeConfiguration/maxChunk``), so a pointer to
/// it stays valid while the node lives unmutated; ICU reads chunks through such pointers.
final class RopeNode {
    /// UTF-16 code units below this node.
    var count: Int
    /// Line breaks below this node.
    var lineBreaks: Int
    /// Children of an inner node; empty for a leaf.
    var children: [RopeNode]
    /// A leaf's code units (capacity `maxChunk`); nil for an inner node.
    let units: UnsafeMutablePointer<UInt16>?
    /// 0 for leaves; all leaves are at the same depth.
    let height: Int

    /// Creates an empty leaf.
    init() {
        count = 0
        lineBreaks = 0
        children = []
        units = .allocate(capacity: RopeConfiguration.maxChunk)
        height = 0
    }

    /// Creates a leaf holding a copy of `source`.
    init(leafCopying source: UnsafeBufferPointer<UInt16>) {
        precondition(source.count <= RopeConfiguration.maxChunk, "leaf of \(source.count) units exceeds maxChunk \(RopeConfiguration.maxChunk)")
        let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: RopeConfiguration.maxChunk)
        if let base = source.baseAddress { buffer.initialize(from: base, count: source.count) }
        units = buffer
        count = source.count
        lineBreaks = source.count == 0 ? 0 : LineBreaks.count(buffer, from: 0, to: source.count, limit: source.count)
        children = []
        height = 0
    }

    /// Creates an inner node over `children` (all of one height).
    init(children: [RopeNode]) {
        precondition(!children.isEmpty, "an inner node needs children")
        var c = 0
        var b = 0
        for child in children {
            c += child.count
            b += child.lineBreaks
        }
        count = c
        lineBreaks = b
        self.children = children
        units = nil
        height = children[0].height + 1
    }

    deinit {
        units?.deallocate()
    }

    @inline(__always)
    var isLeaf: Bool { units != nil }

    /// A copy sharing this node's children (an inner node) or owning a copy of its units (a leaf).
    func copy() -> RopeNode {
        if let units {
            return RopeNode(leafCopying: UnsafeBufferPointer(start: units, count: count))
        }
        return RopeNode(children: children)
    }

    /// Recomputes an inner node's summary from its children.
    func recomputeSummary() {
        if let units {
            lineBreaks = count == 0 ? 0 : LineBreaks.count(units, from: 0, to: count, limit: count)
            return
        }
        var c = 0
        var b = 0
        for child in children {
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
