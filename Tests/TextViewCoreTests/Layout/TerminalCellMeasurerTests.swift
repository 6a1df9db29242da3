import Testing
import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/Layout.md, "Terminal cells".
@Suite struct TerminalCellMeasurerTests {
    func cells(_ cluster: String) -> Double {
        let units = Array(cluster.utf16)
        return units.withUnsafeBufferPointer { TerminalCellMeasurer().advance(of: TextCluster(utf16: $0), attributes: TextAttributes()) }
    }

    @Test func widthsFollowEastAsianWidthAndEmojiPresentation() {
        let table: [(String, Double)] = [
            ("a", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("ｱ", 1), ("❤", 1), ("α", 1),
            ("中", 2), ("한", 2), ("Ａ", 2), ("。", 2), ("😀", 2), ("❤️", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("👍🏽", 2),
            ("\u{301}", 0), ("\u{200B}", 0),
        ]
        for (cluster, expected) in table {
            #expect(cells(cluster) == expected, "\(cluster.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func linesAreOneCellHigh() {
        let metrics = TerminalCellMeasurer().metrics(of: .system(size: 40))
        #expect(metrics == FontMetrics(lineHeight: 1, ascent: 1, descent: 0))
        #expect(TerminalCellMeasurer().tabInterval == 8)
        #expect(TerminalCellMeasurer(tabInterval: -1).tabInterval == 8)
    }

    @Test func clusterHelpersDecode() {
        let units = Array("e\u{301}".utf16)
        units.withUnsafeBufferPointer { buffer in
            let cluster = TextCluster(utf16: buffer)
            #expect(cluster.string == "e\u{301}")
            #expect(cluster.unicodeScalars == ["e", "\u{301}"])
        }
    }
}
