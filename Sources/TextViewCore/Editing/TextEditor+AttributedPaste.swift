import Foundation

// Attributed paste: the runs of the pasted text kept at every selection.
extension TextEditor {
    /// Pastes `attributed` at every selection with its own attributes (its runs, not the typing
    /// attributes), leaving a caret after each insertion: like ``paste(_:)-(String)``, one undo
    /// step (user event `input.paste`), through the input filters. A filter that rewrites the
    /// text gets plain text in the first run's attributes. The touched paragraphs follow the
    /// paragraph rule, as in ``TextDocument/replaceCharacters(in:with:)-(_,TextDocument)``.
    ///
    /// - Parameter attributed: The text to paste, with its runs; an empty one deletes the
    ///   selections, as pasting an empty string does.
    /// - Complexity: O(s (log n + m + k log n)) for s selections and m pasted units in k runs.
    public func paste(_ attributed: TextDocument) {
        dispatch(.pasteAttributed(attributed))
    }

    /// The body of ``paste(_:)-(TextDocument)`` (``EditorCommand/pasteAttributed(_:)``), run now.
    func runPaste(_ attributed: TextDocument) {
        guard attributed.length > 0 else {
            paste("")
            return
        }
        let edits = selectionSet.selections.map { TextReplacement($0.lower, $0.upper, attributed: attributed) }
        let batch = TextReplacement.merging(edits, primary: selectionSet.primaryIndex)
        applyUserEdits(batch.edits, primary: batch.primary, event: .inputPaste, carrying: nil)
    }

    /// Pastes an attributed string at every selection with its own attributes, read as
    /// ``TextDocument/init(_:)-(NSAttributedString)`` reads them; see ``paste(_:)-(TextDocument)``.
    ///
    /// - Parameter attributed: The text to paste.
    public func paste(_ attributed: NSAttributedString) {
        paste(TextDocument(attributed))
    }
}
