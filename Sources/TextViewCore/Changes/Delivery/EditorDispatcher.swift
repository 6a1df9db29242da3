/// Who hears an editor's changes, and when: its observers, the open batches and the notification
/// they are building, the delivery under way, and the mutations requested meanwhile.
///
/// The rule it enforces (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Transactions and notifications"): observers are
/// never re-entered. Every public mutating method of ``TextEditor`` goes through
/// ``TextEditor/dispatch(_:)``, which runs its ``EditorCommand`` now, or, while observers (or
/// will-change observers, or input filters) are being called, queues the command on a
/// ``DeferralQueue`` that is worked through once they return, each delivered before the next runs.
///
/// A separate object so that the editor's hot path reads its flags through one reference, and so
/// that user code reaching the editor during a delivery finds no access to it open.
final class EditorDispatcher {
    /// The observers, in the order they were added.
    let observers = ObserverList()
    /// The nesting depth of ``TextEditor/beginEditing()``.
    // Exclusivity: the flags and the pending notification are plain Sendable values read and
    // written between calls out, never across one (observers run on copies of what they are
    // handed), so no access to them can overlap; they are read on every keystroke.
    @exclusivity(unchecked) var batchDepth = 0
    /// The notification being built since the last delivery; nil when nothing changed.
    @exclusivity(unchecked) var pendingChange: PendingChange?

    /// The recorder a transaction no one reads is handed: always nil. One kept here, not a local
    /// per transaction, whose destruction went through its type's value witness (about 64
    /// instructions a keystroke).
    // Exclusivity: only a transaction body reaches it (through inout), and transactions do not nest.
    @exclusivity(unchecked) var noRecorder: InverseAccumulator?

    /// Whether a notification is being built. Asked without copying it: `pendingChange == nil`
    /// copied the whole pending change (a retain and a release of each of its arrays) on every
    /// keystroke.
    var hasPendingChange: Bool {
        if case .none = pendingChange { return false }
        return true
    }
    /// Whether observers, will-change observers or input filters are being called right now
    /// (mutations are then queued).
    @exclusivity(unchecked) var isDelivering = false
    /// Whether a transaction's body is running (transactions do not nest).
    @exclusivity(unchecked) var isInTransaction = false
    /// The commands issued while observers ran, in order. Checked: some hold user closures.
    let deferred = DeferralQueue<EditorCommand>(maximumRounds: 100)

    /// Called when observers' mutations were dropped as a feedback loop.
    var onFeedbackLoop: ((FeedbackLoopError) -> Void)?
    /// The last feedback loop stopped, if any.
    var lastFeedbackLoopError: FeedbackLoopError?
    /// Whether a feedback loop also fails an assertion (in debug builds only).
    var assertsOnFeedbackLoop = true

    /// Queues `command` to run after the delivery under way.
    func enqueue(_ command: EditorCommand) {
        deferred.append(command)
    }

    /// Hands a transaction to the notification: delivered now when it is alone outside a batch,
    /// else added to the pending one (nothing when no observer would hear it).
    func post(_ transaction: inout TextTransaction) {
        guard !transaction.mask.isEmpty, !observers.isEmpty || hasPendingChange else { return }
        if !hasPendingChange && batchDepth == 0 && !isDelivering {
            // Alone, outside a batch: the notification is this transaction's, with nothing to
            // coalesce, so it is built straight from it, taking its change set. (What the caller's
            // transaction still holds, an unrecorded inverse say, is released when the caller's
            // value goes, after the observers ran.)
            deliver(TextChange(taking: &transaction))
            return
        }
        if !hasPendingChange {
            pendingChange = PendingChange(length: transaction.changes.oldLength, selections: transaction.selectionsBefore)
        }
        pendingChange!.add(transaction)
    }

    /// Delivers the pending notification unless a batch is open or observers are running, then
    /// works through the mutations observers queued, each delivered in turn.
    ///
    /// The queue is worked through in rounds: a round runs every mutation queued by the
    /// deliveries of the round before (the first, those queued by the delivery that started the
    /// drain), so an observer that makes many edits in one callback costs one round. A feedback
    /// loop is rounds that keep producing work: the drain stops after the queue's maximum rounds,
    /// or once it has run as many mutations as that many rounds the size of the first, or of the
    /// number of observers if that is larger (so a loop whose rounds grow stops as soon as one that
    /// does not, and forty observers that each answer a change three times are not a loop).
    ///
    /// - Parameters:
    ///   - selections: The editor's selections now, for the notification's end state.
    ///   - run: Runs a queued command on the editor.
    func deliverIfIdle(selections: () -> SelectionSnapshot, run: (EditorCommand) -> Void) {
        guard batchDepth == 0, !isDelivering else { return }
        deliverPending(selections: selections)
        guard !deferred.isEmpty else { return }
        let loop = deferred.drain(budgeted: true, budgetFloor: observers.count) { command in
            run(command)
            if batchDepth == 0 { deliverPending(selections: selections) }
        }
        if let loop { stopFeedbackLoop(loop) }
    }

    /// Reports the loop a drain stopped (its dropped commands, whose closures may capture user
    /// objects, go when this returns, after the queue has been left empty).
    private func stopFeedbackLoop(_ loop: DeferralQueue<EditorCommand>.Loop) {
        let error = FeedbackLoopError(rounds: loop.rounds, droppedCount: loop.dropped.count)
        lastFeedbackLoopError = error
        onFeedbackLoop?(error)
        if assertsOnFeedbackLoop { assertionFailure(error.description) }
    }

    /// Calls every observer with the pending notification, if any.
    private func deliverPending(selections: () -> SelectionSnapshot) {
        guard hasPendingChange else { return }
        let current = observers.snapshot()
        // Moved out, not copied and cleared: its arrays change hands without retains.
        guard !observers.isEmpty, let pending = pendingChange.take() else {
            pendingChange = nil
            return
        }
        deliver(pending.change(selectionsAfter: selections()), to: current)
    }

    /// Calls the observers (`current`, or those registered now) with `change`.
    func deliver(_ change: TextChange, to current: [ObserverList.Entry]? = nil) {
        let current = current ?? observers.snapshot()
        isDelivering = true
        defer { isDelivering = false }
        var first = true
        for observer in current {
            guard let body = observer.body else { continue }
            // One removed by an earlier observer of this delivery is not called.
            if !first && !observers.contains(observer.id) { continue }
            first = false
            body(change)
        }
    }
}
