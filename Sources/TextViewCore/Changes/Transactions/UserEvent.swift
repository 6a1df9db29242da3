/// What caused a transaction, CodeMirror's `userEvent` annotation: a dotted name such as
/// `input.type`, with the editor's own tags as constants and any other name for a caller's own.
///
/// Undo coalescing reads it: consecutive `input.type`, `delete.backward` or `delete.forward`
/// transactions can share one undo step; every other event starts its own.
public struct UserEvent: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The dotted name.
    public var rawValue: String

    /// An event named `rawValue` (a caller's own, or one of the constants' names).
    ///
    /// - Parameter rawValue: A dotted name such as `"input.complete"`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// An event from a string literal.
    ///
    /// - Parameter value: The dotted name.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The dotted name.
    public var description: String { rawValue }

    /// Typing: ``TextEditor/insertText(_:)`` and the newline and tab commands.
    public static let inputType = UserEvent("input.type")
    /// A paste: ``TextEditor/paste(_:)-(String)``.
    public static let inputPaste = UserEvent("input.paste")
    /// A deletion backwards (Backspace, word, to line start).
    public static let deleteBackward = UserEvent("delete.backward")
    /// A deletion forwards (Delete, word, to line end).
    public static let deleteForward = UserEvent("delete.forward")
    /// A selection change without an edit.
    public static let select = UserEvent("select")
    /// An attribute change (``TextEditor/setAttributes(_:range:)`` and its kin).
    public static let format = UserEvent("format")
    /// A programmatic replacement (``TextEditor/replaceCharacters(in:with:userEvent:)-(_,String,_)``, ``TextEditor/text``).
    public static let replace = UserEvent("replace")
    /// ``TextEditor/undo()``.
    public static let undo = UserEvent("undo")
    /// ``TextEditor/redo()``.
    public static let redo = UserEvent("redo")
    /// ``TextEditor/setState(_:)``: the whole state replaced.
    public static let setState = UserEvent("state.set")

    private static let inputTypeArray = [inputType]
    private static let deleteBackwardArray = [deleteBackward]
    private static let deleteForwardArray = [deleteForward]
    private static let selectArray = [select]

    /// `[event]`, shared for the events of typing and moving, so a keystroke's notification does
    /// not allocate its event list.
    static func singletonArray(_ event: UserEvent) -> [UserEvent] {
        if event == .inputType { return inputTypeArray }
        if event == .select { return selectArray }
        if event == .deleteBackward { return deleteBackwardArray }
        if event == .deleteForward { return deleteForwardArray }
        return [event]
    }
}

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
