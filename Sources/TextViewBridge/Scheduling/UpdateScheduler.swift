/// Runs work "after the current update": the headless stand-in for the
/// `DispatchQueue.main.async { ... }` that a `UIViewRepresentable` coordinator wraps around every
/// write to a SwiftUI binding.
///
/// Everything in `TextViewBridge` that must not run inside a view update (writes to host state,
/// focus changes, editing callbacks) reaches the outside world through one of these, so the same
/// model runs on the main queue in an app, on the main actor in async code, and step by step under
/// a ``ManualScheduler`` in tests.
///
/// The protocol is `@MainActor` because its users model SwiftUI state, which lives there; the
/// scheduled work is main-actor work for the same reason.
@MainActor
public protocol UpdateScheduler: AnyObject {
    /// Arranges for `work` to run once, later, on the main actor: never before `schedule` returns.
    ///
    /// Work scheduled earlier runs earlier (first in, first out).
    ///
    /// - Parameter work: The work to run.
    func schedule(_ work: @escaping @MainActor () -> Void)
}
