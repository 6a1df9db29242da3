/// Runs scheduled work in a new main-actor task, for hosts driven by Swift concurrency rather than
/// a run loop.
///
/// Work items are chained, so they run in the order they were scheduled even though each runs in
/// its own turn of the main actor.
@MainActor
public final class MainActorScheduler: UpdateScheduler {
    /// The last task started, so the next one can wait for it and keep FIFO order.
    private var tail: Task<Void, Never>?

    /// Creates a scheduler that runs work in main-actor tasks.
    public init() {}

    /// Starts a main-actor task that runs `work` after every previously scheduled item.
    ///
    /// - Parameter work: The work to run on a later turn of the main actor.
    public func schedule(_ work: @escaping @MainActor () -> Void) {
        let previous = tail
        tail = Task { @MainActor in
            await previous?.value
            work()
        }
    }
}
