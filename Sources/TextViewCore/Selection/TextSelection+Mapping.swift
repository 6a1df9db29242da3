// Mapping through an edit (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Mapping positions through an edit"). Pure
// arithmetic, no document: the transactions' change sets map positions with the same functions.
extension TextSelection {
    /// Where position `p` lands after `a ..< b` is replaced by `insertedLength` code units.
    ///
    /// Positions before the edit stay, positions after it shift by the edit's delta, the end of a
    /// replaced (non-empty) range goes to the end of the replacement, and a position at the
    /// insertion point or inside the replaced range goes to the replacement's start (`assoc < 0`)
    /// or end (`assoc >= 0`).
    ///
    /// - Parameters:
    ///   - p: A position in the text before the edit.
    ///   - a: The start of the replaced range.
    ///   - b: The end of the replaced range.
    ///   - insertedLength: The length of the replacement, `m`.
    ///   - assoc: Which side of an insertion at `p` it sticks to: negative for before, else after.
    /// - Returns: The position in the text after the edit.
    static func map(_ p: Int, replacing a: Int, _ b: Int, insertedLength m: Int, assoc: Int) -> Int {
        if p < a { return p }
        if p > b { return p + m - (b - a) }
        if p == b && a < b { return a + m }
        return assoc < 0 ? a : a + m
    }

    /// This selection after `a ..< b` is replaced by `insertedLength` code units, not yet snapped.
    ///
    /// A caret sticks before an insertion at its position (someone else's text goes after it); a
    /// range maps its lower end forward and its upper end backward, so it does not grow when text is
    /// inserted at its edges, and collapses to a caret at its mapped upper end when they cross.
    /// Direction and affinity are kept.
    ///
    /// - Parameters:
    ///   - a: The start of the replaced range.
    ///   - b: The end of the replaced range.
    ///   - insertedLength: The length of the replacement.
    /// - Returns: The mapped selection.
    func mapped(replacing a: Int, _ b: Int, insertedLength m: Int) -> TextSelection {
        if isCaret {
            let p = Self.map(head, replacing: a, b, insertedLength: m, assoc: -1)
            return TextSelection(anchor: p, head: p, affinity: affinity)
        }
        let newLower = Self.map(lower, replacing: a, b, insertedLength: m, assoc: 1)
        let newUpper = Self.map(upper, replacing: a, b, insertedLength: m, assoc: -1)
        if newLower > newUpper {
            return TextSelection(anchor: newUpper, head: newUpper, affinity: affinity)
        }
        return withBounds(lower: newLower, upper: newUpper)
    }
}
