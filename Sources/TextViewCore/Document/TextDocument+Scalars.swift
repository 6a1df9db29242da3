// Reading scalars in place, for the editor's rules that look at what a cluster or a word segment is
// made of. Chunks never split a surrogate pair, so each chunk piece decodes on its own.
extension TextDocument {
    /// Calls `body` with each Unicode scalar in `range` and the offset where it starts, in order,
    /// until `body` returns false.
    ///
    /// - Parameters:
    ///   - range: A range within `0...length` on scalar boundaries.
    ///   - body: Called with a scalar and its offset; returns whether to go on.
    /// - Complexity: O(log n + k) for k code units read.
    func forEachScalar(in range: Range<Int>, _ body: (Unicode.Scalar, Int) -> Bool) {
        var offset = range.lowerBound
        rope.forEachChunk(in: range) { chunk in
            var i = 0
            while i < chunk.count {
                let unit = chunk[i]
                let scalar: Unicode.Scalar
                let width: Int
                if UTF16.isLeadSurrogate(unit) && i + 1 < chunk.count && UTF16.isTrailSurrogate(chunk[i + 1]) {
                    let lead = UInt32(unit) - 0xD800
                    scalar = Unicode.Scalar(0x10000 + (lead << 10) + (UInt32(chunk[i + 1]) - 0xDC00)) ?? "\u{FFFD}"
                    width = 2
                } else {
                    // Storage holds valid UTF-16, so this is never a lone surrogate; U+FFFD if it were.
                    scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
                    width = 1
                }
                if !body(scalar, offset) { return false }
                offset += width
                i += width
            }
            return true
        }
    }
}
