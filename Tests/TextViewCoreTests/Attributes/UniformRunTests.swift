import TestSupport
import Foundation
import Testing
import TextViewCore

/// A document whose text is one run (no attributes, or one paragraph style throughout) takes the
/// mutation primitive's uniform path: its one run only changes length. Against the per-unit
/// reference and NSMutableAttributedString, mostly plain edits and edits carrying the run's own
/// attributes (line breaks, surrogates, emptying the text), with now and then one that makes the
/// document non-uniform or uniform again.
@Suite struct UniformRunTests {
    static let seeds: [UInt64] = Array(1...12)

    @Test(arguments: seeds)
    func uniformDocumentsMatchReferenceAndFoundation(seed: UInt64) {
        print("UniformRunTests seed \(seed)")
        var rng = SplitMix64(seed: seed)
        let start = HostileText.string(using: &rng, maxPieces: 12)
        var doc = TextDocument(start)
        var reference = ReferenceAttributedText(start)
        var value = AttributePalette.values.randomElement(using: &rng)!
        for step in 0..<400 {
            let range = AttributeDifferentialTests.range(length: reference.units.count, using: &rng)
            let text = Int.random(in: 0..<4, using: &rng) == 0 ? "" : HostileText.string(using: &rng, maxPieces: 3)
            var action = ""
            switch Int.random(in: 0..<20, using: &rng) {
            case 0:
                action = "replace(\(range), \(text.debugDescription), attributes: other)"
                let other = AttributePalette.values.randomElement(using: &rng)!
                doc.replaceCharacters(in: range, with: text, attributes: other)
                reference.replace(range, with: text, attributes: other)
            case 1, 2:
                value = AttributePalette.values.randomElement(using: &rng)!
                action = "setAttributes(all)"
                let all = NSRange(location: 0, length: reference.units.count)
                doc.setAttributes(value, range: all)
                reference.setAttributes(value, range: all)
            case 3, 4, 5:
                action = "replace(\(range), \(text.debugDescription), attributes: same)"
                doc.replaceCharacters(in: range, with: text, attributes: value)
                reference.replace(range, with: text, attributes: value)
            default:
                action = "replace(\(range), \(text.debugDescription))"
                doc.replaceCharacters(in: range, with: text)
                reference.replace(range, with: text, attributes: nil)
            }
            doc._invariantCheck()
            let runs = Array(doc.runs)
            guard Array(doc.utf16) == reference.units, runs == reference.runs, reference.foundationRuns == runs else {
                Issue.record("seed \(seed) step \(step) \(action): text \(doc.string.debugDescription), runs \(runs.map(\.range)) vs reference \(reference.runs.map(\.range)), Foundation \(reference.foundationRuns.map(\.range))")
                return
            }
        }
    }

    @Test func aUniformDocumentKeepsOneRunThroughTypingBreaksAndDeletion() {
        let style = TextAttributes().paragraphStyle(ParagraphStyle(alignment: .center))
        var doc = TextDocument("ab")
        doc.setAttributes(style, range: NSRange(location: 0, length: 2))
        doc.replaceCharacters(in: NSRange(location: 1, length: 0), with: "\r\n\u{2028}x😀")
        doc.replaceCharacters(in: NSRange(location: 0, length: 1), with: "\n")
        doc.replaceCharacters(in: NSRange(location: doc.length, length: 0), with: "z", attributes: style)
        #expect(doc.string == "\n\r\n\u{2028}x😀bz")
        #expect(Array(doc.runs).map(\.range) == [NSRange(location: 0, length: doc.length)])
        #expect(doc.attributes(at: doc.length - 1) == style)
        doc.replaceCharacters(in: NSRange(location: 0, length: doc.length), with: "")
        #expect(Array(doc.runs).isEmpty)
        doc.replaceCharacters(in: NSRange(location: 0, length: 0), with: "new")
        #expect(Array(doc.runs).map(\.range) == [NSRange(location: 0, length: 3)])
        #expect(doc.attributes(at: 0) == TextAttributes())
        doc._invariantCheck()
    }
}
