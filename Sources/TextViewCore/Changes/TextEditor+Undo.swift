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
        perform { $0.undoNow() }
    }

    /// The body of ``undo()``, run now (routed by ``perform(_:_:)``).
    func undoNow() {
        if committingMarkedTextFirst({ undo() }) { return }   // so a composition is undone whole
        guard let group = history.popUndo() else { return }
        history.coalescingOpen = false
        revert(group, as: .undo)
    }

    /// Redoes the last undone step, leaving the selections as they were before the undo.
    /// Does nothing when there is none; any new change clears the redo steps.
    ///
    /// - Complexity: O(s log n + m) for the step's s changed sections and m units.
    public func redo() {
        perform { $0.redoNow() }
    }

    /// The body of ``redo()``, run now (routed by ``perform(_:_:)``).
    func redoNow() {
        if committingMarkedTextFirst({ redo() }) { return }
        guard let group = history.popRedo() else { return }
        history.coalescingOpen = false
        revert(group, as: .redo)
    }

    /// Ends the current undo step: the next typing or deletion starts a new one.
    public func breakUndoCoalescing() {
        perform { $0.breakUndoCoalescingNow() }
    }

    /// The body of ``breakUndoCoalescing()``, run now (routed by ``perform(_:_:)``).
    func breakUndoCoalescingNow() {
        history.coalescingOpen = false
    }

    /// Opens an explicit undo group: every change until the matching ``endUndoGroup()`` is one
    /// undo step. Groups nest; the outermost one decides.
    public func beginUndoGroup() {
        perform { $0.beginUndoGroupNow() }
    }

    /// The body of ``beginUndoGroup()``, run now (routed by ``perform(_:_:)``).
    func beginUndoGroupNow() {
        if history.explicitDepth == 0 { history.explicitStepStarted = false }
        history.explicitDepth += 1
    }

    /// Closes an explicit undo group; an unmatched call does nothing.
    public func endUndoGroup() {
        perform { $0.endUndoGroupNow() }
    }

    /// The body of ``endUndoGroup()``, run now (routed by ``perform(_:_:)``).
    func endUndoGroupNow() {
        guard history.explicitDepth > 0 else { return }
        history.explicitDepth -= 1
        if history.explicitDepth == 0 { history.coalescingOpen = false }
    }

    /// Runs `body` as one undo step (inside ``beginUndoGroup()`` and ``endUndoGroup()``).
    ///
    /// - Parameter body: The changes to group.
    public func undoGroup(_ body: @escaping () -> Void) {
        perform(body) { editor, body in
            editor.beginUndoGroup()
            body()
            editor.endUndoGroup()
        }
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
        perform { $0.removeAllUndoStepsNow() }
    }

    /// The body of ``removeAllUndoSteps()``, run now (routed by ``perform(_:_:)``).
    func removeAllUndoStepsNow() {
        history.removeAll()
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
