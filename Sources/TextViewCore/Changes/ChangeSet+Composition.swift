extension ChangeSet {
    /// The change set of `self` followed by `next`, as one: from the text before `self` to the
    /// text after `next` (CodeMirror's `ChangeDesc.composeDesc`, its `composeSets`).
    ///
    /// CodeMirror walks both section lists in step; here each replacement of `next` is pulled
    /// back into the old text (a position inside or at the edge of text that `self` inserted goes
    /// to the edge of the replacement that inserted it) and merged with `self`'s replacements by
    /// ``Builder``: every old unit outside the merged ranges is unchanged by both, so a merged
    /// range's inserted length is its old length plus the deltas of the replacements it absorbed.
    /// The result is normalised, so composition is associative under `==`.
    ///
    /// - Parameters:
    ///   - next: The change set that follows; its `oldLength` must equal this one's `newLength`.
    /// - Returns: The combined change set, with `oldLength` of `self` and `newLength` of `next`.
    /// - Complexity: O(*n* + *m*) for *n* and *m* replacements; allocates only when the result
    ///   has two replacements or more, so composing two keystrokes' change sets allocates nothing.
    public func composed(with next: ChangeSet) -> ChangeSet {
        precondition(
            next.oldLength == newLength,
            "composing a change set to length \(newLength) with one from length \(next.oldLength)"
        )
        if next.isEmpty { return self }
        if isEmpty { return next }
        var builder = Builder()
        var pullBack = PullBack(storage: storage)
        var index = 0
        for nextIndex in 0..<next.storage.count {
            let replacement = next.storage[nextIndex]
            let lower = pullBack.oldPosition(of: replacement.range.lowerBound, roundingUp: false)
            let upper = pullBack.oldPosition(of: replacement.range.upperBound, roundingUp: true)
            // The builder takes ranges in order of their start; this set's are sorted, and the
            // pulled-back ones are too, because pulling back never moves a position backwards.
            while index < storage.count, storage[index].range.lowerBound <= lower {
                builder.add(storage[index].range, delta: storage[index].delta)
                index += 1
            }
            builder.add(lower..<upper, delta: replacement.delta)
        }
        while index < storage.count {
            builder.add(storage[index].range, delta: storage[index].delta)
            index += 1
        }
        return ChangeSet(oldLength: oldLength, newLength: next.newLength, storage: builder.finish())
    }

    /// The change set that takes the text after this one back to the lengths of the text before
    /// it: each replacement's range moved to new coordinates, its inserted length and its
    /// replaced length swapped (CodeMirror's `ChangeDesc.invertedDesc`; `ChangeSet.invert(doc)`
    /// also needs the old text, which a change set without text does not have).
    ///
    /// Normalisation survives inversion: replacements are separated by at least one unchanged
    /// unit in the old text, and so in the new text too.
    ///
    /// - Returns: A change set from `newLength` to `oldLength`; inverting it gives `self` back.
    /// - Complexity: O(*n*) for *n* replacements; allocates only when there are two or more.
    public func inverted() -> ChangeSet {
        var shift = 0
        func invert(_ replacement: Replacement) -> Replacement {
            let start = replacement.range.lowerBound + shift
            shift += replacement.delta
            return Replacement(range: start..<(start + replacement.insertedLength), insertedLength: replacement.range.count)
        }
        let inverse: Storage =
            switch storage {
            case .none: .none
            case .single(let only): .single(invert(only))
            case .multiple(let all): .multiple(ContiguousArray(all.map(invert)))
            }
        return ChangeSet(oldLength: newLength, newLength: oldLength, storage: inverse)
    }
}

/// Maps positions of the text after a change set back to the text before it, for positions
/// asked in increasing order (so one forward walk serves a whole composition).
private struct PullBack {
    let storage: ChangeSet.Storage
    /// The first replacement whose new range may still contain the positions asked.
    private var index = 0
    /// The summed deltas of the replacements before `index`: how far unchanged text between
    /// them and the next one has moved.
    private var shift = 0

    init(storage: ChangeSet.Storage) {
        self.storage = storage
    }

    /// The old position of new position `position`; a position within or at either edge of a
    /// replacement's new range has no exact old position and goes to the replacement's old start
    /// (or end, when `roundingUp`), which still touches that replacement, so the builder merges
    /// the two.
    mutating func oldPosition(of position: Int, roundingUp: Bool) -> Int {
        while index < storage.count {
            let replacement = storage[index]
            let newStart = replacement.range.lowerBound + shift
            if newStart + replacement.insertedLength >= position {
                if newStart <= position {
                    return roundingUp ? replacement.range.upperBound : replacement.range.lowerBound
                }
                break
            }
            shift += replacement.delta
            index += 1
        }
        return position - shift
    }
}
