import Foundation
import TestSupport
import TextViewCore

/// Random attributed documents built in step with the reference (per-unit attributes and an
/// NSMutableAttributedString), for the NSTextStorage parity suites.
enum ParityFixtures {
    /// A document and its reference after `steps` random attribute edits of hostile text.
    static func document<G: RandomNumberGenerator>(using rng: inout G, pieces: Int = 16, steps: Int = 12) -> (TextDocument, ReferenceAttributedText) {
        let start = HostileText.string(using: &rng, maxPieces: pieces)
        var doc = TextDocument(start)
        var reference = ReferenceAttributedText(start)
        for _ in 0..<steps {
            let range = AttributeDifferentialTests.range(length: reference.units.count, using: &rng)
            if Bool.random(using: &rng) {
                let value = AttributePalette.values.randomElement(using: &rng)!
                doc.setAttributes(value, range: range)
                reference.setAttributes(value, range: range)
            } else {
                let value = AttributePalette.additions.randomElement(using: &rng)!
                doc.addAttributes(value, range: range)
                reference.addAttributes(value, range: range)
            }
        }
        return (doc, reference)
    }

    /// A small attributed source of several runs, as a document read from an attributed string
    /// (so its own paragraphs are uniform), with its runs as units and attributes.
    static func source<G: RandomNumberGenerator>(using rng: inout G) -> (TextDocument, [(units: [UInt16], attributes: TextAttributes)]) {
        let built = NSMutableAttributedString(string: "")
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let text = HostileText.string(using: &rng, maxPieces: 3)
            let value = AttributePalette.values.randomElement(using: &rng)!
            built.append(NSAttributedString(string: text, attributes: value.foundationAttributes))
        }
        let doc = TextDocument(built)
        let units = Array(doc.utf16)
        let runs = doc.runs.map { run in
            (units: Array(units[run.range.location ..< NSMaxRange(run.range)]), attributes: run.attributes)
        }
        return (doc, runs)
    }

    /// Our value for `key` of a value Foundation returned under the interop key.
    static func ours(_ key: TextAttributes.Key, fromFoundation value: Any?) -> AnyHashable? {
        guard let value else { return nil }
        let read = TextAttributes(foundationAttributes: [ReferenceAttributedText.foundationKey(key): value])
        return read.value(for: key).map { AnyHashable($0) }
    }

    /// A valid range (for Foundation, which raises on others) whose ends are on scalar boundaries.
    static func validRange<G: RandomNumberGenerator>(in doc: TextDocument, using rng: inout G) -> NSRange {
        let a = Int.random(in: 0...doc.length, using: &rng)
        let b = Int.random(in: 0...doc.length, using: &rng)
        let r = NSRange(location: Swift.min(a, b), length: abs(a - b))
        return doc.clampedRange(r, snapping: .scalar)!
    }

    /// `(value, range)` pairs with equal neighbouring values merged.
    static func coalesced(_ items: [(AnyHashable?, NSRange)]) -> [(AnyHashable?, NSRange)] {
        var result: [(AnyHashable?, NSRange)] = []
        for item in items {
            if let last = result.last, last.0 == item.0, NSMaxRange(last.1) == item.1.location || NSMaxRange(item.1) == last.1.location {
                result[result.count - 1].1 = NSUnionRange(last.1, item.1)
            } else {
                result.append(item)
            }
        }
        return result
    }
}
