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
