// The undo history in one file, as CodeMirror's history.ts: the stacks and their coalescing
// (`UndoHistory`), one step (`UndoGroup`), moving a step through a change not recorded, and the
// editor's undo commands (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Undo and redo").

// MARK: - The stacks

/// The undo and redo stacks and the coalescing state (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Undo and redo").
struct UndoHistory {
    /// The undo steps, oldest first, from ``undoStart`` on (earlier ones are dropped by the limit
    /// and removed in batches, so a full history costs O(1) per new step).
    private(set) var undoStack: [UndoGroup] = []
    private(set) var undoStart = 0
    /// The redo steps, the next one to redo last.
    private(set) var redoStack: [UndoGroup] = []
    /// The most undo steps kept; nil for no limit.
    var limit: Int? = 1_000
    /// The most bytes (``UndoGroup/bytes``) the undo and redo steps may hold; nil for no limit.
    var byteLimit: Int? = UndoHistory.defaultByteLimit
    /// The estimated bytes the kept undo and redo steps hold.
    private(set) var bytes = 0
    /// Whether the next typing or deletion may join the last undo step.
    var coalescingOpen = false
    /// The nesting depth of explicit groups (``TextEditor/beginUndoGroup()``).
    var explicitDepth = 0
    /// Whether the open explicit group has its step on the undo stack yet.
    var explicitStepStarted = false

    /// 32 MiB: what the history of a phone's editor may hold (see ``TextEditor/undoHistoryByteLimit``).
    static let defaultByteLimit = 32 << 20

    /// Whether there is a step to undo.
    var canUndo: Bool { undoStack.count > undoStart }

    /// How many undo steps are kept.
    var undoCount: Int { undoStack.count - undoStart }

    /// Whether any undo or redo step is kept.
    var isEmpty: Bool { !canUndo && redoStack.isEmpty }

    /// Takes the newest undo step.
    mutating func popUndo() -> UndoGroup? {
        guard canUndo else { return nil }
        let group = undoStack.removeLast()
        bytes -= group.bytes
        return group
    }

    /// Puts a step on the undo stack (a redo's inverse), without clearing the redo stack.
    mutating func pushUndo(_ group: UndoGroup) {
        bytes += group.bytes
        undoStack.append(group)
        trim()
    }

    /// Takes the next redo step.
    mutating func popRedo() -> UndoGroup? {
        guard let group = redoStack.popLast() else { return nil }
        bytes -= group.bytes
        return group
    }

    /// Puts a step on the redo stack (an undo's inverse).
    mutating func pushRedo(_ group: UndoGroup) {
        bytes += group.bytes
        redoStack.append(group)
        trim()
    }

    /// Replaces the redo stack (a composition that left no trace gives back the redo steps it
    /// had cleared), keeping the byte count in step.
    mutating func replaceRedo(with groups: [UndoGroup]) {
        for group in redoStack { bytes -= group.bytes }
        redoStack = groups
        for group in groups { bytes += group.bytes }
        trim()
    }

    /// Forgets every step.
    mutating func removeAll() {
        undoStack.removeAll()
        undoStart = 0
        redoStack.removeAll()
        bytes = 0
        coalescingOpen = false
    }

    /// The events whose consecutive transactions may share one undo step.
    static func coalesces(_ event: UserEvent) -> Bool {
        event == .inputType || event == .deleteBackward || event == .deleteForward
    }

    /// Records a new change (``HistoryAction/record``).
    ///
    /// - Parameters:
    ///   - transaction: The change; one that left the document as it was (a selection change)
    ///     only ends coalescing. Its inverse is moved into the history (left nil).
    ///   - now: The clock's time.
    ///   - pause: The longest pause that still continues an undo step, in seconds.
    mutating func record(_ transaction: inout TextTransaction, now: Double, pause: Double) {
        if case .none = transaction.inverse {
            if transaction.mask.contains(.selection) { coalescingOpen = false }
            return
        }
        for group in redoStack { bytes -= group.bytes }
        redoStack.removeAll()
        let coalescing = Self.coalesces(transaction.event)
        defer {
            coalescingOpen = coalescing && !transaction.insertsLineBreak
            if explicitDepth > 0 { explicitStepStarted = true }
            trim()
        }
        if explicitDepth > 0 && explicitStepStarted, canUndo {
            joinLast(&transaction, now: now)
            return
        }
        // Read in place: a copy of the last step would retain and release each of its arrays.
        if explicitDepth == 0, coalescing, coalescingOpen, canUndo,
           undoStack[undoStack.count - 1].event == transaction.event,
           now - undoStack[undoStack.count - 1].time < pause, now >= undoStack[undoStack.count - 1].time,
           undoStack[undoStack.count - 1].selectionsAfter == transaction.selectionsBefore {
            joinLast(&transaction, now: now)
            return
        }
        // The inverse is moved out of the transaction, not copied (no one reads it after the
        // history: the notification is built from the forward change).
        let group = UndoGroup(change: transaction.inverse.take()!, restoreSelections: transaction.selectionsBefore,
                              selectionsAfter: transaction.selectionsAfter, event: transaction.event, time: now)
        bytes += group.bytes
        undoStack.append(group)
    }

