import Foundation
import ScaleScenarios
import Testing
import TestingSupport
import TestSupport
@testable import TextViewCore

/// Issue 21, "Layout": each item as it was reported, against the public API.
@Suite struct Boundary21LayoutTests {
    /// The lines of a layout, walked line by line.
    static func ranges(_ layout: TextLayout) -> [NSRange] {
        layout.allLines().map(\.range)
    }

    @Test func item22_mandatoryBreakAfterVTAndFF() {
        // UAX #14 LB4: VT and FF are class BK, a break must follow them (the break stays on its line).
        #expect(Self.ranges(TextLayout(document: TextDocument("one\u{B}two"), width: 80)) == [NSRange(location: 0, length: 4), NSRange(location: 4, length: 3)])
        #expect(Self.ranges(TextLayout(document: TextDocument("one\u{C}two"), width: .infinity)) == [NSRange(location: 0, length: 4), NSRange(location: 4, length: 3)])
        // Two in a row give an empty line between; a final one an empty line after it, and so
        // does one before a paragraph break (VT ÷ LF: LB4 comes before LB6).
        #expect(Self.ranges(TextLayout(document: TextDocument("a\u{B}\u{C}b"), width: 80)) == [NSRange(location: 0, length: 2), NSRange(location: 2, length: 1), NSRange(location: 3, length: 1)])
        #expect(Self.ranges(TextLayout(document: TextDocument("a\u{B}"), width: 80)) == [NSRange(location: 0, length: 2), NSRange(location: 2, length: 0)])
        #expect(Self.ranges(TextLayout(document: TextDocument("a\u{B}\nb"), width: 80)) == [NSRange(location: 0, length: 2), NSRange(location: 2, length: 0), NSRange(location: 3, length: 1)])
        // The offset after the break is the next line's start whatever the affinity, and a hit
        // past the end of the upper line stays on it.
        let layout = TextLayout(document: TextDocument("one\u{B}two"), width: 80)
        #expect(layout.caretRect(at: 4, affinity: .upstream) == LayoutRect(x: 0, y: 1, width: 0, height: 1))
        #expect(layout.closestPosition(to: LayoutPoint(x: 50, y: 0.5)) == LayoutPosition(offset: 3))
        #expect(layout.visualLineCount == 2)
    }

    @Test func item23_spaceWithCombiningMarkIsALetterAndDoesNotHang() {
        let layout = TextLayout(document: TextDocument("abc \u{308}d"), width: 3)
        #expect(Self.ranges(layout) == [NSRange(location: 0, length: 3), NSRange(location: 3, length: 3)])
        #expect(layout.caretRect(at: 5) == LayoutRect(x: 1, y: 1, width: 0, height: 1))
        // A bare space still hangs.
        #expect(Self.ranges(TextLayout(document: TextDocument("abc d"), width: 3)) == [NSRange(location: 0, length: 4), NSRange(location: 4, length: 1)])
    }

    @Test func item24_aLongParagraphIsWrappedOnlyAsFarAsAsked() {
        // 400,000 units at width 1: 400,000 lines. The top, a caret and the next line wrap a few.
        let document = TextDocument(String(repeating: "abcdefgh", count: 50_000))
        let layout = TextLayout(document: document, width: 1)
        #expect(layout.lineFragment(atY: 0).range == NSRange(location: 0, length: 1))
        #expect(layout.caretRect(at: 10) == LayoutRect(x: 0, y: 10, width: 0, height: 1))
        #expect(layout.lineFragment(after: layout.lineFragment(containing: 20))?.range == NSRange(location: 21, length: 1))
        #expect(layout.visibleRange(in: LayoutRect(x: 0, y: 0, width: 1, height: 30)) == NSRange(location: 0, length: 30))
        #expect(layout.cache[0]!.lines.count < 100, "wrapped \(layout.cache[0]!.lines.count) lines")
        #expect(layout.laidOutParagraphCount == 0) // only in part
        // Asking for the end wraps the rest; then everything is exact.
        #expect(layout.caretRect(at: document.length).y == Double(document.length - 1))
        #expect(layout.lineFragment(atVisualLine: 123_456).range == NSRange(location: 123_456, length: 1))
        #expect(layout.documentHeight == Double(document.length))
        #expect(layout.laidOutParagraphCount == 1)
        #expect(layout.paragraphLayoutCount == 1)
    }

    @MainActor @Test(.enabled(if: scaleTestsEnabled, "internal checks make every mutation O(n)"))
    func item24_lineQueriesInALongParagraphAreLogarithmic() {
        expectScales(ScaleScenario.layout, "TextLayout: 2,000 line queries in one paragraph of n lines")
        expectScales(ScaleScenario.layout, "LineLimit.unlimited.visibleHeight: one line of n units at width 1")
    }

