import Foundation

// Grapheme clusters and words, from ICU's rules (Unicode 15.0 with Debian's ICU 72), read in place
// from the rope. Every query costs O(log n) plus what ICU reads around the offset: the length of the
// cluster or word there, never the document.
extension TextDocument {
    /// The range of the extended grapheme cluster (user-perceived character) holding `location`.
    ///
    /// Like NSString's method of the same name, except that out-of-range locations are clamped
    /// instead of raising, and CRLF is one cluster (as in Swift's `Character`).
    ///
    /// - Parameter location: Any UTF-16 offset; negative values count as 0.
    /// - Returns: The whole cluster holding `location`; `{length, 0}` at or past the end.
    /// - Complexity: O(log n + k) for a cluster of k code units.
    public func rangeOfComposedCharacterSequence(at location: Int) -> NSRange {
        let x = clampedLocation(location)
        if x >= length {
            return NSRange(location: length, length: 0)
        }
        return clusterRange(containing: x)
    }

    /// `range` extended outward to grapheme cluster boundaries.
    ///
    /// The range is clamped first (``clampedRange(_:snapping:)``). As in NSString, an empty range
    /// inside the text gives the cluster at its location; an empty range at the end stays empty.
    ///
    /// - Parameter range: Any range.
    /// - Returns: The smallest range of whole clusters covering `range`; `{NSNotFound, 0}` for a
    ///   location of `NSNotFound` (where Foundation returns garbage).
    /// - Complexity: O(log n + k) for clusters of k code units at the ends.
    public func rangeOfComposedCharacterSequences(for range: NSRange) -> NSRange {
        guard let clamped = clampedRange(range, snapping: .none) else {
            return NSRange(location: NSNotFound, length: 0)
        }
        if clamped.length == 0 {
            return clamped.location < length ? clusterRange(containing: clamped.location) : clamped
        }
        let lower = clusterBoundary(atOrBefore: clamped.location)
        let upper = clusterBoundary(atOrAfter: clamped.location + clamped.length)
        return NSRange(location: lower, length: upper - lower)
    }

    /// The first word boundary after `location` (ICU word-break rules: the ends of words, of runs
    /// of spaces, of punctuation marks).
    ///
    /// - Parameter location: Any UTF-16 offset; clamped to `0...length`.
    /// - Returns: A boundary greater than `location`, or `length` when there is none.
    /// - Complexity: O(log n) plus the length of the segment after `location` (for text that needs
    ///   a dictionary, such as Chinese or Thai, the run of such text around it).
    public func wordBoundary(after location: Int) -> Int {
        let x = clampedLocation(location)
        if x >= length {
            return length
        }
        return rope.withBreakIterator(.word, around: x) { $0.following(x) } ?? length
    }

    /// The last word boundary before `location`.
    ///
    /// - Parameter location: Any UTF-16 offset; clamped to `0...length`.
    /// - Returns: A boundary less than `location`, or 0 when there is none.
    /// - Complexity: O(log n) plus the length of the segment before `location`.
    public func wordBoundary(before location: Int) -> Int {
        let x = clampedLocation(location)
        if x <= 0 {
            return 0
        }
        return rope.withBreakIterator(.word, around: x) { $0.preceding(x) } ?? 0
    }

    /// The word-break segment holding `location`: the word, run of spaces or punctuation mark a
    /// double-click selects.
    ///
    /// - Parameter location: Any UTF-16 offset; clamped to `0...length`.
    /// - Returns: The segment starting at or before `location` and ending after it; at the end of
    ///   the document the last segment; `{0, 0}` in an empty document.
    /// - Complexity: O(log n) plus the segment's length.
    public func wordRange(at location: Int) -> NSRange {
        let x = clampedLocation(location)
        if length == 0 {
            return NSRange(location: 0, length: 0)
        }
        return rope.withBreakIterator(.word, around: x) { query in
            if x >= length {
                let start = query.preceding(length) ?? 0
                return NSRange(location: start, length: length - start)
            }
            let start = query.isBoundary(x) ? x : (query.preceding(x) ?? 0)
            let end = query.following(x) ?? length
            return NSRange(location: start, length: end - start)
        }
    }
}

// The cluster primitives of the clamping function and the editor. Typing and deleting call them
// on every keystroke, so the common case (two code units that the grapheme rules decide without
// context) reads two code units and never starts ICU.
extension TextDocument {
    /// Whether `offset` is a grapheme cluster boundary; 0 and `length` always are.
    ///
    /// - Parameter offset: Any offset; clamped to `0...length`.
    /// - Complexity: O(log n), plus the cluster's length when ICU must decide.
    func isClusterBoundary(_ offset: Int) -> Bool {
        let x = clampedLocation(offset)
        if x == 0 || x == length {
            return true
        }
        if let local = Self.localClusterBoundary(rope[x - 1], rope[x]) {
            return local
        }
        return rope.withBreakIterator(.character, around: x) { $0.isBoundary(x) }
    }

