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
        if let goals = set.goalColumns {
            precondition(goals.count == set.selections.count, "\(goals.count) goal columns for \(set.selections.count) selections")
        }
        for (i, s) in set.selections.enumerated() {
            precondition(s.lower >= 0 && s.upper <= document.length, "selection \(i) \(s) outside 0...\(document.length)")
            precondition(document.isClusterBoundary(s.anchor) && document.isClusterBoundary(s.head),
                         "selection \(i) \(s) is not on cluster boundaries")
            if i > 0 {
                let previous = set.selections[i - 1]
                precondition(s.lower > previous.upper, "selection \(i) \(s) overlaps, touches or precedes selection \(i - 1) \(previous)")
            }
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
