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
    /// - Parameters:
    ///   - changes: A change set of the current document (its `oldLength` must be the document's
    ///     length).
    ///   - newSelections: The selections after the edit, in the new document; nil to map the
    ///     current ones.
    public mutating func edit(_ changes: ChangeSet, selections newSelections: [TextSelection]? = nil) {
        document.apply(changes)
        if !changes.isEmpty { unconfirmed.append(changes) }
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

    /// Takes the authority's updates from ``version`` on (CodeMirror's `receiveUpdates`): the
    /// peer's own at their start are confirmed; the others are composed, mapped over the
    /// unconfirmed changes, and applied, while the unconfirmed changes are rebased over them.
    ///
    /// - Parameter updates: The updates from ``version`` on, in the authority's order.
    /// - Returns: The change set applied to the local document (empty when all were our own).
    @discardableResult
    public mutating func receive(_ updates: some Collection<CollabUpdate>) -> ChangeSet {
        version += updates.count
        var own = 0
        for update in updates {
            guard update.clientID == clientID, own < unconfirmed.count else { break }
            own += 1
        }
        unconfirmed.removeFirst(own)
        let others = updates.dropFirst(own)
        guard let first = others.first else { return ChangeSet(length: document.length) }
        var changes = others.dropFirst().reduce(first.changes) { $0.composed(with: $1.changes) }
        // Rebase: each unconfirmed change moves over what came in before it, and what came in
        // moves over it (CodeMirror's `receiveUpdates`).
        unconfirmed = unconfirmed.map { local in
            let rebased = local.mapped(through: changes.changeDescription)
            changes = changes.mapped(through: local.changeDescription, before: true)
            return rebased
        }
        document.apply(changes)
        selections = selections.map { $0.mapped(through: changes.changeDescription) }
        return changes
    }
}
