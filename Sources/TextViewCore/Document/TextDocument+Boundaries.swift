import Foundation
import CUnicode

// Unsafe in this file: C API: ICU fills the grapheme table through a pointer to the array, once.

// Grapheme clusters and words, from ICU's rules (Unicode 15.0 with Debian's ICU 72), read in place
// from the rope. Every query costs O(log n) plus what ICU reads around the offset: the cluster or
// word there (and, for flags, the run of regional indicators they pair up in), never the document.
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
    /// - Complexity: O(log n) plus the length of the segment after `location`; for text segmented
    ///   by a dictionary (Chinese, Japanese, Thai, ...) a few thousand code units around it.
    public func wordBoundary(after location: Int) -> Int {
        let x = clampedLocation(location)
        if x >= length {
            return length
        }
        return withWordQuery(around: x) { query in
            let boundary = query.following(x) ?? length
            return (boundary, query.isNearCut(boundary, margin: Self.wordQueryCutMargin))
        }
    }

    /// The last word boundary before `location`.
    ///
    /// - Parameter location: Any UTF-16 offset; clamped to `0...length`.
    /// - Returns: A boundary less than `location`, or 0 when there is none.
    /// - Complexity: O(log n) plus the length of the segment before `location`; for text segmented
    ///   by a dictionary a few thousand code units around it.
    public func wordBoundary(before location: Int) -> Int {
        let x = clampedLocation(location)
        if x <= 0 {
            return 0
        }
        return withWordQuery(around: x) { query in
            let boundary = query.preceding(x) ?? 0
            return (boundary, query.isNearCut(boundary, margin: Self.wordQueryCutMargin))
        }
    }

    /// The word-break segment holding `location`: the word, run of spaces or punctuation mark a
    /// double-click selects.
    ///
    /// - Parameter location: Any UTF-16 offset; clamped to `0...length`.
    /// - Returns: The segment starting at or before `location` and ending after it; at the end of
    ///   the document the last segment; `{0, 0}` in an empty document.
    /// - Complexity: O(log n) plus the segment's length; for text segmented by a dictionary a few
    ///   thousand code units around it.
    public func wordRange(at location: Int) -> NSRange {
        let x = clampedLocation(location)
        if length == 0 {
            return NSRange(location: 0, length: 0)
        }
        return withWordQuery(around: x) { query in
            let start = x >= length ? (query.preceding(length) ?? 0) : (query.preceding(x + 1) ?? 0)
            let end = x >= length ? length : (query.following(x) ?? length)
            let cut = query.isNearCut(start, margin: Self.wordQueryCutMargin) || query.isNearCut(end, margin: Self.wordQueryCutMargin)
            return (NSRange(location: start, length: end - start), cut)
        }
    }

    /// How much text around a word query ICU sees at first. ICU segments a run of dictionary text
    /// (Chinese, Thai, ...) as a whole, so without a window one query in a long unpunctuated run
    /// would read all of it; with one it costs a few milliseconds at most. The window's ends move
    /// to line starts where there are some, since no word rule looks across a hard line break.
    static let wordQueryWindow = 4_096

    /// How close to a window end that cuts the text a boundary must be to be distrusted (the
    /// rules look a few code points around; a dictionary's segmentation settles within a few words).
    static let wordQueryCutMargin = 256

    /// Runs `body` on a window of the text around `location`, widening the window (by 4 each time)
    /// while `body` reports an answer that may be an artefact of a cut end, so a long word still
    /// comes back whole, at a cost that grows with the word.
    private func withWordQuery<R>(around location: Int, _ body: (RopeBoundaryQuery) -> (R, cut: Bool)) -> R {
        withWindowedQuery(.word, around: location, window: Self.wordQueryWindow, body)
    }

    /// Runs `body` with a `kind` iterator on a window of `window` code units around `location`,
    /// widening it (by 4 each time) while `body` reports an answer that may be an artefact of a
    /// cut end. The window's ends move to line starts where there are some, since no break rule
    /// looks across a hard line break.
    ///
    /// - Complexity: O(log n + window) when the answer lies well inside the first window; else
    ///   up to the length of the segment the answer ends.
    func withWindowedQuery<R>(_ kind: BreakKind, around location: Int, window: Int,
                              _ body: (RopeBoundaryQuery) -> (R, cut: Bool)) -> R {
        var limit = window
        while true {
            let text = RopeBreakText(rope: rope, around: location, limit: limit, preferLineStarts: true)
            let (result, cut) = rope.withBreakIterator(kind, over: text, body)
            if !cut || (!text.cutStart && !text.cutEnd) || limit >= Int(Int32.max) {
                return result
            }
            limit = Swift.min(limit * 4, Int(Int32.max))
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
    /// - Complexity: O(log n), plus a window of ``clusterQueryWindow`` code units when ICU must
    ///   decide, however long the run of flags or marks around it; a cluster longer than the
    ///   window costs its length.
    func isClusterBoundary(_ offset: Int) -> Bool {
        let x = clampedLocation(offset)
        if x == 0 || x == length {
            return true
        }
        if let local = localClusterBoundary(at: x) {
            return local
        }
        // `x` lies in the middle of the window, so a cut end cannot decide it.
        return withClusterQuery(around: x) { ($0.isBoundary(x), false) }
    }

    /// The cluster boundary at `offset`, or the last one before it.
    ///
    /// - Parameter offset: Any offset; clamped to `0...length`.
    /// - Complexity: O(log n), plus a window of ``clusterQueryWindow`` code units when ICU must
    ///   decide, however long the run of flags or marks around it; a cluster longer than the
    ///   window costs its length.
    func clusterBoundary(atOrBefore offset: Int) -> Int {
        let x = clampedLocation(offset)
        if x == 0 || x == length {
            return x
        }
        switch localClusterBoundary(at: x) {
        case true?: return x
        case false?: return x - 1 // inside CR LF; a cluster always starts before a CR
        case nil: return withClusterQuery(around: x) { $0.checked($0.preceding(x + 1) ?? 0) } // the last boundary <= x
        }
    }

    /// The cluster boundary at `offset`, or the first one after it.
    ///
    /// - Parameter offset: Any offset; clamped to `0...length`.
    /// - Complexity: O(log n), plus a window of ``clusterQueryWindow`` code units when ICU must
    ///   decide, however long the run of flags or marks around it; a cluster longer than the
    ///   window costs its length.
    func clusterBoundary(atOrAfter offset: Int) -> Int {
        let x = clampedLocation(offset)
        if x == 0 || x == length {
            return x
        }
        switch localClusterBoundary(at: x) {
        case true?: return x
        case false?: return x + 1 // inside CR LF; a cluster always ends after an LF
        case nil: return withClusterQuery(around: x) { $0.checked($0.following(x - 1) ?? length) } // the first boundary >= x
        }
    }

    /// The first cluster boundary after `offset`: the end of the cluster holding it.
    ///
    /// - Parameter offset: Any offset; clamped to `0...length`.
    /// - Returns: A boundary greater than `offset`, or `length` at the end.
    /// - Complexity: O(log n), plus a window of ``clusterQueryWindow`` code units when ICU must
    ///   decide, however long the run of flags or marks around it; a cluster longer than the
    ///   window costs its length.
    func clusterBoundary(after offset: Int) -> Int {
        let x = clampedLocation(offset)
        if x + 1 >= length {
            return length
        }
        switch localClusterBoundary(at: x + 1) {
        case true?: return x + 1
        case false?: return x + 2 // CR LF; a cluster always ends after an LF
        case nil: return withClusterQuery(around: x) { $0.checked($0.following(x) ?? length) }
        }
    }

    /// The last cluster boundary before `offset`: the start of the cluster ending at or holding it.
    ///
    /// - Parameter offset: Any offset; clamped to `0...length`.
    /// - Returns: A boundary less than `offset`, or 0 at the start.
    /// - Complexity: O(log n), plus a window of ``clusterQueryWindow`` code units when ICU must
    ///   decide, however long the run of flags or marks around it; a cluster longer than the
    ///   window costs its length.
    func clusterBoundary(before offset: Int) -> Int {
        let x = clampedLocation(offset)
        if x <= 1 {
            return 0
        }
        switch localClusterBoundary(at: x - 1) {
        case true?: return x - 1
        case false?: return x - 2 // CR LF; a cluster always starts before a CR
        case nil: return withClusterQuery(around: x) { $0.checked($0.preceding(x) ?? 0) }
        }
    }

    /// The whole cluster holding `offset`, which must be in `0..<length`.
    internal func clusterRange(containing offset: Int) -> NSRange {
        precondition(offset >= 0 && offset < length, "cluster offset \(offset) outside 0..<\(length)")
        let startIsLocal = offset == 0 ? true : localClusterBoundary(at: offset)
        let endIsLocal = offset + 1 == length ? true : localClusterBoundary(at: offset + 1)
        if let startIsLocal, let endIsLocal {
            let start = startIsLocal ? offset : offset - 1
            let end = endIsLocal ? offset + 1 : offset + 2
            return NSRange(location: start, length: end - start)
        }
        return withClusterQuery(around: offset) { query in
            let start = query.preceding(offset + 1) ?? 0 // the last boundary <= offset
            let end = query.following(offset) ?? length
            return (NSRange(location: start, length: end - start), query.checked(start).cut || query.checked(end).cut)
        }
    }

    /// How much text around a cluster query ICU sees at first. Without a window, ICU backs up
    /// from the offset to a point where the rules restart, which in a long run of flags or marks
    /// is the run's start: every query would cost the run's length.
    static let clusterQueryWindow = 1_024

    /// How close to a window end that cuts the text a cluster boundary must be to be distrusted:
    /// past a cut, only a cluster that began before it (a long run of marks, a sequence of
    /// joiners) can come out wrong, and those rarely reach this far.
    static let clusterQueryCutMargin = 64

    /// Runs `body` on a window of the text around `location` (see ``withWindowedQuery(_:around:window:_:)``).
    private func withClusterQuery<R>(around location: Int, _ body: (RopeBoundaryQuery) -> (R, cut: Bool)) -> R {
        withWindowedQuery(.character, around: location, window: Self.clusterQueryWindow, body)
    }

    /// `localClusterBoundary(_:_:)` for the code units on either side of `offset`, which must be in
    /// `1..<length`; one descent of the rope when both are in the same chunk.
    func localClusterBoundary(at offset: Int) -> Bool? {
        let (before, after): (UInt16, UInt16?) = rope.withChunk(containing: offset - 1) { chunk, start in
            (chunk[offset - 1 - start], offset < start + chunk.count ? chunk[offset - start] : nil)
        }
        return Self.localClusterBoundary(before, after ?? rope[offset])
    }

    /// Whether the grapheme rules put a boundary between two adjacent code units without looking
    /// further, or `nil` when ICU must decide.
    ///
    /// CR LF is the only pair that joins (GB3); a boundary always follows CR, LF and other controls
    /// (GB4) and precedes them (GB5). Every other rule that joins needs an Extend, SpacingMark,
    /// Prepend, ZWJ or regional-indicator code point on the side it joins from, or Hangul on both
    /// sides (none below U+0300), so two BMP code points that ``graphemeJoinFlags`` shows join
    /// neither way have a boundary between them: most letters of most scripts (a Han, Hangul or
    /// Arabic word's ends, say).
    @_transparent
    static func localClusterBoundary(_ before: UInt16, _ after: UInt16) -> Bool? {
        // Below U+0300 only CR LF joins (controls, Latin letters and their symbols never do): the
        // common case, inlined into every caller (callgrind, plain editor path of automerge-paper:
        // 2,635 -> 2,613 instructions a patch).
        if before < 0x300 && after < 0x300 { return before != 0x0D || after != 0x0A }
        return localClusterBoundaryBeyondLatin(before, after)
    }

    /// ``localClusterBoundary(_:_:)`` when a unit is U+0300 or above.
    static func localClusterBoundaryBeyondLatin(_ before: UInt16, _ after: UInt16) -> Bool? {
        if before == 0x0D {
            return after != 0x0A
        }
        if isControl(before) || isControl(after) {
            return true
        }
        if before < 0x300 && after < 0x300 {
            return true
        }
        let flags = graphemeJoinFlags
        let left = flags[Int(before)]
        let right = flags[Int(after)]
        if left & UInt8(CU_JOINS_NEXT) == 0 && right & UInt8(CU_JOINS_PREVIOUS) == 0 && left & right & UInt8(CU_HANGUL) == 0 {
            return true
        }
        return nil
    }

    /// For each BMP code unit, whether a grapheme rule may join it to its neighbours (ICU's
    /// Grapheme_Cluster_Break through `cu_grapheme_join_flags`): 64 KiB, built once, on first use.
    private static let graphemeJoinFlags: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 0x10000)
        table.withUnsafeMutableBufferPointer { cu_grapheme_join_flags($0.baseAddress, Int32($0.count)) }
        return table
    }()

    /// C0 and C1 controls (General_Category Cc, all of them Grapheme_Cluster_Break Control, CR or
    /// LF).
    private static func isControl(_ unit: UInt16) -> Bool {
        unit < 0x20 || (unit >= 0x7F && unit <= 0x9F)
    }
}
