import Foundation
import ScaleScenarios
import Testing
import TestingSupport
import TestSupport
@testable import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/Layout.md, "Long paragraphs": a paragraph longer than the
/// layout's limit is measured a window at a time, as far as its lines are wrapped, and lays out
/// exactly as when it is measured whole.
@Suite struct LongParagraphTests {
    /// Text that puts the window's cuts and the line breaker's restarts in hard places: marks after
    /// a letter, a cluster longer than a window, flags and emoji sequences, dictionary scripts
    /// (Thai), numbers with punctuation (UAX #14 LB25), quotes and brackets, VT and FF (mandatory
    /// breaks inside a paragraph), tabs and spaces.
    static let palette = WrapTests.palette + ["ภาษาไทยง่าย", "ສະບາຍດີ", "🇫🇷🇩🇪🇯", "👍🏽", "\u{200D}", "e\u{301}\u{302}\u{303}",
                                              "a" + String(repeating: "\u{301}", count: 20), "\u{1100}\u{1161}\u{11A8}", "\u{0B}", "\u{0C}",
                                              "1,234.5%", "$(12)", "\"q\"", "«", "»", "—", "http://x.y/z?a=1&b", "[", "]", "{\"k\":[1,2]},"]

    static func randomText(_ random: inout SplitMix64, paragraphs: Int) -> String {
        (0 ..< paragraphs).map { _ in
            let items = Int.random(in: 0 ... 3, using: &random) == 0 ? Int.random(in: 0 ... 8, using: &random) : Int.random(in: 20 ... 120, using: &random)
            return (0 ..< items).map { _ in palette.randomElement(using: &random)! }.joined()
        }.joined(separator: ["\n", "\r\n", "\u{2029}"].randomElement(using: &random)!)
    }

    /// A layout of `document` that measures each paragraph longer than `limit` units `window`
    /// units at a time.
    static func windowed(_ document: TextDocument, width: Double, measurer: any TextMeasurer, limit: Int, window: Int) -> TextLayout {
        let layout = TextLayout(document: document, width: width, measurer: measurer)
        layout.environment.lazyMeasureLimit = limit
        layout.environment.measureWindow = window
        return layout
    }

    @Test(arguments: [false, true])
    func aParagraphMeasuredInWindowsLaysOutAsWhenMeasuredWhole(inPoints: Bool) {
        let seed: UInt64 = inPoints ? 0x1A70_0021 : 0x1A70_0022
        print("LongParagraphTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        for round in 0 ..< 40 {
            var document = TextDocument(Self.randomText(&random, paragraphs: Int.random(in: 1 ... 4, using: &random)))
            if inPoints && document.length > 0 {
                // Fonts of several sizes: each line's height is its tallest cluster's.
                for _ in 0 ..< 3 {
                    let location = Int.random(in: 0 ..< document.length, using: &random)
                    let length = Int.random(in: 0 ... document.length - location, using: &random)
                    document.addAttributes(TextAttributes().font(.system(size: Double(Int.random(in: 8 ... 30, using: &random)))),
                                           range: NSRange(location: location, length: length))
                }
            }
            let unit = inPoints ? 10.0 : 1.0
            let width = unit * Double(Int.random(in: 2 ... 24, using: &random))
            let measurer: any TextMeasurer = inPoints ? FixedMeasurer() : TerminalCellMeasurer()
            let limit = Int.random(in: 0 ... 24, using: &random)
            let window = Int.random(in: 1 ... 17, using: &random)
            let note = "round \(round): limit \(limit), window \(window), width \(width)"
            let layout = Self.windowed(document, width: width, measurer: measurer, limit: limit, window: window)
            // Queries first, so that paragraphs are measured in part, in any order.
            for _ in 0 ..< 4 {
                let offset = Int.random(in: 0 ... document.length, using: &random)
                _ = layout.caretRect(at: offset)
                _ = layout.lineFragment(atY: Double.random(in: 0 ... 400, using: &random))
            }
            layout._invariantCheck()
            let whole = TextLayout(document: document, width: width, measurer: measurer)
            let lines = layout.allLines()
            let wholeLines = whole.allLines()
            #expect(lines == wholeLines, "\(note)")
            layout.layoutAll()
            whole.layoutAll()
            #expect(layout.heights.entries == whole.heights.entries, "\(note)")
            #expect(layout.documentHeight == whole.documentHeight, "\(note)")
            // Every query agrees too.
            for _ in 0 ..< 8 {
                let offset = Int.random(in: 0 ... document.length, using: &random)
                #expect(layout.caretRect(at: offset) == whole.caretRect(at: offset), "\(note): caret at \(offset)")
            }
        }
    }

