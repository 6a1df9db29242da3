import Foundation

extension UserEvent {
    /// A replacement of one match (``TextEditor/replaceCurrent(_:with:)``).
    public static let inputReplace = UserEvent("input.replace")
    /// A replacement of every match at once (``TextEditor/replaceAll(_:with:)``).
    public static let inputReplaceAll = UserEvent("input.replace.all")
}

// Find and replace commands (Sources/TextViewCore/TextViewCore.docc/FindAndReplace.md): find next/previous select the match; select all
// matches and select next occurrence (⌘D) make one selection per match; replacements go through
// the one mutation path, as one transaction and one undo step.
extension TextEditor {
    /// Selects the first match of `query` starting at or after the end of the primary selection.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - wraps: Whether to go on from the start when nothing follows.
    /// - Returns: The match selected, or nil (the selections are then unchanged).
    /// - Throws: ``SearchError``.
    @discardableResult
    public func findNext(_ query: SearchQuery, wraps: Bool = true) throws -> SearchMatch? {
        let from = selectionSet.selections[selectionSet.primaryIndex].upper
        guard let match = try document.nextMatch(for: query, from: from, wraps: wraps) else { return nil }
        select(match.range)
        return match
    }

    /// Selects the nearest match of `query` starting before the start of the primary selection.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - wraps: Whether to go on from the end when nothing precedes.
    /// - Returns: The match selected, or nil (the selections are then unchanged).
    /// - Throws: ``SearchError``.
    @discardableResult
    public func findPrevious(_ query: SearchQuery, wraps: Bool = true) throws -> SearchMatch? {
        let from = selectionSet.selections[selectionSet.primaryIndex].lower
        guard let match = try document.previousMatch(for: query, from: from, wraps: wraps) else { return nil }
        select(match.range)
        return match
    }

    /// Replaces the selections with one selection per match of `query`; the first match at or
    /// after the primary selection's start becomes primary.
    ///
    /// - Parameter query: What to look for.
    /// - Returns: The number of matches; with none, the selections are unchanged.
    /// - Throws: ``SearchError``.
    @discardableResult
    public func selectAllMatches(_ query: SearchQuery) throws -> Int {
        let matches = try document.allMatches(for: query)
        guard !matches.isEmpty else { return 0 }
        let from = selectionSet.selections[selectionSet.primaryIndex].lower
        let primary = matches.firstIndex { $0.lower >= from } ?? 0
        let selections = matches.map { TextSelection(anchor: $0.lower, head: $0.upper) }
        dispatch(.selectFound(selections, primaryIndex: primary))
        return matches.count
    }

    /// Select next occurrence (⌘D): with a caret as the primary selection, selects the word
    /// around it; otherwise adds a selection for the next occurrence of the primary selection's
    /// text (exact, whole clusters) after the last selection, wrapping round, and makes it
    /// primary. Occurrences already selected are skipped.
    ///
    /// - Returns: Whether a selection was made or added.
    @discardableResult
    public func selectNextOccurrence() -> Bool {
        let primary = selectionSet.selections[selectionSet.primaryIndex]
        if primary.isCaret {
            let word = document.wordRange(at: primary.head)
            guard word.length > 0 else { return false }
            var all = selectionSet.selections.array
            all[selectionSet.primaryIndex] = TextSelection(anchor: word.location, head: NSMaxRange(word))
            dispatch(.selectFound(all, primaryIndex: nil))
            return true
        }
        let query = SearchQuery(document.substring(with: primary.range))
        let selected = Set(selectionSet.selections.map { $0.range })
        let after = selectionSet.selections.last!.upper
        // A literal query cannot throw; the lazy sequence goes round once.
        guard let matches = try? document.matches(for: query, from: after, wraps: true),
              let next = matches.first(where: { !selected.contains($0.range) })
        else { return false }
        let added = TextSelection(anchor: next.lower, head: next.upper)
        addSelection(added)
        return true
    }

    /// Replaces the primary selection when it is exactly a match of `query`, then selects the
    /// next match (the selection is searched from when it is not a match, like find next).
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - template: The replacement: ICU's template syntax (`$1`, `${name}`, `\$`) for a
    ///     regular expression, the text itself for literal text.
    /// - Returns: The match selected next, or nil.
    /// - Throws: ``SearchError``, including ``SearchError/invalidTemplate(message:offset:)``.
    @discardableResult
    public func replaceCurrent(_ query: SearchQuery, with template: String) throws -> SearchMatch? {
        let replacement = try ReplacementTemplate(template, for: query)
        let selection = selectionSet.selections[selectionSet.primaryIndex]
        if !selection.isCaret, let match = try currentMatch(of: query, at: selection.range) {
            let text = replacement.expand(match, in: document)
            dispatch(.replaceMatch(match.range, text))
            // Queued behind the observers being called: the next match is searched after it applies.
            if isDeliveringChanges { return nil }
        }
        return try findNext(query)
    }

    /// Replaces every match of `query` as one transaction and one undo step; each replacement
    /// takes the attributes of the first character it replaces (the document's rule), and the
    /// selections are mapped through the edits.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - template: The replacement (see ``replaceCurrent(_:with:)``).
    /// - Returns: The number of matches replaced.
    /// - Throws: ``SearchError``; nothing is replaced then.
    /// - Complexity: O(n) to search, plus O(log n) per match.
    @discardableResult
    public func replaceAll(_ query: SearchQuery, with template: String) throws -> Int {
        let replacement = try ReplacementTemplate(template, for: query)
        let snapshot = document
        let replacements = try snapshot.allMatches(for: query).map { match in
            TextReplacement(range: match.range, text: replacement.expand(match, in: snapshot))
        }
        guard !replacements.isEmpty else { return 0 }
        dispatch(.replaceMatches(replacements))
        return replacements.count
    }

    /// The match of `query` that covers exactly `range`, if any.
    private func currentMatch(of query: SearchQuery, at range: NSRange) throws -> SearchMatch? {
        guard let match = try document.nextMatch(for: query, from: range.location), match.range == range else { return nil }
        return match
    }

    /// Makes `range` the only selection (a find command's result).
    private func select(_ range: NSRange) {
        let selection = TextSelection(anchor: range.location, head: NSMaxRange(range))
        dispatch(.selectFound([selection], primaryIndex: 0))
    }
}
