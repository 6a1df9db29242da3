/// A B-tree rope of UTF-16 code units: the storage behind ``TextDocument``, the generic ``BTree``
/// with ``TextChunk`` leaves.
///
/// Leaves hold chunks of at most ``RopeConfiguration/maxChunk`` units; inner nodes hold up to
/// ``RopeConfiguration/maxChildren`` children; every node caches its UTF-16 count and line-break
/// count, so offset and line lookups and edits are O(log n). Chunks never split a surrogate pair or a
/// CRLF. The rope is a copy-on-write value: copies share nodes, and a mutation copies only the nodes
/// on its path that are shared.
///
/// A finger remembers the last leaf an edit touched (its offsets and the child indices leading to
/// it), so an edit inside that leaf — typing, mostly — skips the search at every level.
///
/// Storage knows nothing of selections or attributes. Its API is strict: ranges must be valid and on
/// scalar boundaries (callers clamp first; see `TextDocument.clampedRange(_:snapping:)`).
struct Rope: Sendable {
    var tree: BTree<TextChunk>

    /// The leaf the last edit touched, or ``BTreeFinger/nowhere``.
    var finger = BTreeFinger<Void>.nowhere

    /// Creates an empty rope.
    init() {
        tree = BTree()
    }

    init(tree: BTree<TextChunk>) {
        self.tree = tree
    }

    /// The root node (its identity tells whether two ropes share everything).
    @inline(__always)
    var root: RopeNode { tree.root }

    /// Creates a rope holding `string`.
    init(_ string: String) {
        var builder = RopeBuilder()
        builder.append(string)
        self = builder.finish()
    }

    /// Creates a rope from UTF-16 code units, replacing each lone surrogate with U+FFFD.
    ///
    /// - Parameters:
    ///   - utf16: Code units, possibly ill-formed.
    ///   - replacements: Incremented once per replaced lone surrogate.
    init<C: Collection>(utf16: C, replacements: inout Int) where C.Element == UInt16 {
        var builder = RopeBuilder()
        builder.appendRepairing(utf16, replacements: &replacements)
        self = builder.finish()
    }

    /// UTF-16 length. O(1).
    var count: Int { root.count }

    /// Number of line breaks. O(1).
    var lineBreakCount: Int { root.lineBreaks }
}
