import Foundation
import Testing
import TextViewCore
@testable import TextViewTerminal

/// The status line painted from its kept texts and digits is the line its strings describe: the
/// left part at column 0 and the right part against the right edge, in reverse video, and the
/// same as a paint with nothing kept.
@Suite struct StatusLineTests {
    @Test func keptTextsPaintWhatTheStringsSayThroughRandomChanges() {
        let seed: UInt64 = 0x57A7
        print("StatusLineTests seed \(seed)")
        var generator = SplitMix(seed: seed)
        let names = ["[sample]", "notes.txt", "日本語.txt", "a"]
        let encodings: [TextEncoding] = [.utf8, .utf16LittleEndian, .windows1252]
        var kept = StatusLine.Texts()
        var checked = 0
        for step in 0 ..< 2_000 {
            func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
            let magnitudes = [1, 9, 10, 99, 100, 12_345, 1_000_000]
            let status = StatusLine(
                file: .init(name: names[pick(names.count)], isModified: pick(2) == 0, isReadOnly: pick(4) == 0),
                settings: .init(encoding: encodings[pick(encodings.count)], hasByteOrderMark: pick(3) == 0,
                                lineEnding: LineEnding.allCases[pick(LineEnding.allCases.count)], wraps: pick(2) == 0),
                carets: pick(3) == 0 ? magnitudes[pick(magnitudes.count)] + 1 : 1,
                line: magnitudes[pick(magnitudes.count)] + pick(5), column: magnitudes[pick(magnitudes.count)] + pick(5),
                columnIsEstimate: pick(5) == 0)
            let columns = 1 + pick(120)
            var frame = ScreenFrame(columns: columns, rows: 3)
            status.paint(into: &frame, row: 1, texts: &kept)
            var fresh = StatusLine.Texts()
            var expected = ScreenFrame(columns: columns, rows: 3)
            status.paint(into: &expected, row: 1, texts: &fresh)
            #expect(frame == expected, "step \(step)")
            let left = status.file.text
            let right = status.rightText
            let leftWidth = EditorApp.cellWidth(of: left)
            let rightWidth = EditorApp.cellWidth(of: right)
            if leftWidth + 1 + rightWidth <= columns {
                let line = left + String(repeating: " ", count: columns - leftWidth - rightWidth) + right
                var trimmed = line
                while trimmed.hasSuffix(" ") { trimmed.removeLast() }
                #expect(frame.text(ofRow: 1) == trimmed, "step \(step): \(columns) columns")
                #expect((0 ..< columns).allSatisfy { frame[1, $0].style.contains(.inverse) }, "step \(step)")
                checked += 1
            }
            if frame != expected { break }
        }
        #expect(checked > 500)
    }

    /// Painting over the last status line (only the right part's cells, when only the carets or
    /// the position changed) leaves the row as a paint on a fresh row does.
    @Test func paintingOverTheLastLineEqualsAFreshPaint() {
        let seed: UInt64 = 0x57A8
        print("StatusLineTests seed \(seed)")
        var generator = SplitMix(seed: seed)
        func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
        let magnitudes = [1, 9, 10, 99, 100, 12_345, 1_000_000]
        func randomStatus(name: String, wraps: Bool) -> StatusLine {
            StatusLine(file: .init(name: name, isModified: false, isReadOnly: false),
                       settings: .init(encoding: .utf8, hasByteOrderMark: false, lineEnding: .lf, wraps: wraps),
                       carets: pick(3) == 0 ? magnitudes[pick(magnitudes.count)] + 1 : 1,
                       line: magnitudes[pick(magnitudes.count)] + pick(5), column: magnitudes[pick(magnitudes.count)] + pick(5),
                       columnIsEstimate: pick(5) == 0)
        }
        var partial = 0
        for step in 0 ..< 3_000 {
            let columns = 1 + pick(90)
            var texts = StatusLine.Texts()
            var frame = ScreenFrame(columns: columns, rows: 3)
            var previous: StatusLine?
            for _ in 0 ..< 4 {
                // Mostly the same file and settings, as typing gives; now and then another.
                let status = randomStatus(name: pick(6) == 0 ? "日本語.txt" : "notes.txt", wraps: pick(6) != 0)
                status.paint(into: &frame, row: 1, texts: &texts, over: previous)
                var fresh = StatusLine.Texts()
                var expected = ScreenFrame(columns: columns, rows: 3)
                status.paint(into: &expected, row: 1, texts: &fresh)
                #expect(frame == expected, "step \(step): \(columns) columns, \(previous.map { "\($0)" } ?? "nothing") then \(status)")
                if let previous, previous.file == status.file, previous.settings == status.settings { partial += 1 }
                previous = status
            }
        }
        #expect(partial > 3_000)
    }

    /// The column is the grapheme clusters from the hard line's start to the caret, whether it is
    /// counted from the caret's line on screen (a line that starts its hard line) or from the text
    /// (a wrapped line's later part, a line off screen, CRLF), with wrap on and off.
    @Test @MainActor func theColumnCountsClustersFromTheHardLinesStart() {
        let seed: UInt64 = 0xC01
        print("StatusLineTests column seed \(seed)")
        var generator = SplitMix(seed: seed)
        let text = "ab\tc日本e\u{301}👨‍👩‍👧‍👦x\r\n" + String(repeating: "wrap 語 ", count: 12) + "\n\u{1}\u{202E}z\rlast"
        let units = Array(text.utf16)
        for wraps in [true, false] {
            let app = EditorApp(buffer: EditorBuffer(document: TextDocument(text), url: nil, width: 20), columns: 20, rows: 6)
            if !wraps { app.perform(.toggleWrap) }
            #expect(app.wraps == wraps)
            for _ in 0 ..< 300 {
                let offset = Int(generator.next() % UInt64(units.count + 1))
                app.editor.selectedRange = NSRange(location: offset, length: 0)
                let head = app.editor.selectedRange.location // snapped to a cluster boundary
                _ = app.frame()
                let line = app.editor.document.lineIndex(at: head)
                let start = app.editor.document.location(ofLine: line)
                let prefix = String(decoding: units[start ..< head], as: UTF16.self)
                let status = app.statusLine()
                #expect(status.line == line + 1)
                #expect(status.column == prefix.count + 1, "offset \(head) wraps \(wraps)")
            }
        }
    }
}
