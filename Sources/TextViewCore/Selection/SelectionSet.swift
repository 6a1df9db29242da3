/// The editor's selections: never empty, sorted by start, disjoint and not touching once
/// normalised, with one of them primary (the one `selectedRange` reports).
///
/// The goal columns of a run of vertical moves live in the selections themselves
/// (``TextSelection/goal``), so merging selections keeps the goal of the one that decides: every
/// selection has one during such a run, none outside it.
struct SelectionSet: Hashable {
    /// The selections, sorted and separated after ``normalize()``.
    var selections: [TextSelection]
    /// The index of the primary selection in ``selections``.
    var primaryIndex: Int
    /// Whether ``goalColumns`` hold x positions of a layout (a `Double`'s bit pattern each, from
    /// visual movement) rather than cluster columns.
    var goalsAreXPositions = false

    /// A set holding one selection.
    init(_ selection: TextSelection) {
        self.selections = [selection]
        self.primaryIndex = 0
    }

    /// A set of `selections` (not empty) with the primary at `primaryIndex`; not normalised yet.
    init(selections: [TextSelection], primaryIndex: Int, goalColumns: [Int]? = nil) {
        precondition(!selections.isEmpty, "a selection set needs at least one selection")
        precondition(primaryIndex >= 0 && primaryIndex < selections.count, "primary index \(primaryIndex) outside 0..<\(selections.count)")
        precondition(goalColumns == nil || goalColumns!.count == selections.count, "\(goalColumns!.count) goal columns for \(selections.count) selections")
        self.selections = selections
        self.primaryIndex = primaryIndex
        if let goalColumns {
            self.goalColumns = goalColumns
        } else {
            // Selections handed in from outside may carry goals from another run.
            for i in self.selections.indices where self.selections[i].goal != nil { self.selections[i].goal = nil }
        }
    }

    /// The primary selection.
    var primary: TextSelection { selections[primaryIndex] }

    /// Whether a run of vertical moves is under way (the selections carry goals).
    @inline(__always)
    var hasGoals: Bool { selections[0].goal != nil }

    /// The goal of each selection during a run of vertical moves, in order, else nil; setting it
    /// writes one goal into each selection (nil clears them).
    var goalColumns: [Int]? {
        get { hasGoals ? selections.map { $0.goal ?? 0 } : nil }
        set {
            if let newValue {
                precondition(newValue.count == selections.count, "\(newValue.count) goal columns for \(selections.count) selections")
                for i in selections.indices { selections[i].goal = newValue[i] }
            } else if hasGoals {
                // All or none have one: O(k) once per run of vertical moves.
                for i in selections.indices { selections[i].goal = nil }
            }
        }
    }

    /// Whether both sets carry the same goals (selection equality leaves them out).
    func hasSameGoals(as other: SelectionSet) -> Bool {
        guard selections.count == other.selections.count else { return false }
        for i in selections.indices where selections[i].goal != other.selections[i].goal { return false }
        return true
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
    }
}
