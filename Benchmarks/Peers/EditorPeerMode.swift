/// How a ``TextEditorPeer`` sets its editor up.
protocol EditorPeerMode {
    /// Whether an observer listens and undo records (with no limit), versus neither.
    static var observedWithUndo: Bool { get }
}
