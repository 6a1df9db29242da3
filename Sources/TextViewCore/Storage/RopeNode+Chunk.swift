#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension RopeNode {
    /// Whether a chunk may end between `units[p - 1]` and `units[p]`: never inside a surrogate pair
    /// or a CRLF, so that every chunk is valid UTF-16 on its own and line breaks never straddle chunks.
    @inline(__always)
    static func isValidCut(_ units: UnsafePointer<UInt16>, _ p: Int) -> Bool {
        let before = units[p - 1]
        return !UTF16.isLeadSurrogate(before) && !(before == 0x0D && units[p] == 0x0A)
    }

    /// Cuts `units[0..<count]` into leaves of at most `maxChunk` code units each, as even as the
    /// valid cut points allow.
    ///
    /// - Returns: The new leaves, in order (at least one).
    static func makeLeaves(_ units: UnsafePointer<UInt16>, count: Int) -> [RopeNode] {
        let maxChunk = RopeConfiguration.maxChunk
        if count <= maxChunk {
            return [RopeNode(leafCopying: UnsafeBufferPointer(start: units, count: count))]
        }
        // One unit of slack: a cut that would split a pair or a CRLF moves one unit back, so a piece
        // may grow by one over the even share.
        let pieces = (count + maxChunk - 2) / (maxChunk - 1)
        var leaves: [RopeNode] = []
        leaves.reserveCapacity(pieces)
        var start = 0
        for k in 1...pieces {
            var cut = k == pieces ? count : (count * k) / pieces
            if cut < count && !isValidCut(units, cut) { cut -= 1 }
            precondition(cut > start && cut - start <= maxChunk, "bad cut \(cut) after \(start) of \(count)")
            leaves.append(RopeNode(leafCopying: UnsafeBufferPointer(start: units + start, count: cut - start)))
            start = cut
        }
        return leaves
    }

    /// Replaces `lo..<hi` of this leaf's units with `source` in place, leaving `lineBreaks` to
    /// the caller.
    ///
    /// - Precondition: the result fits in `maxChunk`.
    @inline(__always)
    func spliceUnits(_ lo: Int, _ hi: Int, with source: UnsafeBufferPointer<UInt16>) {
        let units = self.units!
        let newCount = count - (hi - lo) + source.count
        assert(newCount <= RopeConfiguration.maxChunk, "leaf overflow: \(newCount) > \(RopeConfiguration.maxChunk)")
        let tail = count - hi
        if tail > 0 && hi != lo + source.count {
            memmove(units + lo + source.count, units + hi, tail * 2)
        }
        if let base = source.baseAddress, source.count > 0 {
            memcpy(units + lo, base, source.count * 2)
        }
        count = newCount
    }

    /// Replaces `lo..<hi` of this leaf's units with `source` in place and updates `lineBreaks`.
    ///
    /// - Precondition: the result fits in `maxChunk`.
    func replaceInLeaf(_ lo: Int, _ hi: Int, with source: UnsafeBufferPointer<UInt16>) {
        lineBreaks += Rope.lineBreakDelta(units!, count: count, replacing: lo, hi, with: source)
        spliceUnits(lo, hi, with: source)
    }
}
