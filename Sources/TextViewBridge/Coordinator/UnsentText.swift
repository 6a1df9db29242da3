import TextViewCore

/// What of the editor's text a ``TextViewCoordinator``'s host has not seen.
enum UnsentText {
    /// The host holds the editor's text.
    case nothing
    /// The editor's text changes since the host's text (the base): from the base to the editor's
    /// text. Host writes are mapped through them.
    case changes(ChangeDescription)
    /// The changes could not be tracked exactly (a change was missed): a host write replaces the
    /// editor's text as a whole (the host, the later writer, wins), and the next write sends the
    /// editor's text whole.
    case untracked

    /// Whether the host lacks something of the editor's text.
    var isPending: Bool {
        if case .nothing = self { false } else { true }
    }

    /// Whether the changes are no longer tracked exactly.
    var isUntracked: Bool {
        if case .untracked = self { true } else { false }
    }
}
