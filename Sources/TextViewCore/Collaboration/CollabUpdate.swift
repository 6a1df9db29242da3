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
    /// `rebaseUpdates`, with each update taken in turn): the leading updates of `updates` that
    /// `accepted` already holds (the same client's, in order; a push sent twice) are dropped, and
    /// the rest are moved over the others' updates one at a time, so that they apply to the
    /// authority's current document exactly as the peer's own copies will once it has received
    /// those updates, however its messages were cut (see ``CollabPeer/receive(_:)``).
    ///
    /// Both come from outside: every length is checked before anything is mapped.
    ///
    /// - Parameters:
    ///   - updates: The pushed updates, the first made against the document at the older version.
    ///   - accepted: The authority's updates from that version on.
    /// - Returns: The updates to accept, from the authority's current document.
    /// - Throws: ``CollabError/misfit(index:oldLength:expectedLength:)`` when a pushed update does
    ///   not fit the one before it or the document at the older version, or an accepted one does
    ///   not fit the one before it (its index counted after the pushed ones).
    /// - Complexity: O(a × u) section mappings for a accepted and u pushed updates.
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
        var pending = updates.map(\.changes)
        var skip = 0
        var authorityLength = first.changes.oldLength
        for (index, update) in accepted.enumerated() {
            guard update.changes.oldLength == authorityLength else {
                throw .misfit(index: updates.count + index, oldLength: update.changes.oldLength, expectedLength: authorityLength)
            }
            authorityLength = update.changes.newLength
            // One of the pushed updates, accepted already: the same client's, changing the length
            // as the pushed one does once moved over the others' (one of another length is not it).
            // (`pending` holds `updates[skip...]`, moved.)
            if let next = pending.first, updates[skip].clientID == update.clientID,
               update.changes.newLength == next.newLength {
                pending.removeFirst()
                skip += 1
                continue
            }
            _ = CollabPeer.rebase(&pending, over: update.changes)
        }
        return zip(pending, updates[skip...]).map { CollabUpdate(changes: $0, clientID: $1.clientID) }
    }
}
