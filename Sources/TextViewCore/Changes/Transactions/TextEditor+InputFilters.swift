import Foundation

// Input filters: user edits pass through them before they apply (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md,
// "Filters and will-change notifications"). Programmatic edits do not.
extension TextEditor {
    /// Installs `filter`: every user edit (typing, paste, the deletion commands, a composition's
    /// commit, ``replace(_:withText:userEvent:)``) passes through the filters in the order they
    /// were added, each seeing what the previous one let through, before it applies. A rejected
    /// edit changes nothing and notifies no one. Programmatic edits
    /// (``replaceCharacters(in:with:userEvent:)-(_,String,_)``, ``text``), undo and redo bypass filters, and so
    /// does each keystroke of a composition (it is filtered once, at its commit).
    ///
    /// - Parameter filter: The rule.
    /// - Returns: The registration; the filter applies until it is cancelled or released.
    public func addInputFilter(_ filter: InputFilter) -> TextObservation {
        let id = input.filterTokens.add { _ in }
        input.filters.append((id: id, filter: filter))
        return TextObservation(list: input.filterTokens, id: id)
    }

    /// Installs a filter deciding with `body` (see ``addInputFilter(_:)-(InputFilter)``).
    ///
    /// - Parameter body: Called with each proposed user edit.
    /// - Returns: The registration.
    public func addInputFilter(_ body: @escaping (ProposedEdit) -> InputFilterResult) -> TextObservation {
        addInputFilter(InputFilter(body))
    }

    /// Replaces the text in `range` with `text` as the user would (UITextInput's
    /// `replace(_:withText:)`, what a view's `shouldChangeTextIn` delivers, an autocorrection):
    /// through the input filters, in the typing attributes, leaving one caret after the new text,
    /// with `userEvent` (`input.type` by default, so consecutive calls coalesce into one undo step
    /// exactly like ``insertText(_:)``). The way for a user's edit made by code to go through the
    /// filters, which ``replaceCharacters(in:with:userEvent:)-(_,String,_)`` bypasses.
    ///
    /// The range is made safe like an edit's (``TextDocument/clampedRange(_:snapping:)`` with
    /// `.scalar`); an `NSNotFound` location does nothing.
    ///
    /// - Parameters:
    ///   - range: Any range, in UTF-16 code units.
    ///   - text: The new text.
    ///   - userEvent: The event; `input.type` by default.
    /// - Complexity: O(log n + m) for m inserted code units, plus the filters.
    public func replace(_ range: NSRange, withText text: String, userEvent: UserEvent = .inputType) {
        dispatch(.replace(range, text, userEvent: userEvent))
    }

    /// The body of ``replace(_:withText:userEvent:)`` (``EditorCommand/replace(_:_:userEvent:)``),
    /// run now.
    func runReplace(_ range: NSRange, withText text: String, userEvent: UserEvent) {
        guard let safe = document.clampedRange(range, snapping: .scalar) else { return }
        let attributes = text.isEmpty ? nil : typingAttributes
        let removed = text.isEmpty && safe.length > 0 ? document.attributes(at: safe.location) : nil
        applyUserEdits([TextReplacement(safe.location, NSMaxRange(safe), text, attributes: attributes)], primary: 0,
                       event: userEvent, carrying: text.isEmpty ? [removed] : nil)
    }

    /// Runs `edits` (sorted, apart, one per selection or one for the call) through the filters and
    /// applies what they let through, leaving a caret after each replacement.
    ///
    /// - Parameters:
    ///   - edits: The proposed edits, in the current text.
    ///   - primary: The edit whose caret becomes primary.
    ///   - event: The user event.
    ///   - carrying: For a deletion, the attributes of the first character each edit removes
    ///     (carried on as typing attributes); nil otherwise.
    func applyUserEdits(_ edits: [TextReplacement], primary: Int, event: UserEvent, carrying: [TextAttributes?]?) {
        var edits = edits
        var primary = primary
        var carried = carrying
        if input.hasFilters {
            guard let filtered = filtered(edits, event: event) else { return }
            if filtered != edits {
                edits = filtered
                primary = Swift.min(primary, Swift.max(0, edits.count - 1))
                carried = carrying == nil ? nil : edits.map { $0.range.length > 0 && $0.text.isEmpty ? document.attributes(at: $0.lower) : nil }
            }
        }
        guard !edits.isEmpty else { return }
        var transaction = EditorTransaction(edits: edits, length: document.length, selection: .caretsAfterEdits(primaryEdit: primary), event: event,
                                            typing: carried.flatMap(PerSelection.init).map { .carry($0) } ?? .keep)
        dispatch(&transaction)
    }

