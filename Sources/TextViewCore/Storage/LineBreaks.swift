// Unsafe in this file: the scans read a chunk's units through the leaf's pointer, eight at a time
// (one unaligned 16-byte load, SIMD compares) or four (one 8-byte load), inside the storage call that
// holds the leaf: line lookups became 3x faster with the four-unit skip (066a6fb), and the eight-unit
// compares that jump straight to the first candidate halved a lookup's instructions again.

/// Line-break scanning over UTF-16 code units, shared by the rope's summaries and its line lookups.
///
/// A break is LF, CR not followed by LF, CRLF (counted once, at its LF), NEL, U+2028 or U+2029: the
/// set NSString's `lineRange(for:)` uses. Chunks never end between CR and LF, so a chunk can be
/// scanned on its own.
enum LineBreaks {
    /// Whether `unit` may start or end a line break; a cheap first filter.
    @inline(__always)
    static func isBreakCandidate(_ unit: UInt16) -> Bool {
        unit <= 0x0D ? (unit == 0x0A || unit == 0x0D) : (unit == 0x85 || unit == 0x2028 || unit == 0x2029)
    }

    /// Whether any of the four UTF-16 units packed in `word` may be a break (below U+000E, NEL,
    /// U+2028 or U+2029): SWAR tests on 16-bit lanes, exact with no false negatives, so loading and
    /// line lookups skip ordinary text four units at a time.
    @inline(__always)
    static func mayHoldBreak(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0001_0001_0001_0001
        let highs: UInt64 = 0x8000_8000_8000_8000
        // A lane below 0x0E (lanes with the high bit set are excluded by `~word`, and are not).
        let below = (word &- ones &* 0x0E) & ~word & highs
        // A lane equal to NEL, and a lane equal to U+2028 or U+2029: zero lanes after the xor.
        let nel = word ^ (ones &* 0x85)
        let separator = (word & (ones &* 0xFFFE)) ^ (ones &* 0x2028)
        let zeroNel = (nel &- ones) & ~nel & highs
        let zeroSeparator = (separator &- ones) & ~separator & highs
        return (below | zeroNel | zeroSeparator) != 0
    }

    /// Counts the breaks that end inside `start..<end` of `units`; a CR at `end - 1` is looked up
    /// against `units[end]` when `end < limit`.
    ///
    /// - Parameters:
    ///   - units: The chunk's code units.
    ///   - start: First position to scan.
    ///   - end: Position after the last one to scan.
    ///   - limit: The chunk's length, bounding the one-unit look-ahead.
    /// - Returns: The number of breaks.
    @inline(__always)
    static func count(_ units: UnsafePointer<UInt16>, from start: Int, to end: Int, limit: Int) -> Int {
        var n = 0
        var i = start
        let scanned = UnsafeBufferPointer(start: units, count: end)
        while let candidate = nextCandidate(in: scanned, from: i) {
            if endsBreak(units, candidate, count: limit) { n &+= 1 }
            i = candidate &+ 1
        }
        return n
    }

    /// The lanes of `units[i..<i + 8]` that may be a break (below U+000E, NEL, U+2028, U+2029),
    /// each all ones, as two words: lanes 0–3, then 4–7. SSE2 compares on x86, NEON on ARM.
    @inline(__always)
    static func candidateLanes(_ units: UnsafePointer<UInt16>, at i: Int) -> SIMD2<UInt64> {
        // Vector operands throughout: the scalar-operand compares of the standard library go lane
        // by lane.
        let v = UnsafeRawPointer(units + i).loadUnaligned(as: SIMD8<UInt16>.self)
        let low = v .<= SIMD8<UInt16>(repeating: 0x0D)
        let nel = v .== SIMD8<UInt16>(repeating: 0x85)
        let separator = (v | SIMD8<UInt16>(repeating: 1)) .== SIMD8<UInt16>(repeating: 0x2029)
        // Unsafe: a mask of eight 16-bit lanes is 128 bits, the two words; lane 0 in the low bits of the
        // first (every Swift platform is little-endian).
        return unsafeBitCast(low .| nel .| separator, to: SIMD2<UInt64>.self)
    }

