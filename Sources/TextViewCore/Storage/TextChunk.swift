#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unsafe in this file: a leaf owns a manually allocated buffer of UTF-16 units (allocated, grown and
// freed only here), because ICU reads chunks in place through a pointer and a keystroke in a leaf is a
// memmove of its tail; the buffer is copied when a shared leaf is written (copy-on-write of the tree).

/// A leaf of the rope: a chunk of at most ``RopeConfiguration/maxChunk`` UTF-16 code units in a
/// buffer of its own.
///
/// The buffer is sized to the chunk, rounded up to a ``RopeConfiguration/capacityStep`` (less the
/// allocator's header, so that it fills its malloc chunk), and
/// grows or shrinks by reallocation when an edit needs it: leaves left half full by splits and
/// deletions then hold half a buffer, not a full one (a trace replay kept 3.99 bytes per character
/// against 2.23 bulk-loaded while every buffer had full capacity). A pointer to the buffer stays
/// valid while the rope value holding it is alive and unmutated; ICU reads chunks through such
/// pointers. A chunk never ends inside a surrogate pair or between the CR and
/// LF of a CRLF (see ``isValidCut(_:_:)``), so every chunk is valid UTF-16 on its own and line
/// breaks never straddle chunks.
struct TextChunk: BTreeLeaf {
    typealias Summary = ChunkSummary
    typealias Content = UnsafeBufferPointer<UInt16>

    /// The code units (capacity `maxChunk`); nil only in an inner node's placeholder.
    var units: UnsafeMutablePointer<UInt16>?
    // The two counts are stored in 32 bits (a chunk holds at most `maxChunk` units), so that a leaf
    // node is 72 bytes, one 80-byte malloc chunk, instead of 80 bytes in a 96-byte one: 16 bytes a
    // leaf (memory probe, bytes a character at 1 M / 10 M / 100 M: 2.33 / 2.28 / 2.29 -> 2.30 / 2.25 /
    // 2.26).
    private var storedCount: Int32
    private var storedCapacity: Int32
    /// Code units in use.
    var count: Int {
        @inline(__always) get { Int(storedCount) }
        @inline(__always) set { storedCount = Int32(truncatingIfNeeded: newValue) }
    }
    /// Code units the buffer holds.
    var capacity: Int {
        @inline(__always) get { Int(storedCapacity) }
        @inline(__always) set { storedCapacity = Int32(truncatingIfNeeded: newValue) }
    }

    static var maxChildren: Int { RopeConfiguration.maxChildren }
    static var minChildren: Int { RopeConfiguration.minChildren }

    /// An empty chunk with a full buffer (the builder fills it to ``RopeConfiguration/maxChunk``).
    init() {
        units = .allocate(capacity: RopeConfiguration.maxChunk)
        storedCount = 0
        storedCapacity = Int32(RopeConfiguration.maxChunk)
    }

