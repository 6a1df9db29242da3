/// One undo (or redo) step: the document steps to revert, and the selections to put back.
struct UndoGroup {
    /// The document's recorded steps, in the order they happened.
    private(set) var steps: [JournalStep]
    /// The selections reverting this step restores.
    var restoreSelections: SelectionSnapshot
    /// The selections after the last transaction in the step (for coalescing: typing continues
    /// a step only where its last transaction left the selections).
    var selectionsAfter: SelectionSnapshot
    /// The event of its transactions (coalescing joins only equal ones).
    var event: UserEvent
    /// When its last transaction was recorded, by the editor's clock.
    var time: Double
    /// The estimated bytes of ``steps`` (``cost(of:)`` summed), kept up to date by every change.
    private(set) var stepBytes: Int

    /// The most units one merged deletion step collects: beyond it a run of deleting keeps
    /// several steps, so that merging costs O(1) amortised per keystroke (see ``append(_:)``).
    static let mergedDeletionLimit = 4_096

    init(steps: [JournalStep], restoreSelections: SelectionSnapshot, selectionsAfter: SelectionSnapshot,
         event: UserEvent, time: Double) {
        self.steps = steps
        self.restoreSelections = restoreSelections
        self.selectionsAfter = selectionsAfter
        self.event = event
        self.time = time
        self.stepBytes = steps.reduce(0) { $0 + Self.cost(of: $1) }
    }

    /// The estimated memory this step holds, in bytes: its document steps, its selections and a
    /// fixed cost.
    var bytes: Int {
        96 + (restoreSelections.count + selectionsAfter.count) * MemoryLayout<TextSelection>.stride + stepBytes
    }

    /// The estimated memory of one document step: the removed text (as UTF-16), the saved runs
    /// and a fixed cost.
    static func cost(of step: JournalStep) -> Int {
        switch step {
        case .text(_, let removed, let runs, _):
            64 + removed.count * 2 + runs.count * MemoryLayout<AttributedRun>.stride
        case .runs(_, let runs):
            48 + runs.count * MemoryLayout<AttributedRun>.stride
        }
    }

    /// Forgets the document steps (the step was dropped from the history).
    mutating func releaseSteps() {
        steps = []
        stepBytes = 0
    }

    /// Replaces the document steps (moved by an unrecorded edit).
    mutating func replaceSteps(_ newSteps: [JournalStep]) {
        steps = newSteps
        stepBytes = newSteps.reduce(0) { $0 + Self.cost(of: $1) }
    }

    /// Appends a later transaction's steps, merging a run of typing into one step, and a run of
    /// deleting into a few: so that a long stretch of typing or deleting costs a step's memory,
    /// and each keystroke O(1) amortised.
    ///
    /// Deletions merge like a binary counter: the new step absorbs the steps before it while they
    /// are adjacent and no longer than it, up to ``mergedDeletionLimit`` units. Each unit is then
    /// copied at most log₂ of that limit times, and a run of n units keeps about
    /// n / ``mergedDeletionLimit`` + 12 steps. (Merging every keystroke into one step copied the
    /// whole run each time: quadratic.)
    mutating func append(_ newSteps: [JournalStep]) {
        guard newSteps.count == 1, case .text(let l2, let r2, let runs2, let i2) = newSteps[0],
              case .text(let l1, let r1, _, let i1)? = steps.last else {
            appendUnmerged(newSteps)
            return
        }
        if r1.isEmpty && r2.isEmpty && l2 == l1 + i1 {
            // Typing on: one insertion (no text saved, so O(1)).
            replaceLast(with: .text(location: l1, removed: [], removedRuns: [], insertedLength: i1 + i2))
            return
        }
        guard i1 == 0 && i2 == 0 else {
            appendUnmerged(newSteps)
            return
        }
        var current = JournalStep.text(location: l2, removed: r2, removedRuns: runs2, insertedLength: 0)
        while let last = steps.last, let merged = Self.mergedDeletion(earlier: last, later: current) {
            stepBytes -= Self.cost(of: last)
            steps.removeLast()
            current = merged
        }
        appendUnmerged([current])
    }

    /// `earlier` and then `later`, two adjacent deletions, as one deletion; nil when they are not
    /// adjacent, or `earlier` is the longer (the binary-counter rule), or the result would pass
    /// ``mergedDeletionLimit``.
    private static func mergedDeletion(earlier: JournalStep, later: JournalStep) -> JournalStep? {
        guard case .text(let l1, let r1, let runs1, 0) = earlier, case .text(let l2, let r2, let runs2, 0) = later,
              r1.count <= r2.count, r1.count + r2.count <= mergedDeletionLimit else { return nil }
        if l2 + r2.count == l1 {
            // Backspacing on: the text removed later sits before the earlier.
            return .text(location: l2, removed: r2 + r1, removedRuns: runs2 + runs1, insertedLength: 0)
        }
        if l2 == l1 {
            // Deleting forwards: the text removed later sits after the earlier.
            return .text(location: l1, removed: r1 + r2, removedRuns: runs1 + runs2, insertedLength: 0)
        }
        return nil
    }

    private mutating func appendUnmerged(_ newSteps: [JournalStep]) {
        for step in newSteps { stepBytes += Self.cost(of: step) }
        steps.append(contentsOf: newSteps)
    }

    private mutating func replaceLast(with step: JournalStep) {
        stepBytes += Self.cost(of: step) - Self.cost(of: steps[steps.count - 1])
        steps[steps.count - 1] = step
    }
}
