import Foundation
import Testing
import TextViewCore

/// One test per rule of the attribute runs, named after the rule.
@Suite struct AttributeRuleTests {
    let bold = TextAttributes().bold()
    let red = TextAttributes().foregroundColor(.red)
    let blue = TextAttributes().foregroundColor(.blue)

    /// The runs as (text, attributes) pairs, for readable expectations.
    func pieces(_ doc: TextDocument) -> [(String, TextAttributes)] {
        doc.runs.map { (doc.substring(with: $0.range), $0.attributes) }
    }

    func expectPieces(_ doc: TextDocument, _ expected: [(String, TextAttributes)], sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = pieces(doc)
        #expect(actual.map(\.0) == expected.map(\.0), sourceLocation: sourceLocation)
        #expect(actual.map(\.1) == expected.map(\.1), sourceLocation: sourceLocation)
        doc._invariantCheck()
    }

    @Test func newDocumentIsOneRunWithNoAttributes() {
        let doc = TextDocument("hello")
        expectPieces(doc, [("hello", TextAttributes())])
        #expect(Array(TextDocument().runs).isEmpty)
    }

    @Test func insertedTextTakesTheAttributesItIsGiven() {
        var doc = TextDocument("ac")
        doc.replaceCharacters(in: NSRange(location: 1, length: 0), with: "b", attributes: bold)
        expectPieces(doc, [("a", TextAttributes()), ("b", bold), ("c", TextAttributes())])
    }

    @Test func plainReplaceTakesTheFirstReplacedCharactersAttributes() {
        var doc = TextDocument("abcd")
        doc.setAttributes(red, range: NSRange(location: 1, length: 1))
        doc.setAttributes(blue, range: NSRange(location: 2, length: 1))
        doc.replaceCharacters(in: NSRange(location: 1, length: 2), with: "XYZ")
        expectPieces(doc, [("a", TextAttributes()), ("XYZ", red), ("d", TextAttributes())])
    }

    @Test func plainInsertTakesThePreviousCharactersAttributes() {
        var doc = TextDocument("ab")
        doc.setAttributes(red, range: NSRange(location: 0, length: 1))
        doc.replaceCharacters(in: NSRange(location: 1, length: 0), with: "x")
        expectPieces(doc, [("ax", red), ("b", TextAttributes())])
    }

    @Test func plainInsertAtLocationZeroTakesTheNextCharactersAttributes() {
        var doc = TextDocument("ab")
        doc.setAttributes(red, range: NSRange(location: 0, length: 1))
        doc.replaceCharacters(in: NSRange(location: 0, length: 0), with: "x")
        expectPieces(doc, [("xa", red), ("b", TextAttributes())])
    }

    @Test func plainInsertIntoAnEmptyDocumentHasNoAttributes() {
        var doc = TextDocument("abc")
        doc.setAttributes(red, range: NSRange(location: 0, length: 3))
        doc.replaceCharacters(in: NSRange(location: 0, length: 3), with: "")
        #expect(doc.length == 0 && Array(doc.runs).isEmpty)
        doc.replaceCharacters(in: NSRange(location: 0, length: 0), with: "new")
        expectPieces(doc, [("new", TextAttributes())])
    }

    @Test func deletedTextTakesItsRunsWithIt() {
        var doc = TextDocument("aXbYc")
        doc.setAttributes(red, range: NSRange(location: 1, length: 1))
        doc.setAttributes(blue, range: NSRange(location: 3, length: 1))
        doc.replaceCharacters(in: NSRange(location: 1, length: 3), with: "")
        expectPieces(doc, [("ac", TextAttributes())])
    }

    @Test func equalNeighboursAlwaysCoalesce() {
        var doc = TextDocument("aaXbb")
        doc.setAttributes(red, range: NSRange(location: 0, length: 2))
        doc.setAttributes(red, range: NSRange(location: 3, length: 2))
        expectPieces(doc, [("aa", red), ("X", TextAttributes()), ("bb", red)])
        doc.setAttributes(red, range: NSRange(location: 2, length: 1))
        expectPieces(doc, [("aaXbb", red)])
        doc.setAttributes(blue, range: NSRange(location: 2, length: 1))
        doc.replaceCharacters(in: NSRange(location: 2, length: 1), with: "")
        expectPieces(doc, [("aabb", red)])
        doc.replaceCharacters(in: NSRange(location: 2, length: 0), with: "Z", attributes: red)
        expectPieces(doc, [("aaZbb", red)])
    }

