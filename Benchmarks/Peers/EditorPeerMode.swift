/// How a ``TextEditorPeer`` sets its editor up.
protocol EditorPeerMode {
    /// Whether an observer listens and undo records (with no limit), versus neither.
    static var observedWithUndo: Bool { get }
}

/// The editor path as the editor issue measured it: no observer, no undo recording.
enum PlainEditorMode: EditorPeerMode {
    static let observedWithUndo = false
}

/// The editor path as an app runs it: an observer hears every change and undo records every step.
enum ObservedEditorMode: EditorPeerMode {
    static let observedWithUndo = true
}
