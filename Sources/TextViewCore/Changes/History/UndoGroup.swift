/// One undo (or redo) step: the inverted changes that revert it, and the selections to put back.
struct UndoGroup {
    /// The inverses of its transactions, oldest first; undoing applies them newest first (a run
    /// of typing or deleting is composed into one or a few, see ``append(_:)``).
    private(set) var changes: [DocumentChange]
    /// The selections reverting this step restores.
    var restoreSelections: SelectionSnapshot
    /// The selections after the last transaction in the step (for coalescing: typing continues
    /// a step only where its last transaction left the selections).
    var selectionsAfter: SelectionSnapshot
    /// The event of its transactions (coalescing joins only equal ones).
    var event: UserEvent
    /// When its last transaction was recorded, by the editor's clock.
    var time: Double
    /// The estimated bytes of ``changes`` (``DocumentChange/bytes`` summed), kept up to date.
    private(set) var changeBytes: Int

    /// The most units one merged deletion collects: beyond it a run of deleting keeps several
    /// changes, so that merging costs O(1) amortised per keystroke (see ``append(_:)``).
    static let mergedDeletionLimit = 4_096

    init(change: DocumentChange, restoreSelections: SelectionSnapshot, selectionsAfter: SelectionSnapshot,
         event: UserEvent, time: Double) {
        self.changes = [change]
        self.restoreSelections = restoreSelections
        self.selectionsAfter = selectionsAfter
        self.event = event
        self.time = time
        self.changeBytes = change.bytes
    }

    /// The estimated memory this step holds, in bytes: its changes, its selections and a fixed
    /// cost.
    var bytes: Int {
        96 + (restoreSelections.count + selectionsAfter.count) * MemoryLayout<TextSelection>.stride + changeBytes
    }

    /// The whole step's inverse as one change.
    ///
    /// - Complexity: O(t log t) for t sections, units and runs in all.
    var inverse: DocumentChange {
        if changes.count == 1 { return changes[0] }
        var composer = InverseComposer()
        for change in changes { composer.add(change) }
        return composer.takeInverse()!
    }

    /// Forgets the changes (the step was dropped from the history).
    mutating func releaseChanges() {
        changes = []
        changeBytes = 0
    }

    /// Replaces the changes (moved by an unrecorded edit).
    mutating func replaceChanges(_ newChanges: [DocumentChange]) {
        changes = newChanges
        changeBytes = newChanges.reduce(0) { $0 + $1.bytes }
    }

    /// Appends a later transaction's inverse, composing a run of typing into one change and a
    /// run of deleting into a few: so that a long stretch of typing or deleting costs a step's
    /// memory, and each keystroke O(1) amortised.
    ///
    /// Deletions compose like a binary counter: the new inverse absorbs the ones before it while
    /// they are adjacent and no longer than it, up to ``mergedDeletionLimit`` units. Each unit is
    /// then copied at most log₂ of that limit times, and a run of n units keeps about
    /// n / ``mergedDeletionLimit`` + 12 changes. (Composing every keystroke into one change
    /// copied the whole run each time: quadratic.)
    mutating func append(_ change: consuming DocumentChange) {
        // The last change is read in place: a copy would retain and release each of its buffers
        // on every keystroke.
        let lastIndex = changes.count - 1
        guard lastIndex >= 0, case .single(let l2, let r2, let i2) = change.text.changeDescription.storage,
              case .single(let l1, let r1, let i1) = changes[lastIndex].text.changeDescription.storage,
              change.runs.isEmpty || i2 > 0, changes[lastIndex].runs.isEmpty || i1 > 0 else {
            appendUnmerged(change)
            return
        }
        // An inverse deleting `r` units at `l` reverts typing them; one inserting `i` units reverts
        // deleting them.
        if i1 == 0 && i2 == 0 && changes[lastIndex].runs.isEmpty && change.runs.isEmpty && l2 == l1 + r1 {
            // Typing on: the reverting deletion grows in place (no text kept, so O(1)). It keeps
            // no text (it inserts nothing) and no runs before and after, so its bytes
            // (``DocumentChange/bytes``) stay the same.
            changes[lastIndex].text = ChangeSet(replacing: l1 ..< l1 + r1 + r2, withUTF16: EmptyCollection(), length: change.text.oldLength)
            return
        }
        guard r1 == 0 && r2 == 0 else {
            appendUnmerged(change)
            return
        }
        var current = change
        while let earlier = changes.last, let merged = Self.mergedDeletion(earlier: earlier, later: current) {
            changeBytes -= earlier.bytes
            changes.removeLast()
            current = merged
        }
        appendUnmerged(current)
    }

    /// The inverses of two adjacent deletions, `earlier` then `later`, as one (`later` is undone
    /// first); nil when they are not adjacent, or `earlier` is the longer (the binary-counter
    /// rule), or the result would pass ``mergedDeletionLimit``.
    private static func mergedDeletion(earlier: DocumentChange, later: DocumentChange) -> DocumentChange? {
        guard case .single(let l1, 0, let i1) = earlier.text.changeDescription.storage,
              case .single(let l2, 0, let i2) = later.text.changeDescription.storage,
              i1 <= i2, i1 + i2 <= mergedDeletionLimit,
              // Backspacing on (the text removed later sits before the earlier) or deleting
              // forwards (after it).
              l2 + i2 == l1 || l2 == l1 else { return nil }
        // Each inverse inserts its text at one point with the runs of exactly that text (the
        // usual case): the composition is the two texts and run lists joined, built directly.
        guard let runs1 = earlier.runs.soleSection(at: l1, length: i1), let runs2 = later.runs.soleSection(at: l2, length: i2) else {
            return later.composed(with: earlier)
        }
        let backspacing = l2 != l1
        var units: [UInt16] = []
        units.reserveCapacity(i1 + i2)
        let (first, second) = backspacing ? (later.text.text, earlier.text.text) : (earlier.text.text, later.text.text)
        first.append(0 ..< first.count, to: &units)
        second.append(0 ..< second.count, to: &units)
        let runs = backspacing ? runs2 + runs1 : runs1 + runs2
        return DocumentChange(text: ChangeSet(replacing: l2 ..< l2, withUTF16: units, length: later.text.oldLength),
                              runs: RunChange(location: l2, runs: runs))
    }

    /// Appends the changes of `later`, a step recorded after this one, as they are.
    mutating func append(changesOf later: UndoGroup) {
        for change in later.changes { appendUnmerged(change) }
    }

    private mutating func appendUnmerged(_ change: DocumentChange) {
        changeBytes += change.bytes
        changes.append(change)
    }
}
