// The deletion commands. Each deletes a non-empty selection's range, else a range computed from
// the caret on the text before the command. The range closures read `self.document` in place rather
// than a local copy: a copy alive while the edit is applied would make the rope's nodes shared, and
// the edit would copy its whole path instead of editing in place.
extension TextEditor {
    /// Deletes each selection, or the grapheme cluster before each caret (Backspace). A cluster
    /// that ends in a combining mark (general category Mn, Mc, Me) and is not an emoji sequence
    /// loses only its last scalar; emoji ZWJ sequences, flags, keycaps and skin-tone sequences go
    /// whole. A caret at 0 deletes nothing.
    ///
    /// - Complexity: O(log n) for one caret, plus the cluster's length when it is neither one
    ///   scalar nor a cluster ending in a combining mark (whose marks go one by one in O(log n)
    ///   each, however many there are).
    public func deleteBackward() {
        dispatch(.delete(.backward))
    }

    /// Deletes each selection, or the whole grapheme cluster after each caret (Delete, fn-Delete).
    /// A caret at the end deletes nothing.
    ///
    /// - Complexity: O(log n) for one caret, plus the cluster's length when ICU must decide.
    public func deleteForward() {
        dispatch(.delete(.forward))
    }

    /// Deletes each selection, or from each caret back to where ``moveWordLeft(extending:)`` would
    /// go (Option-Backspace).
    ///
    /// - Complexity: O(log n + k) per caret for the k code units up to the word crossed, read
    ///   without ICU (a run of a million line breaks or flags costs milliseconds), plus one word
    ///   query.
    public func deleteWordBackward() {
        dispatch(.delete(.wordBackward))
    }

    /// Deletes each selection, or from each caret up to where ``moveWordRight(extending:)`` would
    /// go (Option-Delete).
    ///
    /// - Complexity: O(log n + k) per caret for the k code units up to the word crossed, read
    ///   without ICU (a run of a million line breaks or flags costs milliseconds), plus one word
    ///   query.
    public func deleteWordForward() {
        dispatch(.delete(.wordForward))
    }

    /// Deletes each selection, or from each caret's line start to the caret (Command-Backspace). A
    /// caret already at a line start after the first deletes the line break before it (a CRLF
    /// whole); at 0 nothing.
    ///
    /// - Complexity: O(log n) per caret.
    public func deleteToBeginningOfLine() {
        dispatch(.delete(.toBeginningOfLine))
    }

    /// Deletes each selection, or from each caret to the end of its line's content, before the line
    /// break (Control-K). A caret already at the content end deletes the line break (a CRLF whole);
    /// at the end of the document nothing.
    ///
    /// - Complexity: O(log n) per caret.
    public func deleteToEndOfLine() {
        dispatch(.delete(.toEndOfLine))
    }

    /// The body of the deletion commands (``EditorCommand/delete(_:)``), run now.
    func runDeletion(_ deletion: EditorCommand.Deletion) {
        switch deletion {
        case .backward:
            deleteAtEachSelection(.deleteBackward) { p in
                p > 0 ? BackwardDeletion.start(in: self.document, before: p) ..< p : p ..< p
            }
        case .forward:
            deleteAtEachSelection(.deleteForward) { p in
                p < self.document.length ? p ..< self.document.clusterBoundary(after: p) : p ..< p
            }
        case .wordBackward:
            deleteAtEachSelection(.deleteBackward) { p in self.document.wordMovementTarget(from: p, forward: false) ..< p }
        case .wordForward:
            deleteAtEachSelection(.deleteForward) { p in p ..< self.document.wordMovementTarget(from: p, forward: true) }
        case .toBeginningOfLine:
            deleteAtEachSelection(.deleteBackward) { p in
                let start = self.document.lineStart(containing: p)
                if p > start { return start ..< p }
                return p > 0 ? self.document.clusterBoundary(before: p) ..< p : p ..< p
            }
        case .toEndOfLine:
            deleteAtEachSelection(.deleteForward) { p in
                let end = self.document.lineContentEnd(containing: p)
                if p < end { return p ..< end }
                return p < self.document.length ? p ..< self.document.clusterBoundary(after: p) : p ..< p
            }
        }
    }
}
