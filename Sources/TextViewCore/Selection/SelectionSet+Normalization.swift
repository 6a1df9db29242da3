// Sorting and merging (Docs/EditorSemantics.md, "Selections").
extension SelectionSet {
    /// Whether the selections are sorted by start and every one ends before the next starts.
    var isNormalized: Bool {
        var i = 1
        while i < selections.count {
            if selections[i].lower <= selections[i - 1].upper { return false }
            i += 1
        }
        return true
    }

    /// Sorts the selections by start and merges overlapping or touching ones
    /// (`next.lower <= previous.upper`) into one covering both.
    ///
    /// Ties sort by end, then by the order given. A merged selection is based on the one that
    /// decides: the primary when the group holds it, else the group's first; it takes that one's
    /// direction (a caret counts as forward), affinity and goal column, and becomes the primary when
    /// the group holds the primary.
    ///
    /// - Complexity: O(k) for k selections already in order (typing never sorts), else
    ///   O(k log k).
    mutating func normalize() {
        if isNormalized { return }
        let order = selections.indices.sorted { i, j in
            let a = selections[i], b = selections[j]
            if a.lower != b.lower { return a.lower < b.lower }
            if a.upper != b.upper { return a.upper < b.upper }
            return i < j
        }
        var merged: [TextSelection] = []
        var mergedGoals: [Int] = []
        var newPrimary = 0
        var i = 0
        while i < order.count {
            let first = order[i]
            var decider = first
            var upper = selections[first].upper
            var j = i + 1
            while j < order.count && selections[order[j]].lower <= upper {
                upper = Swift.max(upper, selections[order[j]].upper)
                if order[j] == primaryIndex { decider = order[j] }
                j += 1
            }
            if decider == primaryIndex { newPrimary = merged.count }
            merged.append(selections[decider].withBounds(lower: selections[first].lower, upper: upper))
            if let goalColumns { mergedGoals.append(goalColumns[decider]) }
            i = j
        }
        selections = merged
        primaryIndex = newPrimary
        if goalColumns != nil { goalColumns = mergedGoals }
    }
}
