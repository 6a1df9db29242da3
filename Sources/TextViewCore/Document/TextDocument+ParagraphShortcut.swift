extension TextDocument {
    /// Whether a text edit provably leaves every paragraph uniform, so that the paragraph fix can
    /// be skipped: typing, pasting or deleting inside a paragraph. Decided from the document
    /// before the edit.
    ///
    /// It holds when the edit is not at location 0, the character before it is not part of a line
    /// break, and the removed text holds no line-break character, provided (checked by the caller)
    /// the new text carries the same attributes as the character before it, or there is no new
    /// text. Then the paragraph holding the character before the edit keeps its first character
    /// and its style; the new text has that style, breaks in it start paragraphs that begin with
    /// new text or with the rest of that same old paragraph; and no CR meets an LF at the front
    /// seam (the unit before it is neither), while an LF after the new text was a break of that
    /// same old paragraph.
    internal func editKeepsParagraphsUniform(replacing range: Range<Int>) -> Bool {
        let lo = range.lowerBound
        guard lo > 0, !LineBreaks.isBreakCandidate(rope[lo - 1]) else { return false }
        var clean = true
        if !range.isEmpty {
            rope.forEachChunk(in: range) { chunk in
                for unit in chunk where LineBreaks.isBreakCandidate(unit) {
                    clean = false
                    return false
                }
                return true
            }
        }
        return clean
    }
}
