import Foundation

// The selection setters, and the one path every selection change goes through.
extension TextEditor {
    /// The primary selection's range, as in `UITextView.selectedRange`.
    ///
    /// Setting it replaces all the selections by one forward selection (anchor at the lower end),
    /// made safe by ``TextDocument/clampedRange(_:snapping:)`` with `.graphemeCluster`: a negative
    /// length covers the span from its other end, any `Int` is clamped, the ends move outward to
    /// cluster boundaries, and an empty range inside a cluster moves to the cluster's start. A
    /// range whose location is `NSNotFound` is ignored: nothing changes.
    ///
    /// - Complexity: O(1) to get; O(log n) to set, plus the clusters' length at the ends.
    public var selectedRange: NSRange {
        get { selectionSet.primary.range }
        set { dispatch(.setSelectedRange(newValue)) }
    }

    /// The body of ``selectedRange``'s setter (``EditorCommand/setSelectedRange(_:)``), run now.
    func runSetSelectedRange(_ newValue: NSRange) {
        // Still composing: the marked-text stage let a selection inside the marked text through.
        if state.isComposing && newValue.location != NSNotFound {
            selectInsideMarkedText(TextSelection(range: newValue))
            return
        }
        // Setting the selection it already has changes nothing (a host re-sending its binding, a
        // caret already where the next keystroke goes): no transaction at all. Asked first of the
        // range as given, which needs no clamping or snapping when it is that selection (the
        // selections are kept clamped and snapped; a range that is not in bounds cannot equal
        // one, whatever its arithmetic wraps to; a negative length makes a backward selection
        // forward, so it is not asked), then of the range made safe.
        if newValue.length >= 0,
           isTheOnlySelection(TextSelection(anchor: newValue.location, head: newValue.location &+ newValue.length)) { return }
        guard let range = withDocument({ $0.clampedRange(newValue, snapping: .graphemeCluster) }) else { return }
        let selection = TextSelection(anchor: range.location, head: range.location + range.length)
        if selectionSet.selections.count == 1 {
            if isTheOnlySelection(selection) { return }
            // The common case (one caret moved by the host): already clamped and snapped, and a
            // single selection is normalised, so it is written in place, with no array made.
            updateSelectionsInPlace { set in
                set.selections[0] = selection
                set.primaryIndex = 0
            }
            return
        }
        setSelections([selection], primaryIndex: 0)
    }

    /// Whether `selection` is the editor's one selection, with no goal column to forget: then
    /// setting it changes nothing.
    @inline(__always)
    private func isTheOnlySelection(_ selection: TextSelection) -> Bool {
        selectionSet.selections.count == 1 && selectionSet.selections[0] == selection && !selectionSet.hasGoals
    }

    /// All the selections, sorted by start, disjoint and not touching; never empty.
    ///
    /// Setting it clamps each selection's anchor and head to `0...length` (any `Int`), snaps a
    /// range's lower end down and its upper end up to cluster boundaries (keeping its direction) and
    /// a caret down to its cluster's start, then sorts and merges them; the last one given becomes
    /// the primary. An empty array is ignored.
    ///
    /// - Complexity: O(1) to get up to 512 selections, O(k) beyond (the editor keeps that many in a
    ///   tree, so that adding one is not a move of half of them); O(k log n) to set k selections,
    ///   plus O(k log k) when they must be sorted.
    public var selections: [TextSelection] {
        get { selectionSet.selections.array }
        set { dispatch(.setSelections(newValue)) }
    }

    /// The body of ``selections``'s setter (``EditorCommand/setSelections(_:)``), run now.
    func runSetSelections(_ newValue: [TextSelection]) {
        guard !newValue.isEmpty else { return }
        if state.isComposing {
            selectInsideMarkedText(newValue[0])
            return
        }
        setSelections(newValue, primaryIndex: newValue.count - 1)
    }

    /// The index in ``selections`` of the primary selection, the one ``selectedRange`` reports.
    public var primarySelectionIndex: Int { selectionSet.primaryIndex }

    /// Adds a selection, clamped and snapped like those given to ``selections``, and makes it the
    /// primary one; it merges with any selection it overlaps or touches.
    ///
    /// - Parameter selection: Any selection.
    /// - Complexity: O(log n + log² k) for k selections, plus O(k) when observers will hear of it
    ///   (the notification carries them).
    public func addSelection(_ selection: TextSelection) {
        dispatch(.addSelection(selection))
    }

    /// The body of ``addSelection(_:)`` (``EditorCommand/addSelection(_:)``), run now.
    func runAddSelection(_ selection: TextSelection) {
        // Snapped when it runs: committing marked text first, through the input filters, may
        // change the text the selection must fit.
        updateSelectionsInPlace { set in
            set.insert(withDocument { selection.snapped(in: $0, caretToClusterEnd: false) })
        }
    }

    /// Replaces the selections: through ``updateSelections(_:)``, so they are clamped, snapped and
    /// normalised.
    ///
    /// - Parameters:
    ///   - selections: Any selections; not empty.
    ///   - primaryIndex: Which of `selections` is primary.
    ///   - goalColumns: One goal column per selection during a run of vertical moves, else nil.
    func setSelections(_ selections: [TextSelection], primaryIndex: Int, goalColumns: [Int]? = nil) {
        updateSelections { set in
            set = SelectionSet(selections: selections, primaryIndex: primaryIndex, goalColumns: goalColumns)
        }
    }

    /// The one path for changing the selections without editing the text: forgets the goal column,
    /// lets `change` edit the selection set in place (and set goal columns, for a vertical move),
    /// then clamps and snaps each selection (a caret inside a cluster moves to its start) and
    /// normalises.
    ///
    /// Editing in place means a cursor move allocates nothing. `change` must not touch
    /// `selectionSet` through `self` (it has it `inout`).
    ///
    /// - Parameter change: Edits the selections; must leave at least one.
    func updateSelections(_ change: (inout SelectionSet) -> Void) {
        transact(.select, touchesDocument: false) { _ in
            selectionSet.goalColumns = nil
            change(&selectionSet)
            precondition(!selectionSet.selections.isEmpty, "a selection change left no selection")
            withDocument { selectionSet.snapAndNormalize(in: $0, caretToClusterEnd: false, composing: state.composingRange) }
            checkInvariantsIfEnabled()
            return .unchanged
        }
    }

    /// Like ``updateSelections(_:)`` for a change that already leaves the selections clamped,
    /// snapped and normalised (checked under `TEXTVIEWCORE_INTERNAL_CHECKS`).
    ///
    /// - Parameter change: Edits the selections; must keep them valid.
    func updateSelectionsInPlace(_ change: (inout SelectionSet) -> Void) {
        transact(.select, touchesDocument: false) { _ in
            selectionSet.goalColumns = nil
            change(&selectionSet)
            checkInvariantsIfEnabled()
            return .unchanged
        }
    }
}
