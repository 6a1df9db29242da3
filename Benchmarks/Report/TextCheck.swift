/// What became of the comparison of a structure's final text with the expected one.
enum TextCheck: String, Codable, Sendable {
    /// Compared, equal.
    case verified
    /// Compared, different: only possible for a Foundation peer (on Linux, NSMutableString rounds
    /// ranges inside grapheme clusters); for TextDocument, the editor path or the plain array it
    /// ends the program.
    case differs
    /// Not compared: the cap stopped the replay, so there is no final text.
    case capped

    /// Whether a wrong text from `kind` is a bug here rather than a peer's own behaviour.
    static func mismatchIsFatal(for kind: PeerKind) -> Bool {
        kind == .textDocument || kind == .textEditor || kind == .textEditorObserved || kind == .utf16Array
            || kind == .gapBuffer || kind == .pieceTable
    }
}
