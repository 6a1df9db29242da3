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

    @Test func anEditKeepsTheLayoutsOfTheParagraphsItDoesNotTouch() {
        var document = TextDocument((0 ..< 40).map { "paragraph \($0) with some words" }.joined(separator: "\n"))
        let layout = TextLayout(document: document, width: 12)
        for line in [5, 20, 30] { _ = layout.caretRect(at: document.location(ofLine: line) + 3) }
        let before = layout.paragraphLayoutCount
        // Two lines inserted in paragraph 10: paragraph 5 stays where it was, 20 and 30 move down.
        let at = document.location(ofLine: 10) + 4
        let old = document
        document.replaceCharacters(in: NSRange(location: at, length: 0), with: "x\ny\nz")
        layout.update(to: document, changes: ChangeSet(replacing: at ..< at, with: "x\ny\nz", length: old.length))
        let afterEdit = layout.paragraphLayoutCount
        #expect(afterEdit - before == 3, "only the touched paragraph, now three, is laid out")
        let reference = Self.full(document, width: 12)
        for line in [5, 22, 32] {
            // y differs while paragraphs above are estimated; the line and x do not.
            let offset = document.location(ofLine: line) + 3
            #expect(layout.lineFragment(containing: offset).range == reference.lineFragment(containing: offset).range)
            #expect(layout.caretRect(at: offset).x == reference.caretRect(at: offset).x)
        }
        #expect(layout.paragraphLayoutCount == afterEdit, "a paragraph the edit did not touch was laid out again")
    }

    @Test func cachedLayoutsMovedThroughRandomEditsEqualFreshOnes() {
        let seed: UInt64 = 0x1A70_0005
        print("IncrementalLayoutTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        for round in 0 ..< 6 {
            let width = Double(Int.random(in: 3 ... 16, using: &random))
            let editor = TextEditor(string: WrapTests.randomText(&random, paragraphs: 50))
            let layout = TextLayout(document: editor.document, width: width)
            let observation = editor.addObserver { [unowned editor] change in layout.apply(change, to: editor.document) }
            for step in 0 ..< 50 {
                // Lay out a few paragraphs here and there, so the cache holds layouts to move.
                for _ in 0 ..< 3 { _ = layout.caretRect(at: Int.random(in: 0 ... editor.document.length, using: &random)) }
                let carets = (0 ..< Int.random(in: 1 ... 3, using: &random)).map { _ in
                    TextSelection(caret: Int.random(in: 0 ... editor.document.length, using: &random))
                }
                editor.selections = carets
                switch Int.random(in: 0 ..< 5, using: &random) {
                case 0: editor.insertText(["\n", "\r\n", "\r", "ab cd", "中文", "e\u{301}"].randomElement(using: &random)!)
                case 1: editor.deleteBackward()
                case 2: editor.deleteForward()
                case 3: editor.paste("one\ntwo three\n")
                default: editor.insertText("x")
                }
                layout._invariantCheck()
                let fresh = TextLayout(document: editor.document, width: width)
                for (index, cached) in layout.cache {
                    let expected = fresh.paragraph(at: index).layout
                    cached.wrapAll(in: editor.document)
                    expected.wrapAll(in: editor.document)
                    #expect(cached.start == expected.start && cached.length == expected.length,
                            "round \(round) step \(step): paragraph \(index) at \(cached.start)+\(cached.length), expected \(expected.start)+\(expected.length)")
                    let lines = (0 ..< cached.lines.count).map { cached.fragment(at: $0) }
                    let expectedLines = (0 ..< expected.lines.count).map { expected.fragment(at: $0) }
                    #expect(lines == expectedLines, "round \(round) step \(step): paragraph \(index)")
                }
                // And the queries through the layout agree with a fresh one.
                let offset = Int.random(in: 0 ... editor.document.length, using: &random)
                #expect(layout.lineFragment(containing: offset).range == fresh.lineFragment(containing: offset).range, "round \(round) step \(step) offset \(offset)")
                #expect(layout.caretRect(at: offset).x == fresh.caretRect(at: offset).x, "round \(round) step \(step) offset \(offset)")
            }
            observation.cancel()
        }
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
