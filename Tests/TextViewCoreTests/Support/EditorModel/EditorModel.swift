import Foundation
import TextViewCore

/// The reference model of `TextEditor`: Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md written out as plainly as possible,
/// on a `[UInt16]` text with selection arithmetic on plain integers. It shares no code with the
/// editor; it is deliberately slow and obvious.
struct EditorModel {
    var text: ModelText
    /// Sorted, disjoint, not touching; never empty.
    private(set) var selections: [ModelSelection]
    private(set) var primaryIndex: Int
    /// The goal column of each selection (in order) while vertical moves follow each other.
    var goalColumns: [Int]?

    init(_ string: String) {
        text = ModelText(string)
        selections = [.caret(0)]
        primaryIndex = 0
    }

    var length: Int { text.length }

    var primary: ModelSelection { selections[primaryIndex] }

    /// The semantics file's closing rule, checked on the model itself: every selection within
    /// `0...length` on cluster boundaries, sorted, apart; a valid primary; one goal per selection.
    var brokenInvariant: String? {
        if selections.isEmpty { return "no selection" }
        if primaryIndex < 0 || primaryIndex >= selections.count { return "primary \(primaryIndex) of \(selections.count)" }
        if let goalColumns, goalColumns.count != selections.count { return "\(goalColumns.count) goals for \(selections.count) selections" }
        for (i, s) in selections.enumerated() {
            for end in [s.anchor, s.head] where end < 0 || end > length || !text.isBoundary[end] {
                return "selection \(i) \(s) has an end off the cluster boundaries of 0...\(length)"
            }
            if i > 0 && selections[i - 1].upper >= s.lower { return "selections \(selections) not sorted and apart" }
        }
        return nil
    }

    // MARK: Clamping (exact, in 128 bits, so the model itself cannot overflow)

    /// `range` with its length normalised and both ends clamped to `0...length`; nil for NSNotFound.
    func clampedSpan(_ range: NSRange) -> (lower: Int, upper: Int)? {
        if range.location == NSNotFound { return nil }
        let a = Int128(range.location)
        let b = a + Int128(range.length)
        return (clamp(Swift.min(a, b)), clamp(Swift.max(a, b)))
    }

    func clamp(_ value: Int128) -> Int {
        Int(Swift.max(0, Swift.min(value, Int128(length))))
    }

    func clamp(_ value: Int) -> Int { clamp(Int128(value)) }

    /// The range a programmatic edit applies to: clamped, then snapped outward to scalars (a caret
    /// inside a surrogate pair goes to the pair's start).
    func editRange(_ range: NSRange) -> Range<Int>? {
        guard var (lower, upper) = clampedSpan(range) else { return nil }
        let isCaret = lower == upper
        if text.isInsidePair(lower) { lower -= 1 }
        if isCaret { return lower..<lower }
        if text.isInsidePair(upper) { upper += 1 }
        return lower..<upper
    }

    /// A selection's ends clamped and snapped as the `selections` setter and `addSelection` do.
    func clampedSelection(_ s: ModelSelection) -> ModelSelection {
        let anchor = clamp(s.anchor)
        let head = clamp(s.head)
        if anchor == head {
            return ModelSelection(anchor: text.boundary(atOrBefore: anchor), head: text.boundary(atOrBefore: anchor), affinity: s.affinity)
        }
        let lower = text.boundary(atOrBefore: Swift.min(anchor, head))
        let upper = text.boundary(atOrAfter: Swift.max(anchor, head))
        return .span(lower, upper, backward: head < anchor, affinity: s.affinity)
    }

    // MARK: Setters

    /// `selectedRange = range`.
    /// An ignored call (NSNotFound) changes nothing at all, the goal column included.
    mutating func setSelectedRange(_ range: NSRange) {
        guard let (lower, upper) = clampedSpan(range) else { return }
        let isCaret = lower == upper
        let snappedLower = text.boundary(atOrBefore: lower)
        let snappedUpper = isCaret ? snappedLower : text.boundary(atOrAfter: upper)
        replaceSelections([ModelSelection(anchor: snappedLower, head: snappedUpper)], primary: 0)
    }

    /// `selections = list`.
    /// An ignored call (an empty array) changes nothing at all, the goal column included.
    mutating func setSelections(_ list: [ModelSelection]) {
        guard !list.isEmpty else { return }
        replaceSelections(list.map(clampedSelection), primary: list.count - 1)
    }

    /// `addSelection(s)`.
    mutating func addSelection(_ s: ModelSelection) {
        replaceSelections(selections + [clampedSelection(s)], primary: selections.count)
    }

    /// Replaces the selections (already clamped and snapped) and normalises them; the goal columns
    /// survive only when a vertical move passes them.
    mutating func replaceSelections(_ list: [ModelSelection], primary: Int, goals: [Int]? = nil) {
        let (merged, index, mergedGoals) = Self.normalized(list, primary: primary, goals: goals)
        selections = merged
        primaryIndex = index
        goalColumns = mergedGoals
    }

    /// Sorts by range start and merges overlapping or touching selections
    /// (`next.lower <= previous.upper`). A merged selection holding the primary becomes the
    /// primary and takes its direction; otherwise it takes the direction of its first member.
    static func normalized(_ list: [ModelSelection], primary: Int, goals: [Int]?) -> ([ModelSelection], Int, [Int]?) {
        // Ties sort by end, then by the order given (the editor's documented choice).
        let order = list.indices.sorted { i, j in
            if list[i].lower != list[j].lower { return list[i].lower < list[j].lower }
            if list[i].upper != list[j].upper { return list[i].upper < list[j].upper }
            return i < j
        }
        var result: [ModelSelection] = []
        var resultGoals: [Int] = []
        var primaryResult = 0
        var k = 0
        while k < order.count {
            var members = [order[k]]
            var upper = list[order[k]].upper
            k += 1
            while k < order.count && list[order[k]].lower <= upper {
                members.append(order[k])
                upper = Swift.max(upper, list[order[k]].upper)
                k += 1
            }
            let lower = list[members[0]].lower
            let source = members.contains(primary) ? primary : members[0]
            if members.contains(primary) { primaryResult = result.count }
            if members.count == 1 {
                result.append(list[source])
            } else {
                result.append(.span(lower, upper, backward: list[source].isBackward, affinity: list[source].affinity))
            }
            if let goals { resultGoals.append(goals[source]) }
        }
        return (result, primaryResult, goals == nil ? nil : resultGoals)
    }
}
