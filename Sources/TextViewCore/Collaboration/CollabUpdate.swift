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
