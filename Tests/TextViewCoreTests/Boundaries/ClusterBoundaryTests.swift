import Foundation
import Testing
@testable import TextViewCore

@Suite struct ClusterBoundaryTests {
    /// Scripts and emoji where the expected clusters are written out by hand (Unicode 15.0 rules,
    /// which ICU 72 follows), each checked at every offset, in one chunk and in tiny chunks.
    @Test(arguments: [
        // Family (man, woman, girl, boy joined by ZWJ), then a woman technologist with a skin tone.
        ("👨‍👩‍👧‍👦👩🏽‍💻", [0, 11, 18]),
        // Flags pair regional indicators from the left; a lone one stands alone.
        ("🇺🇸🇫🇷🇩", [0, 4, 8, 10]),
        // Keycaps: digit or #, VS16, combining enclosing keycap.
        ("1️⃣#️⃣2", [0, 3, 6, 7]),
        // Skin tones on a thumbs up and on a BMP emoji; a modifier after a letter still joins (GB9).
        ("👍🏽☝🏿a🏽", [0, 4, 7, 10]),
        // Rainbow flag and heart on fire: ZWJ sequences with VS16.
        ("🏳️‍🌈❤️‍🔥", [0, 6, 11]),
        // Precomposed Hangul syllables; conjoining jamo L V T, then L V; an LV syllable takes a T.
        ("한국 \u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}\u{AC00}\u{11A8}", [0, 1, 2, 3, 6, 8, 10]),
        // Devanagari: नमस्ते is न म स्ते; हिन्दी is हि न्दी (conjuncts across the virama).
        ("नमस्ते हिन्दी", [0, 1, 2, 6, 7, 9, 13]),
        // क्ष is one cluster; ZWNJ after the virama stops the conjunct.
        ("क्ष क्\u{200C}ष", [0, 3, 4, 7, 8]),
        // CRLF is one cluster; LF CR are two; CR alone is one.
        ("a\r\nb\n\r\r", [0, 1, 3, 4, 5, 6, 7]),
        // Combining marks on ASCII letters and on a precomposed letter.
        ("e\u{301}\u{302}é\u{308}x", [0, 3, 5, 6]),
        // A Prepend mark (Arabic number sign) joins what follows; a spacing mark joins what precedes.
        ("\u{600}1a\u{903}", [0, 2, 4]),
        // ZWJ between two letters only extends the first.
        ("a\u{200D}b", [0, 2, 3]),
    ])
    func handWrittenClusters(string: String, boundaries: [Int]) {
        let document = TextDocument(string)
        #expect(BoundaryExpectations.documentClusters(document) == boundaries, "\(string.debugDescription)")
        BoundaryExpectations.expectQueries(document, boundaries: boundaries, string.debugDescription)
        for sizes in [[1], [2], [3], [1, 2, 3]] {
            let chunked = FakeChunkedText(string, sizes: sizes)
            #expect(chunked.boundaries(.character) == boundaries, "\(string.debugDescription) in chunks of \(sizes)")
        }
    }

    /// The hand-written examples where Swift's `Character` (newer Unicode) agrees, as a check on
    /// the expectations themselves.
    @Test func swiftAgreesOnHandWrittenExamples() {
        #expect(BoundaryExpectations.swiftCharacters("👨‍👩‍👧‍👦👩🏽‍💻") == [0, 11, 18])
        #expect(BoundaryExpectations.swiftCharacters("🇺🇸🇫🇷🇩") == [0, 4, 8, 10])
        #expect(BoundaryExpectations.swiftCharacters("a\r\nb\n\r\r") == [0, 1, 3, 4, 5, 6, 7])
        #expect(BoundaryExpectations.swiftCharacters("한국 \u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}\u{AC00}\u{11A8}") == [0, 1, 2, 3, 6, 8, 10])
    }

    /// A surrogate pair is never split: offsets inside one are not boundaries, and the queries
    /// around it land on its edges.
    @Test func insideSurrogatePair() {
        let document = TextDocument("a😀b")
        #expect(!document.isClusterBoundary(2))
        #expect(document.clusterBoundary(atOrBefore: 2) == 1)
        #expect(document.clusterBoundary(atOrAfter: 2) == 3)
        #expect(document.clusterBoundary(before: 2) == 1)
        #expect(document.clusterBoundary(after: 2) == 3)
        #expect(document.rangeOfComposedCharacterSequence(at: 2) == NSRange(location: 1, length: 2))
    }

