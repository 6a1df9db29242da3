extension TextSelection {
    /// This selection in the text after `changes` (CodeMirror's `SelectionRange.map`), not yet
    /// snapped: a caret maps with `association`; a range keeps to what it covers, its lower end
    /// mapped with `.after` and its upper end with `.before`, so text inserted at its edges stays
    /// outside it, and it collapses to a caret at its mapped upper end when the ends cross (as
    /// `mapped(replacing:_:insertedLength:)` does for one edit). The direction and the affinity
    /// are kept.
    ///
    /// - Parameters:
    ///   - changes: A change of the text this selection is in.
    ///   - association: Which side a caret sticks to; `.before` by default, as in CodeMirror.
    /// - Returns: The mapped selection, within `0...changes.newLength`.
    /// - Complexity: O(*n*) for *n* sections before the selection.
    public func mapped(through changes: ChangeDescription, association: ChangeAssociation = .before) -> TextSelection {
        if isCaret {
            let caret = changes.mapPosition(head, association: association)
            return TextSelection(anchor: caret, head: caret, affinity: affinity)
        }
        let newLower = changes.mapPosition(lower, association: .after)
        let newUpper = changes.mapPosition(upper, association: .before)
        if newLower > newUpper {
            return TextSelection(anchor: newUpper, head: newUpper, affinity: affinity)
        }
        return withBounds(lower: newLower, upper: newUpper)
    }
}
