/// When a formatted field writes its parsed draft to its value.
public enum FieldCommitPolicy: Hashable, Sendable {
    /// On submit and when the field loses focus, like `TextField(value:format:)`.
    case onSubmitOrFocusLoss

    /// Also after every draft change that parses; the draft is then not reformatted until submit
    /// or focus loss, so the caret and a half-typed "1," stay as typed.
    case live
}
