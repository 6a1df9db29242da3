// Typing attributes: what inserted text looks like (NSTextView/UITextView rules; the exact rules and
// the decisions behind them are in Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Typing attributes").
extension TextEditor {
    /// The attributes ``insertText(_:)`` gives new text at the primary selection.
    ///
    /// Unless assigned, they come from the text: with a non-empty selection from its first
    /// character; for a caret at a paragraph's start from that paragraph's first character; else
    /// from the character before the caret; in an empty document ``defaultAttributes``. After a
    /// deletion they are those of the first deleted character. An assigned value, and a deleted
    /// character's, last until the selections change; each selection of several has its own (see
    /// ``typingAttributes(forSelectionAt:)``), and an assigned value applies to all.
    ///
    /// - Complexity: O(log n).
    public var typingAttributes: TextAttributes {
        get { typingAttributes(forSelectionAt: selectionSet.primaryIndex) }
        set { typingOverride = .assigned(newValue) }
    }

    /// The attributes ``insertText(_:)`` gives new text at one selection, by the rules of
    /// ``typingAttributes``.
    ///
    /// - Parameter index: An index into ``selections``; clamped to the valid indices.
    /// - Returns: That selection's typing attributes.
    /// - Complexity: O(log n).
    public func typingAttributes(forSelectionAt index: Int) -> TextAttributes {
        let i = Swift.min(Swift.max(index, 0), selectionSet.selections.count - 1)
        switch typingOverride {
        case .assigned(let attributes):
            return attributes
        case .carried(let attributes) where attributes.count == selectionSet.selections.count:
            return attributes[i]
        case .carried, nil:
            return derivedTypingAttributes(for: selectionSet.selections[i])
        }
    }

    /// The typing attributes the text around `selection` gives.
    /// The attributes the new text of an edit at the `index`-th selection is given: its typing
    /// attributes, or nil when the document's own rule for nil (the first replaced character's,
    /// else the previous one's) gives the same ones, which is so in text of one run with no typing
    /// attributes assigned or carried: every character has that run's attributes. (A keystroke in
    /// a plain document then copies no attributes and the document interns none.)
    func newTextAttributes(forSelectionAt index: Int) -> TextAttributes? {
        if case .none = typingOverride, document.length > 0, document.attributeStorage.uniformID != nil { return nil }
        return typingAttributes(forSelectionAt: index)
    }

    private func derivedTypingAttributes(for selection: TextSelection) -> TextAttributes {
        if document.length == 0 { return defaultAttributes }
        return withDocument { document in
            // Text of one run has that run's attributes wherever the rule below would look (a
            // keystroke in a plain document then makes no run lookups and no paragraph test).
            if let uniform = document.attributeStorage.uniformID { return document.attributeStorage.attributes(uniform) }
            let lower = selection.lower
            // A selection, a caret at 0, and a caret at a paragraph's start look forward: the
            // typed text replaces, or joins the start of, what follows. A paragraph start at the
            // very end has no character of its own, so it looks back at the break, which carries
            // the previous paragraph's style on.
            if !selection.isCaret || lower == 0 || (lower < document.length && document.isParagraphStart(lower)) {
                return document.attributes(at: lower)
            }
            return document.attributes(at: lower - 1)
        }
    }

    /// The one typing-attribute policy, run inside every transaction right after it changed the
    /// document and selections and before anyone hears of it: undo and redo go back to the text's
    /// attributes; otherwise assigned or carried attributes end when the selections are no longer
    /// `selectionsBefore` (nil when there were none to end), and a deletion then carries the
    /// attributes of the first character each edit removed.
    func settleTypingAttributes(_ decision: TypingDecision, selectionsBefore: SelectionSnapshot?) {
        if case .reset = decision {
            typingOverride = nil
            return
        }
        if let selectionsBefore, !selectionsBefore.hasSameSelections(as: selectionSet) { typingOverride = nil }
        guard case .carry(let removed) = decision, removed.contains(where: { $0 != nil }) else { return }
        // Carets merged by the deletion leave no one-to-one pairing: derive from the text then.
        guard removed.count == selectionSet.selections.count else {
            typingOverride = nil
            return
        }
        typingOverride = .carried(removed.map { i, attributes in
            attributes ?? typingAttributes(forSelectionAt: i)
        })
    }
}

/// Typing attributes that do not come from the text around the selections.
enum TypingAttributesOverride: Equatable {
    /// Assigned through ``TextEditor/typingAttributes``: every selection types with them.
    case assigned(TextAttributes)
    /// Carried by a deletion (NSTextView's rule): the attributes of the first character each
    /// selection's deletion removed, one per selection in order, so deleting a styled word (or the
    /// whole text) and typing again keeps its style.
    case carried(PerSelection<TextAttributes>)
}