    /// The first lane of `units[i..<i + 8]` that may be a break, or nil.
    @inline(__always)
    static func firstCandidate(_ units: UnsafePointer<UInt16>, at i: Int) -> Int? {
        let lanes = candidateLanes(units, at: i)
        if lanes[0] != 0 { return lanes[0].trailingZeroBitCount >> 4 }
        if lanes[1] != 0 { return 4 &+ lanes[1].trailingZeroBitCount >> 4 }
        return nil
    }

    /// The last lane of `units[i..<i + 8]` that may be a break, or nil.
    @inline(__always)
    static func lastCandidate(_ units: UnsafePointer<UInt16>, at i: Int) -> Int? {
        let lanes = candidateLanes(units, at: i)
        if lanes[1] != 0 { return 7 &- lanes[1].leadingZeroBitCount >> 4 }
        if lanes[0] != 0 { return 3 &- lanes[0].leadingZeroBitCount >> 4 }
        return nil
    }

    /// The first position at or after `from` in `chunk` whose unit is a break candidate
    /// (``isBreakCandidate(_:)``), or nil: eight units at a time through ordinary text. The one
    /// forward skip: counting, the forward line lookups, paragraph starts and whether a range holds
    /// a break all scan through it. (Written out in each, it measured the same: callgrind, 1 M line
    /// lookups 638.0 → 640.0 instructions a lookup with it shared, the public edit unchanged.)
    @inline(__always)
    static func nextCandidate(in chunk: UnsafeBufferPointer<UInt16>, from: Int) -> Int? {
        guard let units = chunk.baseAddress else { return nil }
        let n = chunk.count
        var i = from
        while i < n {
            if n &- i >= 8 {
                guard let lane = firstCandidate(units, at: i) else {
                    i &+= 8
                    continue
                }
                i &+= lane
            } else if n &- i >= 4 && !mayHoldBreak(UnsafeRawPointer(units + i).loadUnaligned(as: UInt64.self)) {
                i &+= 4
                continue
            }
            // The lanes flag every unit below U+000E (a tab, say): check the unit itself.
            if isBreakCandidate(units[i]) { return i }
            i &+= 1
        }
        return nil
    }

    /// Whether a break ends at `units[i]`: LF, CR not followed by LF, NEL, U+2028 or U+2029.
    @inline(__always)
    static func endsBreak(_ units: UnsafePointer<UInt16>, _ i: Int, count: Int) -> Bool {
        let u = units[i]
        if u <= 0x0D { return u == 0x0A || (u == 0x0D && (i + 1 >= count || units[i + 1] != 0x0A)) }
        return u == 0x85 || u == 0x2028 || u == 0x2029
    }

    /// The position just after the `k`-th break (1-based) that ends at or after `from` in
    /// `units[0..<count]`, or nil when fewer than `k` do; eight units at a time through ordinary
    /// text.
    @inline(__always)
    static func endOfBreak(_ k: Int, in units: UnsafePointer<UInt16>, from: Int = 0, count: Int) -> Int? {
        var seen = 0
        var i = from
        let scanned = UnsafeBufferPointer(start: units, count: count)
        while let candidate = nextCandidate(in: scanned, from: i) {
            if endsBreak(units, candidate, count: count) {
                seen &+= 1
                if seen == k { return candidate &+ 1 }
            }
            i = candidate &+ 1
        }
        return nil
    }

    /// The position just after the `k`-th break (1-based) counted backward from `before`: of the
    /// breaks ending before `before` in `units[0..<count]`, the `k`-th last; nil when fewer than
    /// `k` do. With `k == 1` it is where the line holding `before` starts, when that is in these
    /// units.
    @inline(__always)
    static func endOfBreak(_ k: Int, in units: UnsafePointer<UInt16>, backwardFrom before: Int, count: Int) -> Int? {
        var seen = 0
        var i = before &- 1
        while i >= 0 {
            if i >= 7 {
                // The eight units ending at `i`: straight to the last that may be a break.
                guard let lane = lastCandidate(units, at: i &- 7) else {
                    i &-= 8
                    continue
                }
                i = i &- 7 &+ lane
            } else if i >= 3 && !mayHoldBreak(UnsafeRawPointer(units + i - 3).loadUnaligned(as: UInt64.self)) {
                i &-= 4
                continue
            }
            if endsBreak(units, i, count: count) {
                seen &+= 1
                if seen == k { return i &+ 1 }
            }
            i &-= 1
        }
        return nil
    }
}
