import Synchronization

/// A switch another task or thread flips to stop a running search, which then throws
/// ``SearchError/cancelled``.
public final class SearchCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    /// A switch that is not flipped yet.
    public init() {}

    /// Stops every search that uses this switch, now or later.
    public func cancel() {
        flag.store(true, ordering: .relaxed)
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool {
        flag.load(ordering: .relaxed)
    }
}

/// When a search must stop: a cancellation switch, a deadline, or the cancellation of the task
/// running it. Checked every few chunks of text and during long regular-expression matches.
final class SearchStop {
    let cancellation: SearchCancellation?
    let deadline: ContinuousClock.Instant?
    /// Why the search stopped, once it has.
    private(set) var reason: SearchError?
    private var ticks = 0

    init(cancellation: SearchCancellation?, deadline: ContinuousClock.Instant?) {
        self.cancellation = cancellation
        self.deadline = deadline
    }

    /// Whether to go on; records the reason when not.
    func shouldContinue() -> Bool {
        if reason != nil { return false }
        if cancellation?.isCancelled == true || Task.isCancelled {
            reason = .cancelled
        } else if let deadline, ContinuousClock.now >= deadline {
            reason = .deadlineExceeded
        }
        return reason == nil
    }

    /// The regular-expression time limit (ICU time units, 0 for none), counted from the last
    /// match found (see `RegexProgram.forEachMatch`).
    var stepLimit: Int32 = 0
    /// ICU's time count at the last match, or 0 after the matcher's count restarted.
    private var stepBaseline: Int32 = 0
    /// ICU's time count the callback last saw.
    private var lastSteps: Int32 = 0

    /// ICU's count starts again (a region was set).
    func restartSteps() {
        stepBaseline = 0
        lastSteps = 0
    }

    /// A match was found: the next one has the whole limit again.
    func markMatch() {
        stepBaseline = lastSteps
    }

    /// ``shouldContinue()`` for ICU's match callback, which also enforces ``stepLimit``.
    func shouldContinue(steps: Int32) -> Bool {
        lastSteps = steps
        if stepLimit > 0 && reason == nil && steps - stepBaseline >= stepLimit {
            reason = .timeLimitExceeded(message: "U_REGEX_TIME_OUT")
            return false
        }
        return shouldContinue()
    }

    /// Throws the reason to stop, checking only every `every`-th call (the clock costs more than
    /// a chunk of scanning).
    @inline(__always)
    func check(every: Int = 1) throws {
        ticks += 1
        if ticks >= every {
            ticks = 0
            if !shouldContinue(), let reason { throw reason }
        }
    }
}
