import Foundation
import Testing
import TestSupport
@testable import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/Layout.md, "Incremental layout and estimated heights".
@Suite struct IncrementalLayoutTests {
    static let styles: [ParagraphStyle?] = [nil, ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12),
                                            ParagraphStyle(paragraphSpacingBefore: 3, headIndent: 2, lineHeightMultiple: 2),
                                            ParagraphStyle(alignment: .center, firstLineHeadIndent: 4, tailIndent: -3)]

    /// The layout of `document` from scratch, every paragraph laid out.
    static func full(_ document: TextDocument, width: Double) -> TextLayout {
        let layout = TextLayout(document: document, width: width)
        layout.layoutAll()
        return layout
    }

    static func expectSame(_ incremental: TextLayout, _ document: TextDocument, width: Double, _ note: String) {
        incremental.layoutAll()
        let reference = full(document, width: width)
        #expect(incremental.heights.entries == reference.heights.entries, "\(note)")
        #expect(incremental.documentHeight == reference.documentHeight, "\(note)")
        #expect(incremental.allLines() == reference.allLines(), "\(note)")
    }

    @Test func incrementalRelayoutEqualsAFullLayoutAfterRandomEdits() {
        let seed: UInt64 = 0x1A70_0003
        print("IncrementalLayoutTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        for round in 0 ..< 12 {
            var document = TextDocument(WrapTests.randomText(&random, paragraphs: 12))
            let width = Double(Int.random(in: 4 ... 20, using: &random))
            let layout = TextLayout(document: document, width: width)
            layout.layoutAll()
            for step in 0 ..< 40 {
                let old = document
                let location = Int.random(in: 0 ... document.length, using: &random)
                let length = Int.random(in: 0 ... min(8, document.length - location), using: &random)
                let inserted = (0 ..< Int.random(in: 0 ... 3, using: &random)).map { _ in
                    ["\n", "\r", "\r\n", "x", " ", "中", "e\u{301}", "longer word", "\t"].randomElement(using: &random)!
                }.joined()
                let range = document.clampedRange(NSRange(location: location, length: length), snapping: .scalar)!
                document.replaceCharacters(in: range, with: inserted)
                var changes = ChangeSet(replacing: range.location ..< range.location + range.length,
                                        with: inserted, length: old.length)
                if step % 7 == 3, let style = Self.styles.randomElement(using: &random) {
                    let paragraph = NSRange(location: Int.random(in: 0 ... document.length, using: &random), length: 0)
                    document.setParagraphStyle(style, forParagraphsIn: paragraph)
                    let touched = document.paragraphRange(containing: paragraph.location)
                    // Attribute edits come as a replacement of the range by itself, as `apply` sends them.
                    let mapped = changes.composed(with: ChangeSet(replacing: touched.location ..< touched.location + touched.length,
                                                                  with: document.substring(with: touched), length: document.length))
                    changes = mapped
                }
                layout.update(to: document, changes: changes)
                if step % 5 == 4 || step == 39 {
                    Self.expectSame(layout, document, width: width, "round \(round) step \(step)")
                }
            }
        }
    }

    @Test func anEditorsMultiSelectionChangesKeepTheLayoutExact() {
        let seed: UInt64 = 0x1A70_0004
        print("IncrementalLayoutTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        let editor = TextEditor(string: WrapTests.randomText(&random, paragraphs: 10))
        let layout = TextLayout(document: editor.document, width: 9)
        layout.layoutAll()
        let observation = editor.addObserver { [unowned editor] change in layout.apply(change, to: editor.document) }
        for step in 0 ..< 60 {
            let carets = (0 ..< 3).map { _ in TextSelection(caret: Int.random(in: 0 ... editor.document.length, using: &random)) }
            editor.selections = carets
            switch step % 4 {
            case 0: editor.insertText(["\n", "abc def", "中文"].randomElement(using: &random)!)
            case 1: editor.deleteBackward()
            case 2: editor.setAttributes(TextAttributes().paragraphStyle(Self.styles.compactMap { $0 }.randomElement(using: &random)!),
                                         range: NSRange(location: carets[0].head, length: 1))
            default: editor.insertText("x")
            }
            #expect(layout.document == editor.document)
            if step % 6 == 5 { Self.expectSame(layout, editor.document, width: 9, "step \(step)") }
        }
        observation.cancel()
    }

    @Test func aKeystrokeLaysOutOnlyTheTouchedParagraph() {
        var document = TextDocument((0 ..< 1000).map { "paragraph \($0) with some words" }.joined(separator: "\n"))
        let layout = TextLayout(document: document, width: 12)
        layout.layoutAll()
        let before = layout.paragraphLayoutCount
        let middle = document.location(ofLine: 500) + 4
        let old = document
        document.replaceCharacters(in: NSRange(location: middle, length: 0), with: "x")
        layout.update(to: document, changes: ChangeSet(replacing: middle ..< middle, with: "x", length: old.length))
        #expect(layout.paragraphLayoutCount - before == 1)
        #expect(layout.laidOutParagraphCount == 1000)
        // At a paragraph start the paragraph before is laid out too (a CR there could join an LF).
        let start = document.location(ofLine: 700)
        let old2 = document
        document.replaceCharacters(in: NSRange(location: start, length: 0), with: "y")
        layout.update(to: document, changes: ChangeSet(replacing: start ..< start, with: "y", length: old2.length))
        #expect(layout.paragraphLayoutCount - before == 3)
    }

    @Test func openingLaysOutOnlyWhatIsVisibleAndEstimatesAreCorrected() {
        // Every paragraph wraps into 3 lines at width 10; the estimate is one line each.
        let count = 20_000
        let document = TextDocument((0 ..< count).map { _ in "aaaaaaaaa bbbbbbbbb ccccccccc" }.joined(separator: "\n"))
        let layout = TextLayout(document: document, width: 10)
        #expect(layout.laidOutParagraphCount == 0)
        #expect(layout.documentHeight == Double(count))
        let range = layout.visibleRange(in: LayoutRect(x: 0, y: 0, width: 10, height: 50))
        #expect(layout.laidOutParagraphCount <= 18)
        #expect(range.location == 0)
        #expect(document.lineIndex(at: range.location + range.length) == 16)
        #expect(layout.documentHeight == Double(count) + 2 * Double(layout.laidOutParagraphCount))
        // Far away, the estimate decides where to look; what is shown is laid out there.
        let far = layout.visibleRange(in: LayoutRect(x: 0, y: 15_000, width: 10, height: 50))
        #expect(far.length > 0)
        #expect(layout.laidOutParagraphCount <= 40)
        #expect(layout.caretRect(at: far.location).y <= 15_000)
        #expect(layout.caretRect(at: far.location + far.length).y >= 15_000 + 49)
        layout.layoutAll()
        #expect(layout.documentHeight == Double(3 * count))
    }

    @Test func aLargePasteBecomesAnEstimatedGap() {
        var document = TextDocument("start")
        let layout = TextLayout(document: document, width: 80)
        layout.layoutAll()
        let old = document
        let paste = String(repeating: "line\n", count: 5000)
        document.replaceCharacters(in: NSRange(location: 5, length: 0), with: paste)
        layout.update(to: document, changes: ChangeSet(replacing: 5 ..< 5, with: paste, length: old.length))
        #expect(layout.laidOutParagraphCount < 10)
        #expect(layout.documentHeight == 5001)
        #expect(layout.caretRect(at: document.length).y == 5000)
    }

    @Test func aMismatchedChangeSetStartsOver() {
        let layout = TextLayout(document: TextDocument("abc"), width: 80)
        layout.layoutAll()
        layout.update(to: TextDocument("abcdef\nx"), changes: ChangeSet(length: 3))
        #expect(layout.laidOutParagraphCount == 0)
        #expect(layout.allLines().map(\.range) == [NSRange(location: 0, length: 6), NSRange(location: 7, length: 1)])
    }

    @Test func offsetToYStaysLogarithmic() {
        let result = ScaleProbe.measure(n: 20_000, bound: 2.5, prepare: { n -> (TextLayout, [Int]) in
            let document = TextDocument(String(repeating: "some words in a paragraph\n", count: n))
            let layout = TextLayout(document: document, width: 10)
            var random = SplitMix64(seed: 7)
            let offsets = (0 ..< 2000).map { _ in Int.random(in: 0 ... document.length, using: &random) }
            for offset in offsets { _ = layout.caretRect(at: offset) } // lay them out once
            return (layout, offsets)
        }, measure: { state in
            var sum = 0.0
            for offset in state.1 {
                sum += state.0.caretRect(at: offset).y
                sum += Double(state.0.closestPosition(to: LayoutPoint(x: 3, y: Double(offset) / 5)).offset)
            }
            #expect(sum > 0)
        })
        print("offset <-> y: \(result)")
        #expect(result.ratio < 2.5, "\(result)")
    }
}
