/// One change a peer made, as the authority keeps it and peers exchange it (CodeMirror collab's
/// `Update`): the change set, in the coordinates of the document at the version before it, and
/// who made it.
public struct CollabUpdate: Hashable, Sendable, Codable {
    /// The change, from the document at the version before this update.
    public var changes: ChangeSet
    /// The peer that made it.
    public var clientID: String

    /// An update of `changes` made by `clientID`.
    ///
    /// - Parameters:
    ///   - changes: The change set.
    ///   - clientID: Who made it.
    public init(changes: ChangeSet, clientID: String) {
        self.changes = changes
        self.clientID = clientID
    }
}

extension CollabUpdate {
    /// Rebases and deduplicates `updates`, pushed by one peer against an older version, over
    /// `accepted`, the updates the authority accepted since that version (CodeMirror collab's
    /// `rebaseUpdates`, followed step for step): the leading updates of `updates` that `accepted`
    /// already holds (the same client's, in order; a push sent twice) are dropped, and the rest
    /// are moved over the others' updates, so that they apply to the authority's current document.
    ///
    /// Both come from outside: every length is checked before anything is mapped.
    ///
    /// - Parameters:
    ///   - updates: The pushed updates, the first made against the document at the older version.
    ///   - accepted: The authority's updates from that version on.
    /// - Returns: The updates to accept, from the authority's current document.
    /// - Throws: ``CollabError/misfit(index:oldLength:expectedLength:)`` when a pushed update does
    ///   not fit the one before it or the document at the older version.
    /// - Complexity: O(Σ sections) over both.
    public static func rebased(_ updates: [CollabUpdate], over accepted: some Collection<CollabUpdate>) throws(CollabError) -> [CollabUpdate] {
        guard let first = accepted.first, !updates.isEmpty else { return updates }
        // The pushed updates must chain from the document at the older version.
        var length = first.changes.oldLength
        for (index, update) in updates.enumerated() {
            guard update.changes.oldLength == length else {
                throw .misfit(index: index, oldLength: update.changes.oldLength, expectedLength: length)
            }
            length = update.changes.newLength
        }
        // The others' accepted updates, from the text under `updates[skip]` to the authority's.
        var changes: ChangeDescription?
        var skip = 0
        for update in accepted {
            // One of the pushed updates, accepted already: the same client's, changing the length
            // as the pushed one does, moved over the others' (one of another length is not it).
            let pushed = skip < updates.count && updates[skip].clientID == update.clientID ? updates[skip].changes.changeDescription : nil
            let expected = pushed.flatMap { pushed in changes?.mapped(through: pushed, before: true) }
            if let pushed, update.changes.newLength == expected?.newLength ?? pushed.newLength {
                changes = expected
                skip += 1
            } else {
                changes = changes.map { $0.composed(with: update.changes.changeDescription) } ?? update.changes.changeDescription
            }
        }
        let rest = updates.dropFirst(skip)
        guard var changes else { return Array(rest) }
        return rest.map { update in
            let moved = update.changes.mapped(through: changes)
            changes = changes.mapped(through: update.changes.changeDescription, before: true)
            return CollabUpdate(changes: moved, clientID: update.clientID)
        }
    }
}
