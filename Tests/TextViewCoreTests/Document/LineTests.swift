import TestSupport
import Foundation
import Testing
import TextViewCore

/// Every line API against a plain scan (and NSString's `lineRange(for:)`), after random edits.
@Suite struct LineTests {
    @Test func breakKinds() {
        let doc = TextDocument("a\nb\rc\r\nd\u{2028}e\u{2029}f\u{85}g")
        #expect(doc.lineCount == 7)
        #expect((0..<7).map { doc.location(ofLine: $0) } == [0, 2, 4, 7, 9, 11, 13])
        // Between CR and LF is still inside the line the CRLF ends.
        #expect(doc.lineIndex(at: 5) == 2)
        #expect(doc.lineIndex(at: 6) == 2)
        #expect(doc.lineIndex(at: 7) == 3)
        #expect(doc.lineRange(containing: 6) == NSRange(location: 4, length: 3))
    }

    @Test func emptyDocumentAndTrailingBreak() {
        #expect(TextDocument().lineCount == 1)
        #expect(TextDocument().lineRange(containing: 0) == NSRange(location: 0, length: 0))
        let doc = TextDocument("ab\n")
        #expect(doc.lineCount == 2)
        #expect(doc.lineRange(containing: 3) == NSRange(location: 3, length: 0))
        #expect(doc.lineRange(containing: 1) == NSRange(location: 0, length: 3))
        #expect(doc.location(ofLine: 1) == 3)
    }

    @Test func outOfRangeArgumentsAreClamped() {
        let doc = TextDocument("ab\ncd")
        #expect(doc.lineIndex(at: -5) == 0)
        #expect(doc.lineIndex(at: Int.max) == 1)
        #expect(doc.lineIndex(at: Int.min) == 0)
        #expect(doc.location(ofLine: -1) == 0)
        #expect(doc.location(ofLine: 99) == 3)
        #expect(doc.location(ofLine: Int.max) == 3)
        #expect(doc.lineRange(containing: Int.max) == NSRange(location: 3, length: 2))
        #expect(doc.lineRange(containing: NSNotFound) == NSRange(location: 3, length: 2))
    }

    @Test(arguments: Array(UInt64(100)..<UInt64(120)))
    func everyLineAPIAgreesWithAPlainScanAfterRandomEdits(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var doc = TextDocument(HostileText.string(using: &rng, maxPieces: 40))
        var reference = ReferenceText(doc.string)
        for round in 0..<40 {
            for _ in 0..<25 {
                let range = HostileText.range(length: reference.units.count, using: &rng)
                let text = HostileText.string(using: &rng, maxPieces: 3)
                reference.replace(range, with: text)
                doc.replaceCharacters(in: range, with: text)
            }
            doc._invariantCheck()
            let lines = ReferenceLines(reference.units)
            let ns = NSString(string: reference.string)
            #expect(doc.lineCount == lines.count, "seed \(seed) round \(round)")
            for (index, start) in lines.starts.enumerated() {
                #expect(doc.location(ofLine: index) == start, "seed \(seed) round \(round) line \(index)")
            }
            for location in 0...reference.units.count {
                let index = lines.index(at: location)
                guard doc.lineIndex(at: location) == index else {
                    Issue.record("seed \(seed) round \(round): lineIndex(at: \(location)) = \(doc.lineIndex(at: location)), expected \(index)")
                    return
                }
                let expected = ns.lineRange(for: NSRange(location: location, length: 0))
                guard doc.lineRange(containing: location) == expected else {
                    Issue.record("seed \(seed) round \(round): lineRange(containing: \(location)) = \(doc.lineRange(containing: location)), NSString \(expected)")
                    return
                }
            }
        }
    }
}
