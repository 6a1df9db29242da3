/// A window of a rope as a break iterator's text: what the chunk callback's context points at.
///
/// ICU's break iterators take `Int32` offsets, so a rope longer than that is seen through a window
/// around the queried offset (rope offsets `base ..< base + count`); for every other rope the window
/// is the whole rope. Chunks come straight from the rope's leaves, clipped to the window, so a query
/// never copies text.
struct RopeBreakText {
    /// The rope; holding it keeps its chunks alive and unchanged for the query.
    let rope: Rope
    /// The rope offset of the window's first code unit.
    let base: Int
    /// The window's length in code units.
    let count: Int

    /// The window of `rope` around `offset`, at most `limit` code units long, with both ends on
    /// scalar boundaries.
    ///
    /// - Parameters:
    ///   - rope: The text.
    ///   - offset: A rope offset the window must hold well inside it.
    ///   - limit: The longest window; `Int32.max` except in tests.
    init(rope: Rope, around offset: Int, limit: Int = Int(Int32.max)) {
        precondition(limit >= 2, "break text window limit \(limit) is too small")
        self.rope = rope
        let total = rope.count
        if total <= limit {
            base = 0
            count = total
            return
        }
        let offset = Swift.max(0, Swift.min(offset, total))
        var start = Swift.max(0, Swift.min(offset - limit / 2, total - limit))
        start = rope.scalarBoundary(atOrAfter: start)
        var end = Swift.min(total, start + limit)
        end = rope.scalarBoundary(atOrBefore: end)
        base = start
        count = end - start
    }

    /// Fills the callback's out-parameters with the chunk holding window offset `index` (for
    /// `index == count` the window's last chunk), clipped to the window.
    ///
    /// - Returns: 0, as `CUChunkCallback` expects on success.
    func chunk(at index: Int, _ chunk: UnsafeMutablePointer<UnsafePointer<UInt16>?>,
               _ chunkStart: UnsafeMutablePointer<Int64>, _ chunkLength: UnsafeMutablePointer<Int64>) -> Int32 {
        assert(index >= 0 && index <= count, "break text index \(index) outside 0...\(count)")
        // The chunk holding the window's end may begin right at it, so the end asks for the chunk
        // before it; the rope's own last chunk serves the end of the rope and the empty rope.
        let ropeOffset = index == count && count > 0 ? base + index - 1 : base + index
        let found = rope.chunk(containing: ropeOffset)
        let lower = Swift.max(found.start, base)
        let upper = Swift.min(found.start + found.count, base + count)
        chunk.pointee = found.base + (lower - found.start)
        chunkStart.pointee = Int64(lower - base)
        chunkLength.pointee = Int64(Swift.max(0, upper - lower))
        return 0
    }
}
