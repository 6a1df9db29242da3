/// One attached field of a ``FocusCoordinator``: its identity and the callbacks its view gave.
struct FocusRegistration<Field: Hashable> {
    /// The field's identity (the `equals:` value of `.focused(_:equals:)`).
    let field: Field

    /// Called with `true` when the field gains focus and `false` when it loses it.
    let onEditingChanged: (@MainActor (Bool) -> Void)?

    /// The field's own submit action, which replaces the default "move to the next field".
    let onSubmit: (@MainActor () -> Void)?
}
