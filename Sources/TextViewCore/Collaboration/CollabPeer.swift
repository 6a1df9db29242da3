/// One participant of collaborative editing (CodeMirror collab's client state): its document,
/// the version of the authority it has caught up with, the local changes the authority has not
/// confirmed yet, and its selections.
///
/// Local edits apply at once and queue as unconfirmed. Updates from the authority come in order
/// (``receive(_:)``): the peer's own, coming back, are confirmed and dropped from the queue;
/// others' are applied after rebasing, so the unconfirmed changes are mapped over them
/// (`ChangeSet.mapped(through:before:)`) and they over the unconfirmed changes, and selections
/// follow. Once every update has gone round, every peer's document equals the authority's.
public struct CollabPeer: Sendable {
    /// Who this peer is, as its updates carry it.
    public let clientID: String
    /// The authority's version this peer has received up to.
    public private(set) var version: Int
    /// The document, with the received updates and the unconfirmed local changes applied.
    public private(set) var document: TextDocument
    /// The local changes not yet confirmed, in order, each applying after the one before it and
    /// the first after the document at ``version``.
    public private(set) var unconfirmed: [ChangeSet] = []
    /// The selections, kept in the current document.
    public private(set) var selections: [TextSelection]

    /// A peer with `document` at `version`.
    ///
    /// - Parameters:
    ///   - clientID: The identifier its updates carry.
    ///   - document: The document at `version` (the authority's).
    ///   - version: The version it starts at; 0 by default.
    public init(clientID: String, document: TextDocument, version: Int = 0) {
        self.clientID = clientID
        self.document = document
        self.version = version
        self.selections = [TextSelection(caret: 0)]
    }

    /// Applies a local edit and queues it for the authority; selections are mapped through it,
    /// or set to `newSelections` when given.
    ///
    /// A change set that cuts a surrogate pair, or inserts half of one, applies as
    /// `TextDocument.apply(_:)` applies it, and what it did in effect (the repaired change set,
    /// which fits exactly) is queued.
    ///
    /// - Parameters:
    ///   - changes: A change set of the current document (its `oldLength` must be the document's
    ///     length: another is a bug and traps with both lengths).
    ///   - newSelections: The selections after the edit, in the new document; nil to map the
    ///     current ones.
    public mutating func edit(_ changes: ChangeSet, selections newSelections: [TextSelection]? = nil) {
        // What the document did (a change set that cuts a surrogate pair or inserts half of one
        // is repaired; see `TextDocument.apply(_:)`) is what goes to the authority, so that the
        // authority, which refuses sets that need repair, and every peer apply the same text.
        let applied = document.applyRepairing(changes).applied
        if !applied.isEmpty { unconfirmed.append(applied) }
        selections = newSelections ?? selections.map { $0.mapped(through: changes.changeDescription) }
    }

    /// Replaces the selections (a local selection change, which the authority does not hear).
    ///
    /// - Parameter newSelections: Selections in the current document.
    public mutating func select(_ newSelections: [TextSelection]) {
        selections = newSelections
    }

    /// What to push to the authority, made at ``version``.
    public var sendableUpdates: [CollabUpdate] {
        unconfirmed.map { CollabUpdate(changes: $0, clientID: clientID) }
    }

