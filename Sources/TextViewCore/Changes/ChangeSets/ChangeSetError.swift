/// Why a change set from outside the process was refused (``TextDocument/apply(validating:)``,
/// ``TextDocument/misfit(of:)``).
public enum ChangeSetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The change set is for a text of `changeSetLength` units, the document has `documentLength`.
    case lengthMismatch(changeSetLength: Int, documentLength: Int)
    /// A change starts or ends at `offset` of the document, between the two units of a surrogate
    /// pair.
    case splitsSurrogatePair(offset: Int)
    /// The inserted text holds a surrogate without its pair, at `offset` of the new text.
    case unpairedSurrogate(offset: Int)

    /// What went wrong, with the values.
    public var description: String {
        switch self {
        case .lengthMismatch(let changeSetLength, let documentLength):
            "a change set of a text of \(changeSetLength) units does not fit a document of \(documentLength) units"
        case .splitsSurrogatePair(let offset):
            "a change starts or ends at \(offset), inside a surrogate pair"
        case .unpairedSurrogate(let offset):
            "the inserted text holds an unpaired surrogate at \(offset) of the new text"
        }
    }
}
