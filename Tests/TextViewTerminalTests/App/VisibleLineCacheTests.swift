import Foundation
import Testing
import TextViewCore
@testable import TextViewTerminal

@MainActor
@Suite struct VisibleLineCacheTests {
    /// After every random edit, the lines the viewport carried through it are the lines the layout
    /// gives from scratch.
    @Test func carriedLinesMatchAFreshLayout() {
        let seed: UInt64 = 0xCAC4E
        print("VisibleLineCacheTests.carriedLinesMatchAFreshLayout seed \(seed)")
        var generator = SplitMix(seed: seed)
        let paragraphs = (0 ..< 60).map { index in String(repeating: "word\(index) ", count: index % 7 + 1) + (index % 5 == 0 ? "日本語" : "") }
        let app = EditorApp(buffer: EditorBuffer(document: TextDocument(paragraphs.joined(separator: "\n")), url: nil, width: 20),
                            columns: 20, rows: 12)
        _ = app.frame()
        for step in 0 ..< 400 {
            let length = app.editor.document.length
            let location = Int(generator.next() % UInt64(length + 1))
            app.editor.selectedRange = NSRange(location: location, length: 0)
            switch generator.next() % 5 {
            case 0: app.perform(.newline)
            case 1: app.perform(.backspace)
            case 2: app.perform(.insert("日x "))
            case 3: app.perform(.move(.pageDown, extending: false))
            default: app.perform(.insert("abc"))
            }
            let frame = app.frame()
            let carried = app.viewport.lines.map { [$0.range.location, $0.range.length, $0.endsParagraph ? 1 : 0] }
            var fresh = app.viewport
            fresh.cache.clear()
            let expected = fresh.visibleLines(in: app.buffer.layout).map { [$0.range.location, $0.range.length, $0.endsParagraph ? 1 : 0] }
            #expect(carried == expected, "step \(step)")
            if carried != expected { break }
            #expect(frame.rows == 12)
        }
    }

    /// The caret's line found among the visible lines (revealing the caret and placing the
    /// cursor look there first) is the layout's, for every offset on both sides of a soft wrap,
    /// inside and outside the screen, from several tops: wrapped paragraphs, CRLF and LF breaks,
    /// a wide character at a wrap, a vertical tab (a break inside a paragraph), an empty line.
    @Test func caretLinesFromTheVisibleLinesMatchTheLayout() {
        let text = "one two three four five six seven\r\nshort\n\n日本語のテキストです。これは長い行\nbefore\u{0B}after the vertical tab wraps too\nlast line that also wraps here"
        let app = EditorApp(buffer: EditorBuffer(document: TextDocument(text), url: nil, width: 12), columns: 12, rows: 6)
        _ = app.frame()
        let layout = app.buffer.layout
        let length = app.editor.document.length
        var checked = 0
        for _ in 0 ..< 6 {
            for offset in 0 ... length {
                for affinity in [TextAffinity.downstream, .upstream] {
                    var viewport = app.viewport
                    _ = viewport.visibleLines(in: layout)
                    let found = viewport.cache.caretLine(at: offset, affinity: affinity, in: layout)
                    let expected = layout.lineFragment(containing: offset, affinity: affinity)
                    #expect(found.range == expected.range && found.endsParagraph == expected.endsParagraph,
                            "top \(app.viewport.topOffset), offset \(offset), \(affinity)")
                    checked += 1
                }
            }
            app.viewport.scroll(by: 2, in: layout)
        }
        #expect(checked == 6 * (length + 1) * 2)
    }
}
