import Testing
@testable import TextViewTerminal

/// Writing a run of ASCII in one go (``ScreenFrame/RowWriter/putASCII(_:column:)``, what the painter
/// does for undecorated text) leaves the row exactly as writing each unit with `put` would, over
/// rows holding wide clusters and continuation cells, at columns off either edge.
@Suite struct RowWriterTests {
    @Test func asciiRunsWriteWhatCellByCellWrites() {
        let seed: UInt64 = 0xA5C11
        print("RowWriterTests seed \(seed)")
        var generator = SplitMix(seed: seed)
        func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
        let clusters: [(String, UInt8)] = [("a", 1), ("日", 2), ("🙂", 2), ("e\u{301}", 1), (" ", 1)]
        var wideRowsSeen = 0
        for _ in 0 ..< 3_000 {
            let columns = 1 + pick(20)
            var frame = ScreenFrame(columns: columns, rows: 1)
            // A row of random clusters, wide ones among them.
            frame.paintRow(0) { writer in
                for _ in 0 ..< pick(2 * columns + 1) {
                    let (text, width) = clusters[pick(clusters.count)]
                    writer.put(Cell(text: text, width: width, style: pick(3) == 0 ? .inverse : []), column: pick(columns))
                }
            }
            if (0 ..< columns).contains(where: { frame[0, $0].width != 1 }) { wideRowsSeen += 1 }
            let units = (0 ..< pick(2 * columns + 2)).map { _ in UInt16(0x20 + pick(0x5F)) }
            let column = pick(columns + 6) - 3
            var bulk = frame
            var single = frame
            bulk.paintRow(0) { $0.putASCII(units[...], column: column) }
            single.paintRow(0) { writer in
                for (k, unit) in units.enumerated() { writer.put(Cell(ascii: UInt8(unit)), column: column + k) }
            }
            #expect((0 ..< columns).map { bulk[0, $0] } == (0 ..< columns).map { single[0, $0] },
                    "columns \(columns), run of \(units.count) at \(column)")
        }
        // The random rows did exercise the cell-by-cell fallback.
        #expect(wideRowsSeen > 500)
    }
}
