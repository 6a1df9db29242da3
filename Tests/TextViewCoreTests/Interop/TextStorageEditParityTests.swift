import Foundation
import TestSupport
import Testing
import TestingSupport
import TextViewCore

/// The NSMutableAttributedString editing API of a document (replace with attributed text of
/// several runs, append, insert, setAttributedString) against the per-unit reference and
/// NSMutableAttributedString with NSTextStorage's paragraph rule; and `beginEditing`/`endEditing`
/// against the same edits made without a batch.
@Suite(.tags(.parity)) struct TextStorageEditParityTests {
    static let seeds: [UInt64] = Array(1...16)

    @Test(arguments: seeds)
    func attributedEditsMatchReferenceAndFoundation(seed: UInt64) {
        print("TextStorageEditParityTests.attributedEditsMatchReferenceAndFoundation seed \(seed)")
        var rng = SplitMix64(seed: seed)
        var (doc, reference) = ParityFixtures.document(using: &rng)
        for step in 0..<300 {
            let (source, runs) = ParityFixtures.source(using: &rng)
            let length = reference.units.count
            var action = ""
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1, 2:
                let range = AttributeDifferentialTests.range(length: length, using: &rng)
                action = "replaceCharacters(in: \(range), with: TextDocument)"
                doc.replaceCharacters(in: range, with: source)
                reference.replace(range, withRuns: runs)
            case 3, 4:
                let range = AttributeDifferentialTests.range(length: length, using: &rng)
                action = "replaceCharacters(in: \(range), with: NSAttributedString)"
                doc.replaceCharacters(in: range, with: NSAttributedString(source))
                reference.replace(range, withRuns: runs)
            case 5:
                action = "append"
                if Bool.random(using: &rng) { doc.append(source) } else { doc.append(NSAttributedString(source)) }
                reference.replace(NSRange(location: length, length: 0), withRuns: runs)
            case 6, 7:
                let location = HostileText.range(length: length, using: &rng).location
                action = "insert(at: \(location))"
                if Bool.random(using: &rng) { doc.insert(source, at: location) } else { doc.insert(NSAttributedString(source), at: location) }
                reference.replace(NSRange(location: location, length: 0), withRuns: runs)
            case 8:
                action = "setAttributedString"
                if Bool.random(using: &rng) { doc.setAttributedString(source) } else { doc.setAttributedString(NSAttributedString(source)) }
                reference.replace(NSRange(location: 0, length: length), withRuns: runs)
            default:
                let range = AttributeDifferentialTests.range(length: length, using: &rng)
                let value = AttributePalette.values.randomElement(using: &rng)!
                action = "setAttributes(\(range))"
                doc.setAttributes(value, range: range)
                reference.setAttributes(value, range: range)
            }
            doc._invariantCheck()
            guard Array(doc.utf16) == reference.units else {
                Issue.record("seed \(seed) step \(step) \(action): text \(doc.string.debugDescription) vs \(reference.string.debugDescription)")
                return
            }
            let ours = Array(doc.runs)
            guard ours == reference.runs, reference.foundationRuns == ours else {
                Issue.record("seed \(seed) step \(step) \(action): runs \(ours.map(\.range)) vs reference \(reference.runs.map(\.range)), Foundation \(reference.foundationRuns.map(\.range)) in \(reference.string.debugDescription)")
                return
            }
            // Keep documents small enough for the per-unit reference.
            if doc.length > 400 {
                doc = TextDocument()
                reference = ReferenceAttributedText("")
            }
        }
        #expect(reference.foundationSteps > 0)
    }

    @Test func severalRunsKeepTheirAttributesAndTheParagraphRuleApplies() {
        let centered = ParagraphStyle(alignment: .center)
        let spaced = ParagraphStyle(lineSpacing: 6)
        var doc = TextDocument("one\ntwo")
        doc.setParagraphStyle(centered, forParagraphsIn: NSRange(location: 0, length: 7))
        var pasted = TextDocument("Xy\nZ")
        pasted.setAttributes(TextAttributes().kern(1).paragraphStyle(spaced), range: NSRange(location: 0, length: 1))
        pasted.setAttributes(TextAttributes().kern(2), range: NSRange(location: 1, length: 3))
        doc.replaceCharacters(in: NSRange(location: 1, length: 1), with: pasted)
        #expect(doc.string == "oXy\nZe\ntwo")
        #expect(doc.attribute(.kern, at: 1, effectiveRange: nil) as? Double == 1)
        #expect(doc.attribute(.kern, at: 2, effectiveRange: nil) as? Double == 2)
        #expect(doc.attribute(.kern, at: 0, effectiveRange: nil) == nil)
        // The first pasted paragraph joins "o…" and takes its style; the last one ("Ze") starts
        // with pasted text, whose paragraph style (none) the rest of its paragraph takes.
        #expect(doc.paragraphStyle(at: 1) == centered && doc.paragraphStyle(at: 3) == centered)
        #expect(doc.paragraphStyle(at: 4) == nil && doc.paragraphStyle(at: 5) == nil)
        #expect(doc.paragraphStyle(at: 8) == centered)
        doc._invariantCheck()
    }

    /// Inside a batch the paragraph rule waits; at its end every paragraph takes its first
    /// character's style: the reference applies the steps without the rule, then the rule to the
    /// whole text, and Foundation follows the same steps.
    @Test(arguments: seeds)
    func aBatchEndsWithTheParagraphRuleAppliedOnce(seed: UInt64) {
        print("TextStorageEditParityTests.aBatchEndsWithTheParagraphRuleAppliedOnce seed \(seed)")
        var rng = SplitMix64(seed: seed)
        for round in 0..<30 {
            var (batched, reference) = ParityFixtures.document(using: &rng)
            batched.beginEditing()
            reference.beginDeferringParagraphRule()
            var nested = 0
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                let range = AttributeDifferentialTests.range(length: batched.length, using: &rng)
                switch Int.random(in: 0..<6, using: &rng) {
                case 0:
                    let value = AttributePalette.values.randomElement(using: &rng)!
                    batched.setAttributes(value, range: range)
                    reference.setAttributes(value, range: range)
                case 1:
                    let value = AttributePalette.additions.randomElement(using: &rng)!
                    batched.addAttributes(value, range: range)
                    reference.addAttributes(value, range: range)
                case 2:
                    let (source, runs) = ParityFixtures.source(using: &rng)
                    batched.replaceCharacters(in: range, with: source)
                    reference.replace(range, withRuns: runs)
                case 3:
                    let text = HostileText.string(using: &rng, maxPieces: 3)
                    batched.replaceCharacters(in: range, with: text)
                    reference.replace(range, with: text, attributes: nil)
                case 4:
                    batched.beginEditing()
                    nested += 1
                default:
                    let key = AttributePalette.keys.randomElement(using: &rng)!
                    batched.removeAttribute(key, range: range)
                    reference.removeAttribute(key, range: range)
                }
                #expect(Array(batched.utf16) == reference.units && Array(batched.runs) == reference.runs,
                        "seed \(seed) round \(round): inside the batch, edits apply at once")
            }
            for _ in 0..<nested {
                batched.endEditing()
                #expect(batched.isEditing)
            }
            batched.endEditing()
            reference.endDeferringParagraphRule()
            #expect(!batched.isEditing)
            batched._invariantCheck()
            #expect(Array(batched.runs) == reference.runs,
                    "seed \(seed) round \(round): \(batched.runs.map(\.range)) vs \(reference.runs.map(\.range)) in \(reference.string.debugDescription)")
            #expect(reference.foundationRuns == reference.runs, "seed \(seed) round \(round): Foundation")
            let closed = batched
            batched.endEditing()
            #expect(batched == closed, "an unmatched endEditing does nothing")
        }
    }

    @Test func aBatchDefersTheParagraphRuleUntilItsEnd() {
        let centered = ParagraphStyle(alignment: .center)
        var doc = TextDocument("abc\ndef")
        doc.beginEditing()
        doc.setAttributes(TextAttributes().paragraphStyle(centered), range: NSRange(location: 1, length: 1))
        // NSTextStorage fixes attributes when the batch ends: until then the character keeps it.
        #expect(doc.attributes(at: 1).paragraphStyle == centered && doc.paragraphStyle(at: 0) == nil)
        doc.setAttributes(TextAttributes().paragraphStyle(centered), range: NSRange(location: 0, length: 1))
        doc.endEditing()
        #expect(doc.paragraphStyle(at: 2) == centered && doc.attributes(at: 3).paragraphStyle == centered)
        #expect(doc.paragraphStyle(at: 5) == nil)
        doc._invariantCheck()
        // An editor given a document with an open batch closes it.
        var open = TextDocument("x\ny")
        open.beginEditing()
        open.setAttributes(TextAttributes().paragraphStyle(centered), range: NSRange(location: 1, length: 1))
        let editor = TextEditor(document: open)
        #expect(!editor.document.isEditing && editor.document.attributes(at: 1).paragraphStyle == nil)
        editor._invariantCheck()
    }

    @Test func customIntAndDoubleNeighboursSurviveTheFoundationRoundTrip() {
        var doc = TextDocument("abcdef")
        doc.setAttributes(TextAttributes().custom("n", .int(1)), range: NSRange(location: 0, length: 2))
        doc.setAttributes(TextAttributes().custom("n", .double(1.0)), range: NSRange(location: 2, length: 2))
        doc.setAttributes(TextAttributes().custom("n", .double(1.5)), range: NSRange(location: 4, length: 1))
        doc.setAttributes(TextAttributes().custom("n", .bool(true)), range: NSRange(location: 5, length: 1))
        #expect(TextDocument(NSAttributedString(doc)) == doc)
        #expect(TextDocument(AttributedString(doc)) == doc)
        // As in NSAttributedString, the equal numbers are one run.
        #expect(doc.runs.map(\.range) == [NSRange(location: 0, length: 4), NSRange(location: 4, length: 1), NSRange(location: 5, length: 1)])
        #expect(TextAttributes.CustomValue.int(1) == .double(1.0) && TextAttributes.CustomValue.int(1) != .bool(true))
        #expect(TextAttributes.CustomValue.int(1).hashValue == TextAttributes.CustomValue.double(1.0).hashValue)
        #expect(TextAttributes.CustomValue.int(Int.max) != .double(Double(Int.max)), "9223372036854775807 is not 2^63")
    }

    @Test(arguments: seeds)
    func randomCustomNumbersRoundTripThroughFoundation(seed: UInt64) {
        print("TextStorageEditParityTests.randomCustomNumbersRoundTripThroughFoundation seed \(seed)")
        var rng = SplitMix64(seed: seed)
        let values: [TextAttributes.CustomValue] = [.int(1), .double(1.0), .int(0), .double(-0.0), .double(0.5), .bool(true), .bool(false), .int(2), .double(2), "1"]
        for _ in 0..<50 {
            var doc = TextDocument(String(repeating: "x", count: 12))
            for i in 0..<12 {
                doc.setAttributes(TextAttributes().custom("n", values.randomElement(using: &rng)!), range: NSRange(location: i, length: 1))
            }
            #expect(TextDocument(NSAttributedString(doc)) == doc, "seed \(seed): \(doc.runs.map { $0.attributes.customValues })")
        }
    }
}
