// Sorting and merging (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Selections").
extension SelectionSet {
    /// Whether the selections are sorted by start and every one ends before the next starts.
    @inline(__always)
    var isNormalized: Bool {
        // One selection, the usual case, answered inline.
        selections.count < 2 || selections.isSortedAndApart
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
        // One array for the sort and the merge: a large list's subscript descends its tree.
        let all = selections.array
        let order = orderByBounds(all, lower: \.lower, upper: \.upper)
        var merged: [TextSelection] = []
        var newPrimary = 0
        var i = 0
        while i < order.count {
            let first = order[i]
            var decider = first
            var upper = all[first].upper
            var j = i + 1
            while j < order.count && all[order[j]].lower <= upper {
                upper = Swift.max(upper, all[order[j]].upper)
                if order[j] == primaryIndex { decider = order[j] }
                j += 1
            }
            if decider == primaryIndex { newPrimary = merged.count }
            // The decider's goal comes with it.
            merged.append(all[decider].withBounds(lower: all[first].lower, upper: upper))
            i = j
        }
        selections = SelectionList(merged)
        primaryIndex = newPrimary
    }
}

extension SelectionSet {
    /// Adds `selection` (clamped and snapped) as the primary one to a normalised set, merging it
    /// with the selections it overlaps or touches: what appending it and ``normalize()`` would
    /// give, without re-sorting the others.
    ///
    /// The selections it merges with are consecutive (the others are apart), so two binary
    /// searches find them; the merged selection is based on `selection`, the primary.
    ///
    /// - Complexity: O(log² k) to find its place in a list of more than
    ///   ``SelectionList/flatLimit`` (a tree), O(log k) in a shorter one plus a move of the later
    ///   ones.
    mutating func insert(_ selection: TextSelection) {
        // The first selection that is not entirely before `selection` (touching counts as merging).
        var low = 0
        var high = selections.count
        // Selections added in order (a caret on each next line, the next occurrence) go last:
        // one read instead of a binary search, each of whose reads descends a large list's tree.
        if high > 0 && selections[high - 1].upper < selection.lower { low = high }
        while low < high {
            let middle = (low + high) / 2
            if selections[middle].upper < selection.lower { low = middle + 1 } else { high = middle }
        }
        var end = low
        var lower = selection.lower
        var upper = selection.upper
        while end < selections.count && selections[end].lower <= upper {
            lower = Swift.min(lower, selections[end].lower)
            upper = Swift.max(upper, selections[end].upper)
            end += 1
        }
        // Adding a selection ends a run of vertical moves.
        goalColumns = nil
        let merged = selection.withBounds(lower: lower, upper: upper)
        if end == low {
            selections.insert(merged, at: low)
        } else {
            selections.replaceSubrange(low ..< end, with: merged)
        }
        primaryIndex = low
    }
}

/// The indices of `items` sorted by lower bound, then upper bound, then the order given: the one
/// ordering both selection normalisation and the merging of one edit per selection use, so that
/// ties resolve the same way in both.
///
/// - Complexity: O(n log n).
func orderByBounds<Item>(_ items: [Item], lower: (Item) -> Int, upper: (Item) -> Int) -> [Int] {
    items.indices.sorted { i, j in
        let a = items[i], b = items[j]
        let aLower = lower(a), bLower = lower(b)
        if aLower != bLower { return aLower < bLower }
        let aUpper = upper(a), bUpper = upper(b)
        if aUpper != bUpper { return aUpper < bUpper }
        return i < j
    }
}
