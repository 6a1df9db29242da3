// Unsafe in this file: C API: ICU reads the rope in place: the chunk callback hands it a pointer
// into the chunk, valid while the rope is alive and unmutated, which the iterator's owner guarantees
// (a copy per chunk would make every boundary query copy text).

/// A window of a rope as a break iterator's text: what the chunk callback's context points at.
///
/// ICU's break iterators take `Int32` offsets, so a rope longer than that is always seen through a
/// window around the queried offset (rope offsets `base ..< base + count`); word queries use
/// smaller windows (see `TextDocument.wordQueryWindow`). Chunks come straight from the rope's
/// leaves, clipped to the window, so a query never copies text.
struct RopeBreakText {
    /// The rope; holding it keeps its chunks alive and unchanged for the query.
    let rope: Rope
    /// The rope offset of the window's first code unit.
    let base: Int
    /// The window's length in code units.
    let count: Int
    /// Whether the window starts in the middle of text whose segmentation may depend on what came
    /// before (not at the rope's start or a line start), so boundaries just after it may be wrong.
    let cutStart: Bool
    /// Whether the window ends in the middle of text (not at the rope's end or at a line break),
    /// so boundaries just before it may be wrong.
    let cutEnd: Bool

    /// The whole rope.
    init(rope: Rope) {
        self.init(rope: rope, base: 0, count: rope.count, cutStart: false, cutEnd: false)
    }

    private init(rope: Rope, base: Int, count: Int, cutStart: Bool, cutEnd: Bool) {
        self.rope = rope
        self.base = base
        self.count = count
        self.cutStart = cutStart
        self.cutEnd = cutEnd
    }

    /// The window of `rope` around `offset`, at most `limit` code units long (2 more when its start
    /// moves back to the start of a pair of regional indicators), with both ends on scalar
    /// boundaries.
    ///
    /// - Parameters:
    ///   - rope: The text.
    ///   - offset: A rope offset the window must hold well inside it.
    ///   - limit: The longest window.
    ///   - preferLineStarts: Whether to move each end inward to a hard line break within
    ///     `lineSearch` code units of it: no break rule looks across one, so such an end is not a
    ///     cut.
    /// - Complexity: O(log n + lineSearch + regionalIndicatorLookBehind) at worst.
    init(rope: Rope, around offset: Int, limit: Int, preferLineStarts: Bool = false) {
        precondition(limit >= 2, "break text window limit \(limit) is too small")
        let total = rope.count
        if total <= limit {
            self.init(rope: rope)
            return
        }
        let offset = Swift.max(0, Swift.min(offset, total))
        var start = Swift.max(0, Swift.min(offset - limit / 2, total - limit))
        var end = start + limit
        var startIsSafe = start == 0
        var endIsSafe = end == total
        if !startIsSafe {
            // After the first line break from just before `start`, leaving text before `offset`
            // for "the boundary before".
            if preferLineStarts, let lineStart = Self.firstLineStart(rope, in: start - 1 ..< Swift.min(offset - 1, start - 1 + Self.lineSearch)), lineStart < offset {
                start = lineStart
                startIsSafe = true
            } else {
                start = rope.scalarBoundary(atOrAfter: start)
                // Regional indicators pair up from the start of their run (GB12, WB15), so a window
                // must not start between the two of a pair: that would shift every flag after it.
                start = Self.regionalIndicatorPairStart(rope, atOrBefore: start)
            }
        }
        if !endIsSafe {
            // At the last line break before `end`, staying after `offset`.
            if preferLineStarts, let lineEnd = Self.lastLineEnd(rope, in: Swift.max(offset + 1, end - Self.lineSearch) ..< end) {
                end = lineEnd
                endIsSafe = true
            } else {
                end = rope.scalarBoundary(atOrBefore: end)
            }
        }
        if end - start > Int(Int32.max) {
            end = rope.scalarBoundary(atOrBefore: start + Int(Int32.max))
            endIsSafe = false
        }
        self.init(rope: rope, base: start, count: end - start, cutStart: !startIsSafe, cutEnd: !endIsSafe)
    }

    /// How far from a window's end to look for a line break to end it at.
    static let lineSearch = 256

    /// Code units that end a line for the break rules (LF, VT, FF, CR, NEL, LS, PS): a boundary
    /// comes before and after them whatever surrounds them (GB4, GB5, WB3a, WB3b), except inside
    /// a CRLF.
    static func isHardLineBreak(_ unit: UInt16) -> Bool {
        (unit >= 0x0A && unit <= 0x0D) || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }

    /// The position just after the first line break that starts in `range` (after the LF of a
    /// CRLF), or `nil`.
    static func firstLineStart(_ rope: Rope, in range: Range<Int>) -> Int? {
        guard !range.isEmpty else { return nil }
        var position = range.lowerBound
        var found: Int?
        rope.forEachChunk(in: range) { chunk in
            for unit in chunk {
                if isHardLineBreak(unit) {
                    found = position
                    return false
                }
                position += 1
            }
            return true
        }
        guard let found else { return nil }
        return rope[found] == 0x0D && found + 1 < rope.count && rope[found + 1] == 0x0A ? found + 2 : found + 1
    }