    @Test func item25_aSelectionChangeKeepsTheLayout() {
        let editor = TextEditor(document: TextDocument(String(repeating: "word ", count: 20_000)))
        let layout = TextLayout(document: editor.document, width: 80)
        // The README's wiring: every change goes to the layout, selection changes too.
        let observation = editor.addObserver { [unowned editor] change in layout.apply(change, to: editor.document) }
        defer { observation.cancel() }
        editor.moveToEndOfDocument()
        _ = layout.caretRect(at: editor.document.length)
        let laidOut = layout.paragraphLayoutCount
        for _ in 0 ..< 200 { editor.moveUp(in: layout) }
        editor.selectAll()
        #expect(layout.paragraphLayoutCount == laidOut, "a caret move laid the paragraph out again")
        #expect(editor.selectedRange.length == editor.document.length)
        // An edit still lays it out again.
        editor.insertText("x")
        #expect(layout.paragraphLayoutCount == laidOut + 1)
        #expect(layout.document == editor.document)
    }

    @MainActor @Test(.enabled(if: scaleTestsEnabled, "internal checks make every mutation O(n)"))
    func item25_caretMovesInALongLineCostTheSameAtNAnd4n() {
        expectScales(ScaleScenario.layout, "TextEditor.moveUp(in:) × 200 in one line of n units, observed")
    }

    @Test func item26_aStaleLineFragmentIsClampedNotTrusted() {
        let long = TextLayout(document: TextDocument("a long line of text that wraps\nand a second paragraph"), width: 10)
        let stale = long.lineFragment(containing: 40)
        let short = TextLayout(document: TextDocument("ab"), width: 10)
        #expect(short.lineFragment(after: stale) == nil)
        #expect(short.lineFragment(before: stale) == nil)
        #expect(short.closestPosition(toX: 3, in: stale) == LayoutPosition(offset: 2))
        #expect(short.closestPosition(toX: 0, in: stale) == LayoutPosition(offset: 0))
        // A made-up fragment, negative offsets included, is clamped the same way.
        let madeUp = LineFragment(range: NSRange(location: -5, length: 3), rect: LayoutRect(x: 0, y: 0, width: 10, height: 1),
                                  usedRect: LayoutRect(x: 0, y: 0, width: 3, height: 1), baseline: 1, endsParagraph: true)
        #expect(long.lineFragment(after: madeUp) == long.lineFragment(after: long.lineFragment(containing: 0)))
        #expect(long.closestPosition(toX: 2, in: madeUp) == LayoutPosition(offset: 2))
    }

    @Test(arguments: [ParagraphStyle.Alignment.right, .center])
    func item27_infiniteWidthAlignsToTheLeadingEdge(alignment: ParagraphStyle.Alignment) {
        var document = TextDocument("abc\nde")
        document.setParagraphStyle(ParagraphStyle(alignment: alignment), forParagraphsIn: NSRange(location: 0, length: document.length))
        let layout = TextLayout(document: document, width: .infinity)
        // No trailing edge to align to: every line starts at the leading edge, as .natural.
        #expect(layout.caretRect(at: 0) == LayoutRect(x: 0, y: 0, width: 0, height: 1))
        #expect(layout.caretRect(at: 3).x == 3)
        #expect(layout.selectionRects(for: NSRange(location: 4, length: 2)) == [LayoutRect(x: 0, y: 1, width: 2, height: 1)])
        #expect(layout.closestPosition(to: LayoutPoint(x: 2.2, y: 0.5)) == LayoutPosition(offset: 2))
        // A finite width still aligns.
        layout.width = 10
        #expect(layout.caretRect(at: 0).x == (alignment == .right ? 7 : 3.5))
    }

