/// The central authority of collaborative editing (the server of CodeMirror's collab example):
/// the document, and the list of every update accepted, whose count is the version.
///
/// Peers push updates made against a version; the authority accepts them only when that is its
/// current version (a peer behind it pulls the updates it missed, rebases, and pushes again), so
/// every accepted change set applies exactly to the document it was made for.
public struct CollabAuthority: Sendable {
    /// The document with every accepted update applied.
    public private(set) var document: TextDocument
    /// Every accepted update, in order.
    public private(set) var updates: [CollabUpdate] = []

    /// An authority starting from `document` at version 0.
    ///
    /// - Parameter document: The shared starting document.
    public init(document: TextDocument) {
        self.document = document
    }

    /// How many updates were accepted.
    ///
    /// - Complexity: O(1).
    public var version: Int { updates.count }

    /// Accepts `newUpdates`, made by a peer at `version`, when that is the current version and
    /// each change set fits the document it applies to; otherwise changes nothing.
    ///
    /// - Parameters:
    ///   - newUpdates: Updates in order, the first made against the document at `version`.
    ///   - version: The version the peer had when it made them.
    /// - Returns: Whether they were accepted (false: the peer must pull and rebase first, or
    ///   the updates do not fit the document).
    /// - Complexity: O(Σ apply) over the updates.
    @discardableResult
    public mutating func push(_ newUpdates: [CollabUpdate], version: Int) -> Bool {
        guard version == self.version else { return false }
        var length = document.length
        for update in newUpdates {
            guard update.changes.oldLength == length else { return false }
            length = update.changes.newLength
        }
        for update in newUpdates {
            document.apply(update.changes)
            updates.append(update)
        }
        return true
    }

    /// The updates accepted from `version` on (what a peer at `version` pulls).
    ///
    /// - Parameter version: A version the peer has; clamped to `0...version`.
    /// - Returns: The updates after it, in order.
    public func updates(since version: Int) -> ArraySlice<CollabUpdate> {
        updates[Swift.min(Swift.max(version, 0), updates.count)...]
    }
}