    /// A window end at the last line break in `range`: just after it, or just before it when it
    /// is a CR (whose LF may lie beyond); `nil` when there is none.
    static func lastLineEnd(_ rope: Rope, in range: Range<Int>) -> Int? {
        guard !range.isEmpty else { return nil }
        var position = range.lowerBound
        var found: Int?
        var foundUnit: UInt16 = 0
        rope.forEachChunk(in: range) { chunk in
            for unit in chunk {
                if isHardLineBreak(unit) {
                    found = position
                    foundUnit = unit
                }
                position += 1
            }
            return true
        }
        guard let found else { return nil }
        return foundUnit == 0x0D ? found : found + 1
    }

    /// The window of `rope` from `start`, a boundary of the rules it will be read with, at most
    /// `limit` code units long: text before a boundary never changes a boundary after it, so the
    /// start is not a cut; the end is, unless it is the rope's end or (within ``lineSearch``) a
    /// line break.
    ///
    /// - Complexity: O(log n + lineSearch).
    init(rope: Rope, from start: Int, limit: Int) {
        precondition(limit >= 2 && start >= 0 && start <= rope.count, "break text window from \(start) with limit \(limit) in 0...\(rope.count)")
        var end = Swift.min(rope.count, start + Swift.min(limit, Int(Int32.max)))
        var endIsSafe = end == rope.count
        if !endIsSafe {
            if let lineEnd = Self.lastLineEnd(rope, in: Swift.max(start + 1, end - Self.lineSearch) ..< end) {
                end = lineEnd
                endIsSafe = true
            } else {
                end = Swift.max(start, rope.scalarBoundary(atOrBefore: end))
            }
        }
        self.init(rope: rope, base: start, count: end - start, cutStart: false, cutEnd: !endIsSafe)
    }

    /// How far back a window start inside a run of regional indicators looks for the run's start
    /// to pair them up, in code units (1,024 flags).
    ///
    /// Pairing depends on every indicator back to the start of the run (GB12, GB13, WB15, WB16),
    /// so exact pairing would cost the run's length per query. Inside a longer run, pairs are
    /// counted from a fixed grid instead (a pair starts at every indicator whose offset divided by
    /// 2 is even, which is exact when the run starts at such an offset), so every query agrees
    /// and one costs O(1) however long the run is.
    static let regionalIndicatorLookBehind = 4_096

    /// Whether the code units at `offset` and after are a regional indicator (U+1F1E6...U+1F1FF).
    static func isRegionalIndicator(_ rope: Rope, at offset: Int) -> Bool {
        offset >= 0 && offset + 2 <= rope.count && rope[offset] == 0xD83C && (0xDDE6 ... 0xDDFF).contains(rope[offset + 1])
    }

    /// Where a window that would start at `offset` must start so that the regional indicators
    /// after it pair up as in the whole text: `offset` itself unless a regional indicator starts
    /// there after an odd number of them, else 2 code units earlier (see
    /// ``regionalIndicatorLookBehind`` for runs longer than it).
    ///
    /// - Parameter offset: A scalar boundary.
    /// - Complexity: O(log n + regionalIndicatorLookBehind) at worst.
    static func regionalIndicatorPairStart(_ rope: Rope, atOrBefore offset: Int) -> Int {
        guard isRegionalIndicator(rope, at: offset) else { return offset }
        var position = offset
        let floor = Swift.max(0, offset - regionalIndicatorLookBehind)
        while position - 2 >= floor {
            let stopped = rope.withChunk(containing: position - 1) { chunk, start in
                var local = position - start
                let lowest = Swift.max(0, floor - start)
                // Chunks never split a surrogate pair, so a pair is read within one chunk.
                while local - 2 >= lowest && chunk[local - 2] == 0xD83C && (0xDDE6 ... 0xDDFF).contains(chunk[local - 1]) {
                    local -= 2
                }
                position = start + local
                return local > lowest
            }
            if stopped { break }
        }
        if !isRegionalIndicator(rope, at: position - 2) {
            // `position` starts the run.
            return (offset - position) % 4 == 0 ? offset : offset - 2
        }
        return (offset >> 1) & 1 == 0 ? offset : offset - 2
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
        return rope.withChunk(containing: ropeOffset) { found, start in
            let lower = Swift.max(start, base)
            let upper = Swift.min(start + found.count, base + count)
            // ICU reads the chunk in place after this returns: the pointer is valid while the
            // rope this text holds is alive and unmutated, which is the text's whole life.
            chunk.pointee = UnsafePointer(found.baseAddress!) + (lower - start)
            chunkStart.pointee = Int64(lower - base)
            chunkLength.pointee = Int64(Swift.max(0, upper - lower))
            return 0
        }
    }
}
