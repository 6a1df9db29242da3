/// The selections at one moment, kept by transactions, undo steps and notifications.
///
/// One selection (the usual case) is kept by value: holding the editor's selection array instead
/// would make its next in-place write copy the array, once per keystroke.
enum SelectionSnapshot: Hashable {
    /// One selection, primary, with no vertical-move goal column.
    case single(TextSelection)
    /// Anything else, as the whole set.
    case set(SelectionSet)

    /// The snapshot of `set`.
    init(_ set: SelectionSet) {
        if set.selections.count == 1 && !set.hasGoals {
            self = .single(set.selections[0])
        } else {
            self = .set(set)
        }
    }

    /// Whether `set` is the selection set this snapshot was taken of (or an equal one).
    func matches(_ set: SelectionSet) -> Bool {
        switch self {
        case .single(let selection):
            return set.selections.count == 1 && !set.hasGoals && set.selections[0] == selection
        case .set(let own):
            return own.primaryIndex == set.primaryIndex && own.selections == set.selections && own.hasSameGoals(as: set)
        }
    }

    /// Whether `set` holds the selections this snapshot was taken of, whatever its primary and goal
    /// columns.
    func hasSameSelections(as set: SelectionSet) -> Bool {
        switch self {
        case .single(let selection):
            return set.selections.count == 1 && set.selections[0] == selection
        case .set(let own):
            return own.selections == set.selections
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
        case .single(let selection): SelectionSet(selection)
        case .set(let set): set
        }
    }
}
