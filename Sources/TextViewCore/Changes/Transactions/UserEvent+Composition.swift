// The events of marked text (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Marked text").
extension UserEvent {
    /// A composition keystroke: ``TextEditor/setMarkedText(_:selectedRange:)`` while marked text
    /// remains. Never an undo step of its own and never filtered.
    public static let inputCompose = UserEvent("input.compose")
    /// A composition committed (``TextEditor/unmarkText()``, or ended by another edit or command):
    /// the one undo step of the whole composition, and the edit input filters see.
    public static let inputComposeCommit = UserEvent("input.compose.commit")
    /// A composition abandoned (``TextEditor/abandonMarkedText()``, or marked text set to ""):
    /// its marked text removed, no undo step left unless it had replaced a selection.
    public static let inputComposeCancel = UserEvent("input.compose.cancel")
}
