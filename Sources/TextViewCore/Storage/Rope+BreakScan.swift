extension Rope {
    /// Whether `range` holds a unit that may be part of a line break (LF, CR, NEL, U+2028,
    /// U+2029), four units at a time.
    ///
    /// - Complexity: O(log n + k) for k units.
    func containsBreakCandidate(in range: Range<Int>) -> Bool {
        if range.isEmpty { return false }
        // A short range usually lies in one chunk: one descent, then a plain scan.
        let chunk = peekChunk(containing: range.lowerBound)
        if range.upperBound <= chunk.start + chunk.count {
            for p in (range.lowerBound - chunk.start) ..< (range.upperBound - chunk.start)
                where LineBreaks.isBreakCandidate(chunk.base[p]) {
                return true
            }
            return false
        }
        var found = false
        forEachChunk(in: range) { chunk in
            let n = chunk.count
            var i = 0
            while i < n {
                if n - i >= 4 && !LineBreaks.mayHoldBreak(UnsafeRawPointer(chunk.baseAddress! + i).loadUnaligned(as: UInt64.self)) {
                    i += 4
                    continue
                }
                if LineBreaks.isBreakCandidate(chunk[i]) {
                    found = true
                    return false
                }
                i += 1
            }
            return true
        }
        return found
    }
}
