/// Which side a position sticks to when text is inserted exactly there, or when the replaced
/// range it lies strictly inside is rewritten (CodeMirror's `assoc` argument of
/// `ChangeDesc.mapPos`).
///
/// CodeMirror takes a number, and its `mapPos` tests only `assoc < 0`: a negative number behaves
/// like ``before``; zero and positive numbers behave like ``after`` (CodeMirror's own doc comment
/// groups zero with the negative numbers, but its code does not). So `assoc = 0` from a
/// CodeMirror client is ``after`` here. CodeMirror's default, `assoc = -1`, is ``before``, the
/// default here too.
public enum ChangeAssociation: Sendable, Hashable {
    /// Stick to the character before the position (CodeMirror's `assoc = -1`): stay in front of
    /// text inserted at the position; go to the start of a replacement the position is strictly
    /// inside.
    case before
    /// Stick to the character after the position (CodeMirror's `assoc = 1`): move past text
    /// inserted at the position; go to the end of a replacement the position is strictly inside.
    case after
}
