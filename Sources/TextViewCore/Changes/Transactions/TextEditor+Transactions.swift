import Foundation

/// What a transaction's body applied to the text: the change set, or nothing (a selection or
/// attribute change, or a body no one records).
///
/// Not `ChangeSet?`: an optional of a struct this large is destroyed through the generic
/// optional's witness, with the change set's metadata (callgrind, sveltecomponent's editor path:
/// about 65 instructions a keystroke, recorded or not).
enum AppliedText {
    /// No text changed, or no one asked for the change set.
    case unchanged
    /// The change set applied.
    case changed(ChangeSet)
}

// The one path every mutation takes (text, attributes, selections, undo): a transaction records
// its change set and its inverse, the undo history and the pending notification take it, and the
// observers hear once the outermost batch ends, never re-entered (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md,
// "Transactions and notifications").
extension TextEditor {
    /// Runs `body` (which changes the document and/or the selections) as one transaction: the
    /// undo history and the pending notification take its change set and its inverse, and the
    /// notification is delivered when no batch is open.
    ///
    /// `body` is handed the inverse to add its document mutations' inverses to (nil when no one
    /// will read it: no undo history, no observer) and returns the change set it applied, the
    /// spec's own (``AppliedText/unchanged`` when it changed no text, and may be when the inverse
    /// is nil): nothing is read back from the document.
    ///
    /// - Parameters:
    ///   - event: What caused it.
    ///   - history: What the undo history does with it.
    ///   - insertsLineBreak: Whether typed text held a line break.
    ///   - touchesDocument: False for a selection change, which changes no text or runs.
    ///   - typing: What becomes of the typing attributes, settled right after `body`.
    ///   - body: The mutation.
    func transact(_ event: UserEvent, history action: HistoryAction = .record, insertsLineBreak: Bool = false,
                  touchesDocument: Bool = true, typing: TypingDecision = .keep,
                  _ body: (inout InverseAccumulator?) -> AppliedText) {
        precondition(!dispatcher.isDelivering, "a mutation ran while observers were being called (it should have been queued)")
        precondition(!dispatcher.isInTransaction, "transactions do not nest (\(event) inside another)")
        // Marked text: a change that is not the composition's own was committed before the
        // command ran (``compositionStage(_:marked:)``); what runs here while composing keeps it.
        // An attribute edit made while composing shares the composition's undo step, like an
        // edit elsewhere: abandoning the composition must not drop it with the marked text.
        // (Composing asked first: the event comparison costs String's canonical-equivalence check
        // whenever the names differ, about 35 instructions a transaction.)
        if state.isComposing && event == .format { state.composition?.foreignEdits = true }
        defer {
            // What will-change observers or filters queued is worked through even when no
            // notification follows.
            if !dispatcher.deferred.isEmpty { deliverIfIdle() }
        }
        announceWillChange(event, touchesDocument: touchesDocument)
        let markedBefore = state.composingRange
        // Assigned or carried typing attributes last until the selections change, whatever the
        // transaction; only then are the old selections worth keeping to compare. A snapshot: one
        // selection is kept by value, where holding the array made the write that moves the caret
        // copy it (callgrind, automerge-paper's editor path: a deletion's carried attributes made
        // the next caret move copy and free the array, ~320 instructions).
        let overriddenSelections = typingOverride == nil ? nil : SelectionSnapshot(selectionSet)
        // No one would read the record: no undo history to record into or to move, no observer,
        // no batch being built; or a selection change that no one would read either (the history
        // only ends an open coalescing on one, so comparing k selections before and after, a copy
        // of them at the first write, would be O(k) for nothing).
        if action == .record, !dispatcher.hasPendingChange,
           (!recordsUndo && dispatcher.observers.isEmpty && history.isEmpty)
            || (!touchesDocument && !history.coalescingOpen && dispatcher.observers.entries.isEmpty) {
            dispatcher.isInTransaction = true
            _ = body(&dispatcher.noRecorder)
            dispatcher.isInTransaction = false
            assert({ if case .none = dispatcher.noRecorder { true } else { false } }(), "a transaction body set the recorder it was handed nil")
            settleTypingAttributes(typing, selectionsBefore: overriddenSelections)
            return
        }
        let selectionsBefore = SelectionSnapshot(selectionSet)
        let oldLength = document.length
        // The document adds the inverse of each change it makes.
        var recorder: InverseAccumulator? = touchesDocument ? InverseAccumulator() : nil
        dispatcher.isInTransaction = true
        let applied = body(&recorder)
        dispatcher.isInTransaction = false
        settleTypingAttributes(typing, selectionsBefore: overriddenSelections)
        var mask: EditedMask = []
        var changes = ChangeSet(length: oldLength)
        var inverse: DocumentChange?
        var attributeRange: Range<Int>?
        if var recorder = consume recorder {
            // Moved out, not copied (a copy would retain what it holds), and read unwrapped (each
            // `recorder!` asked the optional's tag through an outlined function).
            if recorder.touchedAttributes { mask.insert(.attributes) }
            attributeRange = recorder.attributeRange
            let touchedText = recorder.touchedText
            inverse = recorder.takeInverse()
            if touchedText, case .changed(let applied) = applied {
                mask.insert(.characters)
                precondition(applied.oldLength == oldLength && applied.newLength == document.length,
                             "the changes end at length \(applied.newLength), the document is \(document.length) long")
                // The forward change set is the spec's: what `body` was to apply is what it applied.
                changes = applied
            }
        }
        if !selectionsBefore.matches(selectionSet) {
            mask.insert(.selection)
        }
        let isComposing = state.isComposing
        if markedBefore != state.composingRange { mask.insert(.markedText) }
        var transaction = TextTransaction(event: event, changes: consume changes, inverse: consume inverse,
                                          selectionsBefore: consume selectionsBefore, selectionsAfter: SelectionSnapshot(selectionSet), mask: mask,
                                          attributeRange: attributeRange, insertsLineBreak: insertsLineBreak, isComposing: isComposing)
        finish(&transaction, history: action)
    }

