// Unsafe in this file: a chunk is found without retaining the nodes on the way (the rope value keeps
// them alive) and lent to a closure; the unit reader keeps a chunk pointer, valid because it holds
// the rope it points into and the rope is a value nothing can mutate under it (a49c1c4: the editor
// replay of automerge-paper 4,517 -> 4,392 instructions an edit).

extension Rope {
    /// Calls `body` with the chunk holding `offset` and the offset where the chunk starts: the
    /// way readers outside storage see the text in place. For `offset == count` it is the last
    /// chunk (an empty rope gives an empty chunk). The buffer is valid only inside `body`.
    ///
    /// Found through the finger when it holds `offset` (the caret's neighbourhood), else by a
    /// descent that holds no references; inlined, the closure costs nothing over a returned
    /// pointer (callgrind, public edit per patch: the same count).
    ///
    /// - Complexity: O(log n), with no search when the finger holds `offset`.
    @inline(__always)
    func withChunk<R>(containing offset: Int, _ body: (_ units: UnsafeBufferPointer<UInt16>, _ start: Int) throws -> R) rethrows -> R {
        let chunk = offset < count ? peekChunk(containing: offset) : lastChunk(endingAt: offset)
        return try body(UnsafeBufferPointer(start: chunk.base, count: chunk.count), chunk.start)
    }

    /// The last chunk, for `offset == count`.
    private func lastChunk(endingAt offset: Int) -> (base: UnsafePointer<UInt16>, start: Int, count: Int) {
        let (leaf, start) = leaf(containing: offset)
        return (UnsafePointer(leaf.units!), start, leaf.count)
    }

    /// The chunk holding `offset` (`0 <= offset < count`), found through the finger when the
    /// finger's leaf holds it (right after an edit, the units around it are there), else by a
    /// descent that holds no references. The pointer is valid while this rope value is alive and
    /// unmutated; it stays in storage (readers elsewhere get ``withChunk(containing:_:)``).
    ///
    /// The attribute layer reads the units next to every edit (is the character before it a line
    /// break?); this keeps those reads off the keystroke's cost.
    ///
    /// - Complexity: O(log n), with no search when the finger holds `offset`.
    fileprivate func peekChunk(containing offset: Int) -> (base: UnsafePointer<UInt16>, start: Int, count: Int) {
        precondition(offset >= 0 && offset < count, "offset \(offset) out of bounds 0..<\(count)")
        if finger.covers(offset) {
            return finger.path.location(in: tree.root, start: finger.start).withNode {
                (UnsafePointer($0.units!), finger.start, $0.leaf.count)
            }
        }
        // The shared descent, which scans each node from its nearer end.
        let found = BTreePath.descend(in: tree.root, toOffset: offset)
        return found.withNode { (UnsafePointer($0.units!), found.start, $0.leaf.count) }
    }

    /// The code unit at `offset`, read like ``peekChunk(containing:)``.
    ///
    /// - Precondition: `0 <= offset < count`.
    /// - Complexity: O(log n), with no search when the finger holds `offset`.
    @inline(__always)
    func unit(at offset: Int) -> UInt16 {
        let chunk = peekChunk(containing: offset)
        return chunk.base[offset - chunk.start]
    }
}

extension Rope {
    /// Reads code units of a rope one at a time, keeping the chunk it read last: the comparisons
    /// of a search read a few units at a time, mostly in the same chunk. The chunk's pointer stays
    /// inside this reader, which holds the rope it points into.
    struct UnitReader {
        let rope: Rope
        private var base: UnsafePointer<UInt16>?
        private var start = 0
        private var end = 0

        /// A reader of `rope`, holding no chunk yet.
        init(rope: Rope) {
            self.rope = rope
        }

        /// The unit at `offset`, which must be in `0..<rope.count`.
        mutating func unit(at offset: Int) -> UInt16 {
            if offset < start || offset >= end || base == nil {
                let chunk = rope.peekChunk(containing: offset)
                base = chunk.base
                start = chunk.start
                end = chunk.start + chunk.count
            }
            return base![offset - start]
        }

        /// The scalar starting at `offset` (a lone surrogate, which storage never holds, reads as
        /// U+FFFD).
        mutating func scalar(at offset: Int) -> Unicode.Scalar {
            let lead = unit(at: offset)
            if UTF16.isLeadSurrogate(lead), offset + 1 < rope.count {
                let trail = unit(at: offset + 1)
                if UTF16.isTrailSurrogate(trail) {
                    let value = 0x10000 + ((UInt32(lead) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
                    return Unicode.Scalar(value) ?? "\u{FFFD}"
                }
            }
            return Unicode.Scalar(lead) ?? "\u{FFFD}"
        }
    }
}
