import Foundation
import Testing
import TextViewCore

/// Each cluster's advance is its measurer's for the run that holds it. An ASCII cluster is
/// measured once per attributes, from paragraph to paragraph (a measurer is deterministic), and
/// still takes each run's font.
@Suite struct MeasurementTests {
    /// Advances that depend on the letter and on the font's size: "i" is narrow, others wide.
    struct SizedMeasurer: TextMeasurer {
        var tabInterval: Double { 8 }
        func advance(of cluster: TextCluster, attributes: TextAttributes) -> Double {
            let size = attributes.font?.resolvedPointSize ?? 10
            return size / 10 * (cluster.string == "i" ? 1 : 2)
        }
        func metrics(of font: FontDescription?) -> FontMetrics { FontMetrics(lineHeight: 1, ascent: 1, descent: 0) }
    }

    /// Counts the clusters it is asked to measure.
    final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
        var calls = 0
        var tabInterval: Double { 8 }
        func advance(of cluster: TextCluster, attributes: TextAttributes) -> Double {
            calls += 1
            return 1
        }
        func metrics(of font: FontDescription?) -> FontMetrics { FontMetrics(lineHeight: 1, ascent: 1, descent: 0) }
    }

    @Test func asciiAdvancesFollowEachRunsFont() {
        let text = "aiaiaiaé"
        var document = TextDocument(text)
        document.addAttributes(TextAttributes().font(.system(size: 30)), range: NSRange(location: 2, length: 3))
        let layout = TextLayout(document: document, width: 1_000, measurer: SizedMeasurer())
        var x = 0.0
        for (offset, character) in text.enumerated() {
            #expect(layout.caretRect(at: offset).x == x, "offset \(offset)")
            let size: Double = (2 ..< 5).contains(offset) ? 30 : 10
            x += size / 10 * (character == "i" ? 1 : 2)
        }
        #expect(layout.caretRect(at: text.utf16.count).x == x)
    }

    @Test func anASCIIClusterIsMeasuredOnceForEveryParagraphWithTheSameAttributes() {
        let measurer = CountingMeasurer()
        let layout = TextLayout(document: TextDocument(String(repeating: "ab \n", count: 300)), width: 1_000, measurer: measurer)
        #expect(layout.allLines().count == 301)
        #expect(measurer.calls == 3)
    }

    @Test func paragraphsInTurnInTwoFontsEachTakeTheirOwn() {
        var document = TextDocument(String(repeating: "ai\n", count: 6))
        for paragraph in stride(from: 1, to: 6, by: 2) {
            document.addAttributes(TextAttributes().font(.system(size: 30)), range: NSRange(location: paragraph * 3, length: 2))
        }
        let layout = TextLayout(document: document, width: 1_000, measurer: SizedMeasurer())
        for paragraph in 0 ..< 6 {
            let scale: Double = paragraph % 2 == 1 ? 3 : 1
            #expect(layout.caretRect(at: paragraph * 3 + 2).x == 3 * scale, "paragraph \(paragraph)")
        }
    }

    @Test func anASCIIClusterIsMeasuredOncePerRun() {
        let measurer = CountingMeasurer()
        var document = TextDocument(String(repeating: "ab ", count: 300))
        let layout = TextLayout(document: document, width: 1_000, measurer: measurer)
        _ = layout.lineFragment(containing: 0)
        #expect(measurer.calls == 3)
        // A second run: its clusters measured again, once each.
        document.addAttributes(TextAttributes().font(.system(size: 30)), range: NSRange(location: 0, length: 3))
        measurer.calls = 0
        let styled = TextLayout(document: document, width: 1_000, measurer: measurer)
        _ = styled.lineFragment(containing: 0)
        #expect(measurer.calls == 6)
    }
}