    /// Adds `transaction` to the newest undo step, in place, moving its inverse there.
    private mutating func joinLast(_ transaction: inout TextTransaction, now: Double) {
        let last = undoStack.count - 1
        bytes -= undoStack[last].bytes
        undoStack[last].append(transaction.inverse.take()!)
        undoStack[last].selectionsAfter = transaction.selectionsAfter
        undoStack[last].time = now
        bytes += undoStack[last].bytes
    }

    /// Drops the oldest steps beyond the step limit and the byte limit: at once from the count,
    /// from memory in batches.
    ///
    /// The byte limit drops the oldest undo steps first, then the redo steps farthest from the
    /// present; the newest undo step (or, when there is none, the next redo step) is always kept,
    /// so the last change can be undone even when it alone is larger than the limit.
    mutating func trim() {
        var newStart = undoStart
        if let limit = limit.map({ Swift.max(0, $0) }), undoCount > limit {
            newStart = undoStack.count - limit
        }
        for i in undoStart ..< newStart { drop(at: i) }
        if let byteLimit, bytes > byteLimit {
            while bytes > byteLimit && undoStack.count - newStart > 1 {
                drop(at: newStart)
                newStart += 1
            }
            var redoDropped = 0
            let keptRedo = undoStack.count > newStart ? 0 : 1
            while bytes > byteLimit && redoStack.count - redoDropped > keptRedo {
                bytes -= redoStack[redoDropped].bytes
                redoDropped += 1
            }
            if redoDropped > 0 { redoStack.removeFirst(redoDropped) }
        }
        undoStart = newStart
        if undoStart >= 64 && undoStart * 2 >= undoStack.count {
            undoStack.removeFirst(undoStart)
            undoStart = 0
        }
    }

    /// Drops the undo step at `index` from the count and releases its text now (its slot goes in
    /// the next batch).
    private mutating func drop(at index: Int) {
        bytes -= undoStack[index].bytes
        undoStack[index].releaseChanges()
    }

    /// Moves the history through a text change made while recording was off
    /// (``TextEditor/recordsUndo``), as CodeMirror maps its history through changes not added to
    /// it: the steps the change does not touch are shifted to where their text now is; from the
    /// newest step the change overlaps, that step and every older one are dropped, because
    /// reverting them would apply a step to text that is no longer there.
    ///
    /// - Parameter changes: The change, in the coordinates of the text the newest undo step (and
    ///   the next redo step) left.
    /// - Complexity: O((s + r) · r) for the s sections of the steps kept and r replacements; no
    ///   step's text or runs are copied.
    mutating func rebase(through changes: ChangeSet) {
        guard !changes.isEmpty else { return }
        coalescingOpen = false
        let replacements = changes.changeDescription
        var change = replacements
        var index = undoStack.count - 1
        while index >= undoStart {
            guard let before = undoStack[index].rebase(through: change) else {
                for i in undoStart ... index { drop(at: i) }
                undoStart = index + 1
                break
            }
            change = before
            index -= 1
        }
        change = replacements
        index = redoStack.count - 1
        while index >= 0 {
            guard let before = redoStack[index].rebase(through: change) else {
                redoStack.removeFirst(index + 1)
                break
            }
            change = before
            index -= 1
        }
        bytes = undoStack[undoStart...].reduce(0) { $0 + $1.bytes } + redoStack.reduce(0) { $0 + $1.bytes }
    }
}

/// What a transaction does to the undo history.
enum HistoryAction {
    /// A new change: recorded, possibly coalesced into the last undo step.
    case record
    /// An undo: the reverted step's inverse goes onto the redo stack.
    case undo
    /// A redo: the reverted step's inverse goes back onto the undo stack.
    case redo
}

// MARK: - One step

