/// What will-change observers hear just before a mutation applies: what
/// `UITextInputDelegate.textWillChange(_:)` and `selectionWillChange(_:)` need.
public struct TextWillChange: Hashable, Sendable {
    /// Whether the text (its characters or attributes) may change.
    public var text: Bool
    /// Whether the selections may change (an edit may move them; a selection change will).
    public var selection: Bool
    /// What causes it.
    public var userEvent: UserEvent
    /// The replacements about to be made, in the current text, when the editor knows them before
    /// applying (commands, programmatic edits, compositions); nil otherwise (undo, redo, attribute
    /// edits, selection changes).
    public var replacements: [TextReplacement]?

    /// A will-change value.
    ///
    /// - Parameters:
    ///   - text: Whether the text may change.
    ///   - selection: Whether the selections may change.
    ///   - userEvent: The cause.
    ///   - replacements: The replacements about to be made, if known.
    public init(text: Bool, selection: Bool, userEvent: UserEvent, replacements: [TextReplacement]? = nil) {
        self.text = text
        self.selection = selection
        self.userEvent = userEvent
        self.replacements = replacements
    }
}
