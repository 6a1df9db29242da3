/// Which side a position sticks to when text is inserted exactly there, or when the replaced
/// range it lies strictly inside is rewritten (CodeMirror's `assoc` argument of
/// `ChangeDesc.mapPos`).
///
/// CodeMirror takes a number: negative (and zero) behave like ``before``, positive like
/// ``after``; its default, and the default here, is ``before``.
public enum ChangeAssociation: Sendable, Hashable {
    /// Stick to the character before the position (CodeMirror's `assoc = -1`): stay in front of
    /// text inserted at the position; go to the start of a replacement the position is strictly
    /// inside.
    case before
    /// Stick to the character after the position (CodeMirror's `assoc = 1`): move past text
    /// inserted at the position; go to the end of a replacement the position is strictly inside.
    case after
}
