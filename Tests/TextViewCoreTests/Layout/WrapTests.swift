import Foundation
import Testing
import TestSupport
@testable import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/Layout.md, "Soft wrap": line fragments against a plain greedy reference.
@Suite struct WrapTests {
    static let palette = ["a", "b", "word", " ", " ", "  ", "\t", "中", "文字", "😀", "👨‍👩‍👧", "❤️", "e\u{301}", "\u{301}",
                          "supercalifragilistic", "-", "(", ")", "한", "ｱ", "\u{00A0}", "。", "、", ",", "x"]

    static func randomText(_ random: inout SplitMix64, paragraphs: Int) -> String {
        (0 ..< paragraphs).map { _ in
            (0 ..< Int.random(in: 0 ... 25, using: &random)).map { _ in palette.randomElement(using: &random)! }.joined()
        }.joined(separator: "\n")
    }

    /// The lines of each paragraph, as ranges relative to the paragraph start.
    static func linesPerParagraph(_ layout: TextLayout) -> [[Range<Int>]] {
        var result: [[Range<Int>]] = [[]]
        var paragraphStart = 0
        for line in layout.allLines() {
            result[result.count - 1].append(line.range.location - paragraphStart ..< line.range.location + line.range.length - paragraphStart)
            if line.endsParagraph {
                paragraphStart = layout.document.paragraphRange(containing: line.range.location).upperBound
                result.append([])
            }
        }
        result.removeLast()
        return result
    }

    @Test(arguments: [false, true])
    func wrapsMatchTheGreedyReferenceOnRandomTexts(inPoints: Bool) {
        let measurer: any TextMeasurer = inPoints ? FixedMeasurer() : TerminalCellMeasurer()
        let seed: UInt64 = inPoints ? 0x1A70_0011 : 0x1A70_0001
        print("WrapTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        let unit = inPoints ? 10.0 : 1.0
        for round in 0 ..< 60 {
            let text = Self.randomText(&random, paragraphs: 4)
            var document = TextDocument(text)
            let style = ParagraphStyle(
                alignment: ParagraphStyle.Alignment.allCases.randomElement(using: &random)!,
                firstLineHeadIndent: Double(Int.random(in: 0 ... 3, using: &random)) * unit,
                headIndent: Double(Int.random(in: 0 ... 2, using: &random)) * unit,
                tailIndent: [0, -2 * unit, 14 * unit].randomElement(using: &random)!)
            document.setParagraphStyle(style, forParagraphsIn: NSRange(location: 0, length: document.length))
            let width = Double(Int.random(in: 1 ... 24, using: &random)) * unit
            let layout = TextLayout(document: document, width: width, measurer: measurer)
            let got = Self.linesPerParagraph(layout)
            let paragraphs = text.components(separatedBy: "\n")
            #expect(got.count == paragraphs.count)
            for (index, paragraph) in paragraphs.enumerated() where index < got.count {
                let expected = referenceWrap(Array(paragraph.utf16), measurer: measurer, width: width, style: style)
                #expect(got[index] == expected, "round \(round), width \(width), style \(style), paragraph \(Array(paragraph.unicodeScalars))")
            }
        }
    }

    @Test func asciiParagraphsWrapLikeTheReferenceWhetherTheyFitOrNot() {
        // Short ASCII paragraphs are wrapped before ICU's line breaker runs, and only when one
        // wraps are its opportunities found: both paths against the reference, at widths that
        // make some paragraphs fit and others wrap.
        let seed: UInt64 = 0x1A70_0021
        print("WrapTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        let palette = ["a", "word", " ", "  ", "\t", "-", "(", ")", "12", ",", ".", "x", "http://a.b/c", "don't", "!"]
        // Letters, digits and spaces only: their opportunities are found without ICU.
        let words = ["a", "word", " ", "  ", "12", "x9", "Zed", "   "]
        for round in 0 ..< 300 {
            let palette = round % 2 == 0 ? palette : words
            let paragraphs = (0 ..< 3).map { _ in
                (0 ..< Int.random(in: 0 ... 12, using: &random)).map { _ in palette.randomElement(using: &random)! }.joined()
            }
            let width = Double(Int.random(in: 1 ... 40, using: &random))
            let layout = TextLayout(document: TextDocument(paragraphs.joined(separator: "\n")), width: width)
            let got = Self.linesPerParagraph(layout)
            #expect(got.count == paragraphs.count)
            for (index, paragraph) in paragraphs.enumerated() where index < got.count {
                let expected = referenceWrap(Array(paragraph.utf16), measurer: TerminalCellMeasurer(), width: width, style: .default)
                #expect(got[index] == expected, "round \(round), width \(width), paragraph \(paragraph.debugDescription)")
            }
        }
    }

    @Test func aLongWordBreaksAtClusterBoundariesNeverInsideOne() {
        // "e" + combining acute is one cluster: it never splits, whatever the width.
        let text = String(repeating: "e\u{301}中", count: 6)
        for width in 1 ... 7 {
            let layout = TextLayout(document: TextDocument(text), width: Double(width))
            for line in layout.allLines() {
                let document = layout.document
                #expect(document.rangeOfComposedCharacterSequence(at: line.range.location).location == line.range.location)
                #expect(line.usedRect.width <= Double(max(width, 2)), "width \(width): \(line)")
            }
        }
    }

    @Test func tabsAdvanceToTheNextStop() {
        let layout = TextLayout(document: TextDocument("a\tb\t\tc"), width: 100)
        #expect(layout.caretRect(at: 1).x == 1)
        #expect(layout.caretRect(at: 2).x == 8)
        #expect(layout.caretRect(at: 3).x == 9)
        #expect(layout.caretRect(at: 4).x == 16)
        #expect(layout.caretRect(at: 5).x == 24)
    }

    @Test func indentsAndAlignmentPlaceTheLines() {
        var document = TextDocument("aaaa bbbb cccc")
        document.setParagraphStyle(ParagraphStyle(alignment: .right, firstLineHeadIndent: 2, headIndent: 1, tailIndent: -1),
                                   forParagraphsIn: NSRange(location: 0, length: 1))
        let lines = TextLayout(document: document, width: 10).allLines()
        // Lines end at 9 (tail indent -1); each holds 4 cells of content, right-aligned.
        #expect(lines.map(\.range) == [NSRange(location: 0, length: 5), NSRange(location: 5, length: 5), NSRange(location: 10, length: 4)])
        #expect(lines[0].usedRect.x == 5 && lines[1].usedRect.x == 5 && lines[2].usedRect.x == 5)
        document.setParagraphStyle(ParagraphStyle(alignment: .center, tailIndent: 8), forParagraphsIn: NSRange(location: 0, length: 1))
        let centred = TextLayout(document: document, width: 100).allLines()
        #expect(centred[0].range == NSRange(location: 0, length: 5))
        #expect(centred[0].usedRect.x == 2) // (8 - 4) / 2
    }

    @Test func crlfAndOtherBreaksEndParagraphsAndAreNotShown() {
        let layout = TextLayout(document: TextDocument("ab\r\ncd\u{2029}e\rf"), width: 10)
        #expect(layout.allLines().map(\.range) == [NSRange(location: 0, length: 2), NSRange(location: 4, length: 2),
                                                   NSRange(location: 7, length: 1), NSRange(location: 9, length: 1)])
        #expect(layout.caretRect(at: 3) == layout.caretRect(at: 2)) // inside the CRLF: snapped back
    }
}
