/// The central authority of collaborative editing (the server of CodeMirror's collab example):
/// the document, and the list of every update accepted, whose count is the version.
///
/// Peers push updates made against a version. By default the authority accepts them only when
/// that is its current version (a peer behind it pulls the updates it missed, rebases, and pushes
/// again), so every accepted change set applies exactly to the document it was made for. With
/// ``rebasesStalePushes``, it also accepts a push made against an older version, moved over the
/// updates accepted since (CodeMirror's `rebaseUpdates`, ``CollabUpdate/rebased(_:over:)``), and
/// drops those of its updates it had accepted already (a push sent twice).
///
/// Pushes come from other processes and are checked whole before anything changes: a push that
/// does not fit is refused and the authority stays as it was.
public struct CollabAuthority: Sendable {
    /// The document with every accepted update applied.
    public private(set) var document: TextDocument
    /// Every accepted update, in order.
    public private(set) var updates: [CollabUpdate] = []
    /// Whether a push made against an older version is rebased over the updates accepted since
    /// (true) or refused (false, the default).
    public let rebasesStalePushes: Bool

    /// An authority starting from `document` at version 0.
    ///
    /// - Parameters:
    ///   - document: The shared starting document.
    ///   - rebasesStalePushes: Whether to rebase a push made against an older version instead of
    ///     refusing it; false by default.
    public init(document: TextDocument, rebasesStalePushes: Bool = false) {
        self.document = document
        self.rebasesStalePushes = rebasesStalePushes
    }

    /// How many updates were accepted.
    ///
    /// - Complexity: O(1).
    public var version: Int { updates.count }

    /// Accepts `newUpdates`, made by a peer at `version`, when they fit (see
    /// ``submit(_:version:)``); otherwise changes nothing.
    ///
    /// - Parameters:
    ///   - newUpdates: Updates in order, the first made against the document at `version`.
    ///   - version: The version the peer had when it made them.
    /// - Returns: Whether they were accepted (false: the peer must pull and rebase first, or
    ///   the updates do not fit the document; ``submit(_:version:)`` says which).
    /// - Complexity: O(Σ apply) over the updates.
    @discardableResult
    public mutating func push(_ newUpdates: [CollabUpdate], version: Int) -> Bool {
        (try? submit(newUpdates, version: version)) != nil
    }

    /// Accepts `newUpdates`, made by a peer at `version`, or throws and changes nothing.
    ///
    /// At the current version, each change set must fit the document it applies to exactly
    /// (`TextDocument.apply(validating:)`: its length, no change inside a surrogate pair, no
    /// unpaired surrogate in its text), so that every peer applies the same text. Before it,
    /// an authority that ``rebasesStalePushes`` drops the updates it has accepted already and
    /// moves the rest over the updates accepted since (``CollabUpdate/rebased(_:over:)``); one
    /// that does not throws ``CollabError/stalePush(current:pushed:)``.
    ///
    /// - Parameters:
    ///   - newUpdates: Updates in order, the first made against the document at `version`.
    ///   - version: The version the peer had when it made them.
    /// - Returns: The updates accepted, as the authority keeps them (rebased), from the version
    ///   it had before.
    /// - Throws: ``CollabError``: a misfit, a stale push without rebasing, a version the
    ///   authority has not reached.
    /// - Complexity: O(Σ apply) over the updates, plus the rebasing.
    @discardableResult
    public mutating func submit(_ newUpdates: [CollabUpdate], version: Int) throws(CollabError) -> ArraySlice<CollabUpdate> {
        guard version <= self.version, version >= 0 else { throw .unknownVersion(current: self.version, pushed: version) }
        var accepted = newUpdates
        if version < self.version {
            guard rebasesStalePushes else { throw .stalePush(current: self.version, pushed: version) }
            accepted = try CollabUpdate.rebased(newUpdates, over: updates[version...])
        }
        // Applied to a copy (O(1), the rope is shared until written), which replaces the document
        // only when every update fitted.
        var result = document
        for (index, update) in accepted.enumerated() {
            do {
                try result.apply(validating: update.changes)
            } catch {
                throw CollabError(update: index, error)
            }
        }
        document = result
        let start = updates.count
        updates.append(contentsOf: accepted)
        return updates[start...]
    }

    /// The updates accepted from `version` on (what a peer at `version` pulls).
    ///
    /// - Parameter version: A version the peer has; clamped to `0...version`.
    /// - Returns: The updates after it, in order.
    public func updates(since version: Int) -> ArraySlice<CollabUpdate> {
        updates[Swift.min(Swift.max(version, 0), updates.count)...]
    }
}
