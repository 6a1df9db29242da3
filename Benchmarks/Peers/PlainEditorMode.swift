/// The editor path as the editor issue measured it: no observer, no undo recording.
enum PlainEditorMode: EditorPeerMode {
    static let observedWithUndo = false
}
