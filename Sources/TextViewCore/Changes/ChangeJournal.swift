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
    /// The units the first text step inserted, kept inline so a keystroke allocates nothing.
    private var firstInserted = InsertedUnits.empty
    /// The units each later text step inserted, in order.
    private var laterInserted: [InsertedUnits] = []
    /// How many text steps were recorded.
    private var textStepCount = 0

    /// A journal recording into `steps` (empty; passed in so its storage can be reused).
    init(steps: [JournalStep] = []) {
        precondition(steps.isEmpty, "a journal starts with no steps, not \(steps.count)")
        self.steps = steps
    }

    /// Records a text step, keeping ``attributeRange`` in the current coordinates.
    mutating func recordText(location: Int, removed: [UInt16], removedRuns: [AttributedRun], inserted: InsertedUnits) {
        let removedLength = removed.count
        let insertedLength = inserted.count
        if textStepCount == 0 { firstInserted = inserted } else { laterInserted.append(inserted) }
        textStepCount += 1
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

    /// The text steps as one change set, with their inserted text, over a text that was
    /// `oldLength` long.
    ///
    /// - Complexity: O(k + t) for k steps and t inserted units when the steps run from the end of
    ///   the text to its start (a batch of edits, which the editor applies last to first), else
    ///   O(k²) composition in the worst case.
    func changeSet(oldLength: Int) -> ChangeSet {
        if textStepCount == 0 { return ChangeSet(length: oldLength) }
        if textStepCount == 1 {
            for case .text(let location, let removed, _, _) in steps {
                let description = ChangeDescription(replacing: location ..< location + removed.count, insertedLength: firstInserted.count, length: oldLength)
                return ChangeSet(description: description, text: firstInserted)
            }
        }
        var descending = true
        var previousLower = Int.max
        for case .text(let location, let removed, _, _) in steps {
            if location + removed.count > previousLower { descending = false; break }
            previousLower = location
        }
        if descending {
            // Applied from the end: each step's coordinates are still the original ones.
            var builder = SectionBuilder(collectsText: true)
            var position = 0
            var textStep = textStepCount
            for case .text(let location, let removed, _, _) in steps.reversed() {
                textStep -= 1
                let inserted = insertedUnits(ofTextStep: textStep)
                builder.add(location - position, -1)
                builder.add(removed.count, inserted.count)
                builder.appendText(inserted, 0 ..< inserted.count)
                position = location + removed.count
            }
            builder.add(oldLength - position, -1)
            return builder.changeSet()
        }
        var set = ChangeSet(length: oldLength)
        var textStep = 0
        for case .text(let location, let removed, _, _) in steps {
            let inserted = insertedUnits(ofTextStep: textStep)
            textStep += 1
            let description = ChangeDescription(replacing: location ..< location + removed.count, insertedLength: inserted.count, length: set.newLength)
            set = set.composed(with: ChangeSet(description: description, text: inserted))
        }
        return set
    }

    /// The units text step `index` (counting text steps only) inserted.
    private func insertedUnits(ofTextStep index: Int) -> InsertedUnits {
        index == 0 ? firstInserted : laterInserted[index - 1]
    }
}