    /// A chunk holding a copy of `source`, its buffer sized to it.
    init(copying source: UnsafeBufferPointer<UInt16>) {
        precondition(source.count <= RopeConfiguration.maxChunk, "leaf of \(source.count) units exceeds maxChunk \(RopeConfiguration.maxChunk)")
        let size = TextChunk.capacity(for: source.count)
        let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: size)
        if let base = source.baseAddress { buffer.initialize(from: base, count: source.count) }
        units = buffer
        storedCount = Int32(source.count)
        storedCapacity = Int32(size)
    }

    private init(placeholder: Void) {
        units = nil
        storedCount = 0
        storedCapacity = 0
    }

    /// The buffer size for `count` units: rounded up to a step less the allocator's header
    /// (``RopeConfiguration/allocatorHeaderUnits``), at most ``RopeConfiguration/maxChunk``.
    @inline(__always)
    static func capacity(for count: Int) -> Int {
        let step = RopeConfiguration.capacityStep
        let header = RopeConfiguration.allocatorHeaderUnits
        return Swift.min(RopeConfiguration.maxChunk, Swift.max(step, (count + header + step - 1) / step * step) - header)
    }

    /// Reallocates the buffer for `newCount` units when it is too small, or more than two steps too
    /// large (so a run of deletions gives memory back, and typing after a deletion does not
    /// reallocate at once). Growth leaves a step of room, so typing reallocates once a step.
    @inline(__always)
    mutating func reserve(_ newCount: Int) {
        if newCount <= capacity && capacity - newCount <= 2 * RopeConfiguration.capacityStep { return }
        resize(to: TextChunk.capacity(for: newCount + RopeConfiguration.capacityStep))
    }

    /// Sizes the buffer for `newCount` units with no room to spare (a leaf an edit has left, which
    /// typing is not expected to grow).
    @inline(__always)
    mutating func reserveExactly(_ newCount: Int) {
        let size = TextChunk.capacity(for: newCount)
        if size != capacity { resize(to: size) }
    }

    /// Moves the units into a buffer of `size` units.
    private mutating func resize(to size: Int) {
        let fresh = UnsafeMutablePointer<UInt16>.allocate(capacity: size)
        let old = units!
        fresh.moveInitialize(from: old, count: Swift.min(count, size))
        old.deallocate()
        units = fresh
        capacity = size
    }

    static var inner: TextChunk { TextChunk(placeholder: ()) }

    /// The code units in use.
    @inline(__always)
    var buffer: UnsafeBufferPointer<UInt16> { UnsafeBufferPointer(start: units, count: count) }

    func summarize() -> ChunkSummary {
        ChunkSummary(count: count, lineBreaks: count == 0 ? 0 : LineBreaks.count(units!, from: 0, to: count, limit: count))
    }

    var isUnderfull: Bool { count < RopeConfiguration.minChunk }

    func copy() -> TextChunk { TextChunk(copying: buffer) }

    func release() { units?.deallocate() }
    static func destroy(_ node: BTreeNode<Self>) { destroyContents(of: node) }

    mutating func insert(_ source: UnsafeBufferPointer<UInt16>, at offset: Int, summary: inout ChunkSummary) -> [TextChunk] {
        if count + source.count <= RopeConfiguration.maxChunk {
            summary.lineBreaks += Rope.lineBreakDelta(units!, count: count, replacing: offset, offset, with: source)
            splice(offset, offset, with: source)
            summary.count = count
            return []
        }
        let units = self.units!
        let total = count + source.count
        let merged = UnsafeMutablePointer<UInt16>.allocate(capacity: total)
        defer { merged.deallocate() }
        merged.initialize(from: units, count: offset)
        (merged + offset).initialize(from: source.baseAddress!, count: source.count)
        (merged + offset + source.count).initialize(from: units + offset, count: count - offset)
        var leaves = TextChunk.makeLeaves(merged, count: total)
        // This leaf takes over the first new chunk's buffer.
        release()
        self = leaves.removeFirst()
        summary = summarize()
        return leaves
    }

    mutating func remove(_ lo: Int, _ hi: Int, summary: inout ChunkSummary) {
        summary.lineBreaks += Rope.lineBreakDelta(units!, count: count, replacing: lo, hi, with: UnsafeBufferPointer(start: nil, count: 0))
        splice(lo, hi, with: UnsafeBufferPointer(start: nil, count: 0))
        summary.count = count
    }

    mutating func absorb(_ right: TextChunk) -> TextChunk? {
        let total = count + right.count
        if total <= RopeConfiguration.maxChunk {
            reserve(total)
            (units! + count).initialize(from: right.units!, count: right.count)
            count = total
            return nil
        }
        let leftUnits = units!
        let merged = UnsafeMutablePointer<UInt16>.allocate(capacity: total)
        defer { merged.deallocate() }
        merged.initialize(from: leftUnits, count: count)
        (merged + count).initialize(from: right.units!, count: right.count)
        var cut = total / 2
        if !TextChunk.isValidCut(merged, cut) { cut -= 1 }
        leftUnits.update(from: merged, count: Swift.min(count, cut))
        if cut > count {
            reserve(cut)
            (units! + count).initialize(from: merged + count, count: cut - count)
        }
        count = cut
        return TextChunk(copying: UnsafeBufferPointer(start: merged + cut, count: total - cut))
    }

    /// Whether a chunk may end between `units[p - 1]` and `units[p]`: never inside a surrogate pair
    /// or a CRLF, so that every chunk is valid UTF-16 on its own and line breaks never straddle chunks.
    @inline(__always)
    static func isValidCut(_ units: UnsafePointer<UInt16>, _ p: Int) -> Bool {
        let before = units[p - 1]
        return !UTF16.isLeadSurrogate(before) && !(before == 0x0D && units[p] == 0x0A)
    }

    /// Cuts `units[0..<count]` into chunks of at most `maxChunk` code units each, as even as the
    /// valid cut points allow.
    ///
    /// - Returns: The new chunks, in order (at least one).
    static func makeLeaves(_ units: UnsafePointer<UInt16>, count: Int) -> [TextChunk] {
        let maxChunk = RopeConfiguration.maxChunk
        if count <= maxChunk {
            return [TextChunk(copying: UnsafeBufferPointer(start: units, count: count))]
        }
        // One unit of slack: a cut that would split a pair or a CRLF moves one unit back, so a piece
        // may grow by one over the even share.
        let pieces = (count + maxChunk - 2) / (maxChunk - 1)
        var leaves: [TextChunk] = []
        leaves.reserveCapacity(pieces)
        var start = 0
        for k in 1...pieces {
            var cut = k == pieces ? count : (count * k) / pieces
            if cut < count && !isValidCut(units, cut) { cut -= 1 }
            precondition(cut > start && cut - start <= maxChunk, "bad cut \(cut) after \(start) of \(count)")
            leaves.append(TextChunk(copying: UnsafeBufferPointer(start: units + start, count: cut - start)))
            start = cut
        }
        return leaves
    }

    /// Replaces `lo..<hi` of the units with `source` in place, leaving line breaks to the caller.
    ///
    /// - Precondition: the result fits in `maxChunk`.
    @inline(__always)
    mutating func splice(_ lo: Int, _ hi: Int, with source: UnsafeBufferPointer<UInt16>) {
        let newCount = count - (hi - lo) + source.count
        assert(newCount <= RopeConfiguration.maxChunk, "leaf overflow: \(newCount) > \(RopeConfiguration.maxChunk)")
        // Shrinking moves the buffer after the edit, growing before it.
        if newCount > capacity { reserve(newCount) }
        let units = self.units!
        let tail = count - hi
        if tail > 0 && hi != lo + source.count {
            memmove(units + lo + source.count, units + hi, tail * 2)
        }
        if let base = source.baseAddress, source.count > 0 {
            // A keystroke's unit or two are stored directly: a memcpy call for one unit cost 6-11
            // instructions an edit (callgrind, the four traces, rope alone).
            if source.count <= 4 {
                for k in 0..<source.count { units[lo &+ k] = base[k] }
            } else {
                memcpy(units + lo, base, source.count * 2)
            }
        }
        count = newCount
        if capacity - newCount > 2 * RopeConfiguration.capacityStep { reserve(newCount) }
    }
}

