// Read-only views of where the editor is in its notification cycle, for code that keeps a copy of
// its state in step from an observer (a bridge to a view or a host): a change made now is only
// heard later when either is true.
extension TextEditor {
    /// Whether observers are being called now. Mutations made meanwhile are queued and applied
    /// after the delivery, so an observer registered later has not heard of the change yet.
    public var isDeliveringChanges: Bool { dispatcher.isDelivering }

    /// Whether a batch (``beginEditing()``) is open: observers hear its changes when it ends.
    public var isBatchingChanges: Bool { dispatcher.batchDepth > 0 }

    /// The number of undo steps kept (a change merged into the last step does not add one).
    public var undoStepCount: Int { history.undoCount }

    /// The number of redo steps kept.
    public var redoStepCount: Int { history.redoStack.count }
}

extension TextEditor {
    /// Runs `work` once the observers being called now have returned, in order with the
    /// mutations they queued (each delivered before the next runs); at once when none are being
    /// called. Unlike ``performEditing(_:)`` it opens no batch, so `work` sees the editor idle.
    ///
    /// - Parameter work: What to run; it may mutate the editor.
    public func afterDelivery(_ work: @escaping () -> Void) {
        dispatch(.afterDelivery(work))
    }
}
