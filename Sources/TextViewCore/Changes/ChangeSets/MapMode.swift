/// What ``ChangeDescription/mapPosition(_:association:mode:)`` reports when the text around a
/// position was deleted (CodeMirror's `MapMode`).
public enum MapMode: Sendable, Hashable {
    /// Always map to a position in the new text, even when the context was deleted.
    case simple
    /// Nil when a deletion spans the position: text on both sides of it went.
    case trackDeletion
    /// Nil when the character before the position was deleted.
    case trackBefore
    /// Nil when the character after the position was deleted.
    case trackAfter
}
