/// Why a peer or the authority refused updates (``CollabPeer/receive(_:from:)``,
/// ``CollabAuthority/submit(_:version:)``). Whatever another process sends, the receiver either
/// takes it whole or throws one of these and stays as it was, usable.
public enum CollabError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Update `index` (counted in what was received) is a change set of a text of `oldLength`
    /// units, where the document it applies to has `expectedLength`: it was made for another
    /// version, or is corrupt.
    case misfit(index: Int, oldLength: Int, expectedLength: Int)
    /// Update `index` has the right length but does not fit the text it applies to exactly: a
    /// change inside a surrogate pair, or an unpaired surrogate in its text (see
    /// `TextDocument.apply(validating:)`). A peer checks the others' updates together, composed,
    /// against its own text, and names the last one.
    case invalidChangeSet(index: Int, ChangeSetError)
    /// The updates start at version `received`, after the receiver's `current`: some in between
    /// are missing (pull from `current`).
    case missingUpdates(current: Int, received: Int)
    /// A push made at version `pushed`, before the authority's `current`, to an authority that
    /// does not rebase (the peer pulls and rebases itself first).
    case stalePush(current: Int, pushed: Int)
    /// A push made at version `pushed`, which the authority, at `current`, never had (after
    /// `current`, or below 0): no peer can have seen it.
    case unknownVersion(current: Int, pushed: Int)
    /// `version + count` passes `Int.max`.
    case versionOverflow(version: Int, count: Int)

    /// What went wrong, with the values.
    public var description: String {
        switch self {
        case .misfit(let index, let oldLength, let expectedLength):
            "update \(index) changes a text of \(oldLength) units; the document it applies to has \(expectedLength)"
        case .invalidChangeSet(let index, let error):
            "update \(index): \(error)"
        case .missingUpdates(let current, let received):
            "updates from version \(received) reached a receiver at version \(current): the ones in between are missing"
        case .stalePush(let current, let pushed):
            "a push made at version \(pushed) reached an authority at version \(current) that does not rebase"
        case .unknownVersion(let current, let pushed):
            "a push made at version \(pushed) reached an authority at version \(current), which never had that version"
        case .versionOverflow(let version, let count):
            "version \(version) + \(count) updates passes Int.max"
        }
    }
}

extension CollabError {
    /// The error for update `index` that `TextDocument.apply(validating:)` refused with `error`.
    init(update index: Int, _ error: ChangeSetError) {
        if case .lengthMismatch(let changeSetLength, let documentLength) = error {
            self = .misfit(index: index, oldLength: changeSetLength, expectedLength: documentLength)
        } else {
            self = .invalidChangeSet(index: index, error)
        }
    }
}
