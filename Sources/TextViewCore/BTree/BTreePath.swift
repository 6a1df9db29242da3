// Unsafe in this file: descents hold nodes as `Unmanaged` and read them through
// `_withUnsafeGuaranteedRef`, because the caller's tree value retains the root for the whole walk and
// no user code runs during it (leaves are the package's own types); a retain and release per level
// were a third of a keystroke's instructions before (b7bb821), and the unretained peek took the raw
// replay of automerge-paper from 1,676 to 1,564 instructions an edit (callgrind, df0599b).

/// The child indices from a ``BTree``'s root down to one leaf, packed five bits a level (root
/// first) in one word: what a finger remembers so that the next edit in the same leaf walks down
/// with no search.
///
/// This file is the one place that knows the packing, its limits, and the descents that walk the
/// tree through unretained references.
struct BTreePath: Equatable {
    /// Bits a level takes: five, for the rope's 32 children a node.
    static let bitsPerLevel = 5
    /// The most children an inner node may have for its index to fit a level.
    static let maxChildren = 1 << bitsPerLevel
    /// The deepest tree a path can describe: 12 levels of 5 bits in 64 (32^12 leaves).
    static let maxHeight = UInt64.bitWidth / bitsPerLevel

    /// The packed indices, root first in the lowest bits.
    private(set) var bits: UInt64 = 0
    /// Levels recorded: the height of the tree the path was taken in.
    private(set) var height = 0

    /// The empty path (the root is the leaf).
    init() {}

    /// Whether a path can describe a tree of `height` levels.
    @inline(__always)
    static func canDescribe(height: Int) -> Bool { height <= maxHeight }

    /// The child index taken at `depth` (0: in the root).
    @inline(__always)
    subscript(depth: Int) -> Int {
        // Masking shifts: `depth` is below `height` <= 16, so the shift is under 64 anyway, and the
        // smart shift's range checks cost 31 instructions an edit (callgrind, automerge-paper, rope alone).
        Int(truncatingIfNeeded: (bits &>> UInt64(truncatingIfNeeded: BTreePath.bitsPerLevel &* depth)) & UInt64(BTreePath.maxChildren - 1))
    }

    /// Records `index` as the next level down.
    @inline(__always)
    mutating func append(_ index: Int) {
        assert(index >= 0 && index < BTreePath.maxChildren, "child index \(index) does not fit \(BTreePath.bitsPerLevel) bits")
        // A smart shift: levels past `maxHeight` vanish rather than trap; callers check
        // `canDescribe(height:)` before keeping such a path.
        bits |= UInt64(index) << UInt64(BTreePath.bitsPerLevel * height)
        height += 1
    }

    /// The path to the next sibling of the leaf (same parent, index plus one).
    ///
    /// - Precondition: the leaf's parent has a child after it.
    @inline(__always)
    func nextSibling() -> BTreePath {
        var next = self
        next.bits += UInt64(1) << UInt64(BTreePath.bitsPerLevel * (height - 1))
        return next
    }
}

/// A leaf found by a descent: its node (unretained: the tree's root owns it), where it starts, and
/// the path to it. Valid while the tree it was found in is alive and unmutated.
struct BTreeLocation<Leaf: BTreeLeaf> {
    fileprivate var node: Unmanaged<BTreeNode<Leaf>>
    /// Where the leaf starts (UTF-16).
    var start: Int
    /// The child indices down to the leaf (empty when the descent recorded none).
    var path: BTreePath
    /// The leaf's parent when the descent kept it (``BTreePath/descend(in:to:in:preferEarlier:)``
    /// does; nil for a root leaf and for the descents that record a path), and the leaf's index
    /// among its children.
    fileprivate var parent: Unmanaged<BTreeNode<Leaf>>? = nil
    fileprivate var index = 0

    /// Calls `body` with the leaf's node, without retaining it.
    @inline(__always)
    func withNode<R>(_ body: (BTreeNode<Leaf>) -> R) -> R {
        node._withUnsafeGuaranteedRef(body)
    }

    /// Calls `body` with the leaf `step` places after this one (before it when negative) when the
    /// same parent holds it, without retaining it; nil otherwise (no parent kept, or the neighbour
    /// is under another parent). A lookup that runs past its leaf reads the neighbour this way
    /// instead of descending again from the root.
    @inline(__always)
    func withSibling<R>(_ step: Int, _ body: (BTreeNode<Leaf>) -> R) -> R? {
        guard let parent else { return nil }
        let j = index &+ step
        return parent._withUnsafeGuaranteedRef { parent in
            let entries = parent.entries
            return j >= 0 && j < entries.count ? Unmanaged.passUnretained(entries[j].node)._withUnsafeGuaranteedRef(body) : nil
        }
    }
}

