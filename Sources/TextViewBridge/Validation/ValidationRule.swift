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
