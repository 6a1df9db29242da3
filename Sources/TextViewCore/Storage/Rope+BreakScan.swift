// Unsafe in this file: four units at a time from a chunk lent by `forEachChunk`, as LineBreaks.

extension Rope {
    /// Whether `range` holds a unit that may be part of a line break (LF, CR, NEL, U+2028,
    /// U+2029), four units at a time.
    ///
    /// - Complexity: O(log n + k) for k units.
    func containsBreakCandidate(in range: Range<Int>) -> Bool {
        if range.isEmpty { return false }
        // A short range usually lies in one chunk: one descent, then a plain scan.
        let inOneChunk: Bool? = withChunk(containing: range.lowerBound) { chunk, start in
            guard range.upperBound <= start + chunk.count else { return nil }
            for p in (range.lowerBound - start) ..< (range.upperBound - start)
                where LineBreaks.isBreakCandidate(chunk[p]) {
                return true
            }
            return false
        }
        if let inOneChunk { return inOneChunk }
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
