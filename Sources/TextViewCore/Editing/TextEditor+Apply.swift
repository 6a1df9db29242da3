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
    func apply<Edits: BidirectionalCollection<TextReplacement>>(_ edits: Edits, selecting placement: SelectionPlacement, event: UserEvent)
    where Edits.Index == Int {
        var transaction = EditorTransaction(edits: edits, length: document.length, selection: placement, event: event)
        dispatch(&transaction)
    }

    /// Applies `transaction`: will-change observers hear of its edits, then it runs as one
    /// transaction, its typing-attribute decision settled before anyone hears of the change.
    ///
    /// `inout`, so that its change set moves on to the record (when one is kept) instead of being
    /// copied; the caller drops the rest.
    func dispatch<Edits: BidirectionalCollection<TextReplacement>>(_ transaction: inout EditorTransaction<Edits>) where Edits.Index == Int {
        proposeReplacements(transaction.edits)
        // Built for the text it applies to: a commit of marked text was made before the command
        // built it (``compositionStage(_:marked:)``), and moved what it had built before.
        precondition(transaction.changes.oldLength == document.length,
                     "a transaction built for length \(transaction.changes.oldLength) applied to length \(document.length)")
        transact(transaction.event, insertsLineBreak: transaction.insertsLineBreak, typing: transaction.typing) { inverse in
            applyInTransaction(&transaction, inverse: &inverse)
        }
    }

    /// The body of ``dispatch(_:)``, inside its transaction: the change set applied in one call,
    /// then the selections and the marked text moved.
    ///
    /// - Returns: The change set applied, when `inverse` is recorded.
    private func applyInTransaction<Edits: BidirectionalCollection<TextReplacement>>(_ transaction: inout EditorTransaction<Edits>,
                                                                              inverse: inout InverseAccumulator?) -> AppliedText
    where Edits.Index == Int {
        document.apply(transaction.changes, attributing: transaction.edits, inverse: &inverse)
        // Each mapping goes through the edits from the last to the first, as if each had been
        // made alone in that order (a caret at the end of one range and the start of the next
        // lands where the two single edits would put it).
        if case .mapped = transaction.selection {
            for edit in transaction.edits.reversed() {
                selectionSet.map(replacing: edit.lower, edit.upper, insertedLength: edit.insertedLength)
            }
        }
        if state.isComposing {
            // Marked text stays only through edits away from it (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md).
            for edit in transaction.edits.reversed() {
                state.mapMarkedRange(replacing: edit.lower, edit.upper, insertedLength: edit.insertedLength)
            }
        }
        if case .caretsAfterEdits(let primaryEdit) = transaction.selection {
            precondition(primaryEdit >= 0 && primaryEdit < transaction.edits.count, "primary edit \(primaryEdit) outside 0..<\(transaction.edits.count)")
            placeCarets(after: transaction, primaryEdit: primaryEdit)
        }
        selectionSet.goalColumns = nil
        withDocument { selectionSet.snapAndNormalize(in: $0, caretToClusterEnd: true, composing: state.composingRange) }
        checkInvariantsIfEnabled()
        // No one records (no inverse asked for): no one reads the change set either. Otherwise it
        // moves on to the record.
        return inverse == nil ? .unchanged : .changed(transaction.takeChanges())
    }

    /// Applies a change of attributes only (the text and the selections stay): the one path for
    /// them, beside ``apply(_:selecting:)`` for text.
    ///
    /// - Parameter change: Edits the document's attributes through its clamping API, adding the
    ///   inverse to the one it is handed.
    func applyAttributeChange(_ change: (inout TextDocument, inout InverseAccumulator?) -> Void) {
        transact(.format) { inverse in
            let length = document.length
            change(&document, &inverse)
            assert(document.length == length, "an attribute change altered the length \(length) -> \(document.length)")
            checkInvariantsIfEnabled()
            return .unchanged
        }
    }

    /// Replaces the selections with one caret after each edit's replacement, where
    /// ``EditorTransaction/forEachResultCaret(_:)`` puts it.
    @inline(__always)
    private func placeCarets<Edits: BidirectionalCollection<TextReplacement>>(after transaction: EditorTransaction<Edits>, primaryEdit: Int)
    where Edits.Index == Int {
        // Reuse the selection array when the counts match (always, for typing), so a keystroke
        // allocates no new one.
        selectionSet.selections.withArray { all in
            if all.count != transaction.edits.count {
                all = Array(repeating: TextSelection(caret: 0), count: transaction.edits.count)
            }
            transaction.forEachResultCaret { i, caret in
                all[i] = TextSelection(caret: caret)
            }
        }
        selectionSet.primaryIndex = primaryEdit
    }
}

/// What the editor's mutation path does with the selections once a batch of edits is applied.
enum SelectionPlacement {
    /// Map every selection through the edits (a programmatic edit: carets at an insertion point
    /// stay before it, ranges do not grow at their edges).
    case mapped
    /// Replace the selections with one caret at the end of each edit's replacement (a command
    /// typed or deleted at every selection); the caret of edit `primaryEdit` becomes primary.
    case caretsAfterEdits(primaryEdit: Int)
}