    /// `edits` after the filters, made safe; nil when a filter rejected them.
    ///
    /// - Parameters:
    ///   - edits: The proposed edits, in the current text.
    ///   - event: The user event the filters see.
    /// - Returns: Sorted edits, apart, on scalar boundaries; each keeps the attributes of the
    ///   proposed edit it came from (the first one's when a filter changed their number).
    func filtered(_ edits: [TextReplacement], event: UserEvent) -> [TextReplacement]? {
        let current = input.liveFilters()
        guard !current.isEmpty else { return edits }
        var proposal = ProposedEdit(replacements: edits.map(\.plain),
                                    userEvent: event, document: document)
        var changed = false
        var rejected = false
        // Filters run like observers: a mutation one makes is queued, never applied under it.
        dispatcher.isDelivering = true
        for entry in current where input.filterTokens.contains(entry.id) {
            switch entry.filter.body(proposal) {
            case .accept:
                continue
            case .reject:
                rejected = true
            case .transform(let transformed):
                // Made safe before the next filter reads it (a length computed from hostile
                // ranges would overflow).
                proposal.replacements = madeSafe(transformed.replacements, proposed: edits).map(\.plain)
                changed = true
            }
            if rejected { break }
        }
        dispatcher.isDelivering = false
        if rejected {
            // No transaction follows to work through what the filters queued: do it now.
            deliverIfIdle()
            return nil
        }
        guard changed else { return edits }
        let apart = madeSafe(proposal.replacements, proposed: edits)
        // A batch that changes nothing at all is no edit.
        return apart.allSatisfy({ $0.range.length == 0 && $0.text.isEmpty }) ? [] : apart
    }

    /// A filter's replacements made safe the way every range handed in is, then sorted; an
    /// overlapping one is dropped. Each keeps the attributes of the proposed edit at its index
    /// (the last one's when there are more).
    private func madeSafe(_ replacements: [TextReplacement], proposed edits: [TextReplacement]) -> [TextReplacement] {
        var safe: [TextReplacement] = []
        for (i, replacement) in replacements.enumerated() {
            guard let r = document.clampedRange(replacement.range, snapping: .scalar) else { continue }
            let proposed = edits.isEmpty ? nil : edits[Swift.min(i, edits.count - 1)]
            if let proposed, proposed.attributed != nil, proposed.text == replacement.text {
                // Attributed text the filter let through unchanged keeps its runs.
                safe.append(proposed.replacing(r.location, NSMaxRange(r)))
                continue
            }
            let attributes = proposed?.attributes
            safe.append(TextReplacement(r.location, NSMaxRange(r), replacement.text, attributes: replacement.text.isEmpty ? nil : attributes))
        }
        safe.sort { ($0.lower, $0.upper) < ($1.lower, $1.upper) }
        var apart: [TextReplacement] = []
        for edit in safe {
            if let last = apart.last, edit.lower < last.upper || (edit.lower == last.upper && edit.range.length == 0 && last.range.length == 0) { continue }
            apart.append(edit)
        }
        return apart
    }
}

extension TextEditor {
    /// ``replaceAtEachSelection(with:event:range:)`` for several selections or when filters are
    /// installed: one edit per selection, merged where they overlap, proposed to the filters.
    func replaceAtEachSelectionInBatch(with text: String, event: UserEvent, range: (TextSelection) -> Range<Int>) {
        let deletes = text.isEmpty
        let selections = selectionSet.selections.array
        let edits = selections.indices.map { i in
            let r = range(selections[i])
            return TextReplacement(r.lowerBound, r.upperBound, text, attributes: deletes ? nil : typingAttributes(forSelectionAt: i))
        }
        let batch = TextReplacement.merging(edits, primary: selectionSet.primaryIndex)
        let removed = deletes ? batch.edits.map { $0.range.length > 0 ? document.attributes(at: $0.lower) : nil } : nil
        applyUserEdits(batch.edits, primary: batch.primary, event: event, carrying: removed)
    }
}
