import Foundation
import Testing
import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/Layout.md, "Heights": each paragraph-style field, and the first and last paragraph.
@Suite struct LayoutHeightTests {
    func layout(_ text: String, _ style: ParagraphStyle?, width: Double = 1000, measurer: any TextMeasurer = FixedMeasurer()) -> TextLayout {
        var document = TextDocument(text)
        if let style { document.setParagraphStyle(style, forParagraphsIn: NSRange(location: 0, length: document.length)) }
        let layout = TextLayout(document: document, width: width, measurer: measurer)
        layout.layoutAll() // exact heights above every paragraph, not estimates
        return layout
    }

    @Test func theSeedsLineAndParagraphSpacingGiveTheseHeights() {
        let seed = ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12)
        // "ab": one line and the space after it (not the last paragraph): 20 + 12.
        // "cdef" at 2 clusters a line: two lines and the spacing between them, nothing after: 20 + 4 + 20.
        let points = layout("ab\ncdef", seed, width: 20)
        #expect(points.documentHeight == 76)
        #expect(points.caretRect(at: 3).y == 32)
        #expect(points.caretRect(at: 5).y == 56)
        #expect(points.caretRect(at: 5, affinity: .upstream).y == 32)
        // In terminal cells: 1 + 12 + 1.
        #expect(layout("ab\ncd", seed, measurer: TerminalCellMeasurer()).documentHeight == 14)
        // The empty paragraph after a final break takes the style of the break before it.
        #expect(layout("ab\n", seed).documentHeight == 52)
    }

    @Test func spacingBeforeIsNotAddedAboveTheFirstParagraph() {
        let layout = layout("a\nb\nc", ParagraphStyle(paragraphSpacingBefore: 6))
        #expect(layout.caretRect(at: 0).y == 0)
        #expect(layout.caretRect(at: 2).y == 26)
        #expect(layout.caretRect(at: 4).y == 52)
        #expect(layout.documentHeight == 72)
    }

    @Test func spacingAfterIsNotAddedBelowTheLastParagraph() {
        let layout = layout("a\nb", ParagraphStyle(paragraphSpacing: 7))
        #expect(layout.caretRect(at: 2).y == 27)
        #expect(layout.documentHeight == 47)
        #expect(self.layout("a", ParagraphStyle(paragraphSpacing: 7, paragraphSpacingBefore: 5)).documentHeight == 20)
    }

    @Test func spacingAfterAndBeforeAddUpBetweenParagraphs() {
        let layout = layout("a\nb", ParagraphStyle(paragraphSpacing: 7, paragraphSpacingBefore: 5))
        #expect(layout.caretRect(at: 2).y == 32)
        #expect(layout.documentHeight == 52)
    }

    @Test func lineSpacingIsOnlyBetweenTheLinesOfAParagraph() {
        let layout = layout("abc\nd", ParagraphStyle(lineSpacing: 4), width: 10)
        #expect(layout.caretRect(at: 1).y == 24)
        #expect(layout.caretRect(at: 2).y == 48)
        #expect(layout.caretRect(at: 4).y == 68) // no line spacing between paragraphs
        #expect(layout.documentHeight == 88)
    }

    @Test func lineHeightMultipleThenMinimumAndMaximumClamp() {
        let cases: [(ParagraphStyle, Double)] = [
            (ParagraphStyle(lineHeightMultiple: 1.5), 30),
            (ParagraphStyle(minimumLineHeight: 25), 25),
            (ParagraphStyle(minimumLineHeight: 5), 20),
            (ParagraphStyle(maximumLineHeight: 15), 15),
            (ParagraphStyle(maximumLineHeight: 50), 20),
            (ParagraphStyle(lineHeightMultiple: 2, maximumLineHeight: 30), 30),
            (ParagraphStyle(lineHeightMultiple: 0.5, minimumLineHeight: 12), 12),
        ]
        for (style, height) in cases {
            let layout = layout("ab", style, width: 10)
            #expect(layout.caretRect(at: 0).height == height, "\(style)")
            #expect(layout.documentHeight == 2 * height, "\(style)")
        }
    }

    @Test func theTallestFontOfALineSetsItsHeight() {
        var document = TextDocument("abcd")
        document.addAttributes(TextAttributes().font(.system(size: 27)), range: NSRange(location: 1, length: 1))
        let layout = TextLayout(document: document, width: 20, measurer: FixedMeasurer())
        #expect(layout.caretRect(at: 0).height == 30)
        #expect(layout.caretRect(at: 2).height == 20)
        #expect(layout.documentHeight == 50)
        #expect(layout.lineFragment(containing: 0).baseline == 27)
    }
}
