/// The editor's selections: never empty, sorted by start, disjoint and not touching once
/// normalised, with one of them primary (the one `selectedRange` reports).
///
/// The goal columns of a run of vertical moves live in the selections themselves
/// (``TextSelection/goal``), so merging selections keeps the goal of the one that decides; the set
/// only says whether such a run is under way (outside one, the goals left in selections mean
/// nothing and are never read).
struct SelectionSet: Hashable {
    /// The selections, sorted and separated after ``normalize()``.
    var selections: SelectionList
    /// The index of the primary selection in ``selections``.
    var primaryIndex: Int
    /// Whether a run of vertical moves is under way: then every selection's goal is set.
    private(set) var hasGoals = false
    /// Whether ``goalColumns`` hold x positions of a layout (a `Double`'s bit pattern each, from
    /// visual movement) rather than cluster columns.
    var goalsAreXPositions = false

    /// A set holding one selection.
    init(_ selection: TextSelection) {
        self.selections = SelectionList([selection])
        self.primaryIndex = 0
    }

    /// A set of `selections` (not empty) with the primary at `primaryIndex`; not normalised yet.
    init(selections: [TextSelection], primaryIndex: Int, goalColumns: [Int]? = nil) {
        precondition(!selections.isEmpty, "a selection set needs at least one selection")
        precondition(primaryIndex >= 0 && primaryIndex < selections.count, "primary index \(primaryIndex) outside 0..<\(selections.count)")
        precondition(goalColumns == nil || goalColumns!.count == selections.count, "\(goalColumns!.count) goal columns for \(selections.count) selections")
        self.selections = SelectionList(selections)
        self.primaryIndex = primaryIndex
        self.goalColumns = goalColumns
    }

    /// The primary selection.
    @inline(__always)
    var primary: TextSelection { selections[primaryIndex] }

    /// The goal of each selection during a run of vertical moves, in order, else nil; setting it
    /// writes one goal into each selection (nil clears them).
    var goalColumns: [Int]? {
        get { hasGoals ? selections.map { $0.goal ?? 0 } : nil }
        set {
            if let newValue {
                precondition(newValue.count == selections.count, "\(newValue.count) goal columns for \(selections.count) selections")
                selections.withArray { all in
                    for i in all.indices { all[i].goal = newValue[i] }
                }
                hasGoals = true
            } else {
                // O(1): the goals left in the selections are not read outside a run.
                hasGoals = false
            }
        }
    }

    /// Whether both sets carry the same goals (selection equality leaves them out).
    func hasSameGoals(as other: SelectionSet) -> Bool {
        guard hasGoals == other.hasGoals, selections.count == other.selections.count else { return false }
        guard hasGoals else { return true }
        return zip(selections, other.selections).allSatisfy { $0.goal == $1.goal }
    }

    /// Equal selections, primary, goals and goal kind.
    static func == (lhs: SelectionSet, rhs: SelectionSet) -> Bool {
        lhs.primaryIndex == rhs.primaryIndex && lhs.goalsAreXPositions == rhs.goalsAreXPositions
            && lhs.selections == rhs.selections && lhs.hasSameGoals(as: rhs)
    }

    /// Hashes what equality compares, goals left out.
    func hash(into hasher: inout Hasher) {
        hasher.combine(selections)
        hasher.combine(primaryIndex)
        hasher.combine(goalsAreXPositions)
        hasher.combine(hasGoals)
    }
}