/// One undo (or redo) step: the inverted changes that revert it, and the selections to put back.
struct UndoGroup {
    /// The inverses of its transactions, oldest first; undoing applies them newest first (a run
    /// of typing or deleting is composed into one or a few, see ``append(_:)``).
    private(set) var changes: UndoChanges
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
        self.changes = UndoChanges(change)
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
        var accumulator = InverseAccumulator()
        for change in changes { accumulator.add(change) }
        return accumulator.takeInverse()!
    }

    /// Forgets the changes (the step was dropped from the history).
    mutating func releaseChanges() {
        changes = UndoChanges()
        changeBytes = 0
    }

    /// Replaces the changes (moved by an unrecorded edit).
    mutating func replaceChanges(_ newChanges: UndoChanges) {
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
        guard !changes.isEmpty, case .single(let l2, let r2, let i2) = change.text.changeDescription.storage,
              let (l1, r1, i1, lastHasRuns) = changes.withLast({ last -> (Int, Int, Int, Bool)? in
                  guard case .single(let l, let r, let i) = last.text.changeDescription.storage else { return nil }
                  return (l, r, i, !last.runs.isEmpty)
              }),
              change.runs.isEmpty || i2 > 0, !lastHasRuns || i1 > 0 else {
            appendUnmerged(change)
            return
        }
        // An inverse deleting `r` units at `l` reverts typing them; one inserting `i` units reverts
        // deleting them.
        if i1 == 0 && i2 == 0 && !lastHasRuns && change.runs.isEmpty && l2 == l1 + r1 {
            // Typing on: the reverting deletion grows in place (no text kept, so O(1)). It keeps
            // no text (it inserts nothing) and no runs before and after, so its bytes
            // (``DocumentChange/bytes``) stay the same.
            let grown = ChangeSet(replacing: l1 ..< l1 + r1 + r2, withUTF16: EmptyCollection(), length: change.text.oldLength)
            changes.modifyLast { $0.text = grown }
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

/// An undo step's changes, oldest first, the first kept inline: most steps hold one change, and an
/// array made every step begun allocate (callgrind, sveltecomponent's editor path with undo: a
/// third of its patches begin a step, about 300 instructions each to allocate and free the array).
struct UndoChanges: RandomAccessCollection, MutableCollection {
    /// The first change; an empty change when there is none.
    private var head: DocumentChange
    /// The changes after the first; empty (no allocation) for one change.
    private var tail: [DocumentChange] = []
    /// How many changes there are.
    private(set) var count: Int

    /// No changes.
    init() {
        head = DocumentChange(text: ChangeSet(length: 0))
        count = 0
    }

    /// One change.
    init(_ change: DocumentChange) {
        head = change
        count = 1
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> DocumentChange {
        get { index == 0 ? head : tail[index - 1] }
        set { if index == 0 { head = newValue } else { tail[index - 1] = newValue } }
    }

    /// `body` of the newest change, read in place: a keystroke reads it, and a copy would retain
    /// and release each of its buffers (a `_read` accessor that was not inlined allocated its
    /// frame instead).
    @inline(__always)
    func withLast<R>(_ body: (borrowing DocumentChange) -> R) -> R {
        precondition(count > 0, "no change to read")
        return count == 1 ? body(head) : body(tail[tail.count - 1])
    }

    /// Lets `body` edit the newest change in place.
    @inline(__always)
    mutating func modifyLast<R>(_ body: (inout DocumentChange) -> R) -> R {
        precondition(count > 0, "no change to edit")
        return count == 1 ? body(&head) : body(&tail[tail.count - 1])
    }

    /// Adds `change` after the others.
    mutating func append(_ change: DocumentChange) {
        if count == 0 { head = change } else { tail.append(change) }
        count += 1
    }

    /// Removes the newest change.
    mutating func removeLast() {
        precondition(count > 0, "no change to remove")
        if count == 1 { head = DocumentChange(text: ChangeSet(length: 0)) } else { tail.removeLast() }
        count -= 1
    }
}

// MARK: - Moving a step through a change not recorded

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

// MARK: - The editor's undo commands

// Undo and redo: every recorded transaction's inverted change, applied exactly (text, runs,
// paragraph styles), with the selections put back (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Undo and redo").
extension TextEditor {
    /// Whether ``undo()`` has a step to undo.
    public var canUndo: Bool { history.canUndo }

    /// Whether ``redo()`` has a step to redo.
    public var canRedo: Bool { !history.redoStack.isEmpty }

    /// The most undo steps kept (oldest dropped first); nil for no limit. 1,000 by default.
    public var undoLimit: Int? {
        get { history.limit }
        set {
            history.limit = newValue.map { Swift.max(0, $0) }
            history.trim()
        }
    }

    /// Undoes the last undo step: its text, attributes and paragraph styles come back exactly,
    /// and the selections are those from before it. Does nothing when there is none.
    ///
    /// - Complexity: O(s log n + m) for the step's s changed sections and m units.
    public func undo() {
        dispatch(.undo)
    }

    /// Redoes the last undone step, leaving the selections as they were before the undo.
    /// Does nothing when there is none; any new change clears the redo steps.
    ///
    /// - Complexity: O(s log n + m) for the step's s changed sections and m units.
    public func redo() {
        dispatch(.redo)
    }

    /// Ends the current undo step: the next typing or deletion starts a new one.
    public func breakUndoCoalescing() {
        dispatch(.breakUndoCoalescing)
    }

    /// Opens an explicit undo group: every change until the matching ``endUndoGroup()`` is one
    /// undo step. Groups nest; the outermost one decides.
    public func beginUndoGroup() {
        dispatch(.beginUndoGroup)
    }

    /// Closes an explicit undo group; an unmatched call does nothing.
    public func endUndoGroup() {
        dispatch(.endUndoGroup)
    }

    /// Runs `body` as one undo step (inside ``beginUndoGroup()`` and ``endUndoGroup()``).
    ///
    /// - Parameter body: The changes to group.
    public func undoGroup(_ body: @escaping () -> Void) {
        dispatch(.undoGroup(body))
    }

    /// An estimate of the memory the undo and redo steps hold, in bytes: the removed text (as
    /// UTF-16), the saved runs and selections, and a fixed cost per step. It stays within
    /// ``undoHistoryByteLimit`` except for the one newest step.
    ///
    /// - Complexity: O(1) (kept up to date as steps come and go).
    public var undoHistoryFootprint: Int { history.bytes }

    /// The most memory (as ``undoHistoryFootprint`` estimates it) the undo and redo steps may
    /// hold; nil for no limit. When a change goes over it, the oldest undo steps are dropped
    /// first, then the redo steps farthest from the present; the newest step is always kept, so
    /// the last change can be undone even when it alone is larger.
    ///
    /// 32 MiB by default, sized for a phone: a few percent of the memory iOS lets an app use
    /// before ending it on devices with 2–3 GB, and room for 16 whole-text replacements of a
    /// document of a million UTF-16 units (each step keeps the text it replaced), or for hours of
    /// typing and deleting. ``undoLimit`` counts steps, which says nothing about their size.
    public var undoHistoryByteLimit: Int? {
        get { history.byteLimit }
        set {
            history.byteLimit = newValue.map { Swift.max(0, $0) }
            history.trim()
        }
    }

    /// Forgets every undo and redo step (after a save, or on loading another document).
    public func removeAllUndoSteps() {
        dispatch(.removeAllUndoSteps)
    }

    /// The body of the undo commands (``EditorCommand/undo`` and the rest of the family), run now.
    func runUndoCommand(_ command: EditorCommand) {
        switch command {
        case .undo:
            guard let group = history.popUndo() else { return }
            history.coalescingOpen = false
            revert(group, as: .undo)
        case .redo:
            guard let group = history.popRedo() else { return }
            history.coalescingOpen = false
            revert(group, as: .redo)
        case .breakUndoCoalescing:
            history.coalescingOpen = false
        case .beginUndoGroup:
            if history.explicitDepth == 0 { history.explicitStepStarted = false }
            history.explicitDepth += 1
        case .endUndoGroup:
            guard history.explicitDepth > 0 else { return }
            history.explicitDepth -= 1
            if history.explicitDepth == 0 { history.coalescingOpen = false }
        case .undoGroup(let body):
            beginUndoGroup()
            body()
            endUndoGroup()
        case .removeAllUndoSteps:
            history.removeAll()
        default:
            preconditionFailure("not an undo command: \(command)")
        }
    }

    /// Reverts `group` through the one mutation path; the history takes its inverse.
    private func revert(_ group: UndoGroup, as action: HistoryAction) {
        transact(action == .undo ? .undo : .redo, history: action, typing: .reset) { recorder in
            let change = group.inverse
            // Exactly, then the paragraph rule over what it wrote (the document's one place for it).
            document.apply(change, inverse: &recorder)
            selectionSet = group.restoreSelections.selectionSet
            selectionSet.goalColumns = nil
            // Selections moved by an unrecorded edit may need snapping to the text around them,
            // and ones saved during a composition may split a cluster of the marked text.
            selectionSet.snapAndNormalize(in: document, caretToClusterEnd: false)
            checkInvariantsIfEnabled()
            return .changed(change.text)
        }
    }
}
