extension FocusCoordinator where Field == Bool {
    /// The single-field form, `@FocusState var isFocused: Bool` with `.focused($isFocused)`: the
    /// field is the value `true`. Setting `true` focuses it (held until it attaches), `false`
    /// resigns it.
    public var isFocused: Bool {
        get { focused == true }
        set { setFocused(newValue, for: true) }
    }

    /// Attaches the single field.
    ///
    /// - Parameters:
    ///   - onEditingChanged: Called with `true`/`false` when it gains/loses focus.
    ///   - onSubmit: Its submit action; without one, submitting resigns and runs ``onSubmit``.
    public func attachField(
        onEditingChanged: (@MainActor (Bool) -> Void)? = nil,
        onSubmit: (@MainActor () -> Void)? = nil
    ) {
        attach(true, onEditingChanged: onEditingChanged, onSubmit: onSubmit)
    }
}