    /// Hands a transaction to the undo history and the pending notification, each taking what
    /// it keeps from it in place (moving a transaction, a few hundred bytes, is a memcpy).
    private func finish(_ transaction: inout TextTransaction, history action: HistoryAction) {
        switch action {
        case .record:
            if recordsUndo {
                history.record(&transaction, now: clock(), pause: undoCoalescingInterval)
            } else {
                // Unrecorded: the history moves through it, or drops what it overlaps.
                history.rebase(through: transaction.changes)
            }
        case .undo:
            history.pushRedo(inverse(of: transaction))
        case .redo:
            history.pushUndo(inverse(of: transaction))
        }
        dispatcher.post(&transaction)
        deliverIfIdle()
    }

    /// The undo step that reverts an undo or redo transaction: its inverted change.
    private func inverse(of transaction: borrowing TextTransaction) -> UndoGroup {
        UndoGroup(change: transaction.inverse ?? DocumentChange(text: ChangeSet(length: document.length)),
                  restoreSelections: transaction.selectionsBefore,
                  selectionsAfter: transaction.selectionsBefore, event: transaction.event, time: clock())
    }

    /// Opens a batch: observers hear nothing until the matching ``endEditing()``, then once, with
    /// everything the batch changed. Batches nest; only the outermost end notifies.
    public func beginEditing() {
        dispatch(.beginEditing)
    }

    /// Closes a batch opened by ``beginEditing()``; the outermost one delivers the coalesced
    /// change. An `endEditing()` without a `beginEditing()` does nothing.
    public func endEditing() {
        dispatch(.endEditing)
    }

    /// Runs `body` inside ``beginEditing()`` and ``endEditing()``. Called from an observer, the
    /// whole of `body` runs after the delivery.
    ///
    /// - Parameter body: The mutations to batch.
    /// - Complexity: What `body`'s mutations cost, plus O(t log t) to compose the notification's
    ///   change set from their t replacements (a replace-all of k edits is O(k log n) in all).
    public func performEditing(_ body: @escaping () -> Void) {
        dispatch(.performEditing(body))
    }
}
