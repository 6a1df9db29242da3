// How a command applies at every selection at once (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Editing commands").
extension TextEditor {
    /// Replaces, at every selection, the range `range(selection)` (computed on the text before the
    /// command) with `text` in that selection's typing attributes, leaving a caret after each
    /// replacement; overlapping ranges are merged first. Every editing command is this, through
    /// ``apply(_:selecting:)``.
    ///
    /// A deletion (empty `text`) then carries the attributes of the first character each edit
    /// removed on as typing attributes.
    ///
    /// - Parameters:
    ///   - text: The replacement, the same at every selection.
    ///   - event: The transaction's user event.
    ///   - range: The range a selection's edit replaces: within `0...length`, on scalar boundaries.
    /// - Complexity: O(k) range computations and O(k log n) for the edits; one caret costs one
    ///   range computation, one O(log n) attribute lookup and one O(log n) edit.
    func replaceAtEachSelection(with text: String, event: UserEvent, range: (TextSelection) -> Range<Int>) {
        let deletes = text.isEmpty
        // No local copy of the selection array: it would make the caret placement copy it.
        if selectionSet.selections.count == 1 && !input.hasFilters {
            let r = range(selectionSet.selections[0])
            let attributes = deletes ? nil : newTextAttributes(forSelectionAt: 0)
            let removed = deletes && !r.isEmpty ? withDocument { $0.attributes(at: r.lowerBound) } : nil
            // CollectionOfOne: a keystroke allocates no array of edits.
            var transaction = EditorTransaction(edits: CollectionOfOne(TextReplacement(r.lowerBound, r.upperBound, text, attributes: attributes)),
                                                length: document.length, selection: .caretsAfterEdits(primaryEdit: 0), event: event,
                                                typing: deletes ? .carry(PerSelection(removed)) : .keep)
            dispatch(&transaction)
            return
        }
        // Several selections, or filters to consult: the general path.
        replaceAtEachSelectionInBatch(with: text, event: event, range: range)
    }

    /// A command that deletes a non-empty selection's range, and for a caret the range `caretRange`
    /// gives.
    ///
    /// - Parameters:
    ///   - event: `.deleteBackward` or `.deleteForward`.
    ///   - caretRange: The range to delete for a caret at the given offset.
    func deleteAtEachSelection(_ event: UserEvent, caretRange: (Int) -> Range<Int>) {
        replaceAtEachSelection(with: "", event: event) { selection in
            selection.isCaret ? caretRange(selection.head) : selection.lower ..< selection.upper
        }
    }
}
