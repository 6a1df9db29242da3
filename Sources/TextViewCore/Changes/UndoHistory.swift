/// The undo and redo stacks and the coalescing state (Docs/EditorSemantics.md, "Undo and redo").
struct UndoHistory {
    /// The undo steps, oldest first, from ``undoStart`` on (earlier ones are dropped by the limit
    /// and removed in batches, so a full history costs O(1) per new step).
    private(set) var undoStack: [UndoGroup] = []
    private var undoStart = 0
    var redoStack: [UndoGroup] = []
    /// The most undo steps kept; nil for no limit.
    var limit: Int? = 1_000
    /// Whether the next typing or deletion may join the last undo step.
    var coalescingOpen = false
    /// The nesting depth of explicit groups (``TextEditor/beginUndoGroup()``).
    var explicitDepth = 0
    /// Whether the open explicit group has its step on the undo stack yet.
    var explicitStepStarted = false

    /// Whether there is a step to undo.
    var canUndo: Bool { undoStack.count > undoStart }

    /// How many undo steps are kept.
    var undoCount: Int { undoStack.count - undoStart }

    /// Takes the newest undo step.
    mutating func popUndo() -> UndoGroup? {
        guard canUndo else { return nil }
        return undoStack.removeLast()
    }

    /// Puts a step on the undo stack (a redo's inverse), without clearing the redo stack.
    mutating func pushUndo(_ group: UndoGroup) {
        undoStack.append(group)
        trim()
    }

    /// Forgets every step.
    mutating func removeAll() {
        undoStack.removeAll()
        undoStart = 0
        redoStack.removeAll()
        coalescingOpen = false
    }

    /// The events whose consecutive transactions may share one undo step.
    static func coalesces(_ event: UserEvent) -> Bool {
        event == .inputType || event == .deleteBackward || event == .deleteForward
    }

    /// Records a new change (``HistoryAction/record``).
    ///
    /// - Parameters:
    ///   - transaction: The change; one without document steps (a selection change) only ends
    ///     coalescing.
    ///   - now: The clock's time.
    ///   - pause: The longest pause that still continues an undo step, in seconds.
    /// - Returns: Whether the history keeps `transaction.steps` itself (a new undo step); when it
    ///   does not, the caller may reuse the array's storage.
    @discardableResult
    mutating func record(_ transaction: TextTransaction, now: Double, pause: Double) -> Bool {
        guard !transaction.steps.isEmpty else {
            if transaction.mask.contains(.selection) { coalescingOpen = false }
            return false
        }
        redoStack.removeAll()
        let coalescing = Self.coalesces(transaction.event)
        defer {
            coalescingOpen = coalescing && !transaction.insertsLineBreak
            if explicitDepth > 0 { explicitStepStarted = true }
            trim()
        }
        if explicitDepth > 0 && explicitStepStarted, canUndo {
            undoStack[undoStack.count - 1].append(transaction.steps)
            undoStack[undoStack.count - 1].selectionsAfter = transaction.selectionsAfter
            undoStack[undoStack.count - 1].time = now
            return false
        }
        // Read in place: a copy of the last step would retain and release each of its arrays.
        if explicitDepth == 0, coalescing, coalescingOpen, canUndo,
           undoStack[undoStack.count - 1].event == transaction.event,
           now - undoStack[undoStack.count - 1].time < pause, now >= undoStack[undoStack.count - 1].time,
           undoStack[undoStack.count - 1].selectionsAfter == transaction.selectionsBefore {
            undoStack[undoStack.count - 1].append(transaction.steps)
            undoStack[undoStack.count - 1].selectionsAfter = transaction.selectionsAfter
            undoStack[undoStack.count - 1].time = now
            return false
        }
        undoStack.append(UndoGroup(steps: transaction.steps, restoreSelections: transaction.selectionsBefore,
                                   selectionsAfter: transaction.selectionsAfter, event: transaction.event, time: now))
        return true
    }

    /// Drops the oldest steps beyond the limit: at once from the count, from memory in batches.
    mutating func trim() {
        guard let limit = limit.map({ Swift.max(0, $0) }), undoCount > limit else { return }
        for i in undoStart ..< undoStack.count - limit {
            // Release the dropped steps' text now; the slots go in the next batch.
            undoStack[i].steps = []
        }
        undoStart = undoStack.count - limit
        if undoStart >= 64 && undoStart * 2 >= undoStack.count {
            undoStack.removeFirst(undoStart)
            undoStart = 0
        }
    }
}
