extension ChangeSet {
    /// Where position `position` of the old text ends up in the new text (CodeMirror's
    /// `ChangeDesc.mapPos(pos, assoc)` with `MapMode.Simple`, whose rules are followed exactly).
    ///
    /// - A position before a replacement's range (or at its start, when the range is not empty)
    ///   is unchanged by it; a position after its range (or at its end) is shifted by its delta.
    /// - A position exactly at an insertion point (a replacement with an empty range) goes before
    ///   the inserted text with `.before` and after it with `.after`.
    /// - A position strictly inside a replaced range goes to the start of the replacement with
    ///   `.before` and to its end with `.after`.
    ///
    /// Unlike CodeMirror, which defaults to `assoc = -1` and throws for positions out of range,
    /// the default here is `.after` (a caret stays after what is typed at it), and positions
    /// outside `0...oldLength` are clamped first, so mapping never traps. Touching replacements
    /// are merged (see ``ChangeSet``), which changes the result only at their seam.
    ///
    /// - Parameters:
    ///   - position: A UTF-16 offset in the old text; clamped to `0...oldLength`.
    ///   - association: Which side the position sticks to at an insertion or inside a
    ///     replacement.
    /// - Returns: A UTF-16 offset in `0...newLength`.
    /// - Complexity: O(*n*) for *n* replacements before the position; O(1) for one replacement.
    public func mapPosition(_ position: Int, association: ChangeAssociation = .after) -> Int {
        let position = Swift.min(Swift.max(position, 0), oldLength)
        var shift = 0
        for index in 0..<storage.count {
            let replacement = storage[index]
            let range = replacement.range
            if position < range.lowerBound { break }
            let newStart = range.lowerBound + shift
            let newEnd = newStart + replacement.insertedLength
            if position == range.lowerBound {
                // CodeMirror: `pos == posA` maps to the start of a non-empty range whatever assoc
                // is; only a pure insertion lets the position move past it.
                if range.isEmpty { return association == .before ? newStart : newEnd }
                return newStart
            }
            if position < range.upperBound { return association == .before ? newStart : newEnd }
            shift += replacement.delta
        }
        return position + shift
    }
}
