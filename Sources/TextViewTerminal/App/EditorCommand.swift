/// A way the caret moves.
public enum Movement: Hashable, Sendable {
    case left, right, wordLeft, wordRight, up, down
    /// Home: the start of the visual line, then of the hard line.
    case lineStart
    /// End: the end of the visual line, then of the hard line.
    case lineEnd
    case pageUp, pageDown, documentStart, documentEnd
}

/// What a key asks the editor to do (the key map's output, the state machine's input).
public enum EditorCommand: Hashable, Sendable {
    case insert(String)
    /// Enter: a line break and the indentation of the caret's line.
    case newline
    case tab, backtab
    case backspace, delete, deleteWordBackward, deleteWordForward
    /// Moves every caret; `extending` (Shift) keeps the anchors.
    case move(Movement, extending: Bool)
    case selectAll, selectNextOccurrence
    case undo, redo
    case cut, copy, paste
    /// Ctrl-K: cuts the caret's line (micro, nano).
    case cutLine
    case find, findNext, findPrevious, replace, goToLine
    case save, saveAs, quit
    case toggleWrap
    /// Accepts a lossy decode and allows edits (Alt-U).
    case convert
    /// Esc: back to one caret, selection kept.
    case escape
}
