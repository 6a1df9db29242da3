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

    /// The text steps as one change set over a text that was `oldLength` long, with its
    /// inserted text read from `document`, the text after the steps: a change set's new text is
    /// the new document's text at the changes' new ranges, however the steps built it.
    ///
    /// - Complexity: O(k + t) for k steps and t inserted units when the steps run from the end of
    ///   the text to its start (a batch of edits, which the editor applies last to first), else
    ///   O(k log k + t) (the undo of such a batch runs from the start to the end).
    ///
    /// `document` is `inout` only so that the editor passes its stored document without copying
    /// it (a copy retains and releases the document's trees on every keystroke); it is only read.
    func changeSet(oldLength: Int, in document: inout TextDocument) -> ChangeSet {
        let description = changeDescription(oldLength: oldLength)
        precondition(description.newLength == document.length, "the steps end at length \(description.newLength), the document is \(document.length) long")
        return ChangeSet(description: description, text: document.insertedUnits(of: description))
    }

    /// The text steps as one change description over a text that was `oldLength` long.
    private func changeDescription(oldLength: Int) -> ChangeDescription {
        var replacements: [ChangeDescription.Replacement] = []
        var descending = true
        var previousLower = Int.max
        var count = 0
        for case .text(let location, let removed, _, _) in steps {
            count += 1
            if location + removed.count > previousLower { descending = false; break }
            previousLower = location
        }
        if count == 0 { return ChangeDescription(length: oldLength) }
        if count == 1 {
            for case .text(let location, let removed, _, let inserted) in steps {
                return ChangeDescription(replacing: location ..< location + removed.count, insertedLength: inserted, length: oldLength)
            }
        }
        if descending {
            // Applied from the end: each step's coordinates are still the original ones.
            replacements.reserveCapacity(count)
            for case .text(let location, let removed, _, let inserted) in steps.reversed() {
                replacements.append(ChangeDescription.Replacement(range: location ..< location + removed.count, insertedLength: inserted))
            }
            return ChangeDescription(replacements: replacements, length: oldLength)
        }
        var sequence = ChangeSetSequence<ChangeDescription>(length: oldLength)
        var length = oldLength
        for case .text(let location, let removed, _, let inserted) in steps {
            let change = ChangeDescription(replacing: location ..< location + removed.count, insertedLength: inserted, length: length)
            length = change.newLength
            sequence.append(change)
        }
        return sequence.composed
    }
}
