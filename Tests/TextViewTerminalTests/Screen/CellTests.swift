import Testing
@testable import TextViewTerminal

/// A cell keeps its cluster's bytes in place, or a long cluster's number: either way it gives
/// back the same text, compares by it, and the renderer writes exactly its bytes.
@Suite struct CellTests {
    /// Clusters around the 15 bytes kept in place: ASCII, CJK, a combining mark, a flag, 15 and
    /// 16 bytes, a family emoji (25 bytes) and a letter under many marks.
    static let clusters = ["a", " ", "日", "e\u{301}", "🇫🇷", "abcdefghijklmno", "abcdefghijklmnop",
                           "👨‍👩‍👧‍👦", "a" + String(repeating: "\u{301}", count: 40)]

    @Test func textRoundTripsInPlaceAndLong() {
        for cluster in Self.clusters {
            let cell = Cell(text: cluster, width: 2, style: .bold)
            #expect(cell.text == cluster)
            #expect(cell.width == 2 && cell.style == .bold)
            var bytes: [UInt8] = []
            cell.appendUTF8(to: &bytes)
            #expect(bytes == Array(cluster.utf8))
            // Equal text, equal cells (a long cluster gets the same number again); else unequal.
            #expect(Cell(text: cluster, width: 2, style: .bold) == cell)
            #expect(Cell(text: cluster + "x", width: 2, style: .bold) != cell)
        }
        var cell = Cell(text: "x")
        cell.text = "👨‍👩‍👧‍👦"
        #expect(cell.text == "👨‍👩‍👧‍👦")
        cell.text = "y"
        #expect(cell == Cell(text: "y"))
        #expect(Cell(ascii: 0x41) == Cell(text: "A"))
        #expect(Cell.blank == Cell(text: " ") && Cell.blank(.inverse) == Cell(text: " ", style: .inverse))
    }

    @Test func aFrameOfLongClustersRendersTheirBytes() {
        var frame = ScreenFrame(columns: 6, rows: 1)
        frame.write("👨‍👩‍👧‍👦x", row: 0, column: 0)
        #expect(frame.text(ofRow: 0) == "👨‍👩‍👧‍👦x")
        var renderer = FrameRenderer()
        let bytes = renderer.render(frame)
        #expect(String(decoding: bytes, as: UTF8.self).contains("👨‍👩‍👧‍👦x"))
    }
}
