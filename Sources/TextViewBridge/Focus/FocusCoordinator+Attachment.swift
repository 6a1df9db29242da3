extension FocusCoordinator {
    /// Attaches `field` after the fields already attached (`.focused(_:equals:)` appearing).
    ///
    /// Attaching a field that is attached already keeps its place and replaces its callbacks, as a
    /// re-rendered view would. If focus was requested for it before, it gains focus now; else, if
    /// it is the ``defaultFocus`` and nothing has or requested focus, it gains focus.
    ///
    /// - Complexity: O(1) amortised, so attaching f fields costs O(f).
    /// - Parameters:
    ///   - field: The field's identity.
    ///   - onEditingChanged: Called with `true`/`false` when it gains/loses focus, once per change.
    ///   - onSubmit: Its own submit action, run by ``submit()`` instead of moving to the next field.
    public func attach(
        _ field: Field,
        onEditingChanged: (@MainActor (Bool) -> Void)? = nil,
        onSubmit: (@MainActor () -> Void)? = nil
    ) {
        let registration = FocusRegistration(
            field: field, onEditingChanged: onEditingChanged, onSubmit: onSubmit)
        gate.perform("attach(\(field))") { [weak self] in self?.applyAttach(registration) }
    }

    /// Detaches `field` (its view disappearing). If it had focus, focus becomes `nil` and its
    /// `onEditingChanged(false)` fires first. Detaching a field that is not attached does nothing.
    ///
    /// - Parameter field: The field's identity.
    public func detach(_ field: Field) {
        gate.perform("detach(\(field))") { [weak self] in self?.applyDetach(field) }
    }

    /// Registers, or refreshes, a field and applies a held or default focus.
    ///
    /// - Complexity: O(1) amortised.
    func applyAttach(_ registration: FocusRegistration<Field>) {
        if let index = registrationIndex[registration.field] {
            registrations[index] = registration
        } else {
            registrationIndex[registration.field] = registrations.count
            registrations.append(registration)
        }
        if pendingFocus == registration.field {
            pendingFocus = nil
            move(to: registration.field)
        } else {
            applyDefaultFocusIfDue()
        }
    }

    /// Unregisters a field, resigning it first if it has focus.
    ///
    /// - Complexity: O(f) for the f fields attached after it, which move up.
    func applyDetach(_ field: Field) {
        guard let index = registrationIndex[field] else { return }
        if focused == field { move(to: nil) }
        registrations.remove(at: index)
        registrationIndex[field] = nil
        for later in index ..< registrations.count { registrationIndex[registrations[later].field] = later }
    }

    /// Focuses the default field when it is attached and nothing has or wants focus.
    func applyDefaultFocusIfDue() {
        guard !defaultFocusApplied, !hasExplicitRequest, focused == nil, pendingFocus == nil,
            let field = defaultFocus, registrationIndex[field] != nil
        else { return }
        defaultFocusApplied = true
        move(to: field)
    }
}

/// One attached field of a ``FocusCoordinator``: its identity and the callbacks its view gave.
struct FocusRegistration<Field: Hashable> {
    /// The field's identity (the `equals:` value of `.focused(_:equals:)`).
    let field: Field

    /// Called with `true` when the field gains focus and `false` when it loses it.
    let onEditingChanged: (@MainActor (Bool) -> Void)?

    /// The field's own submit action, which replaces the default "move to the next field".
    let onSubmit: (@MainActor () -> Void)?
}