    @Test func item28_paragraphSpacingBeforeBelongsToTheParagraphsFirstLine() {
        // Sources/TextViewCore/TextViewCore.docc/Layout.md, "Hit testing": the space before a paragraph belongs to its first line
        // (as TextKit gives it), the space after a paragraph to its last line.
        var document = TextDocument("ab\ncd")
        document.setParagraphStyle(ParagraphStyle(paragraphSpacingBefore: 4), forParagraphsIn: NSRange(location: 3, length: 2))
        let layout = TextLayout(document: document, width: 80)
        layout.layoutAll()
        #expect(layout.caretRect(at: 3) == LayoutRect(x: 0, y: 5, width: 0, height: 1))
        #expect(layout.closestPosition(to: LayoutPoint(x: 0, y: 0.9)).offset == 0)
        #expect(layout.closestPosition(to: LayoutPoint(x: 0, y: 1.1)).offset == 3)
        #expect(layout.closestPosition(to: LayoutPoint(x: 0, y: 3)).offset == 3)
        document.setParagraphStyle(ParagraphStyle(paragraphSpacing: 4), forParagraphsIn: NSRange(location: 0, length: 1))
        document.setParagraphStyle(.default, forParagraphsIn: NSRange(location: 3, length: 2))
        let after = TextLayout(document: document, width: 80)
        after.layoutAll() // the first paragraph's height is exact, not estimated
        #expect(after.closestPosition(to: LayoutPoint(x: 0, y: 4.9)).offset == 0)
        #expect(layout.closestPosition(to: LayoutPoint(x: 0, y: 5)).offset == 3)
    }

    @Test func item29_lineFragmentHasAPublicInitialiser() {
        let line = LineFragment(range: NSRange(location: 2, length: 3), rect: LayoutRect(x: 0, y: 0, width: 80, height: 1),
                                usedRect: LayoutRect(x: 0, y: 0, width: 3, height: 1), baseline: 1, endsParagraph: true,
                                caretOffsets: [2, 3, 5], caretXs: [0, 1, 3])
        let layout = TextLayout(document: TextDocument("abcdefg"), width: 80)
        #expect(line.caretX(at: 4) == 1 && line.nearestOffset(toX: 2.6) == 5)
        // Positions that do not hold fall back to the line's two ends.
        let bad = LineFragment(range: NSRange(location: 2, length: 3), rect: line.rect, usedRect: line.usedRect, baseline: 1,
                               endsParagraph: true, caretOffsets: [5, 2], caretXs: [0, .nan])
        #expect(bad.nearestOffset(toX: 2.6) == 5 && bad.nearestOffset(toX: 0.4) == 2)
        #expect(layout.closestPosition(toX: 2, in: line) == LayoutPosition(offset: 2))
    }

    @Test func item29_tabStopsPlaceTabs() {
        var document = TextDocument("a\tb\tcc\td\te")
        let style = ParagraphStyle(tabStops: [ParagraphStyle.TabStop(location: 5), ParagraphStyle.TabStop(alignment: .right, location: 12),
                                              ParagraphStyle.TabStop(alignment: .center, location: 20)],
                                   defaultTabInterval: 3)
        document.setParagraphStyle(style, forParagraphsIn: NSRange(location: 0, length: 1))
        let layout = TextLayout(document: document, width: 80)
        #expect(layout.caretRect(at: 2).x == 5)   // left stop at 5
        #expect(layout.caretRect(at: 4).x == 10)  // "cc" ends at the right stop 12
        #expect(layout.caretRect(at: 7).x == 19.5) // "d" centred on 20
        #expect(layout.caretRect(at: 9).x == 21)  // past the stops: multiples of 3
        // Without stops, the interval; without one, the measurer's.
        document.setParagraphStyle(ParagraphStyle(defaultTabInterval: 3), forParagraphsIn: NSRange(location: 0, length: 1))
        #expect(TextLayout(document: document, width: 80).caretRect(at: 2).x == 3)
        document.setParagraphStyle(.default, forParagraphsIn: NSRange(location: 0, length: 1))
        #expect(TextLayout(document: document, width: 80).caretRect(at: 2).x == 8)
    }

    @Test func item29_tabStopsRoundTripThroughThePropertyListForm() throws {
        let style = ParagraphStyle(lineSpacing: 2, tabStops: [ParagraphStyle.TabStop(alignment: .right, location: 12.5), ParagraphStyle.TabStop(location: 4)],
                                   defaultTabInterval: 36)
        #expect(ParagraphStyle(propertyList: style.propertyList) == style)
        #expect(ParagraphStyle(propertyList: ParagraphStyle.default.propertyList) == .default)
        #expect(ParagraphStyle(propertyList: ["tabStops": [["location": "x"]]]) == nil)
        #expect(ParagraphStyle(propertyList: ["tabStops": [["location": 3, "alignment": "sideways"]]]) == nil)
        // Through NSAttributedString's attributes (the package's Foundation keys) and back.
        let attributes = TextAttributes(paragraphStyle: style)
        let attributed = NSAttributedString(string: "a\tb", attributes: attributes.foundationAttributes)
        #expect(TextDocument(attributed).attributes(at: 0).paragraphStyle == style)
        #expect(style.description.contains("tabStops right 12.5 4"))
    }
}
