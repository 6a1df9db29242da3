import TestSupport
import Foundation
import Testing
import TextViewCore

/// To and from NSAttributedString and AttributedString: text and runs round-trip exactly.
@Suite struct InteropTests {
    /// A random document with runs of every palette value, on hostile text.
    static func randomDocument(seed: UInt64) -> TextDocument {
        var rng = SplitMix64(seed: seed)
        var doc = TextDocument(HostileText.string(using: &rng, maxPieces: 40))
        for _ in 0..<30 {
            let range = AttributeDifferentialTests.range(length: doc.length, using: &rng)
            if Bool.random(using: &rng) {
                doc.setAttributes(AttributePalette.values.randomElement(using: &rng)!, range: range)
            } else {
                doc.addAttributes(AttributePalette.additions.randomElement(using: &rng)!, range: range)
            }
        }
        return doc
    }

    @Test(arguments: Array(UInt64(1)...30))
    func nsAttributedStringRoundTripsTextAndRuns(seed: UInt64) {
        let doc = InteropTests.randomDocument(seed: seed)
        let ns = NSAttributedString(doc)
        #expect(ns.string == doc.string, "seed \(seed)")
        var nsRuns: [NSRange] = []
        ns.enumerateAttributes(in: NSRange(location: 0, length: ns.length), options: []) { _, range, _ in nsRuns.append(range) }
        #expect(nsRuns == doc.runs.map(\.range), "seed \(seed): Foundation merges exactly the same runs")
        let back = TextDocument(ns)
        #expect(back == doc, "seed \(seed)")
        #expect(Array(back.runs) == Array(doc.runs), "seed \(seed)")
        back._invariantCheck()
    }

    @Test(arguments: Array(UInt64(1)...30))
    func attributedStringRoundTripsTextAndRuns(seed: UInt64) {
        let doc = InteropTests.randomDocument(seed: seed)
        let attributed = AttributedString(doc)
        #expect(String(attributed.characters) == doc.string, "seed \(seed)")
        #expect(attributed.runs.count == Array(doc.runs).count, "seed \(seed)")
        let back = TextDocument(attributed)
        #expect(back == doc, "seed \(seed)")
        back._invariantCheck()
    }

    @Test func eachFieldHasItsFoundationKeyAndForm() {
        let attributes = TextAttributes(
            font: FontDescription(textStyle: .headline, pointSize: 20, weight: .heavy, isItalic: true, isMonospaced: true),
            foregroundColor: RGBAColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1),
            backgroundColor: .clear, underlineStyle: .thick, strikethroughStyle: [],
            kern: 2.5, link: URL(string: "https://a.example")!, paragraphStyle: ParagraphStyle(lineSpacing: 3, alignment: .justified),
            customValues: ["i": .int(7), "d": .double(7), "b": .bool(true), "s": .string("seven")]
        )
        let dictionary = attributes.foundationAttributes
        #expect(dictionary[NSAttributedString.Key("NSKern")] as? Double == 2.5)
        #expect(dictionary[NSAttributedString.Key("NSUnderline")] as? Int == TextAttributes.LineStyle.thick.rawValue)
        #expect(dictionary[NSAttributedString.Key("NSStrikethrough")] as? Int == 0)
        #expect(dictionary[NSAttributedString.Key("NSLink")] as? URL == URL(string: "https://a.example"))
        #expect(dictionary[.textViewCoreForegroundColor] as? [Double] == [0.25, 0.5, 0.75, 1])
        let font = dictionary[NSAttributedString.Key("TextViewCore.font")] as? [String: Any]
        #expect(font?["textStyle"] as? String == "headline")
        #expect(font?["weight"] as? String == "heavy")
        let paragraph = dictionary[.textViewCoreParagraphStyle] as? [String: Any]
        #expect(paragraph?["alignment"] as? String == "justified")
        #expect(paragraph?["lineSpacing"] as? Double == 3)
        #expect(dictionary[NSAttributedString.Key("s")] as? String == "seven")
        // Through a real attributed string and back, every custom value keeps its type.
        let doc = TextDocument("abc")
        var styled = doc
        styled.setAttributes(attributes, range: NSRange(location: 0, length: 3))
        let back = TextDocument(NSAttributedString(styled))
        #expect(back.attributes(at: 1) == attributes)
        #expect(back.attributes(at: 1)[custom: "d"] == .double(7))
        #expect(back.attributes(at: 1)[custom: "i"] == .int(7))
    }

    @Test func foreignFoundationAttributesAreReadOrDropped() {
        let ns = NSMutableAttributedString(string: "link here")
        ns.addAttribute(NSAttributedString.Key("NSLink"), value: "https://b.example", range: NSRange(location: 0, length: 4))
        ns.addAttribute(NSAttributedString.Key("app.count"), value: 3, range: NSRange(location: 0, length: 9))
        ns.addAttribute(NSAttributedString.Key("app.list"), value: [1, 2], range: NSRange(location: 5, length: 4))
        let doc = TextDocument(ns)
        #expect(doc.attributes(at: 0).link == URL(string: "https://b.example"))
        #expect(doc.attributes(at: 0)[custom: "app.count"] == .int(3))
        // An array is no custom value: dropped, so the last runs merge.
        #expect(doc.attributes(at: 6) == TextAttributes().custom("app.count", 3))
        #expect(doc.runs.map(\.range) == [NSRange(location: 0, length: 4), NSRange(location: 4, length: 5)])
    }

    @Test func importedParagraphStylesAreMadeUniform() {
        let ns = NSMutableAttributedString(string: "one\ntwo")
        let style = ParagraphStyle(lineSpacing: 9)
        let value = TextAttributes().paragraphStyle(style).foundationAttributes[.textViewCoreParagraphStyle]!
        ns.addAttribute(.textViewCoreParagraphStyle, value: value, range: NSRange(location: 1, length: 2))
        ns.addAttribute(.textViewCoreParagraphStyle, value: value, range: NSRange(location: 4, length: 1))
        let doc = TextDocument(ns)
        #expect(doc.paragraphStyle(at: 0) == nil)
        #expect(doc.attributes(at: 2).paragraphStyle == nil, "the first paragraph's first character has none")
        #expect(doc.attributes(at: 6).paragraphStyle == style, "the second paragraph's first character has it")
        doc._invariantCheck()
    }

    @Test func attributedStringScopeReadsTheDocumentsAttributes() {
        var doc = TextDocument("Title\nbody")
        doc.setAttributes(TextAttributes().font(.preferred(.title1)).paragraphStyle(ParagraphStyle(paragraphSpacing: 10)), range: NSRange(location: 0, length: 6))
        doc.addAttributes(TextAttributes().link(AttributePalette.link).custom("k", "v"), range: NSRange(location: 6, length: 4))
        let attributed = AttributedString(doc)
        let runs = Array(attributed.runs)
        #expect(runs.count == 2)
        #expect(runs[0].textViewFont == .preferred(.title1))
        #expect(runs[0].textViewParagraphStyle?.paragraphSpacing == 10)
        #expect(runs[1].link == AttributePalette.link)
        #expect(runs[1].textViewCustomValues?["k"] == .string("v"))
    }

    @Test func emptyDocumentsRoundTrip() {
        #expect(TextDocument(NSAttributedString(TextDocument())) == TextDocument())
        #expect(TextDocument(AttributedString(TextDocument())) == TextDocument())
        #expect(NSAttributedString(TextDocument()).length == 0)
    }
}
