extension FocusCoordinator {
    /// The Return key in the focused field (`.onSubmit`).
    ///
    /// If the field has its own submit action, that runs and focus stays unless the action moves
    /// it. Otherwise focus moves to the next attached field; on the last field focus resigns
    /// (keyboard dismissed) and the coordinator's ``onSubmit`` runs. With no focused field it does
    /// nothing. Focus requests made by the actions are deferred to after the submit.
    public func submit() {
        gate.perform("submit") { [weak self] in self?.applySubmit() }
    }

    /// Runs one submit against the state at the time it runs.
    func applySubmit() {
        guard let current = focused,
            let index = registrationIndex[current]
        else { return }
        if let action = registrations[index].onSubmit {
            action()
        } else if index + 1 < registrations.count {
            move(to: registrations[index + 1].field)
        } else {
            move(to: nil)
            onSubmit?()
        }
    }
}
