extension TextEditor {
    /// Checks the document's invariants and the selections' (at least one; each within
    /// `0...length` with both ends on cluster boundaries; sorted, disjoint and not touching; a valid
    /// primary index; one goal column per selection when there are any), trapping with the values
    /// at fault.
    ///
    /// A no-op unless built with `-Xswiftc -DTEXTVIEWCORE_INTERNAL_CHECKS`, where the editor also
    /// runs it after every change.
    ///
    /// - Complexity: O(n + k log n) when enabled.
    public func _invariantCheck() {
        #if TEXTVIEWCORE_INTERNAL_CHECKS
        document._invariantCheck()
        let set = selectionSet
        precondition(!set.selections.isEmpty, "the editor has no selection")
        precondition(set.primaryIndex >= 0 && set.primaryIndex < set.selections.count,
                     "primary index \(set.primaryIndex) outside 0..<\(set.selections.count)")
        precondition(!set.hasGoals || set.selections.allSatisfy { $0.goal != nil }, "a run of vertical moves with a selection that has no goal")
        for (i, s) in set.selections.enumerated() {
            precondition(s.lower >= 0 && s.upper <= document.length, "selection \(i) \(s) outside 0...\(document.length)")
            if let marked = state.composingRange, s.lower >= marked.lowerBound, s.upper <= marked.upperBound {
                // Inside marked text an input method's caret may split a cluster, never a scalar.
                precondition(document.rope.scalarBoundary(atOrBefore: s.anchor) == s.anchor && document.rope.scalarBoundary(atOrBefore: s.head) == s.head,
                             "selection \(i) \(s) inside the marked text \(marked) splits a scalar")
            } else {
                precondition(document.isClusterBoundary(s.anchor) && document.isClusterBoundary(s.head),
                             "selection \(i) \(s) is not on cluster boundaries")
            }
            if i > 0 {
                let previous = set.selections[i - 1]
                precondition(s.lower > previous.upper, "selection \(i) \(s) overlaps, touches or precedes selection \(i - 1) \(previous)")
            }
        }
        if let marked = state.composingRange {
            precondition(marked.lowerBound >= 0 && marked.upperBound <= document.length
                         && document.rope.scalarBoundary(atOrBefore: marked.lowerBound) == marked.lowerBound
                         && document.rope.scalarBoundary(atOrBefore: marked.upperBound) == marked.upperBound,
                         "marked range \(marked) outside 0...\(document.length) or not on scalar boundaries")
        }
        #endif
    }

    /// Runs ``_invariantCheck()`` after a change in builds with internal checks.
    @inline(__always)
    func checkInvariantsIfEnabled() {
        #if TEXTVIEWCORE_INTERNAL_CHECKS
        _invariantCheck()
        #endif
    }
}