    @Test func effectiveRangeIsTheWholeMergedRun() {
        var doc = TextDocument("0123456789")
        doc.setAttributes(red, range: NSRange(location: 2, length: 3))
        doc.setAttributes(red, range: NSRange(location: 5, length: 2))
        var range = NSRange()
        #expect(doc.attributes(at: 4, effectiveRange: &range) == red)
        #expect(range == NSRange(location: 2, length: 5))
        #expect(doc.attributes(at: 9, effectiveRange: &range) == TextAttributes())
        #expect(range == NSRange(location: 7, length: 3))
    }

    @Test func longestEffectiveRangeIsClippedToTheLimit() {
        var doc = TextDocument("0123456789")
        doc.setAttributes(red, range: NSRange(location: 2, length: 6))
        var range = NSRange()
        #expect(doc.attributes(at: 4, longestEffectiveRange: &range, in: NSRange(location: 3, length: 3)) == red)
        #expect(range == NSRange(location: 3, length: 3))
        // A location outside the limit is moved into it instead of raising.
        #expect(doc.attributes(at: 0, longestEffectiveRange: &range, in: NSRange(location: 5, length: 5)) == red)
        #expect(range == NSRange(location: 5, length: 3))
        // An empty limit gives an empty range there.
        _ = doc.attributes(at: 4, longestEffectiveRange: &range, in: NSRange(location: 6, length: 0))
        #expect(range == NSRange(location: 6, length: 0))
    }

    @Test func locationsOutsideTheTextGiveNoAttributes() {
        var doc = TextDocument("abc")
        doc.setAttributes(red, range: NSRange(location: 0, length: 3))
        var range = NSRange(location: 99, length: 99)
        #expect(doc.attributes(at: 3, effectiveRange: &range) == TextAttributes())
        #expect(range == NSRange(location: 3, length: 0))
        #expect(doc.attributes(at: NSNotFound, effectiveRange: &range) == TextAttributes())
        #expect(doc.attributes(at: Int.min) == red)
        #expect(TextDocument().attributes(at: 0, effectiveRange: &range) == TextAttributes())
        #expect(range == NSRange(location: 0, length: 0))
    }

    @Test func addAttributesLetsTheArgumentsSetFieldsWin() {
        var doc = TextDocument("abcd")
        doc.setAttributes(TextAttributes().font(.preferred(.body)).foregroundColor(.red), range: NSRange(location: 0, length: 2))
        doc.addAttributes(TextAttributes().foregroundColor(.blue).custom("tag", 1), range: NSRange(location: 1, length: 2))
        expectPieces(doc, [
            ("a", TextAttributes().font(.preferred(.body)).foregroundColor(.red)),
            ("b", TextAttributes().font(.preferred(.body)).foregroundColor(.blue).custom("tag", 1)),
            ("c", TextAttributes().foregroundColor(.blue).custom("tag", 1)),
            ("d", TextAttributes()),
        ])
    }

    @Test func removeAttributeRemovesOnlyThatKey() {
        var doc = TextDocument("abcd")
        doc.setAttributes(TextAttributes().bold().foregroundColor(.red).custom("tag", 1).custom("keep", "x"), range: NSRange(location: 0, length: 4))
        doc.removeAttribute(.foregroundColor, range: NSRange(location: 1, length: 2))
        doc.removeAttribute(.custom("tag"), range: NSRange(location: 0, length: 2))
        expectPieces(doc, [
            ("a", TextAttributes().bold().foregroundColor(.red).custom("keep", "x")),
            ("b", TextAttributes().bold().custom("keep", "x")),
            ("c", TextAttributes().bold().custom("tag", 1).custom("keep", "x")),
            ("d", TextAttributes().bold().foregroundColor(.red).custom("tag", 1).custom("keep", "x")),
        ])
    }

