extension FocusCoordinator {
    /// Whether `field` holds focus: the Bool that `.focused($state, equals: field)` shows.
    ///
    /// - Parameter field: A field's identity.
    /// - Returns: `true` if it is the focused field.
    public func isFocused(_ field: Field) -> Bool {
        focused == field
    }

    /// Sets the Bool of `.focused($state, equals: field)`: `true` requests focus for `field`;
    /// `false` resigns it if it has focus (or drops a held request for it), and otherwise does
    /// nothing, so it never takes focus away from another field.
    ///
    /// - Parameters:
    ///   - isFocused: The new Bool.
    ///   - field: The field's identity.
    public func setFocused(_ isFocused: Bool, for field: Field) {
        if isFocused {
            request(field)
            return
        }
        gate.perform("unfocus(\(field))") { [weak self] in
            guard let self else { return }
            if self.pendingFocus == field { self.pendingFocus = nil }
            if self.focused == field { self.move(to: nil) }
        }
    }

    /// Moves focus to the first field, in attach order, that `isInvalid` rejects: what a form does
    /// after a failed validation.
    ///
    /// - Parameter isInvalid: Whether a field's content is invalid.
    /// - Returns: The field focus is requested for, or `nil` (focus unchanged) if all are valid.
    /// - Complexity: O(f) calls of `isInvalid` for f attached fields.
    @discardableResult
    public func focusFirstInvalid(_ isInvalid: (Field) -> Bool) -> Field? {
        guard let field = registrations.first(where: { isInvalid($0.field) })?.field else {
            return nil
        }
        request(field)
        return field
    }

    /// Queues or runs a focus request.
    func request(_ target: Field?) {
        gate.perform("focus(\(target.map { "\($0)" } ?? "nil"))") { [weak self] in
            self?.applyRequest(target)
        }
    }

    /// Applies a request: resign, focus, or hold until the field attaches.
    func applyRequest(_ target: Field?) {
        hasExplicitRequest = true
        guard let target else {
            pendingFocus = nil
            move(to: nil)
            return
        }
        if registrationIndex[target] != nil {
            pendingFocus = nil
            move(to: target)
        } else {
            pendingFocus = target
        }
    }

    /// Changes the focused field and fires the callbacks of a real change, losing side first.
    func move(to target: Field?) {
        guard target != focused else { return }
        let previous = focused
        focused = target
        if let previous, let index = registrationIndex[previous] {
            let registration = registrations[index]
            registration.onEditingChanged?(false)
        }
        if let target, let index = registrationIndex[target] {
            let registration = registrations[index]
            registration.onEditingChanged?(true)
        }
        onFocusChange?(target)
    }
}