// The unsafe descents. Each walks with unretained references: the caller's tree value owns its
// root, which owns every node on the path, for the whole call, and nothing on the way mutates the
// structure or calls out (measured: retains and releases were a third of a keystroke).
extension BTreePath {
    /// Calls `body` with the leaf at the end of this path below `root`.
    @inline(__always)
    func withLeaf<Leaf, R>(in root: BTreeNode<Leaf>, _ body: (BTreeNode<Leaf>) -> R) -> R {
        location(in: root, start: 0).withNode(body)
    }

    /// The leaf at the end of this path below `root`, known to start at `start`.
    @inline(__always)
    func location<Leaf>(in root: BTreeNode<Leaf>, start: Int) -> BTreeLocation<Leaf> {
        var node = Unmanaged.passUnretained(root)
        for depth in 0..<height {
            let i = self[depth]
            node = node._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.entries[i].node) }
        }
        return BTreeLocation(node: node, start: start, path: self)
    }

    /// Calls `body` with the inner node whose child is the leaf at the end of this path.
    ///
    /// - Precondition: the path is not empty.
    @inline(__always)
    func withParentOfLeaf<Leaf, R>(in root: BTreeNode<Leaf>, _ body: (BTreeNode<Leaf>) -> R) -> R {
        var node = Unmanaged.passUnretained(root)
        for depth in 0..<(height - 1) {
            let i = self[depth]
            node = node._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.entries[i].node) }
        }
        return node._withUnsafeGuaranteedRef(body)
    }

    /// Finds the leaf holding `lo...hi` under the UTF-16 metric, recording the path to it.
    ///
    /// With `preferEarlier`, an offset on a boundary between children belongs to the child ending
    /// there (where an insertion goes); otherwise to the child starting there (where the unit at
    /// the offset is), the last leaf answering for the end of the tree. A non-empty range starting
    /// on a boundary belongs to the child after it either way (the one holding its first unit).
    ///
    /// - Returns: nil when no one leaf holds both ends.
    @inline(__always)
    static func find<Leaf>(
        in root: BTreeNode<Leaf>, from lo: Int, to hi: Int, preferEarlier: Bool
    ) -> BTreeLocation<Leaf>? {
        var node = Unmanaged.passUnretained(root)
        var path = BTreePath()
        var start = 0
        while node._withUnsafeGuaranteedRef({ !$0.isLeaf }) {
            let found: Int? = node._withUnsafeGuaranteedRef { parent in
                let entries = parent.entries
                var i = 0
                var childEnd = start + entries[0].summary.length
                if preferEarlier {
                    // A non-empty range starting on a boundary belongs to the child after it.
                    while lo > childEnd || (lo == childEnd && hi > lo) {
                        i += 1
                        if i == entries.count { return nil }
                        start = childEnd
                        childEnd += entries[i].summary.length
                    }
                } else {
                    while lo >= childEnd && i + 1 < entries.count {
                        i += 1
                        start = childEnd
                        childEnd += entries[i].summary.length
                    }
                }
                return hi > childEnd ? nil : i
            }
            guard let i = found else { return nil }
            path.append(i)
            node = node._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.entries[i].node) }
        }
        return BTreeLocation(node: node, start: start, path: path)
    }

    /// The descent every metric lookup shares: the leaf where `value` under `metric` falls and the
    /// summary of everything before it, found without retaining a node. The location keeps the
    /// leaf's parent, for ``BTreeLocation/withSibling(_:_:)``.
    ///
    /// With `preferEarlier`, a value on a boundary between children belongs to the child ending
    /// there (the leaf holding the `value`-th line break, say); otherwise to the child starting
    /// there. The last leaf answers for values past the end.
    @inline(__always)
    static func descend<Leaf, M: BTreeMetric>(
        in root: BTreeNode<Leaf>, to value: Int, in metric: M.Type, preferEarlier: Bool
    ) -> (location: BTreeLocation<Leaf>, before: Leaf.Summary) where M.Summary == Leaf.Summary {
        descend(in: root, to: value, in: metric, preferEarlier: preferEarlier, summarizing: true)
    }

    /// The leaf holding UTF-16 offset `offset`, like ``descend(in:to:in:preferEarlier:)`` under
    /// the UTF-16 metric but without adding up the summary before it: a reader that needs only the
    /// leaf and where it starts (a peek, a line's range) skips two additions per child it passes
    /// (callgrind, line lookups in 1 M characters: 695 → 634 instructions a lookup).
    @inline(__always)
    static func descend<Leaf>(in root: BTreeNode<Leaf>, toOffset offset: Int) -> BTreeLocation<Leaf> {
        descend(in: root, to: offset, in: UTF16Metric<Leaf.Summary>.self, preferEarlier: false, summarizing: false).location
    }

    /// The descent itself; without `summarizing`, `before` stays zero and `metric` must be the
    /// UTF-16 one (the leaf's start is then the offset the scan reached).
    @inline(__always)
    private static func descend<Leaf, M: BTreeMetric>(
        in root: BTreeNode<Leaf>, to value: Int, in metric: M.Type, preferEarlier: Bool, summarizing: Bool
    ) -> (location: BTreeLocation<Leaf>, before: Leaf.Summary) where M.Summary == Leaf.Summary {
        assert(summarizing || M.self == UTF16Metric<Leaf.Summary>.self, "a descent that does not summarize measures UTF-16")
        var node = Unmanaged.passUnretained(root)
        var parentOfLeaf: Unmanaged<BTreeNode<Leaf>>? = nil
        var index = 0
        var before = Leaf.Summary.zero
        var base = 0
        while node._withUnsafeGuaranteedRef({ !$0.isLeaf }) {
            parentOfLeaf = node
            (node, index) = node._withUnsafeGuaranteedRef { parent in
                let entries = parent.entries
                // The scan starts from the nearer end of the node: with up to 32 children a
                // node it reads half the summaries a level (callgrind, 50,000 line lookups in
                // 1 M characters: 933 → 778 instructions a lookup).
                let total = M.measure(parent.summary)
                if value &- base > total / 2 {
                    // The last child starting before `value` (at or before, without
                    // `preferEarlier`), which is the first one the forward scan would stop at.
                    var i = entries.count - 1
                    var end = base &+ total
                    var after = Leaf.Summary.zero
                    while i > 0 {
                        let start = end &- M.measure(entries[i].summary)
                        if preferEarlier ? value > start : value >= start { break }
                        end = start
                        if summarizing { after += entries[i].summary }
                        i -= 1
                    }
                    base = end &- M.measure(entries[i].summary)
                    if summarizing {
                        after += entries[i].summary
                        before += parent.summary - after
                    }
                    return (Unmanaged.passUnretained(entries[i].node), i)
                }
                var i = 0
                while i + 1 < entries.count {
                    let end = base + M.measure(entries[i].summary)
                    if preferEarlier ? value <= end : value < end { break }
                    base = end
                    if summarizing { before += entries[i].summary }
                    i += 1
                }
                return (Unmanaged.passUnretained(entries[i].node), i)
            }
        }
        let start = summarizing ? before.length : base
        return (BTreeLocation(node: node, start: start, path: BTreePath(), parent: parentOfLeaf, index: index), before)
    }

    /// Makes every node on this path below the uniquely referenced `root` unique (copying shared
    /// ones), adds `delta` to each one's summary, the leaf's included, and to the summaries their
    /// parents keep of them; then calls `body` with the leaf's parent (the root itself for an
    /// empty path) and the leaf.
    @inline(__always)
    func makeUnique<Leaf, R>(
        in root: BTreeNode<Leaf>, adding delta: Leaf.Summary,
        _ body: (_ parent: BTreeNode<Leaf>, _ leaf: BTreeNode<Leaf>) -> R
    ) -> R {
        var node = Unmanaged.passUnretained(root)
        var parent = node
        for depth in 0..<height {
            parent = node
            let i = self[depth]
            node = node._withUnsafeGuaranteedRef { parent in
                parent.summary += delta
                parent.entries[i].summary += delta
                if !isKnownUniquelyReferenced(&parent.entries[i].node) { parent.entries[i].node = parent.entries[i].node.copy() }
                return Unmanaged.passUnretained(parent.entries[i].node)
            }
        }
        return parent._withUnsafeGuaranteedRef { parent in
            node._withUnsafeGuaranteedRef { leaf in
                leaf.summary += delta
                return body(parent, leaf)
            }
        }
    }
}
