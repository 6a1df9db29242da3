/// Why a change set from outside the process was refused (``TextDocument/apply(validating:)``).
public enum ChangeSetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The change set is for a text of `changeSetLength` units, the document has `documentLength`.
    case lengthMismatch(changeSetLength: Int, documentLength: Int)

    /// What went wrong, with the lengths.
    public var description: String {
        switch self {
        case .lengthMismatch(let changeSetLength, let documentLength):
            "a change set of a text of \(changeSetLength) units does not fit a document of \(documentLength) units"
        }
    }
}
