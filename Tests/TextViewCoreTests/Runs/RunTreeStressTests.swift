import TestSupport
import Foundation
import Testing
import TextViewCore

/// Thousands of runs (with TEXTVIEWCORE_INTERNAL_CHECKS, leaves of four runs, so trees five and
/// more levels deep): random edits of every size, compared with the per-unit reference, and
/// copies taken along the way that must never change.
@Suite struct RunTreeStressTests {
    @Test(arguments: [UInt64(11), 12, 13, 14])
    func manyRunsUnderRandomEditsMatchTheReference(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let pieces = ["ab", "cde", "f", "\n", "gh ", "\r\n", "ijkl"]
        var start = ""
        for _ in 0..<800 { start += pieces.randomElement(using: &rng)! }
        var doc = TextDocument(start)
        var reference = ReferenceAttributedText(start, withFoundation: false)
        for location in stride(from: 0, to: reference.units.count, by: 4) {
            let value = AttributePalette.values.randomElement(using: &rng)!
            doc.setAttributes(value, range: NSRange(location: location, length: 3))
            reference.setAttributes(value, range: NSRange(location: location, length: 3))
        }
        #expect(Array(doc.runs) == reference.runs)
        var snapshots: [(TextDocument, [TextDocument.AttributeRun])] = []
        for step in 0..<300 {
            let length = reference.units.count
            let location = Int.random(in: 0...length, using: &rng)
            let size = [0, 1, 2, 3, 5, 10, 10, 40, 400].randomElement(using: &rng)!
            let range = NSRange(location: location, length: Swift.min(size, length - location))
            // Text edits replace short ranges, so that the document keeps its size.
            let editRange = NSRange(location: location, length: Swift.min(range.length, 12))
            let value = AttributePalette.values.randomElement(using: &rng)!
            switch Int.random(in: 0..<7, using: &rng) {
            case 0, 1:
                doc.setAttributes(value, range: range)
                reference.setAttributes(value, range: range)
            case 2:
                let addition = AttributePalette.additions.randomElement(using: &rng)!
                doc.addAttributes(addition, range: range)
                reference.addAttributes(addition, range: range)
            case 3:
                var text = ""
                for _ in 0..<Int.random(in: 0...30, using: &rng) { text += pieces.randomElement(using: &rng)! }
                doc.replaceCharacters(in: editRange, with: text, attributes: value)
                reference.replace(editRange, with: text, attributes: value)
            case 4:
                doc.replaceCharacters(in: editRange, with: "")
                reference.replace(editRange, with: "", attributes: nil)
            default:
                let text = pieces.randomElement(using: &rng)!
                doc.replaceCharacters(in: editRange, with: text)
                reference.replace(editRange, with: text, attributes: nil)
            }
            doc._invariantCheck()
            if step % 10 == 0 {
                let runs = Array(doc.runs)
                guard runs == reference.runs, Array(doc.utf16) == reference.units else {
                    Issue.record("seed \(seed) step \(step): \(runs.count) runs vs reference \(reference.runs.count)")
                    return
                }
                if step % 50 == 0 { snapshots.append((doc, runs)) }
            }
        }
        #expect(Array(doc.runs).count > 100, "seed \(seed): the test should keep many runs alive")
        for (k, (snapshot, runs)) in snapshots.enumerated() {
            #expect(Array(snapshot.runs) == runs, "seed \(seed): snapshot \(k) changed")
            snapshot._invariantCheck()
        }
    }
}
