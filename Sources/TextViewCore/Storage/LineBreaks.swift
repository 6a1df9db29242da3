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
        while i < end {
            let u = units[i]
            if u <= 0x0D {
                if u == 0x0A {
                    n &+= 1
                } else if u == 0x0D {
                    if i + 1 >= limit || units[i + 1] != 0x0A { n &+= 1 }
                }
            } else if u == 0x85 || u == 0x2028 || u == 0x2029 {
                n &+= 1
            }
            i &+= 1
        }
        return n
    }

    /// The position just after the `k`-th break (1-based) in `units[0..<count]`, or nil when it has
    /// fewer than `k` breaks.
    static func endOfBreak(_ k: Int, in units: UnsafePointer<UInt16>, count: Int) -> Int? {
        var seen = 0
        var i = 0
        while i < count {
            let u = units[i]
            i &+= 1
            if u <= 0x0D {
                if u == 0x0A || (u == 0x0D && (i >= count || units[i] != 0x0A)) { seen &+= 1 }
            } else if u == 0x85 || u == 0x2028 || u == 0x2029 {
                seen &+= 1
            }
            if seen == k { return i }
        }
        return nil
    }
}
