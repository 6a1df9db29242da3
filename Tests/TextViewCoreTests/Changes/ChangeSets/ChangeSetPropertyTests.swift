import TestSupport
import Foundation
import Testing
import TestingSupport
import TextViewCore

/// Random sequential single edits of a text of tagged "characters" (the old offset of each old
/// unit, -1 for an inserted one), composed into one change description, against what the tags say.
/// Touching changes stay apart as CodeMirror keeps them, so the comparisons read the changed
/// ranges with touching ones joined (`changedRanges()`), which the tags determine.
@Suite(.tags(.property)) struct ChangeSetPropertyTests {
    static let seeds: [UInt64] = Array(1...60)

    /// One random run: the starting length, the change set of every edit, and the tags after.
    struct Run {
        var oldLength: Int
        var steps: [ChangeDescription]
        var tags: [Int]
    }

    static func randomRun(seed: UInt64) -> Run {
        var rng = SplitMix64(seed: seed)
        let oldLength = Int.random(in: 0...30, using: &rng)
        var tags = Array(0..<oldLength)
        var steps: [ChangeDescription] = []
        for _ in 0..<Int.random(in: 1...25, using: &rng) {
            let lower = Int.random(in: 0...tags.count, using: &rng)
            // Mostly short ranges and insertions, like typing; sometimes no-ops.
            let upper = Swift.min(tags.count, lower + [0, 0, 1, 1, 2, 5].randomElement(using: &rng)!)
            let inserted = [0, 0, 1, 1, 1, 3].randomElement(using: &rng)!
            steps.append(ChangeDescription(replacing: lower..<upper, insertedLength: inserted, length: tags.count))
            tags.replaceSubrange(lower..<upper, with: repeatElement(-1, count: inserted))
        }
        return Run(oldLength: oldLength, steps: steps, tags: tags)
    }

    /// The changed ranges the tags imply: between consecutive surviving old units (and the ends
    /// of the text), whatever was removed and inserted is one changed range.
    static func expectedRanges(_ run: Run) -> [ChangeDescription.ChangedRange] {
        var replacements: [ChangeDescription.Replacement] = []
        var previousOld = -1
        var previousNew = -1
        for (newOffset, tag) in zip(run.tags.indices, run.tags) where tag >= 0 {
            replacements.append(.init(range: (previousOld + 1)..<tag, insertedLength: newOffset - previousNew - 1))
            (previousOld, previousNew) = (tag, newOffset)
        }
        replacements.append(.init(range: (previousOld + 1)..<run.oldLength, insertedLength: run.tags.count - previousNew - 1))
        return ChangeDescription(replacements: replacements, length: run.oldLength).changedRanges()
    }

    @Test(arguments: seeds)
    func composedChangeSetMatchesTheTags(seed: UInt64) {
        let run = Self.randomRun(seed: seed)
        let composed = run.steps.reduce(ChangeDescription(length: run.oldLength)) { $0.composed(with: $1) }
        #expect(composed.oldLength == run.oldLength, "seed \(seed)")
        #expect(composed.newLength == run.tags.count, "seed \(seed)")
        #expect(composed.changedRanges() == Self.expectedRanges(run), "seed \(seed): \(composed)")

        // Joined ranges are sorted and separated by at least one unchanged unit; no section is a no-op.
        let ranges = composed.changedRanges()
        for (left, right) in zip(ranges, ranges.dropFirst()) {
            #expect(left.old.upperBound < right.old.lowerBound, "seed \(seed): \(composed)")
        }
        let replacements = composed.replacements
        #expect(replacements.allSatisfy { !$0.range.isEmpty || $0.insertedLength > 0 }, "seed \(seed): \(composed)")

        // Exactly the old units that did not survive are replaced.
        let survivors = Set(run.tags.filter { $0 >= 0 })
        let replaced = Set(replacements.flatMap { Array($0.range) })
        #expect(replaced == Set(0..<run.oldLength).subtracting(survivors), "seed \(seed): \(composed)")
    }

    @Test(arguments: seeds)
    func survivingUnitsMapToWhereTheyAre(seed: UInt64) {
        let run = Self.randomRun(seed: seed)
        let composed = run.steps.reduce(ChangeDescription(length: run.oldLength)) { $0.composed(with: $1) }
        var previousNewEnd = 0
        for (newOffset, old) in zip(run.tags.indices, run.tags) where old >= 0 {
            // The unit's start sticks to it with .after, its end with .before; with .before its
            // start may stay in front of text inserted before it, but not before the previous
            // surviving unit.
            #expect(composed.mapPosition(old, association: .after) == newOffset, "seed \(seed): old \(old) in \(composed)")
            #expect(composed.mapPosition(old + 1, association: .before) == newOffset + 1, "seed \(seed): old \(old) in \(composed)")
            let before = composed.mapPosition(old, association: .before)
            #expect(before >= previousNewEnd && before <= newOffset, "seed \(seed): old \(old) in \(composed)")
            previousNewEnd = newOffset + 1
            // Mapping step by step agrees with mapping through the composition.
            let stepwise = run.steps.reduce(old) { $1.mapPosition($0, association: .after) }
            #expect(stepwise == newOffset, "seed \(seed): old \(old) step by step")
        }
    }

    @Test(arguments: seeds)
    func compositionIsAssociative(seed: UInt64) {
        let run = Self.randomRun(seed: seed)
        let leftFold = run.steps.reduce(ChangeDescription(length: run.oldLength)) { $0.composed(with: $1) }
        let rightFold = run.steps.dropLast().reversed().reduce(run.steps.last!) { $1.composed(with: $0) }
        #expect(leftFold.changedRanges() == rightFold.changedRanges(), "seed \(seed): \(leftFold) vs \(rightFold)")
        for split in 1..<run.steps.count {
            let head = run.steps[..<split].dropFirst().reduce(run.steps[0]) { $0.composed(with: $1) }
            let tail = run.steps[split...].dropFirst().reduce(run.steps[split]) { $0.composed(with: $1) }
            #expect(head.composed(with: tail).changedRanges() == leftFold.changedRanges(), "seed \(seed): split at \(split)")
        }
    }

    @Test(arguments: seeds)
    func editedRangeCoversEveryInsertedUnit(seed: UInt64) {
        let run = Self.randomRun(seed: seed)
        let composed = run.steps.reduce(ChangeDescription(length: run.oldLength)) { $0.composed(with: $1) }
        let inserted = run.tags.indices.filter { run.tags[$0] < 0 }
        guard let edited = composed.editedRange else {
            #expect(inserted.isEmpty && composed.isEmpty, "seed \(seed): no editedRange for \(composed)")
            return
        }
        for offset in inserted {
            #expect(NSLocationInRange(offset, edited), "seed \(seed): inserted \(offset) outside \(edited)")
        }
        #expect(NSMaxRange(edited) <= composed.newLength, "seed \(seed): \(edited) in \(composed)")
    }

    @Test(arguments: seeds)
    func inversionUndoesLengthsAndComposesInReverse(seed: UInt64) {
        let run = Self.randomRun(seed: seed)
        let composed = run.steps.reduce(ChangeDescription(length: run.oldLength)) { $0.composed(with: $1) }
        #expect(composed.inverted().inverted() == composed, "seed \(seed): \(composed)")
        for step in run.steps {
            #expect(step.inverted().inverted() == step, "seed \(seed): \(step)")
        }
        for (first, second) in zip(run.steps, run.steps.dropFirst()) {
            let inverse = first.composed(with: second).inverted()
            #expect(inverse.oldLength == second.newLength && inverse.newLength == first.oldLength, "seed \(seed): \(inverse)")
            #expect(inverse.changedRanges() == second.inverted().composed(with: first.inverted()).changedRanges(), "seed \(seed): \(first) then \(second)")
        }
        #expect(composed.inverted().changedRanges() == run.steps.reversed().map { $0.inverted() }.reduce(ChangeDescription(length: run.tags.count)) { $0.composed(with: $1) }.changedRanges(), "seed \(seed)")
    }
}
