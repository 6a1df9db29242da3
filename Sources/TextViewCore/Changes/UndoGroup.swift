/// One undo (or redo) step: the document steps to revert, and the selections to put back.
struct UndoGroup {
    /// The document's recorded steps, in the order they happened.
    var steps: [JournalStep]
    /// The selections reverting this step restores.
    var restoreSelections: SelectionSnapshot
    /// The selections after the last transaction in the step (for coalescing: typing continues
    /// a step only where its last transaction left the selections).
    var selectionsAfter: SelectionSnapshot
    /// The event of its transactions (coalescing joins only equal ones).
    var event: UserEvent
    /// When its last transaction was recorded, by the editor's clock.
    var time: Double

    /// Appends a later transaction's steps, merging a run of typing or deletion into one step so
    /// that a long stretch of typing costs one step's memory.
    mutating func append(_ newSteps: [JournalStep]) {
        guard newSteps.count == 1, case .text(let l2, let r2, let runs2, let i2) = newSteps[0],
              case .text(let l1, let r1, let runs1, let i1)? = steps.last else {
            steps.append(contentsOf: newSteps)
            return
        }
        let merged: JournalStep
        if r1.isEmpty && r2.isEmpty && l2 == l1 + i1 {
            // Typing on: one insertion.
            merged = .text(location: l1, removed: [], removedRuns: [], insertedLength: i1 + i2)
        } else if i1 == 0 && i2 == 0 && l2 + r2.count == l1 {
            // Backspacing on: the new text removed sits before the old.
            merged = .text(location: l2, removed: r2 + r1, removedRuns: runs2 + runs1, insertedLength: 0)
        } else if i1 == 0 && i2 == 0 && l2 == l1 {
            // Deleting forwards: the new text removed sits after the old.
            merged = .text(location: l1, removed: r1 + r2, removedRuns: runs1 + runs2, insertedLength: 0)
        } else {
            steps.append(contentsOf: newSteps)
            return
        }
        steps[steps.count - 1] = merged
    }
}
