import TestSupport
import Foundation
import Testing
import TestingSupport
@testable import TextViewCore

@Suite(.tags(.parity)) struct ClusterDifferentialTests {
    /// Pieces that combine in hostile ways: marks with nothing to attach to, ZWJ chains, regional
    /// indicators in odd runs, CR and LF apart, jamo in every order, conjuncts, prepends. All are
    /// sequences on which Unicode 15.0 (ICU 72) and Swift's newer grapheme rules agree.
    static let palette: [String] = [
        "a", "Z", "1", "#", "*", " ", ".", "\t", "\r", "\n", "\u{85}", "\u{AD}", "\u{2028}", "é", "\u{A9}",
        "\u{301}", "\u{308}", "\u{20E3}", "\u{FE0F}", "\u{FE0E}", "\u{200D}", "\u{200C}",
        "👨", "👩", "👧", "💻", "🔬", "❤", "☝", "👍", "🏳", "🌈", "😀",
        "\u{1F3FB}", "\u{1F3FD}", "\u{1F3FF}",
        "\u{1F1FA}", "\u{1F1F8}", "\u{1F1EB}", "\u{1F1F7}",
        "한", "\u{AC00}", "\u{1100}", "\u{1161}", "\u{11A8}",
        "\u{915}", "\u{937}", "\u{928}", "\u{94D}", "\u{93F}", "\u{947}", "\u{93C}", "\u{903}",
        "\u{600}", "\u{E01}", "\u{E33}", "\u{E31}",
        "中", "\u{FFFD}", "\u{10FFFD}",
    ]

    /// For random strings from the palette, every cluster boundary the document reports equals the
    /// boundaries of Swift's `Character`s, and every query agrees with them at every offset.
    @Test(arguments: 0 ..< 20)
    func matchesSwiftCharacters(batch: Int) {
        for round in 0 ..< 20 {
            let seed = UInt64(batch * 1_000 + round)
            var random = SplitMix64(seed: seed)
            let pieces = Int.random(in: 0 ... 40, using: &random)
            var string = ""
            for _ in 0 ..< pieces {
                string += Self.palette.randomElement(using: &random)!
            }
            let expected = BoundaryExpectations.swiftCharacters(string)
            let document = TextDocument(string)
            let comment = "seed \(seed): \(string.unicodeScalars.map { String($0.value, radix: 16) })"
            #expect(BoundaryExpectations.documentClusters(document) == expected, "\(comment)")
            var backward = [document.length]
            var offset = document.length
            while offset > 0 {
                offset = document.clusterBoundary(before: offset)
                backward.append(offset)
            }
            #expect(backward.reversed() == expected, "\(comment) walking backward")
            if round % 4 == 0 {
                BoundaryExpectations.expectQueries(document, boundaries: expected, comment)
                let sizes = [[1], [2], [3], [1, 2, 3]][round / 4 % 4]
                #expect(FakeChunkedText(string, sizes: sizes).boundaries(.character) == expected, "\(comment) in chunks of \(sizes)")
            }
        }
    }
}
