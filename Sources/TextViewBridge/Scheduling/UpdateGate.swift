@_spi(TextViewBridge) import TextViewCore

/// The one non-reentrancy mechanism of `TextViewBridge`: an "updating" depth and a queue of work
/// deferred until no update is running (TextViewCore's `DeferralQueue`, the one the editor defers
/// its observers' mutations on), drained through an ``UpdateScheduler``.
///
/// Rules (also in `Sources/TextViewBridge/TextViewBridge.docc/FocusAndFields.md`):
/// - ``update(_:)`` marks a host update (SwiftUI's `updateUIView`); updates nest, and only the end
///   of the outermost one matters.
/// - ``perform(_:_:)`` runs its work at once when no update is running and nothing is queued;
///   otherwise it queues it. Queued work never overtakes earlier queued work.
/// - ``enqueue(_:_:)`` always queues (for writes that must happen "later" and may coalesce).
/// - Work always runs as an update itself, so whatever it requests in turn is queued, never run
///   re-entrantly inside it.
/// - When the outermost update ends with work queued, one drain is scheduled on the scheduler. A
///   drain runs the queue in rounds: round k+1 is what round k queued. After `maximumRounds`
///   rounds the rest is dropped and an ``UpdateLoopError`` is reported (stored in
///   ``lastLoopError`` and passed to ``onLoopError``) instead of hanging.
/// - `maximumRounds` is the one loop bound of the module: it also bounds the passes of a model's
///   work that repeats until the host is quiet (``repeatUntilSettled(_:_:)``) and the writes a
///   model makes across scheduler turns with no user edit in between (``mayChain(_:)``).
///
/// It is internal so that every coordinator of the module (focus, text sync) shares one
/// implementation; a coordinator that must share "updating" with another can share the instance.
@MainActor
final class UpdateGate {
    /// A queued piece of work, the label that names it in a loop report, and what to undo if it
    /// is dropped (so a dropped request leaves no "queued" flag behind in its owner).
    private struct Item {
        let label: String
        let work: @MainActor () -> Void
        let onDrop: (@MainActor () -> Void)?
    }

    /// Where drains are scheduled.
    let scheduler: any UpdateScheduler

    /// The most rounds one drain runs before it reports a loop.
    // A copy of the queue's bound (the queue never changes it), so that reading it, a few times a
    // keystroke, is not a dynamic exclusivity check on another object's property.
    let maximumRounds: Int

    /// Called when a drain gives up on a feedback loop.
    var onLoopError: ((UpdateLoopError) -> Void)?

    /// The last loop reported, if any.
    private(set) var lastLoopError: UpdateLoopError?

    /// How many ``update(_:)`` calls (and running work items) are open.
    // Exclusivity: here and on the two counters below, an Int or a Bool read and written in single
    // statements that run no other code (callgrind, a coordinator keystroke: about 76
    // instructions a dynamic check).
    @exclusivity(unchecked) private(set) var depth = 0

    /// Work waiting for the updates to end, oldest first, drained in rounds.
    private let queue: DeferralQueue<Item>

    /// Work run on this gate with no user edit in between (``mayChain(_:)``), across drains; past
    /// ``maximumRounds`` the chain is stopped until ``resetChain()``.
    @exclusivity(unchecked) private var chainLength = 0

    /// Whether a drain is on the scheduler and has not run yet, so only one is ever scheduled.
    @exclusivity(unchecked) private var drainScheduled = false

    /// The drain handed to the scheduler, made once, in `init` (one closure per keystroke otherwise).
    // Exclusivity: set once, in `init`, then only read.
    @exclusivity(unchecked) private var scheduledDrain: @MainActor () -> Void = {}

    /// Creates a gate.
    ///
    /// - Parameters:
    ///   - scheduler: Where drains run.
    ///   - maximumRounds: The loop bound; values below 1 count as 1.
    init(scheduler: any UpdateScheduler, maximumRounds: Int = 100) {
        self.scheduler = scheduler
        self.maximumRounds = max(1, maximumRounds)
        self.queue = DeferralQueue(maximumRounds: self.maximumRounds)
        scheduledDrain = { [weak self] in self?.drain() }
    }

    /// Whether an update (or a work item) is running now.
    var isUpdating: Bool { depth > 0 }

    /// The number of queued work items.
    var pendingCount: Int { queue.count }