    @Test func editsInsideALongParagraphKeepItsLinesAboveAndLayOutAsAFreshLayout() {
        let seed: UInt64 = 0x1A70_0024
        print("LongParagraphTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        var reused = 0
        for round in 0 ..< 12 {
            let width = Double(Int.random(in: 3 ... 20, using: &random))
            let editor = TextEditor(string: Self.randomText(&random, paragraphs: Int.random(in: 1 ... 3, using: &random)))
            let limit = Int.random(in: 0 ... 24, using: &random)
            let window = Int.random(in: 1 ... 17, using: &random)
            let margin = Int.random(in: 24 ... 40, using: &random)
            let layout = Self.windowed(editor.document, width: width, measurer: TerminalCellMeasurer(), limit: limit, window: window)
            layout.environment.reuseMargin = margin
            let observation = editor.addObserver { [unowned editor] change in layout.apply(change, to: editor.document) }
            for step in 0 ..< 30 {
                let note = "round \(round) step \(step): limit \(limit), window \(window), margin \(margin), width \(width)"
                // The caret's line laid out, as a view does after each keystroke.
                let caret = Int.random(in: 0 ... editor.document.length, using: &random)
                _ = layout.caretRect(at: caret)
                let before = layout.paragraph(containing: caret).layout
                let keptBefore = before.lines.count
                editor.selectedRange = NSRange(location: caret, length: 0)
                switch Int.random(in: 0 ..< 6, using: &random) {
                case 0: editor.deleteBackward()
                case 1: editor.insertText(Self.palette.randomElement(using: &random)!)
                case 2: editor.insertText("\n")
                default: editor.insertText(["x", " ", "e\u{301}", "\u{301}", "中", "(", "1"].randomElement(using: &random)!)
                }
                layout._invariantCheck()
                if keptBefore > 0 && before.lines.isEmpty { reused += 1 }
                let fresh = TextLayout(document: editor.document, width: width)
                #expect(layout.allLines() == fresh.allLines(), "\(note)")
            }
            observation.cancel()
        }
        // The path under test was taken: edits whose paragraph kept lines from before.
        print("LongParagraphTests: \(reused) of 360 edits kept a paragraph's lines")
        #expect(reused >= 30)
    }

    @Test func windowsFindTheClustersAndBreaksOfAWholePass() {
        let seed: UInt64 = 0x1A70_0023
        print("LongParagraphTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        for round in 0 ..< 60 {
            let document = TextDocument(Self.randomText(&random, paragraphs: 1))
            var whole = LayoutEnvironment(measurer: TerminalCellMeasurer(), width: .infinity, defaultAttributes: TextAttributes(),
                                          findsEveryBreakOpportunity: true)
            var windowed = whole
            windowed.lazyMeasureLimit = 0
            windowed.measureWindow = Int.random(in: 1 ... 9, using: &random)
            whole.lazyMeasureLimit = .max - 1
            let expected = whole.layoutParagraph(startingAt: 0, in: document)
            let got = windowed.layoutParagraph(startingAt: 0, in: document)
            got.wrapAll(in: document)
            #expect(Self.flags(got) == Self.flags(expected), "round \(round), window \(windowed.measureWindow): \(document.string.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// Each cluster's end, break opportunity, mandatory break and hanging.
    static func flags(_ paragraph: ParagraphLayout) -> [String] {
        paragraph.clusters.map { "\($0.end)\($0.breakAfter ? "b" : "")\($0.mandatoryBreak ? "m" : "")\($0.hangs ? "h" : "")" }
    }

    @Test func theTopOfAHugeLineIsLaidOutWithoutMeasuringTheRest() {
        // 2 M units of minified JSON on one line: the first screen measures one window.
        let document = TextDocument(String(repeating: "{\"key\":[1,2,3],\"v\":\"abc\"},", count: 80_000))
        let layout = TextLayout(document: document, width: 80)
        let first = layout.lineFragment(containing: 0)
        #expect(first.range == NSRange(location: 0, length: 78))
        let paragraph = layout.paragraph(at: 0).layout
        #expect(paragraph.clusters.count <= 2 * layout.environment.measureWindow, "measured \(paragraph.clusters.count) clusters for the first line")
        #expect(paragraph.lines.count == 1)
        #expect(!paragraph.isComplete)
        // The estimate of its height: the rest at the lines per cluster so far, within a few percent.
        let estimated = layout.documentHeight
        layout.layoutAll()
        #expect(abs(estimated - layout.documentHeight) <= layout.documentHeight * 0.05, "estimated \(estimated), measured \(layout.documentHeight)")
        #expect(paragraph.isComplete && paragraph.isFullyMeasured)
        #expect(paragraph.clusters.count == document.length)
    }

    @MainActor @Test(.enabled(if: scaleTestsEnabled, "internal checks make every mutation O(n)"))
    func theFirstLineCostsTheSameAtNAnd4nAndTheMiddleLineLinearly() {
        expectScales(ScaleScenario.layout, "TextLayout: the first line of one paragraph of n units")
        expectScales(ScaleScenario.layout, "TextLayout: the middle line of one paragraph of n units")
    }

    @MainActor @Test(.enabled(if: scaleTestsEnabled, "internal checks make every mutation O(n)"))
    func aKeystrokeAtTheEndOfALongLineCostsTheSameAtNAnd4n() {
        expectScales(ScaleScenario.layout, "TextEditor: 20 keystrokes at the end of one line of n units, laid out")
    }

    /// A measurer that asks the layout for a caret far down the paragraph it is measuring, once.
    final class ReenteringMeasurer: TextMeasurer, @unchecked Sendable {
        weak var layout: TextLayout?
        var target = 0
        var calls = 0
        var tabInterval: Double { 8 }
        func advance(of cluster: TextCluster, attributes: TextAttributes) -> Double {
            calls += 1
            if calls == 50, let layout { _ = layout.caretRect(at: target) }
            return 1
        }
        func metrics(of font: FontDescription?) -> FontMetrics { FontMetrics(lineHeight: 1, ascent: 1, descent: 0) }
    }

    @Test func aMeasurerThatComesBackToTheLayoutLeavesItWhole() {
        let document = TextDocument(String(repeating: "ab cd ", count: 2_000))
        let measurer = ReenteringMeasurer()
        let layout = Self.windowed(document, width: 10, measurer: measurer, limit: 100, window: 64)
        measurer.layout = layout
        measurer.target = 5_000
        _ = layout.caretRect(at: 1_000)
        layout._invariantCheck()
        let whole = TextLayout(document: document, width: 10, measurer: FixedMeasurer.Unit())
        #expect(layout.allLines() == whole.allLines())
    }
}

extension FixedMeasurer {
    /// Every cluster 1 wide, tab stops every 8, lines 1 high: what ``LongParagraphTests/ReenteringMeasurer`` measures.
    struct Unit: TextMeasurer {
        var tabInterval: Double { 8 }
        func advance(of cluster: TextCluster, attributes: TextAttributes) -> Double { 1 }
        func metrics(of font: FontDescription?) -> FontMetrics { FontMetrics(lineHeight: 1, ascent: 1, descent: 0) }
    }
}
