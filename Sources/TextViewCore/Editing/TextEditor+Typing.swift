extension TextEditor {
    /// Replaces every selection with `text` and leaves a caret after each insertion (typing, or a
    /// paste). A caret the insertion leaves inside a cluster (a letter typed before a combining
    /// mark, CR typed before LF) moves to the end of that cluster.
    ///
    /// - Parameter text: The text to insert.
    /// - Complexity: O(log n + m) for one caret and m inserted code units: typing never reads the
    ///   whole document.
    public func insertText(_ text: String) {
        dispatch(.insertText(text))
    }

    /// The body of ``insertText(_:)`` (``EditorCommand/insertText(_:)``), run now.
    func runInsertText(_ text: String) {
        if state.isComposing {
            // An input method confirming its candidate: the text replaces the marked text.
            insertTextCommittingMarkedText(text)
            return
        }
        replaceAtEachSelection(with: text, event: .inputType) { $0.lower ..< $0.upper }
    }

    /// Pastes `text` at every selection: like ``insertText(_:)`` (typing attributes, a caret
    /// after each insertion), but always its own undo step (user event `input.paste`).
    ///
    /// - Parameter text: The text to paste.
    /// - Complexity: O(log n + m) for one caret and m pasted code units.
    public func paste(_ text: String) {
        dispatch(.paste(text))
    }

    /// The body of ``paste(_:)-(String)`` (``EditorCommand/paste(_:)``), run now.
    func runPaste(_ text: String) {
        replaceAtEachSelection(with: text, event: .inputPaste) { $0.lower ..< $0.upper }
    }

    /// Inserts the document's line ending (``lineEnding``: LF, CRLF or CR, the dominant one of
    /// the file it was read from) at every selection (Return).
    public func insertNewline() {
        dispatch(.insertNewline)
    }

    /// Inserts a tab at every selection (Tab).
    public func insertTab() {
        dispatch(.insertTab)
    }
}
