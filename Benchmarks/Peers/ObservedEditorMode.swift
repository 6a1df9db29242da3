/// The editor path as an app runs it: an observer hears every change and undo records every step.
enum ObservedEditorMode: EditorPeerMode {
    static let observedWithUndo = true
}
