import Foundation
import Testing
import TestSupport
import TextViewCore

/// Random texts and change sets for the algebra tests: text made of whole "atoms" (ASCII, a
/// two-unit emoji, CR, LF, CRLF, U+2028), positions on scalar boundaries.
struct ChangeSetFixtures {
    static let atoms: [[UInt16]] = ["a", "b", "é", "😀", "\r\n", "\n", "\r", "\u{2028}", "xy"].map { Array($0.utf16) }

    var rng: SplitMix64

    mutating func text(atoms count: Int) -> [UInt16] {
        (0..<count).flatMap { _ in Self.atoms.randomElement(using: &rng)! }
    }

    /// The offsets of `units` not inside a surrogate pair.
    static func boundaries(_ units: [UInt16]) -> [Int] {
        (0...units.count).filter { $0 == 0 || $0 == units.count || !UTF16.isLeadSurrogate(units[$0 - 1]) }
    }

    /// A random range on scalar boundaries, short like editing.
    mutating func range(in units: [UInt16]) -> Range<Int> {
        let bounds = Self.boundaries(units)
        let lower = Int.random(in: 0..<bounds.count, using: &rng)
        let upper = Swift.min(bounds.count - 1, lower + [0, 0, 1, 2, 4].randomElement(using: &rng)!)
        return bounds[lower] ..< bounds[upper]
    }

    /// `count` specs in the original coordinates, in random order (may overlap).
    mutating func specs(in units: [UInt16], count: Int) -> [ChangeSet.Spec] {
        (0..<count).map { _ in
            ChangeSet.Spec(range: range(in: units), insertUTF16: text(atoms: [0, 0, 1, 1, 2, 3].randomElement(using: &rng)!))
        }
    }

    /// A change set of `units` from random specs.
    mutating func changeSet(of units: [UInt16], count: Int) -> ChangeSet {
        ChangeSet(specs(in: units, count: count), length: units.count)
    }
}

/// The plain model: a change set applied to an array of code units through its individual
/// changes, checking that their old and new ranges line up.
func modelApply(_ changes: ChangeSet, to units: [UInt16]) -> [UInt16] {
    precondition(changes.oldLength == units.count)
    var result: [UInt16] = []
    var position = 0
    for change in changes.changes(individual: true) {
        result += units[position ..< change.oldRange.lowerBound]
        precondition(result.count == change.newRange.lowerBound, "new range \(change.newRange) of \(changes)")
        result += change.insertedUTF16
        position = change.oldRange.upperBound
    }
    result += units[position...]
    precondition(result.count == changes.newLength)
    return result
}

/// ChangeSet's algebra against the model (seeded; each test prints its seed when it fails):
/// apply∘invert is the identity, composition is sequential application, mapping converges.
@Suite struct ChangeSetAlgebraTests {
    static let seeds: [UInt64] = Array(1...40)

    @Test(arguments: seeds)
    func applyingMatchesTheModelAndTheDocument(seed: UInt64) {
        var fixtures = ChangeSetFixtures(rng: SplitMix64(seed: seed))
        let units = fixtures.text(atoms: Int.random(in: 0...12, using: &fixtures.rng))
        // Sorted specs that neither overlap nor touch: a splice of each, from the end.
        var specs: [ChangeSet.Spec] = []
        var floor = 0
        for bound in ChangeSetFixtures.boundaries(units) where bound >= floor && Bool.random(using: &fixtures.rng) {
            let range = fixtures.range(in: units)
            guard range.lowerBound >= bound else { continue }
            specs.append(ChangeSet.Spec(range: range, insertUTF16: fixtures.text(atoms: Int.random(in: 0...2, using: &fixtures.rng))))
            floor = range.upperBound + 1
        }
        specs = specs.filter { !$0.range.isEmpty || !$0.insertedUTF16.isEmpty }
        var expected = units
        for spec in specs.reversed() { expected.replaceSubrange(spec.range, with: spec.insertedUTF16) }
        let changes = ChangeSet(specs, length: units.count)
        #expect(modelApply(changes, to: units) == expected, "seed \(seed): \(changes)")
        #expect(Array(changes.apply(to: TextDocument(utf16: units)).string.utf16) == expected, "seed \(seed): \(changes)")
        // Specs that neither overlap nor touch give the same change set in any order.
        let shuffled = ChangeSet(specs.shuffled(using: &fixtures.rng), length: units.count)
        #expect(modelApply(shuffled, to: units) == expected, "seed \(seed): \(shuffled)")
    }

    @Test(arguments: seeds)
    func applyThenInvertIsTheIdentity(seed: UInt64) {
        var fixtures = ChangeSetFixtures(rng: SplitMix64(seed: seed))
        let units = fixtures.text(atoms: Int.random(in: 0...12, using: &fixtures.rng))
        let document = TextDocument(utf16: units)
        let changes = fixtures.changeSet(of: units, count: Int.random(in: 1...5, using: &fixtures.rng))
        let inverse = changes.inverted(for: document)
        let after = modelApply(changes, to: units)
        #expect(modelApply(inverse, to: after) == units, "seed \(seed): \(changes) inverted \(inverse)")
        #expect(inverse.changeDescription == changes.changeDescription.inverted(), "seed \(seed)")
        var edited = document
        let returned = edited.apply(changes)
        #expect(returned == inverse, "seed \(seed): apply returns the inverse")
        #expect(Array(edited.string.utf16) == after, "seed \(seed)")
        edited.apply(returned)
        #expect(edited.string == document.string, "seed \(seed): \(changes)")
    }

