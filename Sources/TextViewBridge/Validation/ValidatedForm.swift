/// A form model in the spirit of "rules live in the model, the view only shows them": edits go to
/// a draft, errors are computed from it (never stored, so they cannot go stale), and only a valid
/// save writes the saved model; a failed save moves focus to the first invalid field.
///
/// Rules (also in `Sources/TextViewBridge/TextViewBridge.docc/FocusAndFields.md`):
/// - A field's error is the message of its first failing rule, in rule order.
/// - ``isValid`` is "no rule fails".
/// - ``save()`` on an invalid draft sets ``didAttemptSave`` (so ``displayedError(for:)`` starts
///   showing errors) and asks the focus coordinator for the first invalid field in its attach
///   order; on a valid draft it writes ``saved``, calls ``onSave`` and resets
///   ``didAttemptSave``.
/// - ``discardChanges()`` puts the saved model back into the draft: cancelling needs no rollback.
@MainActor
public final class ValidatedForm<Model, Field: Hashable> {
    /// The model being edited; the saved model is untouched until ``save()`` succeeds.
    public var draft: Model

    /// The model as last saved.
    public private(set) var saved: Model

    /// Whether a save was attempted and failed since the last successful save.
    public private(set) var didAttemptSave = false

    /// Called with the draft when a save succeeds (the "write the real data" step).
    public var onSave: (@MainActor (Model) -> Void)?

    /// The focus coordinator a failed save moves focus in, if any.
    public let focus: FocusCoordinator<Field>?

    /// The checks, in priority order.
    private let rules: [ValidationRule<Model, Field>]

    /// Creates a form.
    ///
    /// - Parameters:
    ///   - model: The saved model; the draft starts as a copy of it.
    ///   - rules: The checks, in priority order.
    ///   - focus: Where a failed save moves focus; `nil` for none.
    ///   - onSave: Called with the draft on a successful save.
    public init(
        model: Model, rules: [ValidationRule<Model, Field>],
        focus: FocusCoordinator<Field>? = nil, onSave: (@MainActor (Model) -> Void)? = nil
    ) {
        self.draft = model
        self.saved = model
        self.rules = rules
        self.focus = focus
        self.onSave = onSave
    }

    /// The error of `field` for the current draft.
    ///
    /// - Parameter field: A field.
    /// - Returns: Its first failing rule's message, or `nil`.
    /// - Complexity: O(r) rule checks.
    public func error(for field: Field) -> String? {
        for rule in rules where rule.field == field {
            if let message = rule.check(draft) { return message }
        }
        return nil
    }

    /// The error to show now: ``error(for:)`` once a save has been attempted, else `nil`, so an
    /// untouched form is not covered in red.
    ///
    /// - Parameter field: A field.
    /// - Returns: The message to display, or `nil`.
    public func displayedError(for field: Field) -> String? {
        didAttemptSave ? error(for: field) : nil
    }

    /// The fields with an error, in the order of their first rule.
    public var invalidFields: [Field] {
        var fields: [Field] = []
        for rule in rules where !fields.contains(rule.field) && rule.check(draft) != nil {
            fields.append(rule.field)
        }
        return fields
    }

    /// Whether no rule fails for the draft.
    public var isValid: Bool {
        rules.allSatisfy { $0.check(draft) == nil }
    }

    /// Saves the draft if it is valid; otherwise focuses the first invalid field.
    ///
    /// - Returns: `true` if the draft was saved.
    @discardableResult
    public func save() -> Bool {
        guard isValid else {
            didAttemptSave = true
            // The fields in error now; which of them are attached is decided when the request
            // runs (after work queued before it, inside an update).
            let fields = invalidFields
            let invalid = Set(fields)
            focus?.focusFirstInvalid({ invalid.contains($0) }, otherwise: fields.first)
            return false
        }
        saved = draft
        didAttemptSave = false
        onSave?(draft)
        return true
    }

    /// Replaces the draft with the saved model.
    public func discardChanges() {
        draft = saved
        didAttemptSave = false
    }
}

/// One check of a ``ValidatedForm``: the field it belongs to and a function from the draft model
/// to an error message (`nil` when the check passes).
public struct ValidationRule<Model, Field: Hashable> {
    /// The field whose error this is, and that gains focus when it is the first failing one.
    public let field: Field

    /// The check: an error message, or `nil` when valid.
    public let check: (Model) -> String?

    /// Creates a rule.
    ///
    /// - Parameters:
    ///   - field: The field the error belongs to.
    ///   - check: Returns a message when the model is invalid for this field, else `nil`.
    public init(_ field: Field, _ check: @escaping (Model) -> String?) {
        self.field = field
        self.check = check
    }
}
