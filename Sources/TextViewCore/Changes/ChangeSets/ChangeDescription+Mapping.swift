extension ChangeDescription {
    /// Where `position` of the old text ends up in the new text (CodeMirror's `mapPos` with
    /// `MapMode.Simple`): never nil, see ``mapPosition(_:association:mode:)`` for the rules.
    ///
    /// - Parameters:
    ///   - position: A UTF-16 offset in the old text; clamped to `0...oldLength`.
    ///   - association: Which side the position sticks to; `.before` by default, as in CodeMirror.
    /// - Returns: A UTF-16 offset in `0...newLength`.
    /// - Complexity: O(*n*) for *n* sections before the position; O(1) for one change.
    public func mapPosition(_ position: Int, association: ChangeAssociation = .before) -> Int {
        // `.simple` never reports a deletion.
        mapPosition(position, association: association, mode: .simple)!
    }

    /// Where `position` of the old text ends up in the new text, or nil when `mode` asks to hear
    /// of a deletion around it (CodeMirror's `ChangeDesc.mapPos`, whose rules are followed exactly).
    ///
    /// - Unchanged text shifts by the changes before it.
    /// - A position at the start of a change that replaces text stays at its start; at its end, it
    ///   goes to the end of the new text; strictly inside, it goes to the start with `.before`
    ///   and to the end with `.after`.
    /// - At an insertion point (a change of no old text), `.before` stays in front of the new
    ///   text and `.after` goes past it. Touching changes are separate sections: between a
    ///   deletion and an insertion that follows it, `.before` stays in front of the insertion.
    /// - `.trackDeletion` gives nil when deleted text lies on both sides of the position,
    ///   `.trackBefore` when the unit before it was deleted, `.trackAfter` when the unit after it
    ///   was (a replaced unit counts as deleted).
    ///
    /// Unlike CodeMirror, which throws for a position outside the text, the position is clamped
    /// first, so mapping never traps.
    ///
    /// - Parameters:
    ///   - position: A UTF-16 offset in the old text; clamped to `0...oldLength`.
    ///   - association: Which side the position sticks to.
    ///   - mode: Whether, and which, deletions to report.
    /// - Returns: A UTF-16 offset in `0...newLength`, or nil for a deletion `mode` reports.
    /// - Complexity: O(*n*) for *n* sections before the position; O(1) for one change.
    public func mapPosition(_ position: Int, association: ChangeAssociation = .before, mode: MapMode) -> Int? {
        let pos = Swift.min(Swift.max(position, 0), oldLength)
        let before = association == .before
        var posA = 0
        var posB = 0
        for pair in 0..<pairCount {
            let (len, ins) = section(pair)
            let endA = posA + len
            if ins < 0 {
                if endA > pos { return posB + (pos - posA) }
                posB += len
            } else {
                if mode != .simple && endA >= pos {
                    let deleted =
                        switch mode {
                        case .simple: false
                        case .trackDeletion: posA < pos && endA > pos
                        case .trackBefore: posA < pos
                        case .trackAfter: endA > pos
                        }
                    if deleted { return nil }
                }
                if endA > pos || endA == pos && before && len == 0 {
                    return pos == posA || before ? posB : posB + ins
                }
                posB += ins
            }
            posA = endA
        }
        return posB
    }

    /// Whether a change touches `range` of the old text: overlaps it or sits at one of its ends
    /// (CodeMirror's `touchesRange`).
    ///
    /// - Parameter range: A range of the old text.
    /// - Complexity: O(*n*) for *n* sections before the range's end.
    public func touches(_ range: Range<Int>) -> Bool {
        touch(range) != nil
    }

    /// Whether one change covers `range` of the old text with room on both sides (CodeMirror's
    /// `touchesRange` answering `"cover"`).
    ///
    /// - Parameter range: A range of the old text.
    /// - Complexity: O(*n*) for *n* sections before the range's end.
    public func covers(_ range: Range<Int>) -> Bool {
        touch(range) == true
    }

    /// Nil when no change touches `range`, else whether the touching change covers it.
    private func touch(_ range: Range<Int>) -> Bool? {
        var pos = 0
        var pair = 0
        while pair < pairCount && pos <= range.upperBound {
            let (len, ins) = section(pair)
            let end = pos + len
            if ins >= 0 && pos <= range.upperBound && end >= range.lowerBound {
                return pos < range.lowerBound && end > range.upperBound
            }
            pos = end
            pair += 1
        }
        return nil
    }

    /// The changed ranges (CodeMirror's `iterChangedRanges`): each in the old text with the range
    /// replacing it in the new text. Touching changes are reported as one unless `individual`.
    ///
    /// - Parameter individual: Whether touching changes are reported apart.
    /// - Complexity: O(*n*) for *n* sections.
    public func changedRanges(individual: Bool = false) -> [ChangedRange] {
        var result: [ChangedRange] = []
        forEachChange(individual: individual) { old, new, _ in result.append(ChangedRange(old: old, new: new)) }
        return result
    }

    /// The unchanged ranges (CodeMirror's `iterGaps`): each in the old text with where it is in
    /// the new text.
    ///
    /// - Complexity: O(*n*) for *n* sections.
    public var gaps: [ChangedRange] {
        var result: [ChangedRange] = []
        var posA = 0
        var posB = 0
        for pair in 0..<pairCount {
            let (len, ins) = section(pair)
            if ins < 0 {
                result.append(ChangedRange(old: posA ..< posA + len, new: posB ..< posB + len))
                posB += len
            } else {
                posB += ins
            }
            posA += len
        }
        return result
    }

    /// Calls `body` with each change's old range, new range and the range of its text in the
    /// concatenated inserted units (CodeMirror's `iterChanges`).
    func forEachChange(individual: Bool, _ body: (Range<Int>, Range<Int>, Range<Int>) -> Void) {
        var posA = 0
        var posB = 0
        var textOffset = 0
        var pair = 0
        let count = pairCount
        while pair < count {
            var (len, ins) = section(pair)
            pair += 1
            if ins < 0 {
                posA += len
                posB += len
                continue
            }
            var endA = posA
            var endB = posB
            let textStart = textOffset
            while true {
                endA += len
                endB += ins
                textOffset += ins
                if individual || pair == count || section(pair).ins < 0 { break }
                (len, ins) = section(pair)
                pair += 1
            }
            body(posA ..< endA, posB ..< endB, textStart ..< textOffset)
            posA = endA
            posB = endB
        }
    }

    /// This description followed by `next`, as one (CodeMirror's `composeDesc`).
    ///
    /// - Parameter next: The change that follows; its `oldLength` must equal this `newLength`.
    /// - Returns: A description from `oldLength` to `next.newLength`.
    /// - Complexity: O(*n* + *m*) for *n* and *m* sections.
    public func composed(with next: ChangeDescription) -> ChangeDescription {
        precondition(next.oldLength == newLength, "composing a change to length \(newLength) with one from length \(next.oldLength)")
        if isEmpty { return next }
        if next.isEmpty { return self }
        var builder = SectionBuilder(collectsText: false)
        ChangeSections.compose(self, nil, next, nil, into: &builder)
        return builder.description()
    }

    /// This description, made to apply after `other`, a concurrent change of the same text
    /// (CodeMirror's `mapDesc`). Where both insert at one point, `other`'s text comes first
    /// unless `before` is true.
    ///
    /// - Parameters:
    ///   - other: A change of the same old text.
    ///   - before: Whether this change counts as the earlier one at shared insertion points.
    /// - Returns: A description from `other.newLength`.
    /// - Precondition: `other.oldLength == oldLength` (checked even when `other` changes nothing;
    ///   see ``validateMapping(over:)``), and the result cannot pass `Int.max` (`other.newLength`
    ///   plus the units inserted fits in an `Int`; traps with the lengths).
    /// - Complexity: O(*n* + *m*) for *n* and *m* sections.
    public func mapped(through other: ChangeDescription, before: Bool = false) -> ChangeDescription {
        if let message = validateMapping(over: other) { preconditionFailure(message) }
        if other.isEmpty { return self }
        var builder = SectionBuilder(collectsText: false)
        ChangeSections.map(self, nil, over: other, before: before, into: &builder)
        return builder.description()
    }

    /// The description that takes the new lengths back to the old ones: each change's old and
    /// new lengths swapped (CodeMirror's `invertedDesc`).
    ///
    /// - Complexity: O(*n*) for *n* sections; allocates only for two changes or more.
    public func inverted() -> ChangeDescription {
        switch storage {
        case .unchanged:
            return self
        case .single(let start, let removed, let inserted):
            return ChangeDescription(oldLength: newLength, newLength: oldLength,
                                     storage: .single(start: start, removed: inserted, inserted: removed))
        case .sections(var flat):
            for pair in stride(from: 0, to: flat.count, by: 2) where flat[pair + 1] >= 0 {
                flat.swapAt(pair, pair + 1)
            }
            return ChangeDescription(oldLength: newLength, newLength: oldLength, storage: .sections(flat))
        }
    }
}
