import TestSupport
import Foundation
import Testing
import TestingSupport
import TextViewCore

/// The document's runs against the per-unit reference and NSMutableAttributedString: the same
/// random steps (set, add, remove, replace with attributes, plain replace; hostile ranges and
/// text), after each of which text, coalesced runs, lookups and the invariants must agree.
@Suite(.tags(.parity)) struct AttributeDifferentialTests {
    static let seeds: [UInt64] = Array(1...24)

    @Test(arguments: seeds)
    func randomStepsMatchReferenceAndFoundation(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let start = HostileText.string(using: &rng, maxPieces: 20)
        var doc = TextDocument(start)
        var reference = ReferenceAttributedText(start)
        for step in 0..<600 {
            let range = AttributeDifferentialTests.range(length: reference.units.count, using: &rng)
            var action = ""
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1:
                let value = AttributePalette.values.randomElement(using: &rng)!
                action = "setAttributes(\(range))"
                doc.setAttributes(value, range: range)
                reference.setAttributes(value, range: range)
            case 2, 3:
                let value = AttributePalette.additions.randomElement(using: &rng)!
                action = "addAttributes(\(range))"
                doc.addAttributes(value, range: range)
                reference.addAttributes(value, range: range)
            case 4:
                let key = AttributePalette.keys.randomElement(using: &rng)!
                action = "removeAttribute(\(key), \(range))"
                doc.removeAttribute(key, range: range)
                reference.removeAttribute(key, range: range)
            case 5, 6, 7:
                let text = Int.random(in: 0..<4, using: &rng) == 0 ? "" : HostileText.string(using: &rng, maxPieces: 3)
                let value = AttributePalette.values.randomElement(using: &rng)!
                action = "replace(\(range), \(text.debugDescription), attributes:)"
                doc.replaceCharacters(in: range, with: text, attributes: value)
                reference.replace(range, with: text, attributes: value)
            default:
                let text = Int.random(in: 0..<4, using: &rng) == 0 ? "" : HostileText.string(using: &rng, maxPieces: 3)
                action = "replace(\(range), \(text.debugDescription))"
                doc.replaceCharacters(in: range, with: text)
                reference.replace(range, with: text, attributes: nil)
            }
            doc._invariantCheck()
            guard Array(doc.utf16) == reference.units else {
                Issue.record("seed \(seed) step \(step) \(action): text \(doc.string.debugDescription) vs \(reference.string.debugDescription)")
                return
            }
            let runs = Array(doc.runs)
            guard runs == reference.runs else {
                Issue.record("seed \(seed) step \(step) \(action): runs \(runs.map(\.range)) vs reference \(reference.runs.map(\.range)) in \(reference.string.debugDescription)")
                return
            }
            guard reference.foundationRuns == runs else {
                Issue.record("seed \(seed) step \(step) \(action): Foundation runs \(reference.foundationRuns.map(\.range)) vs \(runs.map(\.range)) in \(reference.string.debugDescription)")
                return
            }
            if doc.length > 0 {
                let location = Int.random(in: 0..<doc.length, using: &rng)
                var effective = NSRange()
                let value = doc.attributes(at: location, effectiveRange: &effective)
                let expected = reference.run(at: location)
                guard value == expected?.attributes, effective == expected?.range else {
                    Issue.record("seed \(seed) step \(step): attributes(at: \(location)) gave \(effective), expected \(String(describing: expected?.range))")
                    return
                }
            }
        }
        #expect(reference.foundationSteps > 300, "seed \(seed): Foundation checked only \(reference.foundationSteps) steps")
    }

    /// Mostly sensible ranges, some long, some hostile.
    static func range<G: RandomNumberGenerator>(length: Int, using rng: inout G) -> NSRange {
        if Int.random(in: 0..<4, using: &rng) == 0 {
            let loc = Int.random(in: 0...length, using: &rng)
            return NSRange(location: loc, length: Int.random(in: 0...(length - loc), using: &rng))
        }
        return HostileText.range(length: length, using: &rng)
    }
}
