extension TextEditor {
    /// The line ending ``insertNewline()`` inserts: the document's ``TextDocument/lineEnding``
    /// (the dominant one of the file it was read from, LF by default).
    public var lineEnding: LineEnding {
        get { document.lineEnding }
        set { document.lineEnding = newValue }
    }

    /// Changes every line ending of the text (LF, CRLF, lone CR) to `ending`, as one transaction
    /// and one undo step, and makes `ending` what ``insertNewline()`` inserts from now on.
    ///
    /// Only the line endings that differ are replaced, each keeping its attributes; the
    /// selections map through the edits. U+2028, U+2029 and NEL are characters of the text and
    /// are left alone. Undo puts the old line endings back (``lineEnding`` stays `ending`). Nothing
    /// happens when every line ending already is `ending`.
    ///
    /// - Parameter ending: The line ending to use everywhere.
    /// - Complexity: O(n) to find the line endings, plus O(e log n) for the e that change.
    public func convertLineEndings(to ending: LineEnding) {
        dispatch(.convertLineEndings(ending))
    }

    /// The body of ``convertLineEndings(to:)`` (``EditorCommand/convertLineEndings(_:)``), run now.
    func runConvertLineEndings(to ending: LineEnding) {
        document.lineEnding = ending
        let edits = lineEndingEdits(to: ending)
        if edits.isEmpty { return }
        // The one command whose marked-text rule is not a property of the command: it commits
        // the composition only when it edits, which is known only by walking the text here. Run
        // again once committed, it walks the committed text.
        if committingMarkedTextFirst({ runConvertLineEndings(to: ending) }) { return }
        apply(edits, selecting: .mapped, event: .replace)
    }

    /// The replacements that turn every line ending that is not `ending` into `ending`, in order.
    private func lineEndingEdits(to ending: LineEnding) -> [TextReplacement] {
        let rope = document.rope
        let replacement = ending.string
        var edits: [TextReplacement] = []
        var offset = 0
        var pendingCR = -1
        func found(_ kind: LineEnding, at start: Int) {
            if kind != ending {
                edits.append(TextReplacement(start, start + kind.string.utf16.count, replacement))
            }
        }
        rope.forEachChunk(in: 0..<rope.count) { chunk in
            for unit in chunk {
                if unit == 0x0A {
                    if pendingCR >= 0 { found(.crlf, at: pendingCR) } else { found(.lf, at: offset) }
                    pendingCR = -1
                } else {
                    if pendingCR >= 0 { found(.cr, at: pendingCR) }
                    pendingCR = unit == 0x0D ? offset : -1
                }
                offset += 1
            }
            return true
        }
        if pendingCR >= 0 { found(.cr, at: pendingCR) }
        return edits
    }
}
