/// The selections at one moment, kept by transactions, undo steps and notifications.
///
/// One selection (the usual case) is kept by value: holding the editor's selection array instead
/// would make its next in-place write copy the array, once per keystroke.
enum SelectionSnapshot: Hashable {
    /// One selection, primary, with no vertical-move goal column.
    case single(TextSelection)
    /// Anything else, as the whole set, its selections in one array.
    case set(SavedSelections)

    /// The snapshot of `set`.
    @inline(__always)
    init(_ set: borrowing SelectionSet) {
        if set.selections.count == 1 && !set.hasGoals {
            self = .single(set.selections[0])
        } else {
            self = .set(SavedSelections(selections: set.selections.array, primaryIndex: set.primaryIndex,
                                        hasGoals: set.hasGoals, goalsAreXPositions: set.goalsAreXPositions))
        }
    }

    /// Whether `set` is the selection set this snapshot was taken of (or an equal one).
    func matches(_ set: SelectionSet) -> Bool {
        switch self {
        case .single(let selection):
            return set.selections.count == 1 && !set.hasGoals && set.selections[0] == selection
        case .set(let own):
            return own.primaryIndex == set.primaryIndex && own.hasGoals == set.hasGoals && set.selections.elementsEqual(own.selections)
                && (!own.hasGoals || zip(own.selections, set.selections).allSatisfy { $0.goal == $1.goal })
        }
    }

    /// Whether `set` holds the selections this snapshot was taken of, whatever its primary and goal
    /// columns.
    func hasSameSelections(as set: SelectionSet) -> Bool {
        switch self {
        case .single(let selection):
            return set.selections.count == 1 && set.selections[0] == selection
        case .set(let own):
            return set.selections.elementsEqual(own.selections)
        }
    }

    /// The selections, as the public API shows them.
    var selections: [TextSelection] {
        switch self {
        case .single(let selection): [selection]
        case .set(let set): set.selections
        }
    }

    /// How many selections.
    var count: Int {
        switch self {
        case .single: 1
        case .set(let set): set.selections.count
        }
    }

    /// The primary selection's index.
    var primaryIndex: Int {
        switch self {
        case .single: 0
        case .set(let set): set.primaryIndex
        }
    }

    /// Equal when the selections and the primary are (goal columns are a detail of movement).
    static func == (a: SelectionSnapshot, b: SelectionSnapshot) -> Bool {
        switch (a, b) {
        case (.single(let x), .single(let y)): x == y
        default: a.primaryIndex == b.primaryIndex && a.selections == b.selections
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(primaryIndex)
        switch self {
        case .single(let selection):
            hasher.combine(1)
            hasher.combine(selection)
        case .set(let set):
            hasher.combine(set.selections.count)
            for selection in set.selections { hasher.combine(selection) }
        }
    }

    /// The selection set to restore.
    var selectionSet: SelectionSet {
        switch self {
        case .single(let selection): return SelectionSet(selection)
        case .set(let saved):
            var set = SelectionSet(selections: saved.selections, primaryIndex: saved.primaryIndex,
                                   goalColumns: saved.hasGoals ? saved.selections.map { $0.goal ?? 0 } : nil)
            set.goalsAreXPositions = saved.goalsAreXPositions
            return set
        }
    }
}

/// A set of several selections as a snapshot keeps it: the selections in one array (a large set's
/// tree flattened, which the snapshot's readers, notifications and undo, pay O(k) for anyway), so
/// that a snapshot holds one reference, as when a set was an array. (Holding the set itself, an
/// array beside an optional tree, cost a keystroke with an observer and undo about 170
/// instructions more, callgrind, automerge-paper: its copies went through value witnesses.)
struct SavedSelections {
    var selections: [TextSelection]
    var primaryIndex: Int
    /// Whether a run of vertical moves was under way (the goals are in the selections).
    var hasGoals: Bool
    var goalsAreXPositions: Bool
}
