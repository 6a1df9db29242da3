// Moving a recorded undo (or redo) step through a text change that was not recorded, so that it
// still reverts exactly the text it changed (Docs/EditorSemantics.md, "Undo and redo").
extension UndoGroup {
    /// Moves this step through `change`, replacements in the coordinates of the text after the
    /// step, when the change touches none of the text the step wrote.
    ///
    /// - Returns: The change in the coordinates of the text before the step (for the step under
    ///   this one), or nil when the change overlaps the step (which is then left as it was, to be
    ///   dropped).
    /// - Complexity: O(s · r) for s document steps and r replacements.
    mutating func rebase(through change: [ChangeDescription.Replacement]) -> [ChangeDescription.Replacement]? {
        var current = change
        var moved = steps
        for k in moved.indices.reversed() {
            switch moved[k] {
            case .text(let location, let removed, let runs, let inserted):
                guard let (shift, before) = Self.pass(current, location: location, lengthAfter: inserted, lengthBefore: removed.count) else { return nil }
                if shift != 0 {
                    moved[k] = .text(location: location + shift, removed: removed, removedRuns: runs, insertedLength: inserted)
                }
                current = before
            case .runs(let location, let oldRuns):
                let length = oldRuns.reduce(0) { $0 + $1.length }
                guard let (shift, before) = Self.pass(current, location: location, lengthAfter: length, lengthBefore: length) else { return nil }
                if shift != 0 { moved[k] = .runs(location: location + shift, oldRuns: oldRuns) }
                current = before
            }
        }
        replaceSteps(moved)
        selectionsAfter = Self.map(selectionsAfter, through: change)
        restoreSelections = Self.map(restoreSelections, through: current)
        return current
    }

    /// Passes `change` (sorted, disjoint replacements) across one document step that wrote
    /// `location ..< location + lengthAfter` in place of `lengthBefore` units.
    ///
    /// A replacement that ends at or before `location` moves the step by its delta and stays; one
    /// that starts at or after the written range's end stays on the far side, shifted back by
    /// the step's delta. Any other overlaps the written text.
    ///
    /// - Returns: The step's shift and the change in the coordinates before the step; nil when
    ///   they overlap.
    static func pass(_ change: [ChangeDescription.Replacement], location: Int, lengthAfter: Int,
                     lengthBefore: Int) -> (shift: Int, before: [ChangeDescription.Replacement])? {
        var shift = 0
        var before: [ChangeDescription.Replacement] = []
        before.reserveCapacity(change.count)
        let end = location + lengthAfter
        for replacement in change {
            let range = replacement.range
            if range.upperBound <= location {
                shift += replacement.insertedLength - range.count
                before.append(replacement)
            } else if range.lowerBound >= end {
                let delta = lengthBefore - lengthAfter
                before.append(ChangeDescription.Replacement(range: range.lowerBound + delta ..< range.upperBound + delta,
                                                    insertedLength: replacement.insertedLength))
            } else {
                return nil
            }
        }
        return (shift, before)
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
