extension FocusCoordinator {
    /// Runs `body` as a host update (SwiftUI's `updateUIView`): focus requests, attaches and
    /// submits made inside it are queued and run after it, through the scheduler.
    ///
    /// - Parameter body: The update.
    public func update(_ body: () -> Void) {
        gate.update(body)
    }
}
