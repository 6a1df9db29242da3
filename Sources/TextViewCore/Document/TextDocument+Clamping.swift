import Foundation

/// The boundaries a clamped range's ends move outward to.
public enum RangeSnapping: Sendable, Hashable {
    /// Keep the ends where clamping put them.
    case none
    /// Move ends outward to Unicode scalar boundaries (never split a surrogate pair); what edits use.
    case scalar
    /// Move ends outward to extended grapheme cluster boundaries; what selections use.
    case graphemeCluster
}

extension TextDocument {
    /// Makes any `NSRange` safe for this document: the one clamping function every entry point uses.
    ///
    /// 1. `location == NSNotFound` gives `nil` (a setter ignores it, an edit is a no-op).
    /// 2. A negative length covers the same span from its other end.
    /// 3. Both ends are clamped to `0...length` without overflow (`Int.max`, `Int.min` are inputs).
    /// 4. Both ends move outward to the boundaries `snapping` names; an empty range (a caret) inside
    ///    a scalar or cluster moves to its start, so an insertion never swallows what it lands in.
    ///
    /// - Parameters:
    ///   - range: Any range at all.
    ///   - snapping: The boundaries to snap to.
    /// - Returns: A range within `0...length`, or `nil` for `NSNotFound`.
    /// - Complexity: O(log n), plus the length of the clusters at the ends for `.graphemeCluster`.
    public func clampedRange(_ range: NSRange, snapping: RangeSnapping) -> NSRange? {
        guard range.location != NSNotFound else { return nil }
        let (other, overflow) = range.location.addingReportingOverflow(range.length)
        let end = overflow ? (range.length < 0 ? Int.min : Int.max) : other
        var lower = Swift.max(0, Swift.min(Swift.min(range.location, end), length))
        var upper = Swift.max(0, Swift.min(Swift.max(range.location, end), length))
        // A caret moves to the start of the scalar or cluster it falls inside; a range grows outward.
        let isCaret = lower == upper
        switch snapping {
        case .none:
            break
        case .scalar:
            lower = rope.scalarBoundary(atOrBefore: lower)
            upper = isCaret ? lower : rope.scalarBoundary(atOrAfter: upper)
        case .graphemeCluster:
            lower = clusterBoundary(atOrBefore: lower)
            upper = isCaret ? lower : clusterBoundary(atOrAfter: upper)
        }
        return NSRange(location: lower, length: upper - lower)
    }

    /// Clamps a single location to `0...length` (NSNotFound and negatives go to 0).
    internal func clampedLocation(_ location: Int) -> Int {
        Swift.max(0, Swift.min(location, length))
    }
}
