import Foundation
import Testing
import TextViewBridge
import TextViewCore

/// LineLimit with a layout: visual lines, soft wraps counted, and the height a vertical field grows to.
struct LineLimitLayoutTests {
    @Test func visualLinesCountSoftWraps() {
        // "hello world foo" at width 8 is three visual lines in one hard line.
        let layout = TextLayout(document: TextDocument("hello world foo\nx"), width: 8)
        #expect(LineLimit.lines(2...10).visibleLineCount(for: layout.document) == 2)
        #expect(LineLimit.lines(2...10).visibleLineCount(for: layout) == 4)
        #expect(LineLimit.lines(3).visibleLineCount(for: layout) == 3)
        #expect(LineLimit.lines(6, reservesSpace: true).visibleLineCount(for: layout) == 6)
    }

    @Test func aVerticalFieldGrowsWithWrappedLines() {
        var document = TextDocument("hello world foo")
        document.setParagraphStyle(ParagraphStyle(lineSpacing: 4), forParagraphsIn: NSRange(location: 0, length: 1))
        let layout = TextLayout(document: document, width: 8)
        #expect(LineLimit.unlimited.visibleHeight(for: layout) == 11) // 3 lines + 2 × 4
        #expect(LineLimit.lines(2).visibleHeight(for: layout) == 6)
        #expect(LineLimit.lines(5, reservesSpace: true).visibleHeight(for: layout) == 13) // + 2 reserved lines
        layout.width = 100
        #expect(LineLimit.unlimited.visibleHeight(for: layout) == 1)
    }
}
