import TestSupport
import Foundation
import Testing
import TestingSupport
import TextViewCore

/// The engine against the reference (a UTF-16 array and NSMutableString): the same edits, with
/// hostile ranges, after every one of which text, length and line count must agree.
@Suite(.tags(.parity)) struct ReplaceDifferentialTests {
    static let seeds: [UInt64] = Array(1...40)

    @Test(arguments: seeds)
    func randomEditsMatchReference(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var doc = TextDocument(HostileText.string(using: &rng, maxPieces: 30))
        var reference = ReferenceText(doc.string)
        for step in 0..<5_000 {
            let range = HostileText.range(length: reference.units.count, using: &rng)
            let text = Int.random(in: 0..<4, using: &rng) == 0 ? "" : HostileText.string(using: &rng, maxPieces: 4)
            reference.replace(range, with: text)
            doc.replaceCharacters(in: range, with: text)
            doc._invariantCheck()
            guard Array(doc.utf16) == reference.units, doc.string == reference.foundation as String else {
                Issue.record("seed \(seed) step \(step): replace \(range) with \(text.debugDescription) diverged: \(doc.string.debugDescription) vs \(reference.string.debugDescription)")
                return
            }
            guard doc.lineCount == ReferenceLines(reference.units).count else {
                Issue.record("seed \(seed) step \(step): lineCount \(doc.lineCount) vs \(ReferenceLines(reference.units).count)")
                return
            }
        }
        #expect(reference.foundationEdits > 2_000, "seed \(seed): Foundation checked only \(reference.foundationEdits) edits")
    }
}