    @Test func attributeRangesSnapOutwardToScalars() {
        var doc = TextDocument("a😀b")
        doc.setAttributes(red, range: NSRange(location: 2, length: 1))
        expectPieces(doc, [("a", TextAttributes()), ("😀", red), ("b", TextAttributes())])
        doc.addAttributes(blue, range: NSRange(location: 0, length: 2))
        expectPieces(doc, [("a😀", blue), ("b", TextAttributes())])
    }

    @Test func runBoundariesMayFallInsideAGraphemeCluster() {
        // As in NSAttributedString: scalars, not clusters, bound runs.
        var doc = TextDocument("e\u{301}")
        doc.setAttributes(red, range: NSRange(location: 1, length: 1))
        expectPieces(doc, [("e", TextAttributes()), ("\u{301}", red)])
    }

    @Test func hostileRangesNeverTrapAndNotFoundIsANoOp() {
        var doc = TextDocument("abc")
        let before = doc
        doc.setAttributes(red, range: NSRange(location: NSNotFound, length: 2))
        doc.addAttributes(red, range: NSRange(location: NSNotFound, length: 0))
        doc.removeAttribute(.font, range: NSRange(location: NSNotFound, length: 1))
        doc.replaceCharacters(in: NSRange(location: NSNotFound, length: 0), with: "x", attributes: red)
        #expect(doc == before)
        doc.setAttributes(red, range: NSRange(location: Int.max, length: Int.max))
        doc.setAttributes(red, range: NSRange(location: 2, length: -5))
        expectPieces(doc, [("ab", red), ("c", TextAttributes())])
        doc.setAttributes(blue, range: NSRange(location: -5, length: Int.max))
        expectPieces(doc, [("abc", blue)])
        #expect(Array(doc.runs(in: NSRange(location: -10, length: Int.max))).count == 1)
    }

    @Test func runsAndEnumerationClipToTheRangeAskedFor() {
        var doc = TextDocument("0123456789")
        doc.setAttributes(red, range: NSRange(location: 2, length: 4))
        let runs = Array(doc.runs(in: NSRange(location: 3, length: 5)))
        #expect(runs.map(\.range) == [NSRange(location: 3, length: 3), NSRange(location: 6, length: 2)])
        var seen: [NSRange] = []
        doc.enumerateAttributes(in: NSRange(location: 1, length: 9)) { _, range, stop in
            seen.append(range)
            if seen.count == 2 { stop = true }
        }
        #expect(seen == [NSRange(location: 1, length: 1), NSRange(location: 2, length: 4)])
        #expect(Array(doc.runs(in: NSRange(location: 4, length: 0))).isEmpty)
    }

    @Test func equalityComparesTextAndRuns() {
        var a = TextDocument("same")
        var b = TextDocument("same")
        #expect(a == b)
        a.setAttributes(red, range: NSRange(location: 0, length: 2))
        #expect(a != b)
        b.setAttributes(blue, range: NSRange(location: 0, length: 2))
        #expect(a != b)
        b.setAttributes(red, range: NSRange(location: 0, length: 1))
        b.setAttributes(red, range: NSRange(location: 1, length: 1))
        #expect(a == b)
    }

    @Test func copiesKeepTheirOwnRuns() {
        var original = TextDocument(String(repeating: "abcdefghij", count: 50))
        for i in stride(from: 0, to: 500, by: 7) {
            original.setAttributes(i % 2 == 0 ? red : blue, range: NSRange(location: i, length: 3))
        }
        let copy = original
        let before = Array(copy.runs)
        original.setAttributes(bold, range: NSRange(location: 0, length: 250))
        original.replaceCharacters(in: NSRange(location: 100, length: 100), with: "x")
        #expect(Array(copy.runs) == before)
        #expect(Array(original.runs) != before)
        copy._invariantCheck()
        original._invariantCheck()
    }

    @Test func attributesWithNaNStillCoalesce() {
        var doc = TextDocument("abcd")
        let weird = TextAttributes().kern(.nan).custom("x", .double(.nan))
        doc.setAttributes(weird, range: NSRange(location: 0, length: 2))
        doc.setAttributes(weird, range: NSRange(location: 2, length: 2))
        #expect(Array(doc.runs).count == 1)
        #expect(doc.attributes(at: 0) == TextAttributes().kern(0).custom("x", .double(0)))
        doc._invariantCheck()
    }
}
