import Foundation

// The one path every mutation takes (text, attributes, selections, undo): a transaction records
// its change set and undo steps, the undo history and the pending notification take it, and the
// observers hear once the outermost batch ends, never re-entered (Docs/EditorSemantics.md,
// "Transactions and notifications").
extension TextEditor {
    /// Runs `body` (which changes the document and/or the selections) as one transaction:
    /// records the document's steps, builds the change set, updates the undo history and the
    /// pending notification, and delivers it when no batch is open.
    ///
    /// - Parameters:
    ///   - event: What caused it.
    ///   - history: What the undo history does with it.
    ///   - insertsLineBreak: Whether typed text held a line break.
    ///   - touchesDocument: False for a selection change, which records no document step.
    ///   - body: The mutation.
    func transact(_ event: UserEvent, history action: HistoryAction = .record, insertsLineBreak: Bool = false,
                  touchesDocument: Bool = true, _ body: () -> Void) {
        precondition(!isDelivering, "a mutation ran while observers were being called (it should have been queued)")
        precondition(document.journal == nil, "transactions do not nest (\(event) inside another)")
        // Assigned or carried typing attributes last until the selections change, whatever the
        // transaction; only then is the old selection array worth keeping to compare.
        let overriddenSelections = typingOverride == nil ? nil : selectionSet.selections
        if case .record = action, !recordsUndo, observers.entries.isEmpty, pendingChange == nil {
            // No one would read the record: no undo history, no observer, no batch being built.
            body()
            endTypingOverride(ifSelectionsLeft: overriddenSelections)
            return
        }
        if !touchesDocument, case .record = action, !history.coalescingOpen, observers.entries.isEmpty, pendingChange == nil {
            // A selection change that no one would read either: the history only ends an open
            // coalescing on one, so comparing k selections before and after (a copy of them at the
            // first write) would be O(k) for nothing.
            body()
            endTypingOverride(ifSelectionsLeft: overriddenSelections)
            return
        }
        let selectionsBefore = SelectionSnapshot(selectionSet)
        let oldLength = document.length
        var journal: ChangeJournal? = nil
        if touchesDocument {
            var buffer: [JournalStep] = []
            swap(&buffer, &spareSteps)
            document.journal = ChangeJournal(steps: buffer)
            body()
            endTypingOverride(ifSelectionsLeft: overriddenSelections)
            // Moved out, not copied: a copy would retain every step only to release them.
            swap(&journal, &document.journal)
        } else {
            body()
            endTypingOverride(ifSelectionsLeft: overriddenSelections)
        }
        var mask: EditedMask = []
        var changes = ChangeSet(length: oldLength)
        var steps: [JournalStep] = []
        var attributeRange: Range<Int>?
        if var journal {
            for step in journal.steps {
                if case .text = step {
                    mask.insert(.characters)
                    changes = journal.changeSet(oldLength: oldLength)
                    break
                }
            }
            if journal.touchedAttributes { mask.insert(.attributes) }
            attributeRange = journal.attributeRange
            swap(&steps, &journal.steps)
        }
        if !selectionsBefore.matches(selectionSet) {
            mask.insert(.selection)
        }
        let transaction = TextTransaction(event: event, changes: changes, steps: consume steps,
                                          selectionsBefore: consume selectionsBefore, selectionsAfter: SelectionSnapshot(selectionSet), mask: mask,
                                          attributeRange: attributeRange, insertsLineBreak: insertsLineBreak)
        if var spare = finish(consume transaction, history: action), spare.capacity > 0 {
            spare.removeAll(keepingCapacity: true)
            spareSteps = spare
        }
    }

    /// Forgets assigned or carried typing attributes when the selections are no longer
    /// `selections` (before observers hear of the change, so they read the new ones).
    private func endTypingOverride(ifSelectionsLeft selections: [TextSelection]?) {
        if let selections, selections != selectionSet.selections { typingOverride = nil }
    }