    /// Runs `body` as an update: requests made inside it are queued until the outermost update
    /// ends, and then drained through the scheduler.
    ///
    /// - Parameter body: The update.
    /// - Returns: What `body` returns.
    func update<Result>(_ body: () throws -> Result) rethrows -> Result {
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { scheduleDrainIfNeeded() }
        }
        return try body()
    }

    /// Runs `work` now if nothing is updating and nothing is queued, otherwise queues it.
    ///
    /// - Parameters:
    ///   - label: Names the work in a loop report.
    ///   - work: The work; it runs as an update.
    func perform(_ label: String, _ work: @escaping @MainActor () -> Void) {
        if depth == 0 && queue.isEmpty {
            update(work)
        } else {
            enqueue(label, work)
        }
    }

    /// Queues `work` to run after the current update, or on the scheduler's next turn if none is
    /// running.
    ///
    /// - Parameters:
    ///   - label: Names the work in a loop report.
    ///   - onDrop: Called instead of `work` when a loop report drops it, so the owner can forget
    ///     that the work was queued.
    ///   - work: The work; it runs as an update.
    func enqueue(_ label: String, onDrop: (@MainActor () -> Void)? = nil, _ work: @escaping @MainActor () -> Void) {
        queue.append(Item(label: label, work: work, onDrop: onDrop))
        if depth == 0 { scheduleDrainIfNeeded() }
    }

    /// Schedules one drain when work is waiting and none is scheduled.
    private func scheduleDrainIfNeeded() {
        guard !queue.isEmpty, !drainScheduled else { return }
        drainScheduled = true
        scheduler.schedule(scheduledDrain)
    }

    /// Runs the queue in rounds until it is empty or the round bound is hit.
    func drain() {
        drainScheduled = false
        // An update that is open now will schedule a new drain when it ends.
        guard depth == 0 else { return }
        let loop = queue.drain { item in
            // Each item runs as an update, so what it requests is queued for the next round.
            depth += 1
            item.work()
            depth -= 1
        }
        assert(depth == 0, "UpdateGate: unbalanced depth \(depth) after a drain")
        if let loop { reportLoop(loop) }
    }

    /// Reports the loop a drain stopped, after telling each dropped item's owner.
    private func reportLoop(_ loop: DeferralQueue<Item>.Loop) {
        var labels: [String] = []
        for item in loop.dropped where !labels.contains(item.label) && labels.count < 8 {
            labels.append(item.label)
        }
        for item in loop.dropped { item.onDrop?() }
        report(UpdateLoopError(rounds: loop.rounds, droppedCount: loop.dropped.count, droppedLabels: labels))
    }

    /// Runs `pass` until it reports that nothing changed, at most ``maximumRounds`` times: work
    /// that repeats while a host keeps changing what it was just given or told. A pass still
    /// changing something after that is a loop: it is reported with `label`.
    ///
    /// - Parameters:
    ///   - label: Names the work in the loop report.
    ///   - pass: One pass; returns whether it changed something (and so needs another pass).
    /// - Returns: Whether the work settled within the bound.
    @discardableResult
    func repeatUntilSettled(_ label: String, _ pass: () -> Bool) -> Bool {
        for _ in 0..<maximumRounds {
            if !pass() { return true }
        }
        report(UpdateLoopError(rounds: maximumRounds, droppedCount: 1, droppedLabels: [label]))
        return false
    }

    /// Counts one more run of chained work (a write answering the host, with no user edit since
    /// ``resetChain()``): a ping-pong with a host that answers every write spans scheduler turns,
    /// so no single drain sees it. Past ``maximumRounds`` the loop is reported once with `label`
    /// and the chain stays stopped until ``resetChain()``.
    ///
    /// - Parameter label: Names the work in the loop report.
    /// - Returns: Whether the work may run.
    func mayChain(_ label: String) -> Bool {
        guard chainLength <= maximumRounds else { return false }
        chainLength += 1
        guard chainLength > maximumRounds else { return true }
        report(UpdateLoopError(rounds: chainLength - 1, droppedCount: 1, droppedLabels: [label]))
        return false
    }

    /// Stops the chain (a loop was reported another way) until ``resetChain()``.
    func stopChain() {
        chainLength = maximumRounds + 1
    }

    /// Starts a new chain: a user edit was made, so what follows is not a loop yet.
    func resetChain() {
        chainLength = 0
    }

    /// Records a loop cut off here or by a model on this gate (one that spans scheduler turns),
    /// and tells ``onLoopError``.
    ///
    /// - Parameter error: The report.
    func report(_ error: UpdateLoopError) {
        lastLoopError = error
        onLoopError?(error)
    }
}
