extension Rope {
    /// Whether `range` holds a unit that may be part of a line break (LF, CR, NEL, U+2028,
    /// U+2029), eight units at a time through ordinary text (``LineBreaks/nextCandidate(in:from:)``).
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
            found = LineBreaks.nextCandidate(in: chunk, from: 0) != nil
            return !found
        }
        return found
    }
}
