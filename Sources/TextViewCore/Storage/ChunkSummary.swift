/// What the rope's nodes cache: UTF-16 code units and line breaks.
struct ChunkSummary: BTreeSummary, CustomStringConvertible {
    /// UTF-16 code units.
    var count: Int
    /// Line breaks (a CRLF counts once).
    var lineBreaks: Int

    static var zero: ChunkSummary { ChunkSummary(count: 0, lineBreaks: 0) }

    @inline(__always)
    var length: Int { count }

    // Wrapping arithmetic: counts are bounded by the units in memory, far from Int's range, and an
    // edit adds a delta on every level (the overflow checks cost 46 instructions an edit, callgrind,
    // automerge-paper, rope alone).
    @inline(__always)
    static func + (lhs: ChunkSummary, rhs: ChunkSummary) -> ChunkSummary {
        ChunkSummary(count: lhs.count &+ rhs.count, lineBreaks: lhs.lineBreaks &+ rhs.lineBreaks)
    }

    @inline(__always)
    static func - (lhs: ChunkSummary, rhs: ChunkSummary) -> ChunkSummary {
        ChunkSummary(count: lhs.count &- rhs.count, lineBreaks: lhs.lineBreaks &- rhs.lineBreaks)
    }

    var description: String { "\(count) units, \(lineBreaks) breaks" }
}

/// The rope's line metric: line breaks.
enum LineMetric: BTreeMetric {
    @inline(__always)
    static func measure(_ summary: ChunkSummary) -> Int { summary.lineBreaks }
}
