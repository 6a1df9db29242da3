/// The editor's selections: never empty, sorted by start, disjoint and not touching once
/// normalised, with one of them primary (the one `selectedRange` reports).
///
/// It also remembers the goal columns of a run of vertical moves, one per selection in order, since
/// merging selections must merge their goals with them; `nil` when no vertical move is under way.
struct SelectionSet: Hashable {
    /// The selections, sorted and separated after ``normalize()``.
    var selections: [TextSelection]
    /// The index of the primary selection in ``selections``.
    var primaryIndex: Int
    /// The goal column of each selection during a run of vertical moves, else nil.
    var goalColumns: [Int]?
    /// Whether ``goalColumns`` hold x positions of a layout (a `Double`'s bit pattern each, from
    /// visual movement) rather than cluster columns.
    var goalsAreXPositions = false

    /// A set holding one selection.
    init(_ selection: TextSelection) {
        self.selections = [selection]
        self.primaryIndex = 0
        self.goalColumns = nil
    }

    /// A set of `selections` (not empty) with the primary at `primaryIndex`; not normalised yet.
    init(selections: [TextSelection], primaryIndex: Int, goalColumns: [Int]? = nil) {
        precondition(!selections.isEmpty, "a selection set needs at least one selection")
        precondition(primaryIndex >= 0 && primaryIndex < selections.count, "primary index \(primaryIndex) outside 0..<\(selections.count)")
        precondition(goalColumns == nil || goalColumns!.count == selections.count, "\(goalColumns!.count) goal columns for \(selections.count) selections")
        self.selections = selections
        self.primaryIndex = primaryIndex
        self.goalColumns = goalColumns
    }

    /// The primary selection.
    var primary: TextSelection { selections[primaryIndex] }
}
