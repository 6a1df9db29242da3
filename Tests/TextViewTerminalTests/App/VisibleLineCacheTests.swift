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
}
