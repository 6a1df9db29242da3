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
            return change.text
        }
    }
}
