import TestSupport
import Foundation
import Testing
import TextViewCore

/// One test per paragraph rule (NSTextStorage's `fixAttributes`: a paragraph takes its first
/// character's paragraph style; a paragraph includes its separator).
@Suite struct ParagraphRuleTests {
    let wide = ParagraphStyle(lineSpacing: 6, paragraphSpacing: 12)
    let centred = ParagraphStyle(alignment: .center)

    /// Each paragraph's text with the paragraph style of each of its characters.
    func styles(_ doc: TextDocument) -> [String: [ParagraphStyle?]] {
        var result: [String: [ParagraphStyle?]] = [:]
        var location = 0
        while location < doc.length {
            let p = doc.paragraphRange(containing: location)
            result[doc.substring(with: p)] = (p.location ..< p.location + p.length).map { doc.attributes(at: $0).paragraphStyle }
            location = p.location + p.length
        }
        return result
    }

    @Test func aParagraphTakesItsFirstCharactersStyle() {
        var doc = TextDocument("one\ntwo\n")
        doc.setAttributes(TextAttributes().paragraphStyle(wide), range: NSRange(location: 0, length: 1))
        #expect(styles(doc)["one\n"] == Array(repeating: wide, count: 4))
        #expect(styles(doc)["two\n"] == Array(repeating: nil, count: 4))
        #expect(doc.paragraphStyle(at: 2) == wide)
        #expect(doc.paragraphStyle(at: 5) == nil)
        doc._invariantCheck()
    }

    @Test func aStyleSetInTheMiddleOfAParagraphDoesNotStick() {
        var doc = TextDocument("one two\n")
        doc.setAttributes(TextAttributes().paragraphStyle(wide).bold(), range: NSRange(location: 4, length: 3))
        #expect(doc.paragraphStyle(at: 0) == nil)
        #expect(doc.attributes(at: 5) == TextAttributes().bold())
        doc._invariantCheck()
    }

    @Test func newTextAtAParagraphsStartGivesTheParagraphItsStyle() {
        var doc = TextDocument("x\nbody\n")
        doc.setParagraphStyle(wide, forParagraphsIn: NSRange(location: 2, length: 0))
        doc.replaceCharacters(in: NSRange(location: 2, length: 0), with: "T", attributes: TextAttributes().paragraphStyle(centred))
        #expect(styles(doc)["Tbody\n"] == Array(repeating: centred, count: 6))
        doc._invariantCheck()
    }

    @Test func newTextInsideAParagraphTakesTheParagraphsStyle() {
        var doc = TextDocument("body\n")
        doc.setParagraphStyle(wide, forParagraphsIn: NSRange(location: 0, length: 0))
        doc.replaceCharacters(in: NSRange(location: 2, length: 0), with: "XY", attributes: TextAttributes().paragraphStyle(centred).bold())
        #expect(styles(doc)["boXYdy\n"] == Array(repeating: wide, count: 7))
        #expect(doc.attributes(at: 2) == TextAttributes().paragraphStyle(wide).bold())
        doc._invariantCheck()
    }

    @Test func deletingASeparatorJoinsIntoTheFirstParagraphsStyle() {
        var doc = TextDocument("one\ntwo")
        doc.setParagraphStyle(wide, forParagraphsIn: NSRange(location: 0, length: 0))
        doc.setParagraphStyle(centred, forParagraphsIn: NSRange(location: 5, length: 0))
        doc.replaceCharacters(in: NSRange(location: 3, length: 1), with: "")
        #expect(styles(doc)["onetwo"] == Array(repeating: wide, count: 6))
        doc._invariantCheck()
    }

    @Test func aNewlineSplitsAParagraphAndBothHalvesKeepItsStyle() {
        var doc = TextDocument("onetwo")
        doc.setParagraphStyle(wide, forParagraphsIn: NSRange(location: 0, length: 0))
        doc.replaceCharacters(in: NSRange(location: 3, length: 0), with: "\n")
        #expect(styles(doc)["one\n"] == Array(repeating: wide, count: 4))
        #expect(styles(doc)["two"] == Array(repeating: wide, count: 3))
        doc._invariantCheck()
    }

