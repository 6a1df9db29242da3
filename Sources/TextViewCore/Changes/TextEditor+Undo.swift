// Undo and redo: every recorded transaction's document steps, reverted exactly (text, runs,
// paragraph styles), with the selections put back (Docs/EditorSemantics.md, "Undo and redo").
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
    /// - Complexity: O(s (log n + m)) for the step's s document steps and m units.
    public func undo() {
        if deferredWhileDelivering({ [self] in undo() }) { return }
        if committingMarkedTextFirst({ undo() }) { return }   // so a composition is undone whole
        guard let group = history.popUndo() else { return }
        history.coalescingOpen = false
        revert(group, as: .undo)
    }

    /// Redoes the last undone step, leaving the selections as they were before the undo.
    /// Does nothing when there is none; any new change clears the redo steps.
    ///
    /// - Complexity: O(s (log n + m)) for the step's s document steps and m units.
    public func redo() {
        if deferredWhileDelivering({ [self] in redo() }) { return }
        if committingMarkedTextFirst({ redo() }) { return }
        guard let group = history.redoStack.popLast() else { return }
        history.coalescingOpen = false
        revert(group, as: .redo)
    }

    /// Ends the current undo step: the next typing or deletion starts a new one.
    public func breakUndoCoalescing() {
        if deferredWhileDelivering({ [self] in breakUndoCoalescing() }) { return }
        history.coalescingOpen = false
    }

    /// Opens an explicit undo group: every change until the matching ``endUndoGroup()`` is one
    /// undo step. Groups nest; the outermost one decides.
    public func beginUndoGroup() {
        if deferredWhileDelivering({ [self] in beginUndoGroup() }) { return }
        if history.explicitDepth == 0 { history.explicitStepStarted = false }
        history.explicitDepth += 1
    }

    /// Closes an explicit undo group; an unmatched call does nothing.
    public func endUndoGroup() {
        if deferredWhileDelivering({ [self] in endUndoGroup() }) { return }
        guard history.explicitDepth > 0 else { return }
        history.explicitDepth -= 1
        if history.explicitDepth == 0 { history.coalescingOpen = false }
    }

    /// Runs `body` as one undo step (inside ``beginUndoGroup()`` and ``endUndoGroup()``).
    ///
    /// - Parameter body: The changes to group.
    public func undoGroup(_ body: @escaping () -> Void) {
        if deferredWhileDelivering({ [self] in undoGroup(body) }) { return }
        beginUndoGroup()
        body()
        endUndoGroup()
    }

    /// An estimate of the memory the undo and redo steps hold, in bytes: the removed text (as
    /// UTF-16), the saved runs and selections, and a fixed cost per step.
    ///
    /// - Complexity: O(s) for s saved steps.
    public var undoHistoryFootprint: Int {
        (history.undoStack + history.redoStack).reduce(0) { total, group in
            let selections = (group.restoreSelections.count + group.selectionsAfter.count) * MemoryLayout<TextSelection>.stride
            return total + 96 + selections + group.steps.reduce(0) { sum, step in
                switch step {
                case .text(_, let removed, let runs, _):
                    return sum + 64 + removed.count * 2 + runs.count * MemoryLayout<AttributedRun>.stride
                case .runs(_, let runs):
                    return sum + 48 + runs.count * MemoryLayout<AttributedRun>.stride
                }
            }
        }
    }

    /// Forgets every undo and redo step (after a save, or on loading another document).
    public func removeAllUndoSteps() {
        if deferredWhileDelivering({ [self] in removeAllUndoSteps() }) { return }
        history.removeAll()
    }

    /// Reverts `group` through the one mutation path; the history takes its inverse.
    private func revert(_ group: UndoGroup, as action: HistoryAction) {
        transact(action == .undo ? .undo : .redo, history: action) {
            document.revert(group.steps)
            selectionSet = group.restoreSelections.selectionSet
            selectionSet.goalColumns = nil
            typingOverride = nil
            checkInvariantsIfEnabled()
        }
    }
}
