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

    /// The longest one regular-expression match may take (nil for no limit), timed from the
    /// last match found (see `RegexProgram.forEachMatch`); never negative.
    var timeLimit: Duration?
    /// When the first step after the last match was reported: the time limit runs from there
    /// (at most one step, about 0.1 ms, after the match), so no clock is read per match.
    private var runStarted: ContinuousClock.Instant?

    /// ICU's count starts again (a region was set).
    func restartSteps() {
        runStarted = nil
    }

    /// A match was found: the next one has the whole limit again.
    func markMatch() {
        runStarted = nil
    }

    /// ``shouldContinue()`` for ICU's match callback, called at each of ICU's steps (every
    /// 10,000 backtracking states saved), which also enforces ``timeLimit``.
    func shouldContinue(steps: Int32) -> Bool {
        if let timeLimit, reason == nil {
            let now = ContinuousClock.now
            if let runStarted {
                if now - runStarted >= timeLimit {
                    reason = .timeLimitExceeded(message: "U_REGEX_TIME_OUT")
                    return false
                }
            } else {
                runStarted = now
                if timeLimit <= .zero {
                    reason = .timeLimitExceeded(message: "U_REGEX_TIME_OUT")
                    return false
                }
            }
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
