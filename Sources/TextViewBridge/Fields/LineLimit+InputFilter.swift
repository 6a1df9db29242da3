import TextViewCore

extension LineLimit {
    /// A filter that keeps a field editor's text within ``maximum`` lines: a typed or pasted line
    /// break that would open a line past the maximum is dropped (the rest of the text stays); nil
    /// when there is no maximum. `.lineLimit` itself only decides how many lines are shown (longer
    /// text scrolls), so this is opt-in, for a field that must never hold more:
    /// `editor.addInputFilter(limit.inputFilter!)`.
    ///
    /// Lines are counted as ``visibleLineCount(for:)-(TextDocument)`` counts them: line breaks plus one.
    public var inputFilter: InputFilter? {
        guard let maximum else { return nil }
        return InputFilter { edit in
            let document = edit.document
            var lines = document.lineCount
            for replacement in edit.replacements {
                let lower = replacement.range.location, upper = lower + replacement.range.length
                lines -= document.lineIndex(at: upper) - document.lineIndex(at: lower)
            }
            var changed = false
            let kept = edit.mapInsertedStrings { replacement in
                String(replacement.text.filter { character in
                    guard character.isNewline else { return true }
                    if lines < maximum {
                        lines += 1
                        return true
                    }
                    changed = true
                    return false
                })
            }
            return changed ? .transform(kept) : .accept
        }
    }
}
