/// Which side of a position a caret belongs to when the same offset is shown in two places (the
/// end of one wrapped line and the start of the next), as in `UITextStorageDirection` and
/// `NSSelectionAffinity`.
///
/// A ``TextLayout`` reads it at soft wraps (`caretRect(at:affinity:)`); visual movement through a
/// layout sets `.upstream` at the end of a wrapped line. Other commands create `.downstream`
/// selections, and mapping and merging keep the affinity a selection had.
public enum TextAffinity: Sendable, Hashable {
    /// The caret belongs to the text before it (the end of the previous line fragment).
    case upstream
    /// The caret belongs to the text after it; the default.
    case downstream
}