    /// Takes the authority's updates from ``version`` on (CodeMirror's `receiveUpdates`, with each
    /// update taken in turn): an update that carries this peer's identifier while a local change
    /// waits, and changes the length as that change does, is that change coming back, confirmed;
    /// each of the others is moved over the changes still unconfirmed and applied, while they are
    /// moved over it.
    ///
    /// CodeMirror composes the others' updates of one message and moves the composition over the
    /// unconfirmed changes once. Mapping over a composition is not always mapping over its parts in
    /// turn (a change whose range covers the place where two updates inserted lands between the
    /// two texts in the first, after both in the second), and an authority that rebases a stale
    /// push (``CollabAuthority/rebasesStalePushes``) cannot know how the peer's messages were cut:
    /// so both sides move pending changes over one update at a time, and agree.
    ///
    /// The updates come from another process, so every length is checked first: an update that
    /// does not fit the text it applies to throws, and the peer is left as it was, usable (pull
    /// again from ``version``). Without a version, a duplicated update of the right length cannot
    /// be told from a new one: when the transport may repeat or reorder messages, say where the
    /// updates start with ``receive(_:from:)``.
    ///
    /// - Parameter updates: The updates from ``version`` on, in the authority's order.
    /// - Returns: The change set applied to the local document (empty when all were our own).
    /// - Throws: ``CollabError`` when an update does not fit, or the version would pass `Int.max`;
    ///   nothing changes then.
    /// - Complexity: O(u × c) section mappings for u updates and c unconfirmed changes.
    @discardableResult
    public mutating func receive(_ updates: some Collection<CollabUpdate>) throws(CollabError) -> ChangeSet {
        let (newVersion, overflow) = version.addingReportingOverflow(updates.count)
        guard !overflow else { throw .versionOverflow(version: version, count: updates.count) }
        // The authority's length at the update being read: the old length of the first change
        // still unconfirmed, or of the local text when none is.
        var authorityLength = unconfirmed.first?.oldLength ?? document.length
        var unconfirmed = self.unconfirmed
        // The others' updates so far, moved over the unconfirmed changes, composed: what the local
        // text takes; nil while there are none.
        var changes: ChangeSet?
        for (index, update) in updates.enumerated() {
            let incoming = update.changes
            guard incoming.oldLength == authorityLength else {
                throw .misfit(index: index, oldLength: incoming.oldLength, expectedLength: authorityLength)
            }
            authorityLength = incoming.newLength
            // Our change, as the authority accepted it: it carries our identifier and gives the
            // length ours gives. One that carries our identifier and another length is not ours
            // (another process used our identifier): it is taken as the others' are, so the peer
            // stays with the log.
            if let ours = unconfirmed.first, update.clientID == clientID, incoming.newLength == ours.newLength {
                unconfirmed.removeFirst()
                continue
            }
            let moved = Self.rebase(&unconfirmed, over: incoming)
            changes = changes.map { $0.composed(with: moved) } ?? moved
        }
        guard let changes else {
            version = newVersion
            self.unconfirmed = unconfirmed
            return ChangeSet(length: document.length)
        }
        // What the others changed must fit the local text exactly (an honest authority's updates
        // always do); checked on a copy, so that a refusal leaves the peer as it was.
        var result = document
        do {
            try result.apply(validating: changes)
        } catch {
            throw CollabError(update: updates.count - 1, error)
        }
        version = newVersion
        self.unconfirmed = unconfirmed
        document = result
        selections = selections.map { $0.mapped(through: changes.changeDescription) }
        return changes
    }

    /// Moves `pending` changes (each applying after the one before it, the first to the text
    /// `incoming` applies to) over `incoming`, and `incoming` over them: the one step of rebasing
    /// that a peer (``receive(_:)``) and a rebasing authority (``CollabUpdate/rebased(_:over:)``)
    /// both take, so that they agree.
    ///
    /// - Returns: `incoming` moved over every pending change: what applies after them.
    static func rebase(_ pending: inout [ChangeSet], over incoming: ChangeSet) -> ChangeSet {
        var moved = incoming
        for i in pending.indices {
            let local = pending[i]
            pending[i] = local.mapped(through: moved.changeDescription)
            moved = moved.mapped(through: local.changeDescription, before: true)
        }
        return moved
    }

    /// ``receive(_:)`` for updates that start at version `start` of the authority, over a
    /// transport that may repeat, reorder or delay messages: the ones this peer has already
    /// received (before ``version``) are dropped, so a repeated message changes nothing, and a
    /// message from after ``version`` throws (the ones in between are missing).
    ///
    /// - Parameters:
    ///   - updates: The authority's updates from version `start` on, in order.
    ///   - start: The version of the first one (the `version` passed to
    ///     ``CollabAuthority/updates(since:)``).
    /// - Returns: The change set applied to the local document.
    /// - Throws: ``CollabError/missingUpdates(current:received:)`` when `start` is after
    ///   ``version``, or what ``receive(_:)`` throws; nothing changes then.
    @discardableResult
    public mutating func receive(_ updates: some Collection<CollabUpdate>, from start: Int) throws(CollabError) -> ChangeSet {
        guard start <= version else { throw .missingUpdates(current: version, received: start) }
        // `version - start` cannot overflow for start <= version unless start is far below 0.
        let (known, overflow) = version.subtractingReportingOverflow(start)
        guard !overflow, known < updates.count else { return ChangeSet(length: document.length) }
        return try receive(updates.dropFirst(known))
    }
}