/// A node of the rope.
typealias RopeNode = BTreeNode<TextChunk>

extension BTreeNode where Leaf == TextChunk {
    /// A leaf's code units; nil for an inner node.
    @inline(__always)
    var units: UnsafeMutablePointer<UInt16>? { leaf.units }

    /// UTF-16 code units below this node.
    @inline(__always)
    var count: Int { summary.count }

    /// Line breaks below this node.
    @inline(__always)
    var lineBreaks: Int { summary.lineBreaks }

    /// Applies an edit that overflows the leaf child at `index` by splitting it in two at a valid cut
    /// near the middle, the second half becoming a new child right after it.
    ///
    /// - Precondition: this node is unique and has room for one more child; the child is a unique
    ///   leaf; the edited text fits in two leaves. This node's own summary already includes the
    ///   edit (the caller added the deltas on the way down).
    /// - Returns: The number of code units the first half keeps.
    func splitChild(at index: Int, replacing lo: Int, _ hi: Int, with source: UnsafeBufferPointer<UInt16>) -> Int {
        let leaf = entries[index].node
        let units = leaf.units!
        let oldCount = leaf.leaf.count
        let total = oldCount - (hi - lo) + source.count
        precondition(entries.count < RopeConfiguration.maxChildren && total <= 2 * RopeConfiguration.maxChunk,
                     "split of \(total) units under a node with \(entries.count) children")
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: total) { merged in
            let base = merged.baseAddress!
            base.initialize(from: units, count: lo)
            if let from = source.baseAddress { (base + lo).initialize(from: from, count: source.count) }
            (base + lo + source.count).initialize(from: units + hi, count: oldCount - hi)
            let editEnd = lo + source.count
            var cut = total / 2
            if !TextChunk.isValidCut(base, cut) { cut -= 1 }
            // `units` is the leaf's buffer before any resize; the merged copy is the source now.
            // The first part keeps a step of room only when the edit ends in it, where typing goes
            // on; otherwise it is sized exactly, as the second part always is (its buffer grows
            // at the next keystroke there) (memory after a replay, bytes a unit: automerge-paper 2.82 ->
            // 2.73, sveltecomponent 2.64 -> 2.59; instructions an edit unchanged). Cutting where
            // the edit ends instead of in the middle was measured and not kept: automerge-paper
            // 2.64, but +14.5 instructions an edit on sveltecomponent and +5 on rustcode.
            leaf.leaf.count = 0
            if editEnd <= cut { leaf.leaf.reserve(cut) } else { leaf.leaf.reserveExactly(cut) }
            leaf.units!.update(from: base, count: cut)
            leaf.leaf.count = cut
            leaf.recomputeSummary()
            let second = RopeNode.make(leaf: TextChunk(copying: UnsafeBufferPointer(start: base + cut, count: total - cut)))
            entries[index].summary = leaf.summary
            insertEntry(BTreeEntry(second), at: index + 1)
            return cut
        }
    }
}