    @Test func everyLineBreakEndsAParagraph() {
        for separator in ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}"] {
            var doc = TextDocument("a\(separator)b")
            doc.setParagraphStyle(wide, forParagraphsIn: NSRange(location: 0, length: 0))
            let second = doc.length - 1
            #expect(doc.paragraphRange(containing: 0) == NSRange(location: 0, length: second), "separator \(separator.debugDescription)")
            #expect(doc.paragraphStyle(at: 0) == wide)
            #expect(doc.paragraphStyle(at: second) == nil, "separator \(separator.debugDescription)")
            doc._invariantCheck()
        }
    }

    @Test func aParagraphIncludesItsSeparator() {
        var doc = TextDocument("a\r\nb")
        doc.setParagraphStyle(wide, forParagraphsIn: NSRange(location: 0, length: 0))
        #expect(doc.attributes(at: 1).paragraphStyle == wide)
        #expect(doc.attributes(at: 2).paragraphStyle == wide)
        #expect(doc.attributes(at: 3).paragraphStyle == nil)
    }

    @Test func joiningCRAndLFIntoOneBreakMergesTheirParagraphs() {
        var doc = TextDocument("a\rX\nb")
        doc.setParagraphStyle(wide, forParagraphsIn: NSRange(location: 0, length: 0))
        doc.setParagraphStyle(centred, forParagraphsIn: NSRange(location: 2, length: 0))
        doc.replaceCharacters(in: NSRange(location: 2, length: 1), with: "")
        #expect(styles(doc)["a\r\n"] == Array(repeating: wide, count: 3))
        #expect(doc.paragraphStyle(at: 3) == nil)
        doc._invariantCheck()
    }

    @Test func setParagraphStyleCoversWholeParagraphsAndKeepsOtherAttributes() {
        var doc = TextDocument("one\ntwo\nthree")
        doc.setAttributes(TextAttributes().bold(), range: NSRange(location: 5, length: 1))
        doc.setParagraphStyle(wide, forParagraphsIn: NSRange(location: 2, length: 4))
        #expect(styles(doc)["one\n"] == Array(repeating: wide, count: 4))
        #expect(styles(doc)["two\n"] == Array(repeating: wide, count: 4))
        #expect(styles(doc)["three"] == Array(repeating: nil, count: 5))
        #expect(doc.attributes(at: 5) == TextAttributes().bold().paragraphStyle(wide))
        doc.setParagraphStyle(nil, forParagraphsIn: NSRange(location: 0, length: 1))
        #expect(doc.paragraphStyle(at: 0) == nil && doc.paragraphStyle(at: 4) == wide)
        doc._invariantCheck()
    }

    @Test func theEmptyParagraphAfterAFinalBreakHasNoStyle() {
        var doc = TextDocument("one\n")
        doc.setParagraphStyle(wide, forParagraphsIn: NSRange(location: 0, length: 4))
        #expect(doc.paragraphRange(containing: 4) == NSRange(location: 4, length: 0))
        #expect(doc.paragraphStyle(at: 4) == nil)
        doc.setParagraphStyle(centred, forParagraphsIn: NSRange(location: 4, length: 0))
        #expect(doc.paragraphStyle(at: 0) == wide)
        #expect(TextDocument().paragraphStyle(at: 0) == nil)
    }

    @Test func removingTheFirstCharactersStyleRemovesTheParagraphs() {
        var doc = TextDocument("abc\nd")
        doc.setParagraphStyle(wide, forParagraphsIn: NSRange(location: 0, length: 5))
        doc.removeAttribute(.paragraphStyle, range: NSRange(location: 0, length: 1))
        #expect(styles(doc)["abc\n"] == Array(repeating: nil, count: 4))
        #expect(doc.paragraphStyle(at: 4) == wide)
        doc.removeAttribute(.paragraphStyle, range: NSRange(location: 2, length: 3))
        #expect(doc.paragraphStyle(at: 4) == nil)
        doc._invariantCheck()
    }

    /// Many paragraphs, many styles, random edits: after each, every paragraph must be uniform on
    /// its first character's style (checked here directly, not only by the invariant check).
    @Test(arguments: Array(UInt64(1)...8))
    func paragraphsStayUniformUnderRandomEdits(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let styles: [ParagraphStyle?] = [nil, wide, centred, ParagraphStyle(headIndent: 4)]
        var doc = TextDocument(HostileText.string(using: &rng, maxPieces: 40))
        for step in 0..<400 {
            let range = AttributeDifferentialTests.range(length: doc.length, using: &rng)
            let value = TextAttributes().paragraphStyle(styles.randomElement(using: &rng)!)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: doc.setAttributes(value, range: range)
            case 1: doc.addAttributes(value, range: range)
            case 2: doc.setParagraphStyle(styles.randomElement(using: &rng)!, forParagraphsIn: range)
            case 3: doc.replaceCharacters(in: range, with: HostileText.string(using: &rng, maxPieces: 3), attributes: value)
            default: doc.replaceCharacters(in: range, with: HostileText.string(using: &rng, maxPieces: 3))
            }
            let units = Array(doc.utf16)
            let starts = ReferenceLines(units).starts
            for (k, start) in starts.enumerated() where start < units.count {
                let end = k + 1 < starts.count ? starts[k + 1] : units.count
                let first = doc.attributes(at: start).paragraphStyle
                for i in start ..< end where doc.attributes(at: i).paragraphStyle != first {
                    Issue.record("seed \(seed) step \(step): unit \(i) of paragraph \(start)..<\(end) differs from its first character")
                    return
                }
                #expect(doc.paragraphStyle(at: end - 1) == first)
            }
            doc._invariantCheck()
        }
    }
}
