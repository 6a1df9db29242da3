import Foundation
import TestSupport
import Testing
@testable import TextViewCore

/// The line lookups (`lineRange(containing:)`, `location(ofLine:)`, `lineIndex(at:)`, `lineCount`)
/// against a plain split of the document's own text by the same break rules, at every offset and
/// line and past both ends, on seeded documents from empty to many leaves: runs of plain text long
/// enough for the eight-unit scans, every break kind, CR and LF typed apart so that edits meet them
/// at leaf boundaries, near-misses (VT, FF, U+000E, U+0084, U+2027, U+202A) and surrogate pairs.
@Suite struct LineLookupDifferentialTests {
    /// Pieces a document is made of; the plain runs cross many eight-unit blocks.
    private static let pieces: [String] = [
        "a", "word ", String(repeating: "x", count: 7), String(repeating: "plain", count: 9),
        String(repeating: "long line without a break ", count: 40),
        "\n", "\r", "\r\n", "\n\r", "\u{85}", "\u{2028}", "\u{2029}", "\n\n\n",
        "\u{0B}", "\u{0C}", "\u{0E}", "\u{84}", "\u{2027}", "\u{202A}", "\t",
        "😀", "é", "日本語", "\u{0A0A}", "\u{850A}",
    ]

    private static func text(pieces count: Int, using rng: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<count { text += pieces[Int(rng.next() % UInt64(pieces.count))] }
        return text
    }

    /// Checks every lookup of `doc` against a split of its own text.
    private static func check(_ doc: TextDocument, _ context: String) {
        let units = Array(doc.string.utf16)
        let lines = ReferenceLines(units)
        let n = units.count
        #expect(doc.lineCount == lines.count, "\(context): lineCount")
        for (index, start) in lines.starts.enumerated() {
            guard doc.location(ofLine: index) == start else {
                Issue.record("\(context): location(ofLine: \(index)) = \(doc.location(ofLine: index)), expected \(start)")
                return
            }
        }
        for location in 0...n {
            let index = lines.index(at: location)
            let start = lines.starts[index]
            let end = index + 1 < lines.count ? lines.starts[index + 1] : n
            let expected = NSRange(location: start, length: end - start)
            guard doc.lineRange(containing: location) == expected, doc.lineIndex(at: location) == index else {
                Issue.record("""
                    \(context): at \(location) lineRange \(doc.lineRange(containing: location)) lineIndex \
                    \(doc.lineIndex(at: location)), expected \(expected) \(index)
                    """)
                return
            }
        }
        // Hostile arguments clamp to the ends.
        let last = lines.count - 1
        let lastRange = NSRange(location: lines.starts[last], length: n - lines.starts[last])
        let firstEnd = lines.count > 1 ? lines.starts[1] : n
        for beyond in [n + 1, n + 1_000, Int.max, NSNotFound] {
            #expect(doc.lineRange(containing: beyond) == lastRange, "\(context): lineRange(containing: \(beyond))")
            #expect(doc.lineIndex(at: beyond) == last, "\(context): lineIndex(at: \(beyond))")
        }
        for before in [-1, -1_000, Int.min] {
            #expect(doc.lineRange(containing: before) == NSRange(location: 0, length: firstEnd), "\(context): lineRange(containing: \(before))")
            #expect(doc.lineIndex(at: before) == 0, "\(context): lineIndex(at: \(before))")
            #expect(doc.location(ofLine: before) == 0, "\(context): location(ofLine: \(before))")
        }
        for beyond in [lines.count, lines.count + 7, Int.max] {
            #expect(doc.location(ofLine: beyond) == lines.starts[last], "\(context): location(ofLine: \(beyond))")
        }
    }

    @Test(arguments: Array(UInt64(1)...UInt64(12)))
    func loadedAndEditedDocumentsAgreeWithAPlainSplit(seed: UInt64) {
        print("LineLookupDifferentialTests seed \(seed)")
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9)
        // From empty to many leaves (508 units each, 8 under the internal checks).
        let sizes = [0, 1, 2, 5, 20, 80, 300]
        var doc = TextDocument(Self.text(pieces: sizes[Int(seed) % sizes.count], using: &rng))
        Self.check(doc, "seed \(seed) loaded")
        for round in 0..<12 {
            for _ in 0..<20 {
                let length = doc.length
                let location = Int(rng.next() % UInt64(length + 1))
                let deleted = rng.next() % 3 == 0 ? Int(rng.next() % UInt64(min(40, length - location) + 1)) : 0
                let range = NSRange(location: location, length: deleted)
                if rng.next() % 4 == 0 {
                    // A CR, then an LF right after it: a CRLF made by two edits, wherever the
                    // leaves happen to end.
                    doc.replaceCharacters(in: range, with: "\r")
                    doc.replaceCharacters(in: NSRange(location: min(location + 1, doc.length), length: 0), with: "\n")
                } else {
                    doc.replaceCharacters(in: range, with: Self.text(pieces: Int(rng.next() % 4), using: &rng))
                }
            }
            Self.check(doc, "seed \(seed) round \(round)")
        }
    }

    /// One document over many leaves and several tree levels, loaded in bulk.
    @Test func aBigDocumentAgreesAtEveryOffset() {
        let seed: UInt64 = 77
        print("aBigDocumentAgreesAtEveryOffset seed \(seed)")
        var rng = SplitMix64(seed: seed)
        let doc = TextDocument(Self.text(pieces: 3_000, using: &rng))
        #expect(doc.length > 20_000)
        Self.check(doc, "big document")
    }

    /// The scans straight on units: the k-th break either way and the count, from and to every
    /// position of arrays long enough for several eight-unit blocks, CRs at block edges included.
    @Test func scansAgreeWithAPlainSplitOnLongUnitArrays() {
        let seed: UInt64 = 4242
        print("scansAgreeWithAPlainSplitOnLongUnitArrays seed \(seed)")
        var rng = SplitMix64(seed: seed)
        let palette: [UInt16] = [0x0A, 0x0D, 0x85, 0x2028, 0x2029, 0x0B, 0x0C, 0x0E, 0x84, 0x2027, 0x202A, 0xD83D, 0x4E00]
        for _ in 0..<300 {
            var units: [UInt16] = []
            for _ in 0..<Int.random(in: 0...12, using: &rng) {
                units += Array(repeating: 0x61, count: Int.random(in: 0...20, using: &rng))
                units.append(palette[Int(rng.next() % UInt64(palette.count))])
            }
            LineBreakScanTests.expectScansMatchAPlainSplit(units, breaksUpTo: 2)
        }
    }
}
