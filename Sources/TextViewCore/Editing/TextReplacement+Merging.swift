// Turning one edit per selection into a batch the mutation path accepts.
extension TextReplacement {
    /// Sorts `edits` by start and merges those whose ranges overlap (`next.lower < previous.upper`)
    /// into one covering both, so no text is deleted twice (two carets deleting the same cluster, a
    /// word deletion reaching over another selection). Touching edits stay apart.
    ///
    /// - Parameters:
    ///   - edits: One edit per selection, in selection order; merged edits must have equal text.
    ///   - primary: The index of the primary selection's edit.
    /// - Returns: Sorted, non-overlapping edits and the index of the one holding `primary`.
    /// - Complexity: O(e) for e edits already in order and apart, else O(e log e).
    static func merging(_ edits: [TextReplacement], primary: Int) -> (edits: [TextReplacement], primary: Int) {
        var ordered = true
        var i = 1
        while i < edits.count {
            if edits[i].lower < edits[i - 1].upper || edits[i].lower < edits[i - 1].lower {
                ordered = false
                break
            }
            i += 1
        }
        if ordered { return (edits, primary) }
        let order = orderByBounds(edits, lower: \.lower, upper: \.upper)
        var merged: [TextReplacement] = []
        var mergedPrimary = 0
        for index in order {
            let edit = edits[index]
            if let last = merged.last, edit.lower < last.upper {
                assert(edit.text == last.text, "merging edits with different texts \(last) and \(edit)")
                merged[merged.count - 1] = last.replacing(last.lower, Swift.max(last.upper, edit.upper))
            } else {
                merged.append(edit)
            }
            if index == primary { mergedPrimary = merged.count - 1 }
        }
        return (merged, mergedPrimary)
    }
}
