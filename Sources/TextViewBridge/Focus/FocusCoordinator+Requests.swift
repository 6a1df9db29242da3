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
    /// Like every request it is gate work: inside an update (or a callback) the choice is made
    /// after the work queued before it, against the fields attached then, not now.
    ///
    /// - Parameter isInvalid: Whether a field's content is invalid.
    /// - Returns: The field focus moved to or is held for, when the choice was made at once;
    ///   `nil` when all are valid (focus unchanged) or when the choice was deferred.
    /// - Complexity: O(f) calls of `isInvalid` for f attached fields.
    @discardableResult
    public func focusFirstInvalid(_ isInvalid: @escaping (Field) -> Bool) -> Field? {
        focusFirstInvalid(isInvalid, otherwise: nil)
    }

    /// ``focusFirstInvalid(_:)`` with a field to request when no attached field is invalid
    /// (an error on a field without a view: the request is held until it attaches).
    @discardableResult
    func focusFirstInvalid(_ isInvalid: @escaping (Field) -> Bool, otherwise fallback: Field?) -> Field? {
        var chosen: Field?
        gate.perform("focusFirstInvalid") { [weak self] in
            guard let self else { return }
            let target = self.registrations.first(where: { isInvalid($0.field) })?.field ?? fallback
            guard let target else { return }
            self.applyRequest(target)
            chosen = target
        }
        return chosen
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
