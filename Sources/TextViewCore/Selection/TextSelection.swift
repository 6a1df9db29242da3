import Foundation

/// One selection of a ``TextEditor``: an anchor that stays put and a head that moves when the
/// selection is extended, in UTF-16 offsets. A caret is a selection whose anchor and head are equal.
///
/// This is a plain value: its numbers are whatever they were given. The editor clamps and snaps
/// every selection it is handed (to `0...length` and to grapheme-cluster boundaries), so no value of
/// this type can make it trap.
public struct TextSelection: Hashable, Sendable {
    /// The end that stays where it is when the selection is extended.
    public var anchor: Int
    /// The end that moves when the selection is extended (where the caret blinks).
    public var head: Int
    /// Which side of its position the head belongs to.
    public var affinity: TextAffinity
    /// The goal of a run of vertical moves (a cluster column, or an x position's bit pattern, as
    /// its selection set says), read only while its set says such a run is under way. Not part of
    /// equality: two selections over the same span are the same selection, wherever the next
    /// vertical move would aim (as CodeMirror's `SelectionRange.eq` ignores its goal column).
    var goal: Int?

    /// Creates a selection from its two ends.
    ///
    /// - Parameters:
    ///   - anchor: The end that stays put.
    ///   - head: The end that moves.
    ///   - affinity: The head's affinity; `.downstream` by default.
    public init(anchor: Int, head: Int, affinity: TextAffinity = .downstream) {
        self.anchor = anchor
        self.head = head
        self.affinity = affinity
    }

    /// Creates a forward selection (anchor at the lower end, head at the upper end) covering `range`.
    ///
    /// A negative length covers the same span from its other end, and an end that would overflow
    /// saturates at `Int.min` or `Int.max`. `NSNotFound` is just a large number here (`Int.max`):
    /// the editor's `selections` setter clamps it to the end of the text, whereas its
    /// `selectedRange` setter ignores an `NSNotFound` range.
    ///
    /// - Parameter range: Any range.
    public init(range: NSRange) {
        let (sum, overflow) = range.location.addingReportingOverflow(range.length)
        let other = overflow ? (range.length < 0 ? Int.min : Int.max) : sum
        self.init(anchor: Swift.min(range.location, other), head: Swift.max(range.location, other))
    }

    /// Creates a caret at `caret`.
    ///
    /// - Parameter caret: The caret's offset.
    public init(caret: Int) {
        self.init(anchor: caret, head: caret)
    }

    /// The selected range, `min(anchor, head) ..< max(anchor, head)`; its length saturates at
    /// `Int.max` for ends too far apart to subtract.
    public var range: NSRange {
        let (length, overflow) = upper.subtractingReportingOverflow(lower)
        return NSRange(location: lower, length: overflow ? Int.max : length)
    }

    /// Whether the selection is a caret (anchor and head are equal).
    public var isCaret: Bool { anchor == head }

    /// The lower end, `min(anchor, head)`.
    var lower: Int { Swift.min(anchor, head) }

    /// The upper end, `max(anchor, head)`.
    var upper: Int { Swift.max(anchor, head) }

    /// Whether the head is at the upper end; a caret counts as forward.
    var isForward: Bool { head >= anchor }

    /// A selection from `lower` to `upper` with this one's direction, affinity and goal.
    func withBounds(lower: Int, upper: Int) -> TextSelection {
        var bounded = isForward
            ? TextSelection(anchor: lower, head: upper, affinity: affinity)
            : TextSelection(anchor: upper, head: lower, affinity: affinity)
        bounded.goal = goal
        return bounded
    }
}

extension TextSelection {
    /// Whether two selections have the same anchor, head and affinity (the goal is not compared).
    public static func == (lhs: TextSelection, rhs: TextSelection) -> Bool {
        lhs.anchor == rhs.anchor && lhs.head == rhs.head && lhs.affinity == rhs.affinity
    }

    /// Hashes the anchor, head and affinity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(anchor)
        hasher.combine(head)
        hasher.combine(affinity)
    }
}
