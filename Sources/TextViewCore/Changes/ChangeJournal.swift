import Foundation

/// The steps a document records while its editor runs a transaction: everything needed to build
/// the transaction's change set and to undo it exactly.
struct ChangeJournal: Sendable {
    /// The steps, in the order they happened.
    var steps: [JournalStep] = []
    /// Whether any run changed outside a text edit (a `.runs` step: an attribute edit, a paragraph
    /// fix).
    var touchedAttributes = false
    /// The union of the attribute-only changes, in the coordinates after the last step; nil when
    /// there were none.
    var attributeRange: Range<Int>?

    /// A journal recording into `steps` (empty; passed in so its storage can be reused).
    init(steps: [JournalStep] = []) {
        precondition(steps.isEmpty, "a journal starts with no steps, not \(steps.count)")
        self.steps = steps
    }

    /// Records a text step, keeping ``attributeRange`` in the current coordinates.
    mutating func recordText(location: Int, removed: [UInt16], removedRuns: [AttributedRun], insertedLength: Int) {
        let removedLength = removed.count
        if let r = attributeRange {
            // Map the earlier attribute range through this replacement.
            let map = { (p: Int) -> Int in
                p <= location ? p : (p >= location + removedLength ? p - removedLength + insertedLength : location + insertedLength)
            }
            attributeRange = map(r.lowerBound) ..< Swift.max(map(r.lowerBound), map(r.upperBound))
        }
        steps.append(.text(location: location, removed: removed, removedRuns: removedRuns, insertedLength: insertedLength))
    }

    /// Records a runs step over `location ..< location + length`.
    mutating func recordRuns(location: Int, oldRuns: [AttributedRun]) {
        let length = oldRuns.reduce(0) { $0 + $1.length }
        touchedAttributes = true
        let r = location ..< location + length
        attributeRange = attributeRange.map { Swift.min($0.lowerBound, r.lowerBound) ..< Swift.max($0.upperBound, r.upperBound) } ?? r
        steps.append(.runs(location: location, oldRuns: oldRuns))
    }

    /// The text steps as one change set over a text that was `oldLength` long.
    ///
    /// - Complexity: O(k) when the steps run from the end of the text to its start (a batch of
    ///   edits, which the editor applies last to first), else O(k log k) (the undo of such a
    ///   batch runs from the start to the end).
    func changeSet(oldLength: Int) -> ChangeSet {
        var replacements: [ChangeSet.Replacement] = []
        var descending = true
        var previousLower = Int.max
        var count = 0
        for step in steps {
            guard case .text(let location, let removed, _, _) = step else { continue }
            count += 1
            if location + removed.count > previousLower { descending = false; break }
            previousLower = location
        }
        if count == 0 { return ChangeSet(length: oldLength) }
        if count == 1 {
            for case .text(let location, let removed, _, let inserted) in steps {
                return ChangeSet(replacing: location ..< location + removed.count, insertedLength: inserted, length: oldLength)
            }
        }
        if descending {
            // Applied from the end: each step's coordinates are still the original ones.
            replacements.reserveCapacity(count)
            for step in steps.reversed() {
                guard case .text(let location, let removed, _, let inserted) = step else { continue }
                replacements.append(ChangeSet.Replacement(range: location ..< location + removed.count, insertedLength: inserted))
            }
            return ChangeSet(replacements: replacements, length: oldLength)
        }
        var sequence = ChangeSetSequence(length: oldLength)
        var length = oldLength
        for step in steps {
            guard case .text(let location, let removed, _, let inserted) = step else { continue }
            let set = ChangeSet(replacing: location ..< location + removed.count, insertedLength: inserted, length: length)
            length = set.newLength
            sequence.append(set)
        }
        return sequence.composed
    }
}
