/// Typing attributes that do not come from the text around the selections.
enum TypingAttributesOverride: Equatable {
    /// Assigned through ``TextEditor/typingAttributes``: every selection types with them.
    case assigned(TextAttributes)
    /// Carried by a deletion (NSTextView's rule): the attributes of the first character each
    /// selection's deletion removed, one per selection in order, so deleting a styled word (or the
    /// whole text) and typing again keeps its style.
    case carried([TextAttributes])
}
