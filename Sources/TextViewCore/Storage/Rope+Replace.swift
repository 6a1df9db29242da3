// Unsafe in this file: the replacement's units arrive as a buffer lent for the call (a stack
// temporary for short text, so a keystroke allocates nothing) and are copied into the leaf.

extension Rope {
    /// Replaces `range` with the UTF-16 of `string`.
    ///
    /// - Precondition: `range` lies in `0...count` on scalar boundaries.
    /// - Returns: The range replaced, widened to scalar boundaries (see ``replace(_:withUTF16:)``).
    @discardableResult @inline(__always)
    mutating func replace(_ range: Range<Int>, with string: String) -> Range<Int> {
        let utf8Count = string.utf8.count
        // A deletion and a typed ASCII character, most edits, skip the buffer and the decoder
        // (callgrind, automerge-paper, rope alone: 22 instructions an edit).
        if utf8Count == 0 {
            return replace(range, withUTF16: UnsafeBufferPointer(start: nil, count: 0))
        }
        if utf8Count == 1 {
            // One UTF-8 byte is an ASCII character.
            var unit = UInt16(string.utf8[string.utf8.startIndex])
            return withUnsafePointer(to: &unit) { replace(range, withUTF16: UnsafeBufferPointer(start: $0, count: 1)) }
        }
        // A string's UTF-16 is never longer than its UTF-8, so this buffer always fits; typing stays
        // on the stack.
        let capacity = UTF8Decoder.outputCapacity(forInputCount: utf8Count)
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity) { buffer in
            let n = string.utf8.withContiguousStorageIfAvailable { bytes in
                // Typing: a short ASCII string is its own UTF-16, byte for byte; widening it here
                // skips the repairing decoder's setup (a String is valid UTF-8 already).
                if bytes.count <= 16 {
                    var ascii = true
                    for k in 0..<bytes.count {
                        let byte = bytes[k]
                        ascii = ascii && byte < 0x80
                        buffer[k] = UInt16(byte)
                    }
                    if ascii { return bytes.count }
                }
                var decoder = UTF8Decoder()
                return decoder.decode(bytes, into: buffer)
            } ?? {
                var n = 0
                for unit in string.utf16 {
                    buffer[n] = unit
                    n += 1
                }
                return n
            }()
            return replace(range, withUTF16: UnsafeBufferPointer(start: buffer.baseAddress, count: n))
        }
    }

    /// Replaces `range`, widened outward to Unicode scalar boundaries, with the code units of
    /// `source`; an empty range inside a surrogate pair moves to the pair's start.
    ///
    /// Edits that stay inside one leaf (found through the finger when it is the last leaf touched)
    /// are done in place; others go through the general remove-then-insert path, which rebalances.
    /// The widening happens here because the leaf that the edit finds anyway holds both ends (a
    /// surrogate pair never straddles two leaves), so it costs no extra lookup.
    ///
    /// - Precondition: `range` lies in `0...count`, and `source` is valid UTF-16.
    /// - Returns: The range replaced, after widening (attribute runs follow it exactly).
    /// - Complexity: O(log n + m) for m inserted units.
    @discardableResult @inline(__always)
    mutating func replace(_ range: Range<Int>, withUTF16 source: UnsafeBufferPointer<UInt16>) -> Range<Int> {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "replace range \(range) out of bounds 0...\(count)")
        if range.isEmpty && source.isEmpty { return range }
        tree.makeRootUnique()
        // Inlined into its callers down to here, so that a keystroke makes one call into the rope
        // (the in-place edit), not three (callgrind, the public edit of automerge-paper with the
        // probe's call: 586 -> 558 instructions a patch, and 542 with `replace(_:with:)` inlined).
        if let done = replaceInOneLeaf(range, with: source) { return done }
        return replaceAcrossLeaves(range, with: source)
    }

    /// The general path of ``replace(_:withUTF16:)``: remove, then insert, then repair the seams.
    @inline(never)
    private mutating func replaceAcrossLeaves(_ range: Range<Int>, with source: UnsafeBufferPointer<UInt16>) -> Range<Int> {
        let lower = scalarBoundary(atOrBefore: range.lowerBound)
        let range = lower ..< (range.isEmpty ? lower : scalarBoundary(atOrAfter: range.upperBound))
        finger = .nowhere
        tree.remove(range)
        if !source.isEmpty {
            tree.insert(source, at: range.lowerBound)
        }
        repairSeam(at: range.lowerBound)
        repairSeam(at: range.lowerBound + source.count)
        return range
    }

    /// The in-place path: finds the leaf holding `range` (through the finger when it can), and edits
    /// it when the result still fits, keeps the leaf's minimum size, and cannot make a CRLF straddle
    /// two leaves.
    ///
    /// Everything is decided from a read-only look at the leaf; then one pass down the path makes
    /// each node unique, adds the count and line deltas, and edits the leaf. No recursion and no
    /// second visit, because a keystroke is this path.
    ///
    /// - Returns: The range replaced (widened to scalars) when the edit was done, else nil.
    private mutating func replaceInOneLeaf(_ range: Range<Int>, with source: UnsafeBufferPointer<UInt16>) -> Range<Int>? {
        var lo = range.lowerBound
        var hi = range.upperBound
        let location: BTreeLocation<TextChunk>
        if finger.covers(lo ..< hi) {
            location = finger.path.location(in: tree.root, start: finger.start)
        } else {
            guard let found = BTreePath.find(in: tree.root, from: lo, to: hi, preferEarlier: true),
                  BTreePath.canDescribe(height: found.path.height) else { return nil }
            location = found
        }
        let path = location.path
        let height = path.height
        let leafStart = location.start
        let (units, leafCount) = location.withNode { ($0.units!, $0.leaf.count) }
        // Widen to scalar boundaries inside the leaf: a pair never straddles leaves, so the leaf's
        // first unit is never a trail surrogate and the widened range stays in the leaf.
        // An empty range is a caret: it moves to the pair's start rather than swallowing the pair.
        let isCaret = lo == hi
        if lo - leafStart < leafCount && UTF16.isTrailSurrogate(units[lo - leafStart]) { lo -= 1 }
        if isCaret {
            hi = lo
        } else if hi - leafStart < leafCount && UTF16.isTrailSurrogate(units[hi - leafStart]) {
            hi += 1
        }
        let localLo = lo - leafStart
        let localHi = hi - leafStart
        guard localHi <= leafCount else { return nil }
        let newCount = leafCount - (localHi - localLo) + source.count
        // An overflowing leaf splits in two here when its parent has room for the new half (one
        // descent, no rebalancing); anything larger goes to the general path.
        let splits = newCount > RopeConfiguration.maxChunk
        if splits {
            guard height > 0, newCount <= 2 * RopeConfiguration.maxChunk - 2 else { return nil }
            let parentChildren = path.withParentOfLeaf(in: tree.root) { $0.entries.count }
            guard parentChildren < RopeConfiguration.maxChildren else { return nil }
        }
        guard newCount >= RopeConfiguration.minChunk || leafCount == count else { return nil }
        // A CRLF must not straddle two leaves: refuse an LF arriving at the front of a leaf that has
        // a neighbour before it, or a CR arriving at the end of one with a neighbour after.
        if localLo == 0 && leafStart != 0 {
            let first = source.first ?? (localHi < leafCount ? units[localHi] : 0)
            if first == 0x0A { return nil }
        }
        if localHi == leafCount && leafStart + leafCount != count {
            let last = source.last ?? (localLo > 0 ? units[localLo - 1] : 0)
            if last == 0x0D { return nil }
        }
        let lineDelta = Rope.isQuietKeystroke(units, replacing: localLo, localHi, with: source)
            ? 0 : Rope.lineBreakDelta(units, count: leafCount, replacing: localLo, localHi, with: source)

        // Write pass: the root is already unique (the caller made it so).
        let delta = ChunkSummary(count: newCount - leafCount, lineBreaks: lineDelta)
        if splits {
            let index = path[height - 1]
            let firstCount = path.makeUnique(in: tree.root, adding: delta) { parent, _ in
                parent.splitChild(at: index, replacing: localLo, localHi, with: source)
            }
            // The finger follows the end of the edit, where typing goes on.
            if localLo + source.count > firstCount {
                finger = BTreeFinger(leafAt: path.nextSibling(), start: leafStart + firstCount, length: newCount - firstCount)
            } else {
                finger = BTreeFinger(leafAt: path, start: leafStart, length: firstCount)
            }
            return lo ..< hi
        }
        path.makeUnique(in: tree.root, adding: delta) { _, leaf in
            leaf.leaf.splice(localLo, localHi, with: source)
        }
        finger = BTreeFinger(leafAt: path, start: leafStart, length: newCount)
        return lo ..< hi
    }

    /// Whether replacing `lo..<hi` of a chunk with `source` is a keystroke that cannot change the
    /// line-break count: at most one unit out and one in, neither a break candidate, after a unit
    /// that is not one either (so no CR gains or loses its LF). Typing and backspacing are this
    /// case; it spares them ``lineBreakDelta(_:count:replacing:_:with:)``'s call and loops.
    ///
    /// Transparent, not `@inline(__always)`: the compiler kept that as a call (callgrind, the
    /// public edit of automerge-paper: 612 -> 586 instructions a patch once inlined).
    @_transparent
    static func isQuietKeystroke(
        _ units: UnsafePointer<UInt16>, replacing lo: Int, _ hi: Int, with source: UnsafeBufferPointer<UInt16>
    ) -> Bool {
        guard hi &- lo <= 1 && source.count <= 1 else { return false }
        let space: UInt16 = 0x20
        let before = lo > 0 ? units[lo &- 1] : space
        let removed = hi > lo ? units[lo] : space
        let inserted = source.count == 1 ? source[0] : space
        // Every break candidate is below U+000E or above U+0084, so one wrapping comparison a unit
        // clears ordinary text (callgrind, the four traces, rope alone: this test cost 45
        // instructions an edit through three exact checks).
        let plain: UInt16 = 0x85 &- 0x0E
        if before &- 0x0E < plain && removed &- 0x0E < plain && inserted &- 0x0E < plain { return true }
        return !LineBreaks.isBreakCandidate(before) && !LineBreaks.isBreakCandidate(removed)
            && !LineBreaks.isBreakCandidate(inserted)
    }

    /// How many line breaks replacing `lo..<hi` of a chunk with `source` adds (negative: removes),
    /// computed without touching the chunk: besides the edited units only the unit before the edit
    /// (a CR whose LF may come or go) and the unit after it (a look-ahead) matter.
    @inline(__always)
    static func lineBreakDelta(
        _ units: UnsafePointer<UInt16>, count: Int, replacing lo: Int, _ hi: Int,
        with source: UnsafeBufferPointer<UInt16>
    ) -> Int {
        var removed = LineBreaks.count(units, from: lo, to: hi, limit: count)
        var added = 0
        let next: UInt16? = hi < count ? units[hi] : nil
        if lo > 0 && units[lo - 1] == 0x0D {
            // The CR before the edit is a break unless an LF follows it, before and after.
            if lo >= count || units[lo] != 0x0A { removed += 1 }
            if (source.first ?? next) != 0x0A { added += 1 }
        }
        if let base = source.baseAddress, source.count > 0 {
            added += LineBreaks.count(base, from: 0, to: source.count - 1, limit: source.count)
            let last = base[source.count - 1]
            if last == 0x0D {
                if next != 0x0A { added += 1 }
            } else if LineBreaks.isBreakCandidate(last) {
                added += 1
            }
        }
        return added - removed
    }

    /// Makes the CRLF around `offset`, if any, live in one leaf, by moving the LF onto the end of
    /// the leaf that ends with the CR.
    private mutating func repairSeam(at offset: Int) {
        guard offset > 0 && offset < count else { return }
        let (leaf, start) = leaf(containing: offset - 1)
        guard start + leaf.count == offset,
              leaf.units![leaf.count - 1] == 0x0D,
              self[offset] == 0x0A else { return }
        tree.remove(offset ..< offset + 1)
        var lineFeed: UInt16 = 0x0A
        withUnsafePointer(to: &lineFeed) { tree.insert(UnsafeBufferPointer(start: $0, count: 1), at: offset) }
    }
}
