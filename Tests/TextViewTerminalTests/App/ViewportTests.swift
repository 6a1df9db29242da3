import Foundation
import Testing
import TextViewCore
@testable import TextViewTerminal

/// Revealing the caret scrolls the least: a caret that went below the screen (Down or Enter on
/// the last row, typing that wraps past it) ends on the last text row, with the top line the
/// one a screen's height above it, however the scroll was found.
@MainActor
@Suite struct ViewportTests {
    @Test func scrollingDownPutsTheCaretOnTheLastRow() {
        let seed: UInt64 = 0x71E3B
        print("ViewportTests seed \(seed)")
        var generator = SplitMix(seed: seed)
        func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
        var scrolls = 0
        var scrollsByOneLine = 0
        for _ in 0 ..< 60 {
            let columns = 12 + pick(20)
            let rows = 4 + pick(10)
            // Paragraphs of one to several wrapped lines, some empty.
            let paragraphs = (0 ..< 60).map { index in String(repeating: "w\(index) ", count: pick(3) == 0 ? 0 : 1 + pick(12)) }
            let app = EditorApp(buffer: EditorBuffer(document: TextDocument(paragraphs.joined(separator: "\n")), url: nil,
                                                     width: Double(columns)), columns: columns, rows: rows)
            let textRows = EditorApp.textRows(forRows: rows)
            app.editor.selectedRange = NSRange(location: pick(app.editor.document.length / 2), length: 0)
            app.revealCaret()
            _ = app.frame()
            for _ in 0 ..< 40 {
                let before = app.viewport.topOffset
                let shownBefore = app.viewport.lines
                switch pick(4) {
                case 0: app.perform(.newline)
                case 1: app.perform(.insert("xy "))
                default: app.perform(.move(.down, extending: false))
                }
                _ = app.frame()
                let layout = app.buffer.layout
                let caret = app.editor.selections[app.editor.primarySelectionIndex]
                let caretLine = layout.lineFragment(containing: caret.head, affinity: caret.affinity)
                #expect(app.viewport.lines.contains { $0.range == caretLine.range }, "the caret's line is on screen")
                guard app.viewport.topOffset != before, caretLine.range.location > app.viewport.topOffset else { continue }
                scrolls += 1
                var top = caretLine
                for _ in 0 ..< textRows - 1 {
                    guard let previous = layout.lineFragment(before: top) else { break }
                    top = previous
                }
                #expect(app.viewport.topOffset == top.range.location, "scrolled to the caret's line \(textRows - 1) lines up")
                #expect(app.frame().cursor?.row == textRows - 1)
                // Down on the last row: the screen moves up by one line.
                if shownBefore.count > 1 && app.viewport.topOffset == shownBefore[1].range.location { scrollsByOneLine += 1 }
            }
        }
        #expect(scrolls > 100)
        #expect(scrollsByOneLine > 50)
    }
}