    /// Hands a transaction to the undo history and the pending notification.
    ///
    /// - Returns: The transaction's step array when nothing kept it, for reuse.
    private func finish(_ transaction: consuming TextTransaction, history action: HistoryAction) -> [JournalStep]? {
        var kept = true
        switch action {
        case .record:
            kept = recordsUndo && history.record(transaction, now: clock(), pause: undoCoalescingInterval)
        case .undo:
            history.redoStack.append(inverse(of: transaction))
        case .redo:
            history.pushUndo(inverse(of: transaction))
        }
        var steps: [JournalStep] = []
        if !kept { swap(&steps, &transaction.steps) }
        var direct: TextChange?
        if !transaction.mask.isEmpty, !observers.entries.isEmpty || pendingChange != nil {
            if pendingChange == nil && batchDepth == 0 && !isDelivering {
                // Alone, outside a batch: the notification is this transaction's, with nothing to
                // coalesce, so it is built straight from it.
                direct = TextChange(transaction)
            } else {
                if pendingChange == nil {
                    pendingChange = PendingChange(length: transaction.changes.oldLength, selections: transaction.selectionsBefore)
                }
                pendingChange!.add(transaction)
            }
        }
        _ = consume transaction
        // Delivered after the transaction is gone, so the steps array is the caller's alone.
        if let direct { deliver(direct) }
        deliverIfIdle()
        return kept ? nil : steps
    }

    /// The undo step that reverts an undo or redo transaction.
    private func inverse(of transaction: TextTransaction) -> UndoGroup {
        UndoGroup(steps: transaction.steps, restoreSelections: transaction.selectionsBefore,
                  selectionsAfter: transaction.selectionsBefore, event: transaction.event, time: clock())
    }

    /// Delivers the pending notification unless a batch is open or observers are running, then
    /// works through the mutations observers queued, each delivered in turn.
    func deliverIfIdle() {
        guard batchDepth == 0, !isDelivering else { return }
        deliverPending()
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        var rounds = 0
        while !deferredWork.isEmpty {
            if rounds >= maximumDeliveryRounds {
                let error = FeedbackLoopError(rounds: rounds, droppedCount: deferredWork.count)
                deferredWork.removeAll()
                lastFeedbackLoopError = error
                onFeedbackLoop?(error)
                if assertsOnFeedbackLoop { assertionFailure(error.description) }
                return
            }
            rounds += 1
            let work = deferredWork.removeFirst()
            work()
            if batchDepth == 0 { deliverPending() }
        }
    }

    /// Calls every observer with the pending notification, if any.
    private func deliverPending() {
        guard pendingChange != nil else { return }
        let current = observers.entries
        // Moved out, not copied and cleared: its arrays change hands without retains.
        guard !current.isEmpty, let pending = pendingChange.take() else {
            pendingChange = nil
            return
        }
        deliver(pending.change(selectionsAfter: SelectionSnapshot(selectionSet)), to: current)
    }

    /// Calls the observers (`current`, or those registered now) with `change`.
    private func deliver(_ change: TextChange, to current: [(id: Int, body: (TextChange) -> Void)]? = nil) {
        let current = current ?? observers.entries
        isDelivering = true
        defer { isDelivering = false }
        for (i, observer) in current.enumerated() {
            // One removed by an earlier observer of this delivery is not called.
            if i > 0 && !observers.contains(observer.id) { continue }
            observer.body(change)
        }
    }

    /// Queues `work` when observers are running, so a mutation made from inside one is applied
    /// after the delivery: every public mutating method starts with this.
    ///
    /// - Returns: Whether `work` was queued (the caller then returns at once).
    func deferredWhileDelivering(_ work: @escaping () -> Void) -> Bool {
        guard isDelivering else { return false }
        deferredWork.append(work)
        return true
    }

    /// Opens a batch: observers hear nothing until the matching ``endEditing()``, then once, with
    /// everything the batch changed. Batches nest; only the outermost end notifies.
    public func beginEditing() {
        if deferredWhileDelivering({ [self] in beginEditing() }) { return }
        batchDepth += 1
    }

    /// Closes a batch opened by ``beginEditing()``; the outermost one delivers the coalesced
    /// change. An `endEditing()` without a `beginEditing()` does nothing.
    public func endEditing() {
        if deferredWhileDelivering({ [self] in endEditing() }) { return }
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        deliverIfIdle()
    }

    /// Runs `body` inside ``beginEditing()`` and ``endEditing()``. Called from an observer, the
    /// whole of `body` runs after the delivery.
    ///
    /// - Parameter body: The mutations to batch.
    /// - Complexity: What `body`'s mutations cost, plus O(t log t) to compose the notification's
    ///   change set from their t replacements (a replace-all of k edits is O(k log n) in all).
    public func performEditing(_ body: @escaping () -> Void) {
        if deferredWhileDelivering({ [self] in performEditing(body) }) { return }
        beginEditing()
        body()
        endEditing()
    }
}
