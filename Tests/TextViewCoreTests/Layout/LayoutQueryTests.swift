import Foundation
import Testing
import TestSupport
import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/Layout.md, "Queries": carets and affinity, selection rectangles, hit testing, viewports.
@Suite struct LayoutQueryTests {
    @Test func atASoftWrapUpstreamIsTheEndOfTheUpperLineAndDownstreamTheStartOfTheNext() {
        let layout = TextLayout(document: TextDocument("hello world"), width: 8)
        #expect(layout.allLines().map(\.range) == [NSRange(location: 0, length: 6), NSRange(location: 6, length: 5)])
        #expect(layout.caretRect(at: 6, affinity: .upstream) == LayoutRect(x: 6, y: 0, width: 0, height: 1))
        #expect(layout.caretRect(at: 6, affinity: .downstream) == LayoutRect(x: 0, y: 1, width: 0, height: 1))
        #expect(layout.lineFragment(containing: 6, affinity: .upstream).range == NSRange(location: 0, length: 6))
        #expect(layout.lineFragment(containing: 6, affinity: .downstream).range == NSRange(location: 6, length: 5))
        // Away from a wrap, affinity changes nothing; at a paragraph start neither.
        #expect(layout.caretRect(at: 3, affinity: .upstream) == layout.caretRect(at: 3, affinity: .downstream))
        #expect(layout.caretRect(at: 0, affinity: .upstream) == LayoutRect(x: 0, y: 0, width: 0, height: 1))
        #expect(layout.caretRect(at: 11) == LayoutRect(x: 5, y: 1, width: 0, height: 1))
        // Hit testing gives the affinity back.
        #expect(layout.closestPosition(to: LayoutPoint(x: 7, y: 0.5)) == LayoutPosition(offset: 6, affinity: .upstream))
        #expect(layout.closestPosition(to: LayoutPoint(x: 0, y: 1.5)) == LayoutPosition(offset: 6, affinity: .downstream))
    }

    /// Walking down with `lineFragment(after:)` finds each line from the last one returned; when a
    /// query above measures a paragraph in between (moving every top below it), the next line is
    /// still where a fresh query puts it.
    @Test func walkingDownStaysExactWhileParagraphsAboveAreMeasured() {
        var text = ""
        for paragraph in 0 ..< 300 { text += String(repeating: "word ", count: 1 + paragraph % 7) + "\n" }
        let layout = TextLayout(document: TextDocument(text), width: 10)
        var line = layout.lineFragment(containing: text.utf16.count / 2)
        var moved = 0
        for step in 0 ..< 60 {
            guard let next = layout.lineFragment(after: line) else { break }
            #expect(next == layout.lineFragment(containing: next.range.location), "step \(step)")
            // A paragraph above laid out: its estimate was one line, it has up to four.
            let before = layout.lineFragment(containing: next.range.location).rect.y
            _ = layout.lineFragment(containing: layout.document.location(ofLine: step * 2))
            if layout.lineFragment(containing: next.range.location).rect.y != before { moved += 1 }
            line = next
        }
        #expect(moved > 10, "only \(moved) steps moved the lines below")
    }

    @Test func hitTestingInvertsCaretRectsOnRandomTexts() {
        let seed: UInt64 = 0x1A70_0002
        print("LayoutQueryTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        for round in 0 ..< 25 {
            var document = TextDocument(WrapTests.randomText(&random, paragraphs: 3))
            document.setParagraphStyle(ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12, alignment: round % 3 == 0 ? .center : .natural,
                                                      firstLineHeadIndent: 2, headIndent: 1),
                                       forParagraphsIn: NSRange(location: 0, length: document.length))
            let layout = TextLayout(document: document, width: Double(Int.random(in: 3 ... 20, using: &random)))
            for offset in 0 ... document.length {
                for affinity in [TextAffinity.upstream, .downstream] {
                    let caret = layout.caretRect(at: offset, affinity: affinity)
                    let found = layout.closestPosition(to: LayoutPoint(x: caret.x, y: caret.midY))
                    #expect(layout.caretRect(at: found.offset, affinity: found.affinity) == caret,
                            "round \(round) offset \(offset) \(affinity) -> \(found)")
                }
            }
        }
    }

    @Test func pointsBetweenAndOutsideLinesGoToTheNearestOwner() {
        var document = TextDocument("ab\ncd")
        document.setParagraphStyle(ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12), forParagraphsIn: NSRange(location: 0, length: 5))
        let layout = TextLayout(document: document, width: 100, measurer: FixedMeasurer())
        #expect(layout.closestPosition(to: LayoutPoint(x: -50, y: -50)) == LayoutPosition(offset: 0))
        #expect(layout.closestPosition(to: LayoutPoint(x: 500, y: 25)) == LayoutPosition(offset: 2)) // paragraph spacing below "ab"
        #expect(layout.closestPosition(to: LayoutPoint(x: 14, y: 33)) == LayoutPosition(offset: 4))
        #expect(layout.closestPosition(to: LayoutPoint(x: 500, y: 5000)) == LayoutPosition(offset: 5))
        #expect(layout.closestPosition(to: LayoutPoint(x: .nan, y: .nan)) == LayoutPosition(offset: 0))
    }

    @Test func selectionRectsRunToTheEdgeWhereTheSelectionGoesOn() {
        let layout = TextLayout(document: TextDocument("hello world\nxy"), width: 8)
        #expect(layout.selectionRects(for: NSRange(location: 3, length: 5)) == [
            LayoutRect(x: 3, y: 0, width: 5, height: 1), LayoutRect(x: 0, y: 1, width: 2, height: 1),
        ])
        #expect(layout.selectionRects(for: NSRange(location: 8, length: 5)) == [
            LayoutRect(x: 2, y: 1, width: 6, height: 1), LayoutRect(x: 0, y: 2, width: 1, height: 1),
        ])
        #expect(layout.selectionRects(for: NSRange(location: 11, length: 1)) == [LayoutRect(x: 5, y: 1, width: 3, height: 1)])
        #expect(layout.selectionRects(for: NSRange(location: 6, length: 0)).isEmpty)
        #expect(layout.selectionRects(for: NSRange(location: NSNotFound, length: 3)).isEmpty)
        #expect(layout.selectionRects(for: NSRange(location: -5, length: Int.max)).count == 3)
    }

    @Test func theVisibleRangeHoldsTheLinesInTheViewport() {
        let text = (0 ..< 100).map { "line \($0)" }.joined(separator: "\n")
        let layout = TextLayout(document: TextDocument(text), width: 100)
        let range = layout.visibleRange(in: LayoutRect(x: 0, y: 10, width: 100, height: 5))
        let document = layout.document
        #expect(range.location == document.location(ofLine: 10))
        #expect(range.location + range.length == document.lineContentEndForTests(14))
        #expect(layout.laidOutParagraphCount <= 16)
        #expect(layout.visibleRange(in: LayoutRect(x: 0, y: 1000, width: 10, height: 10)) == NSRange(location: document.length, length: 0))
    }
}

extension TextDocument {
    /// The end of line `index`'s text, before its break.
    func lineContentEndForTests(_ index: Int) -> Int {
        let range = lineRange(containing: location(ofLine: index))
        return substring(with: range).hasSuffix("\n") ? range.location + range.length - 1 : range.location + range.length
    }
}
