// The single mutation path: every command and every programmatic edit ends here.
extension TextEditor {
    /// Applies a batch of replacements to the document, then maps or places the selections, puts
    /// them back on cluster boundaries and normalises them, and forgets the goal column.
    ///
    /// The edits' ranges are in the coordinates of the text before the batch; they are applied from
    /// last to first, so each one's coordinates are still valid when its turn comes. This is the one
    /// place the document changes, so the later change-set and undo machinery has one place to hook.
    ///
    /// - Parameters:
    ///   - edits: Sorted, non-overlapping (`edits[i].upper <= edits[i + 1].lower`), within
    ///     `0...length`, on scalar boundaries.
    ///   - placement: What becomes of the selections.
    ///   - event: The transaction's user event.
    /// - Complexity: O(e log n + m) for e edits inserting m code units, plus O(k log n) for k
    ///   selections: one caret typing one character costs O(log n).
    func apply<Edits: BidirectionalCollection<TextEdit>>(_ edits: Edits, selecting placement: SelectionPlacement, event: UserEvent)
    where Edits.Index == Int {
        dispatch(EditorTransaction(edits: edits, selection: placement, event: event))
    }

    /// Applies `transaction`: will-change observers hear of its edits, then it runs as one
    /// transaction, its typing-attribute decision settled before anyone hears of the change.
    func dispatch<Edits: BidirectionalCollection<TextEdit>>(_ transaction: EditorTransaction<Edits>) where Edits.Index == Int {
        proposeReplacements(transaction.edits)
        transact(transaction.event, insertsLineBreak: transaction.insertsLineBreak, typing: transaction.typing) {
            applyInTransaction(transaction.edits, selecting: transaction.selection)
        }
    }

    /// The body of ``apply(_:selecting:event:)``, inside its transaction.
    private func applyInTransaction<Edits: BidirectionalCollection<TextEdit>>(_ edits: Edits, selecting placement: SelectionPlacement)
    where Edits.Index == Int {
        var previousUpper = 0
        for edit in edits {
            precondition(edit.lower >= previousUpper && edit.upper <= document.length,
                         "edit \(edit.range) overlaps the previous one (ending at \(previousUpper)) or leaves 0...\(document.length)")
            assert(document.rope.scalarBoundary(atOrBefore: edit.lower) == edit.lower
                   && document.rope.scalarBoundary(atOrAfter: edit.upper) == edit.upper,
                   "edit \(edit.range) splits a surrogate pair")
            previousUpper = edit.upper
        }
        for edit in edits.reversed() {
            let m = edit.text.utf16.count
            // Through the document's one text path, so its attribute runs follow the edit.
            if let attributed = edit.attributed {
                document.applyAttributedReplacement(edit.lower ..< edit.upper, with: attributed)
            } else {
                document.applyReplacement(edit.lower ..< edit.upper, with: edit.text, attributes: edit.attributes)
            }
            if case .mapped = placement {
                selectionSet.map(replacing: edit.lower, edit.upper, insertedLength: m)
            }
            // Marked text stays only through edits away from it (Docs/EditorSemantics.md).
            state.mapMarkedRange(replacing: edit.lower, edit.upper, insertedLength: m)
        }
        if case .caretsAfterEdits(let primaryEdit) = placement {
            precondition(primaryEdit >= edits.startIndex && primaryEdit < edits.endIndex, "primary edit \(primaryEdit) outside 0..<\(edits.count)")
            placeCarets(after: edits, primaryEdit: primaryEdit)
        }
        selectionSet.goalColumns = nil
        withDocument { selectionSet.snapAndNormalize(in: $0, caretToClusterEnd: true, composing: state.composingRange) }
        checkInvariantsIfEnabled()
    }

    /// Applies a change of attributes only (the text and the selections stay): the one path for
    /// them, beside ``apply(_:selecting:)`` for text.
    ///
    /// - Parameter change: Edits the document's attributes through its public, clamping API.
    func applyAttributeChange(_ change: (inout TextDocument) -> Void) {
        transact(.format) {
            let length = document.length
            change(&document)
            assert(document.length == length, "an attribute change altered the length \(length) -> \(document.length)")
            checkInvariantsIfEnabled()
        }
    }

    /// Replaces the selections with one caret after each edit's replacement:
    /// `lower + (delta of all earlier edits) + inserted length`.
    private func placeCarets<Edits: BidirectionalCollection<TextEdit>>(after edits: Edits, primaryEdit: Int)
    where Edits.Index == Int {
        // Reuse the selection array when the counts match (always, for typing), so a keystroke
        // allocates no new one.
        if selectionSet.selections.count != edits.count {
            selectionSet.selections = Array(repeating: TextSelection(caret: 0), count: edits.count)
        }
        var delta = 0
        for i in edits.indices {
            let m = edits[i].text.utf16.count
            let caret = edits[i].lower + delta + m
            selectionSet.selections[i] = TextSelection(caret: caret)
            delta += m - edits[i].range.length
        }
        selectionSet.primaryIndex = primaryEdit
    }
}
