import Testing
@testable import TextViewCore

/// A cluster handed to a measurer owns its units: it stays whole after the layout's buffer is gone,
/// whether it is held inline (up to eight units) or in an array.
struct TextClusterTests {
    /// A measurer that keeps every cluster it is handed.
    final class KeepingMeasurer: TextMeasurer, @unchecked Sendable {
        var kept: [TextCluster] = []
        func advance(of cluster: TextCluster, attributes: TextAttributes) -> Double {
            kept.append(cluster)
            return 1
        }
        func metrics(of font: FontDescription?) -> FontMetrics { FontMetrics(lineHeight: 1, ascent: 1, descent: 0) }
        var tabInterval: Double { 8 }
    }

    @Test(arguments: ["ñ", "e\u{301}", "😀", "👩‍👩‍👧‍👦", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}\u{309}", "日"])
    func aClusterKeptByAMeasurerStaysWholeAfterTheLayout(text: String) {
        let measurer = KeepingMeasurer()
        do {
            let layout = TextLayout(document: TextDocument("x" + text + "\n"), width: 1_000, measurer: measurer)
            _ = layout.lineFragment(containing: 0)
        }
        // The layout and its paragraph buffers are gone; the kept clusters still read right.
        let strings = measurer.kept.map(\.string)
        #expect(strings.contains(text), "\(strings)")
        let kept = measurer.kept.first { $0.string == text }
        #expect(kept.map { Array($0.utf16) } == Array(text.utf16))
        #expect(kept?.count == text.utf16.count)
        #expect(kept?.unicodeScalars == Array(text.unicodeScalars))
    }

    @Test func inlineAndLongClustersCompareByTheirUnits() {
        let short = TextCluster("é")
        let long = TextCluster("👩‍👩‍👧‍👦")
        #expect(long.count == 11)
        #expect(TextCluster(utf16: Array("👩‍👩‍👧‍👦".utf16)) == long)
        #expect(TextCluster(utf16: [0x65, 0x301]) != short, "é precomposed is one unit, e + U+0301 two")
        #expect(TextCluster(utf16: [0xE9]) == short)
        #expect(Set([short, long, TextCluster("é")]).count == 2)
        #expect(long.utf16[10] == Array("👩‍👩‍👧‍👦".utf16)[10])
        let units = Array("ab".utf16)
        let fromBuffer = units.withUnsafeBufferPointer { TextCluster(units: $0) }
        #expect(fromBuffer == TextCluster(utf16: units))
    }
}
