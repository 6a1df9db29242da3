import Testing
@testable import TextViewTerminal

@Suite struct FrameRendererTests {
    /// Whether `screen` shows exactly `frame`: every cell's text and style.
    func matches(_ screen: VTScreen, _ frame: ScreenFrame) -> Bool {
        for row in 0 ..< frame.rows {
            for column in 0 ..< frame.columns {
                let cell = frame[row, column]
                let shown = screen.cells[row][column]
                let expectedStyle = cell.style.isEmpty ? "" : String(XTerm.sgr(cell.style).dropFirst(2).dropLast())
                if shown.text != cell.text || (!cell.isContinuation && shown.style != expectedStyle) { return false }
            }
        }
        if let cursor = frame.cursor {
            return screen.cursorVisible && screen.row == cursor.row && screen.column == cursor.column
        }
        return !screen.cursorVisible
    }

    @Test func diffsReplayIntoTheExpectedScreen() throws {
        let seed: UInt64 = 0x5C4EE7
        print("FrameRendererTests.diffsReplayIntoTheExpectedScreen seed \(seed)")
        var generator = SplitMix(seed: seed)
        let alphabet: [String] = ["a", "b", " ", "日", "本", "😀", "é", "\u{1B}", "\t", "x"]
        let styles: [CellStyle] = [[], [], .inverse, .match, [.bold, .dim]]
        var renderer = FrameRenderer()
        var screen = VTScreen(columns: 13, rows: 5)
        var frame = ScreenFrame(columns: 13, rows: 5)
        for step in 0 ..< 300 {
            // Change a few runs of cells.
            for _ in 0 ..< Int(generator.next() % 4) {
                let row = Int(generator.next() % 5)
                let column = Int(generator.next() % 13)
                var text = ""
                for _ in 0 ..< Int(generator.next() % 6) { text += alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                frame.write(text, row: row, column: column, style: styles[Int(generator.next() % UInt64(styles.count))])
            }
            frame.cursor = generator.next() % 5 == 0 ? nil : (Int(generator.next() % 5), Int(generator.next() % 13))
            try screen.apply(renderer.render(frame))
            #expect(matches(screen, frame), "step \(step)")
            if !matches(screen, frame) { break }
        }
    }

    @Test func unchangedFrameWritesNothingAndOneCellWritesLittle() {
        var renderer = FrameRenderer()
        var frame = ScreenFrame(columns: 80, rows: 24)
        frame.write("hello", row: 3, column: 2)
        frame.cursor = (3, 7)
        _ = renderer.render(frame)
        #expect(renderer.render(frame).isEmpty)
        frame.write("!", row: 3, column: 7)
        frame.cursor = (3, 8)
        let bytes = String(decoding: renderer.render(frame), as: UTF8.self)
        #expect(bytes == "\u{1B}[?25l\u{1B}[4;8H!\u{1B}[4;9H\u{1B}[?25h")
    }

    @Test func controlCharactersNeverReachTheTerminal() throws {
        var renderer = FrameRenderer()
        var frame = ScreenFrame(columns: 40, rows: 2)
        frame.write("\u{1B}]52;c;aGk=\u{7}\u{1B}[2J\u{9B}\u{202E}x", row: 0, column: 0)
        let bytes = renderer.render(frame)
        var screen = VTScreen(columns: 40, rows: 2)
        try screen.apply(bytes) // throws on any control byte other than our own sequences
        #expect(screen.text(ofRow: 0) == "␛]52;c;aGk=␇␛[2J¿¤x")
        #expect(!bytes.contains(0x07))
    }

    /// Typing or deleting a cluster inside a line moves the rest of the row in the terminal (ICH,
    /// DCH) instead of rewriting it: the replay shows exactly the frame, ASCII, wide clusters and
    /// styles alike, and the shift is used.
    @Test func typingInsideALineShiftsTheRestOfTheRow() throws {
        let seed: UInt64 = 0x1C4
        print("FrameRendererTests.typingInsideALineShiftsTheRestOfTheRow seed \(seed)")
        var generator = SplitMix(seed: seed)
        let alphabet: [String] = ["a", "b", " ", "日", "😀", "é", "x", "本"]
        let (columns, rows) = (17, 4)
        var lines: [[String]] = (0 ..< rows).map { _ in (0 ..< 14).map { _ in alphabet[Int(generator.next() % 8)] } }
        var renderer = FrameRenderer()
        var screen = VTScreen(columns: columns, rows: rows)
        var shifts = 0
        for step in 0 ..< 600 {
            let row = Int(generator.next() % UInt64(rows))
            let at = Int(generator.next() % UInt64(lines[row].count + 1))
            if generator.next() % 2 == 0 || lines[row].count < 3 {
                lines[row].insert(alphabet[Int(generator.next() % 8)], at: at)
            } else {
                lines[row].remove(at: Swift.min(at, lines[row].count - 1))
            }
            if lines[row].count > 30 { lines[row].removeLast(10) }
            var frame = renderer.shown ?? ScreenFrame(columns: columns, rows: rows)
            frame.clear(row: row)
            frame.write(lines[row].joined(), row: row, column: 0, style: step % 7 == 0 ? .match : [])
            frame.cursor = (row, Swift.min(at, columns - 1))
            let bytes = renderer.render(frame)
            let text = String(decoding: bytes, as: UTF8.self)
            if text.contains("@") || text.contains("P") { shifts += 1 }
            try screen.apply(bytes)
            #expect(matches(screen, frame), "step \(step)")
            if !matches(screen, frame) { break }
        }
        #expect(shifts > 100)
    }

    @Test func aCharacterTypedInsideALineIsOneInsertion() {
        var renderer = FrameRenderer()
        var frame = ScreenFrame(columns: 40, rows: 3)
        frame.write("hello world, and more", row: 1, column: 0)
        frame.cursor = (1, 5)
        _ = renderer.render(frame)
        frame.clear(row: 1)
        frame.write("hello, world, and more", row: 1, column: 0)
        frame.cursor = (1, 6)
        #expect(String(decoding: renderer.render(frame), as: UTF8.self) == "\u{1B}[?25l\u{1B}[2;6H\u{1B}[1@,\u{1B}[2;7H\u{1B}[?25h")
        frame.clear(row: 1)
        frame.write("hello world, and more", row: 1, column: 0)
        frame.cursor = (1, 5)
        #expect(String(decoding: renderer.render(frame), as: UTF8.self) == "\u{1B}[?25l\u{1B}[2;6H\u{1B}[1P\u{1B}[2;40H \u{1B}[2;6H\u{1B}[?25h")
    }
}
