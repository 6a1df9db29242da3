import Dispatch

/// Runs scheduled work on the next turn of the main dispatch queue, which is what a UIKit
/// coordinator's `DispatchQueue.main.async` does.
///
/// Use it where the host is driven by the main run loop (an app, a `dispatchMain()` tool).
@MainActor
public final class MainQueueScheduler: UpdateScheduler {
    /// Creates a scheduler on the main dispatch queue.
    public init() {}

    /// Enqueues `work` on the main dispatch queue.
    ///
    /// - Parameter work: The work to run on a later turn of the main queue, in FIFO order.
    public func schedule(_ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async {
            // The main queue is the main actor's executor, so this holds; the check documents it
            // and traps if a platform ever breaks the equivalence.
            MainActor.assumeIsolated { work() }
        }
    }
}
