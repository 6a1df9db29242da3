// Moving a recorded undo (or redo) step through a text change that was not recorded, so that it
// still reverts exactly the text it changed (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Undo and redo"), as
// CodeMirror's history maps its inverted changes through changes not added to it.
extension UndoGroup {
    /// Maps this step's inverted changes through `change`, a text change of the text after the
    /// step, when the change touches none of the text the step wrote or restyled.
    ///
    /// - Returns: The change in the coordinates of the text before the step (for the step under
    ///   this one), or nil when the change overlaps the step (which is then left as it was, to be
    ///   dropped).
    /// - Complexity: O((s + r) · r) for s sections and r replacements; no text or run is copied.
    mutating func rebase(through change: ChangeDescription) -> ChangeDescription? {
        var current = change
        var moved = changes
        for k in moved.indices.reversed() {
            let inverse = moved[k]
            // The text the step wrote is what its inverse replaces.
            var written: [Range<Int>] = []
            inverse.text.changeDescription.forEachChange(individual: true) { old, _, _ in written.append(old) }
            if Self.overlaps(current, written) { return nil }
            let before = current.mapped(through: inverse.text.changeDescription, before: true)
            if Self.overlaps(before, inverse.runs.sections.map(\.range)) { return nil }
            // Apart from the change, the inverse keeps its text and runs and only moves: its
            // description is mapped and its text and run arrays are shared, not copied.
            moved[k] = DocumentChange(text: ChangeSet(description: inverse.text.changeDescription.mapped(through: current),
                                                      text: inverse.text.text),
                                      runs: inverse.runs.shifted(through: before))
            current = before
        }
        replaceChanges(moved)
        selectionsAfter = Self.map(selectionsAfter, through: change.replacements)
        restoreSelections = Self.map(restoreSelections, through: current.replacements)
        return current
    }

    /// Whether a replacement of `change` overlaps one of `ranges` (sorted): it neither ends at or
    /// before a range's start nor starts at or after its end.
    static func overlaps(_ change: ChangeDescription, _ ranges: [Range<Int>]) -> Bool {
        guard !ranges.isEmpty else { return false }
        var overlap = false
        change.forEachChange(individual: true) { old, _, _ in
            if overlap { return }
            for range in ranges where !(old.upperBound <= range.lowerBound || old.lowerBound >= range.upperBound) {
                overlap = true
                return
            }
        }
        return overlap
    }

    /// `snapshot` mapped through `change` (selections moved as by a programmatic replacement),
    /// normalised; snapped to clusters when it is restored.
    static func map(_ snapshot: SelectionSnapshot, through change: [ChangeDescription.Replacement]) -> SelectionSnapshot {
        var set = snapshot.selectionSet
        // From the last replacement to the first: each is then still in the coordinates of the
        // text the selections are in.
        for replacement in change.reversed() {
            set.map(replacing: replacement.range.lowerBound, replacement.range.upperBound,
                    insertedLength: replacement.insertedLength)
        }
        set.goalColumns = nil
        set.normalize()
        return SelectionSnapshot(set)
    }
}
