/// A scheduler for tests: it only queues work, and runs it when told, so every interleaving of
/// "now" and "after the update" is chosen by the test and is the same on every run.
@MainActor
public final class ManualScheduler: UpdateScheduler {
    /// Work scheduled and not yet run, oldest first.
    // Exclusivity: each access appends or moves one closure out (`removeFirst`), so no closure is
    // released, and no user code runs, while it is open; the work runs after the access ends.
    @exclusivity(unchecked) private var queue: [@MainActor () -> Void] = []

    /// Creates an empty scheduler.
    public init() {}

    /// The number of work items waiting to run.
    public var pendingCount: Int { queue.count }

    /// Queues `work`; it runs during a later ``runNext()`` or ``drain(maximumItems:)``.
    ///
    /// - Parameter work: The work to queue.
    public func schedule(_ work: @escaping @MainActor () -> Void) {
        queue.append(work)
    }

    /// Runs the oldest waiting item, if any.
    ///
    /// - Returns: `true` if an item ran, `false` if nothing was waiting.
    @discardableResult
    public func runNext() -> Bool {
        guard !queue.isEmpty else { return false }
        let work = queue.removeFirst()
        work()
        return true
    }

    /// Runs waiting items, including items they schedule, until none is left or `maximumItems`
    /// have run.
    ///
    /// - Parameter maximumItems: A bound so a test with a scheduling loop stops instead of
    ///   hanging; values below 0 count as 0.
    /// - Returns: The number of items that ran.
    /// - Complexity: O(k²) in the number k of items run, which tests keep small.
    @discardableResult
    public func drain(maximumItems: Int = 10_000) -> Int {
        var ran = 0
        while ran < max(0, maximumItems), runNext() {
            ran += 1
        }
        return ran
    }
}
