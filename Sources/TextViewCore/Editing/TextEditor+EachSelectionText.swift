extension TextEditor {
    /// Pastes one text per selection: `texts[i]` replaces the `i`-th selection in document order,
    /// and a caret follows each (a multi-caret paste of as many lines as there are carets, split
    /// line by line as micro and VS Code do). One undo step. When the counts differ, every
    /// selection gets the texts joined by the document's line ending.
    ///
    /// - Parameter texts: One text per selection.
    /// - Complexity: O(k log n + m) for k selections and m pasted code units.
    public func paste(eachSelection texts: [String]) {
        dispatch(.insertEachSelection(texts, paste: true))
    }

    /// Types one text per selection: `texts[i]` replaces the `i`-th selection in document order
    /// (Return at several carets, each keeping its own line's indentation), coalescing as typing
    /// does. When the counts differ, every selection gets the texts joined by the document's line
    /// ending.
    ///
    /// - Parameter texts: One text per selection.
    /// - Complexity: O(k log n + m) for k selections and m inserted code units.
    public func insertText(eachSelection texts: [String]) {
        dispatch(.insertEachSelection(texts, paste: false))
    }

    /// The body of ``paste(eachSelection:)`` and ``insertText(eachSelection:)``
    /// (``EditorCommand/insertEachSelection(_:paste:)``), run now.
    func replaceEachSelection(with texts: [String], event: UserEvent) {
        let selections = selectionSet.selections.array
        guard texts.count == selections.count else {
            replaceAtEachSelection(with: texts.joined(separator: document.lineEnding.string), event: event) { $0.lower ..< $0.upper }
            return
        }
        // Normalised selections are in document order and apart, so no two edits merge.
        let edits = selections.indices.map { i in
            TextReplacement(selections[i].lower, selections[i].upper, texts[i], attributes: typingAttributes(forSelectionAt: i))
        }
        let batch = TextReplacement.merging(edits, primary: selectionSet.primaryIndex)
        applyUserEdits(batch.edits, primary: batch.primary, event: event, carrying: nil)
    }
}