    @Test(arguments: seeds)
    func compositionIsSequentialApplication(seed: UInt64) {
        var fixtures = ChangeSetFixtures(rng: SplitMix64(seed: seed))
        var units = fixtures.text(atoms: Int.random(in: 0...12, using: &fixtures.rng))
        let start = units
        var composed = ChangeSet(length: units.count)
        var inverses: [ChangeSet] = []
        for _ in 0..<Int.random(in: 1...12, using: &fixtures.rng) {
            let step = fixtures.changeSet(of: units, count: Int.random(in: 1...3, using: &fixtures.rng))
            inverses.append(step.inverted(for: TextDocument(utf16: units)))
            units = modelApply(step, to: units)
            composed = composed.composed(with: step)
            #expect(modelApply(composed, to: start) == units, "seed \(seed): \(composed)")
        }
        // The composition inverts against the start; the inverses compose in reverse.
        #expect(modelApply(composed.inverted(for: TextDocument(utf16: start)), to: units) == start, "seed \(seed)")
        let undo = inverses.dropLast().reversed().reduce(inverses.last!) { $0.composed(with: $1) }
        #expect(modelApply(undo, to: units) == start, "seed \(seed)")
    }

    @Test(arguments: seeds)
    func concurrentChangeSetsConvergeWhenMapped(seed: UInt64) {
        var fixtures = ChangeSetFixtures(rng: SplitMix64(seed: seed))
        let units = fixtures.text(atoms: Int.random(in: 0...10, using: &fixtures.rng))
        let count = 1 + Int(seed % 6)
        let a = fixtures.changeSet(of: units, count: count)
        let b = fixtures.changeSet(of: units, count: count)
        // A then B' equals B then A'.
        let ab = a.composed(with: b.mapped(through: a))
        let ba = b.composed(with: a.mapped(through: b, before: true))
        #expect(modelApply(ab, to: units) == modelApply(ba, to: units), "seed \(seed): a = \(a), b = \(b)")
        // The descriptions map like the sets.
        #expect(b.mapped(through: a).changeDescription == b.changeDescription.mapped(through: a.changeDescription), "seed \(seed)")
        // Through several changes: a then b (on a's result) against c, concurrent with a.
        let afterA = modelApply(a, to: units)
        let next = fixtures.changeSet(of: afterA, count: count)
        let c = fixtures.changeSet(of: units, count: count)
        let cA = c.mapped(through: a)
        let cAB = cA.mapped(through: next)
        let aC = a.mapped(through: c, before: true)
        let nextCA = next.mapped(through: cA, before: true)
        #expect(modelApply(a.composed(with: next).composed(with: cAB), to: units)
                == modelApply(c.composed(with: aC).composed(with: nextCA), to: units), "seed \(seed)")
    }

    @Test(arguments: seeds)
    func mappedPositionsFollowTheUnitsAroundThem(seed: UInt64) {
        var fixtures = ChangeSetFixtures(rng: SplitMix64(seed: seed))
        let units = fixtures.text(atoms: Int.random(in: 1...12, using: &fixtures.rng))
        let changes = fixtures.changeSet(of: units, count: Int.random(in: 1...4, using: &fixtures.rng))
        // Which old units survive, and where they are now: the gaps say so.
        var newIndex = [Int?](repeating: nil, count: units.count)
        for gap in changes.gaps {
            for (old, new) in zip(gap.old, gap.new) { newIndex[old] = new }
        }
        let after = modelApply(changes, to: units)
        for old in units.indices {
            if let new = newIndex[old] { #expect(after[new] == units[old], "seed \(seed): unit \(old)") }
        }
        for position in 0...units.count {
            let unitBefore = position > 0 ? newIndex[position - 1] : nil
            let unitAfter = position < units.count ? newIndex[position] : nil
            let simple = changes.mapPosition(position, association: .after)
            // A surviving unit after the position keeps it in front of it (.after), one before it
            // right behind it (.before).
            if let unitAfter { #expect(simple == unitAfter, "seed \(seed): \(position) in \(changes)") }
            if let unitBefore { #expect(changes.mapPosition(position) == unitBefore + 1, "seed \(seed): \(position) in \(changes)") }
            // trackBefore is nil exactly when the unit before was deleted; trackAfter (with .after)
            // exactly when the unit after was; a reported position is the simple one.
            let deletedBefore = position > 0 && unitBefore == nil
            let deletedAfter = position < units.count && unitAfter == nil
            for association in [ChangeAssociation.before, .after] {
                let tracked = changes.mapPosition(position, association: association, mode: .trackBefore)
                #expect((tracked == nil) == deletedBefore, "seed \(seed): \(position) \(association) in \(changes)")
                if let tracked { #expect(tracked == changes.mapPosition(position, association: association), "seed \(seed)") }
            }
            let trackedAfter = changes.mapPosition(position, association: .after, mode: .trackAfter)
            #expect((trackedAfter == nil) == deletedAfter, "seed \(seed): \(position) in \(changes)")
            if changes.mapPosition(position, mode: .trackDeletion) == nil {
                #expect(deletedBefore && deletedAfter, "seed \(seed): \(position) in \(changes)")
            }
        }
    }
}