    /// The cluster boundary at `offset`, or the last one before it.
    ///
    /// - Parameter offset: Any offset; clamped to `0...length`.
    /// - Complexity: O(log n), plus the cluster's length when ICU must decide.
    func clusterBoundary(atOrBefore offset: Int) -> Int {
        let x = clampedLocation(offset)
        if x == 0 || x == length {
            return x
        }
        switch Self.localClusterBoundary(rope[x - 1], rope[x]) {
        case true?: return x
        case false?: return x - 1 // inside CR LF; a cluster always starts before a CR
        case nil: return rope.withBreakIterator(.character, around: x) { $0.isBoundary(x) ? x : ($0.preceding(x) ?? 0) }
        }
    }

    /// The cluster boundary at `offset`, or the first one after it.
    ///
    /// - Parameter offset: Any offset; clamped to `0...length`.
    /// - Complexity: O(log n), plus the cluster's length when ICU must decide.
    func clusterBoundary(atOrAfter offset: Int) -> Int {
        let x = clampedLocation(offset)
        if x == 0 || x == length {
            return x
        }
        switch Self.localClusterBoundary(rope[x - 1], rope[x]) {
        case true?: return x
        case false?: return x + 1 // inside CR LF; a cluster always ends after an LF
        case nil: return rope.withBreakIterator(.character, around: x) { $0.isBoundary(x) ? x : ($0.following(x) ?? length) }
        }
    }

    /// The first cluster boundary after `offset`: the end of the cluster holding it.
    ///
    /// - Parameter offset: Any offset; clamped to `0...length`.
    /// - Returns: A boundary greater than `offset`, or `length` at the end.
    /// - Complexity: O(log n), plus the cluster's length when ICU must decide.
    func clusterBoundary(after offset: Int) -> Int {
        let x = clampedLocation(offset)
        if x + 1 >= length {
            return length
        }
        switch Self.localClusterBoundary(rope[x], rope[x + 1]) {
        case true?: return x + 1
        case false?: return x + 2 // CR LF; a cluster always ends after an LF
        case nil: return rope.withBreakIterator(.character, around: x) { $0.following(x) } ?? length
        }
    }

    /// The last cluster boundary before `offset`: the start of the cluster ending at or holding it.
    ///
    /// - Parameter offset: Any offset; clamped to `0...length`.
    /// - Returns: A boundary less than `offset`, or 0 at the start.
    /// - Complexity: O(log n), plus the cluster's length when ICU must decide.
    func clusterBoundary(before offset: Int) -> Int {
        let x = clampedLocation(offset)
        if x <= 1 {
            return 0
        }
        switch Self.localClusterBoundary(rope[x - 2], rope[x - 1]) {
        case true?: return x - 1
        case false?: return x - 2 // CR LF; a cluster always starts before a CR
        case nil: return rope.withBreakIterator(.character, around: x) { $0.preceding(x) } ?? 0
        }
    }

    /// The whole cluster holding `offset`, which must be in `0..<length`.
    internal func clusterRange(containing offset: Int) -> NSRange {
        precondition(offset >= 0 && offset < length, "cluster offset \(offset) outside 0..<\(length)")
        let startIsLocal = offset == 0 ? true : Self.localClusterBoundary(rope[offset - 1], rope[offset])
        let endIsLocal = offset + 1 == length ? true : Self.localClusterBoundary(rope[offset], rope[offset + 1])
        if let startIsLocal, let endIsLocal {
            let start = startIsLocal ? offset : offset - 1
            let end = endIsLocal ? offset + 1 : offset + 2
            return NSRange(location: start, length: end - start)
        }
        return rope.withBreakIterator(.character, around: offset) { query in
            let start = query.isBoundary(offset) ? offset : (query.preceding(offset) ?? 0)
            let end = query.following(offset) ?? length
            return NSRange(location: start, length: end - start)
        }
    }

    /// Whether the grapheme rules put a boundary between two adjacent code units without looking
    /// further, or `nil` when ICU must decide.
    ///
    /// CR LF is the only pair that joins (GB3); a boundary always follows CR, LF and other controls
    /// (GB4) and precedes them (GB5). No rule joins two code points below U+0300: every other rule
    /// needs an Extend, SpacingMark, Prepend, ZWJ, Hangul or regional-indicator code point, and all of
    /// those are at U+0300 or above.
    static func localClusterBoundary(_ before: UInt16, _ after: UInt16) -> Bool? {
        if before == 0x0D {
            return after != 0x0A
        }
        if isControl(before) || isControl(after) {
            return true
        }
        if before < 0x300 && after < 0x300 {
            return true
        }
        return nil
    }

    /// C0 and C1 controls (General_Category Cc, all of them Grapheme_Cluster_Break Control, CR or
    /// LF).
    private static func isControl(_ unit: UInt16) -> Bool {
        unit < 0x20 || (unit >= 0x7F && unit <= 0x9F)
    }
}
