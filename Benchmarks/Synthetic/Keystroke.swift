/// One keystroke of the editor typing benchmark: what a user at a keyboard does to a `TextEditor`.
enum Keystroke: Sendable {
    /// Types the script's character number `n` with `insertText(_:)`.
    case type(Int32)
    /// Backspace: `deleteBackward()`.
    case deleteBackward
    case moveLeft
    case moveRight
    case moveUp
    case moveDown
    case moveWordLeft
    case moveWordRight
    case moveToBeginningOfLine
    case moveToEndOfLine
    /// A click somewhere else: sets `selectedRange` to a caret at this offset.
    case jump(Int)
}