    /// Out-of-range offsets clamp instead of trapping.
    @Test func clampsAnyOffset() {
        let document = TextDocument("ab\u{301}c")
        for offset in [Int.min, -1, NSNotFound, Int.max, 5, 100] {
            let clamped = offset < 0 ? 0 : 4
            #expect(document.isClusterBoundary(offset), "offset \(offset)")
            #expect(document.clusterBoundary(atOrBefore: offset) == clamped, "offset \(offset)")
            #expect(document.clusterBoundary(atOrAfter: offset) == clamped, "offset \(offset)")
            #expect(document.clusterBoundary(before: offset) == (offset < 0 ? 0 : 3), "offset \(offset)")
            #expect(document.clusterBoundary(after: offset) == (offset < 0 ? 1 : 4), "offset \(offset)")
            let composed = offset < 0 ? NSRange(location: 0, length: 1) : NSRange(location: 4, length: 0)
            #expect(document.rangeOfComposedCharacterSequence(at: offset) == composed, "offset \(offset)")
        }
        let empty = TextDocument()
        for offset in [Int.min, -1, 0, 1, Int.max] {
            #expect(empty.rangeOfComposedCharacterSequence(at: offset) == NSRange(location: 0, length: 0))
            #expect(empty.clusterBoundary(after: offset) == 0)
            #expect(empty.clusterBoundary(before: offset) == 0)
            #expect(empty.isClusterBoundary(offset))
        }
    }

    /// Ranges extend outward to whole clusters; an empty range inside the text gives the cluster at
    /// its location (as NSString does), at the end it stays empty.
    @Test func composedCharacterSequencesForRange() {
        // a, b+2 marks (1..<4), c, family (5..<13), CR LF (13..<15), x
        let document = TextDocument("ab\u{301}\u{302}c👨‍👩‍👧\r\nx")
        let cases: [(NSRange, NSRange)] = [
            (NSRange(location: 0, length: 0), NSRange(location: 0, length: 1)),
            (NSRange(location: 2, length: 0), NSRange(location: 1, length: 3)),
            (NSRange(location: 3, length: 1), NSRange(location: 1, length: 3)),
            (NSRange(location: 1, length: 2), NSRange(location: 1, length: 3)),
            (NSRange(location: 6, length: 1), NSRange(location: 5, length: 8)),
            (NSRange(location: 3, length: 4), NSRange(location: 1, length: 12)),
            (NSRange(location: 14, length: 0), NSRange(location: 13, length: 2)),
            (NSRange(location: 14, length: 1), NSRange(location: 13, length: 2)),
            (NSRange(location: 14, length: 2), NSRange(location: 13, length: 3)),
            (NSRange(location: 16, length: 0), NSRange(location: 16, length: 0)),
            (NSRange(location: 3, length: -1), NSRange(location: 1, length: 3)),
            (NSRange(location: 10, length: 10), NSRange(location: 5, length: 11)),
            (NSRange(location: -5, length: 7), NSRange(location: 0, length: 4)),
            (NSRange(location: Int.max - 1, length: 1), NSRange(location: 16, length: 0)),
            (NSRange(location: Int.max - 1, length: Int.max), NSRange(location: 16, length: 0)),
            // Clamps to the empty range at 0, which gives the cluster there.
            (NSRange(location: Int.min, length: Int.max), NSRange(location: 0, length: 1)),
            (NSRange(location: 0, length: Int.max), NSRange(location: 0, length: 16)),
            (NSRange(location: 3, length: Int.min), NSRange(location: 0, length: 4)),
            (NSRange(location: NSNotFound, length: 0), NSRange(location: NSNotFound, length: 0)),
            (NSRange(location: NSNotFound, length: 5), NSRange(location: NSNotFound, length: 0)),
        ]
        for (input, expected) in cases {
            #expect(document.rangeOfComposedCharacterSequences(for: input) == expected, "range \(input)")
        }
        #expect(TextDocument().rangeOfComposedCharacterSequences(for: NSRange(location: 0, length: 0)) == NSRange(location: 0, length: 0))
    }

    /// A cluster of 10,000 combining marks: every query inside it answers the whole cluster, and
    /// the queries finish quickly (ICU reads the cluster, not more).
    @Test func tenThousandCombiningMarks() {
        let marks = String(repeating: "\u{301}", count: 10_000)
        let document = TextDocument("x" + "a" + marks + "y")
        let start = ContinuousClock.now
        for offset in [2, 3, 5_000, 9_999, 10_001] {
            #expect(document.rangeOfComposedCharacterSequence(at: offset) == NSRange(location: 1, length: 10_001), "offset \(offset)")
            #expect(document.clusterBoundary(atOrBefore: offset) == 1, "offset \(offset)")
            #expect(document.clusterBoundary(atOrAfter: offset) == 10_002, "offset \(offset)")
            #expect(document.clusterBoundary(before: offset) == 1, "offset \(offset)")
            #expect(document.clusterBoundary(after: offset) == 10_002, "offset \(offset)")
            #expect(!document.isClusterBoundary(offset), "offset \(offset)")
        }
        #expect(document.clusterBoundary(before: 10_002) == 1)
        #expect(document.clusterBoundary(after: 1) == 10_002)
        #expect(document.rangeOfComposedCharacterSequences(for: NSRange(location: 4_000, length: 2_000)) == NSRange(location: 1, length: 10_001))
        let elapsed = ContinuousClock.now - start
        #expect(elapsed < .seconds(2), "10,000-mark cluster queries took \(elapsed)")
    }
}
