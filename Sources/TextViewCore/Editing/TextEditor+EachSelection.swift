// How a command applies at every selection at once (Docs/EditorSemantics.md, "Editing commands").
extension TextEditor {
    /// Replaces, at every selection, the range `range(selection)` (computed on the text before the
    /// command) with `text`, leaving a caret after each replacement; overlapping ranges are merged
    /// first. Every editing command is this, through ``apply(_:selecting:)``.
    ///
    /// - Parameters:
    ///   - text: The replacement, the same at every selection.
    ///   - range: The range a selection's edit replaces: within `0...length`, on scalar boundaries.
    /// - Complexity: O(k) range computations and O(k log n) for the edits; one caret costs one
    ///   range computation and one O(log n) edit.
    func replaceAtEachSelection(with text: String, range: (TextSelection) -> Range<Int>) {
        // No local copy of the selection array: it would make the caret placement copy it.
        if selectionSet.selections.count == 1 {
            let r = range(selectionSet.selections[0])
            // CollectionOfOne: a keystroke allocates no array of edits.
            apply(CollectionOfOne(TextEdit(r.lowerBound, r.upperBound, text)), selecting: .caretsAfterEdits(primaryEdit: 0))
            return
        }
        let edits = selectionSet.selections.map { selection in
            let r = range(selection)
            return TextEdit(r.lowerBound, r.upperBound, text)
        }
        let batch = TextEdit.merging(edits, primary: selectionSet.primaryIndex)
        apply(batch.edits, selecting: .caretsAfterEdits(primaryEdit: batch.primary))
    }

    /// A command that deletes a non-empty selection's range, and for a caret the range `caretRange`
    /// gives.
    ///
    /// - Parameter caretRange: The range to delete for a caret at the given offset.
    func deleteAtEachSelection(caretRange: (Int) -> Range<Int>) {
        replaceAtEachSelection(with: "") { selection in
            selection.isCaret ? caretRange(selection.head) : selection.lower ..< selection.upper
        }
    }
}
