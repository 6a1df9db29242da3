import Foundation

/// A composition under way: the marked text an input method is building, and what the editor
/// needs to make the whole composition one undo step when it ends.
struct Composition {
    /// The marked text's range, on scalar boundaries (not always cluster boundaries: the marked text
    /// may start with a combining mark that joins the character before it).
    var range: Range<Int>
    /// The typing attributes when the composition started: the committed text's attributes.
    var baseAttributes: TextAttributes
    /// Whether the composition replaced a non-empty selection (then abandoning it still deleted
    /// something, which stays undoable).
    var replacedText: Bool
    /// Whether another edit was made while it was under way (it then shares the undo step).
    var foreignEdits = false
    /// The undo steps kept when it started; the steps recorded since are merged at its end.
    var undoBaseline: Int
    /// Whether it started inside an explicit undo group whose step was already on the stack: its
    /// first steps then joined that step, and cannot be taken out of it when it is abandoned.
    var sharesGroupStep = false
    /// Whether a keystroke of it was made while undo was not recording (then abandoning it keeps
    /// its recorded steps, which the history was moved through).
    var hasUnrecordedSteps = false
    /// The marked-text attributes the marked text was last set with (taken off at the commit).
    var overlay: TextAttributes?
    /// The undo limit when it started (lifted meanwhile, so no step of it is dropped half-way).
    var savedLimit: Int?
    /// The redo steps when it started, put back when it is abandoned without a trace.
    var savedRedo: [UndoGroup]
    /// The input method's clauses (`NSMarkedClauseSegment` runs), relative to the marked text's
    /// start: sorted, apart, on scalar boundaries, inside it; empty when it named none.
    var clauses: [Range<Int>] = []

    /// Where position `x` of a text holding the marked text `marked` is once committing it changed
    /// its length by `delta` (an input filter rewrote it): unchanged before it, shifted after it,
    /// and from inside it at its start (`before`) or after the committed text. What a command
    /// computed against the text with the marked text is moved with (the one rule for it).
    ///
    /// - Complexity: O(1).
    static func position(_ x: Int, pastCommitOf marked: Range<Int>, delta: Int, before: Bool) -> Int {
        if x <= marked.lowerBound { return x }
        if x >= marked.upperBound { return x + delta }
        return before ? marked.lowerBound : Swift.max(marked.lowerBound, marked.upperBound + delta)
    }

    /// `range` of a text holding the marked text `marked`, moved past its commit with
    /// ``position(_:pastCommitOf:delta:before:)``: its start at the marked text's start from
    /// inside it when `lowerBefore`, else after the committed text; its end after the committed
    /// text, never before the start.
    ///
    /// - Complexity: O(1).
    static func range(_ range: NSRange, pastCommitOf marked: Range<Int>, delta: Int, lowerBefore: Bool) -> NSRange {
        let lower = position(range.location, pastCommitOf: marked, delta: delta, before: lowerBefore)
        let upper = Swift.max(lower, position(NSMaxRange(range), pastCommitOf: marked, delta: delta, before: false))
        return NSRange(location: lower, length: upper - lower)
    }
}
