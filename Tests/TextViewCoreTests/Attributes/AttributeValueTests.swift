import Foundation
import Testing
import TextViewCore

/// The attribute values: UIKit's defaults, the builders, merging, copy-on-write and hashing.
@Suite struct AttributeValueTests {
    @Test func paragraphStyleDefaultsAreNSParagraphStyleDefaults() {
        let style = ParagraphStyle.default
        #expect(style.lineSpacing == 0 && style.paragraphSpacing == 0 && style.paragraphSpacingBefore == 0)
        #expect(style.alignment == .natural && style.baseWritingDirection == .natural)
        #expect(style.firstLineHeadIndent == 0 && style.headIndent == 0 && style.tailIndent == 0)
        #expect(style.lineHeightMultiple == 0 && style.minimumLineHeight == 0 && style.maximumLineHeight == 0)
        #expect(ParagraphStyle() == .default)
    }

    @Test func fontDescriptionsResolveTheirTextStylesSizeAndWeight() {
        #expect(FontDescription.preferred(.body).resolvedPointSize == 17)
        #expect(FontDescription.preferred(.caption1).resolvedPointSize == 12)
        #expect(FontDescription.preferred(.largeTitle).resolvedPointSize == 34)
        #expect(FontDescription.preferred(.headline).resolvedWeight == .semibold)
        #expect(FontDescription.preferred(.extraLargeTitle).resolvedWeight == .bold)
        #expect(FontDescription.preferred(.body).size(20).bold().resolvedPointSize == 20)
        #expect(FontDescription.preferred(.headline).weight(.light).resolvedWeight == .light)
        #expect(FontDescription().resolvedPointSize == 17 && FontDescription().resolvedWeight == .regular)
        #expect(FontDescription.monospacedSystem(size: 11).isMonospaced)
        #expect(FontDescription.Weight.semibold.rawValue == 0.3)
        #expect(FontDescription.TextStyle.allCases.count == 13)
    }

    @Test func colourComponentsAreClampedAndNaNBecomesZero() {
        let c = RGBAColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(c.red == 1 && c.green == 0 && c.blue == 0 && c.alpha == 0.5)
        #expect(RGBAColor(rgb: 0xFF8000) == RGBAColor(red: 1, green: 128.0 / 255, blue: 0))
        #expect(RGBAColor.red.withAlpha(0.25).alpha == 0.25)
    }

    @Test func lineStylesAreNSUnderlineStyleRawValues() {
        #expect(TextAttributes.LineStyle.single.rawValue == 1)
        #expect(TextAttributes.LineStyle.double.rawValue == 9)
        #expect(TextAttributes.LineStyle([.thick, .patternDash, .byWord]).rawValue == 0x8202)
    }

    @Test func buildersReturnModifiedCopies() {
        let base = TextAttributes().font(.preferred(.body))
        let derived = base.bold().foregroundColor(.red).paragraph(\.lineSpacing, 4).custom("k", 1)
        #expect(base == TextAttributes(font: .preferred(.body)))
        #expect(derived.font == FontDescription.preferred(.body).bold())
        #expect(derived.paragraphStyle == ParagraphStyle(lineSpacing: 4))
        #expect(derived[custom: "k"] == .int(1))
        #expect(TextAttributes().italic().font == FontDescription.preferred(.body).italic())
        #expect(TextAttributes().underlineStyle().underlineStyle == .single)
    }

    @Test func mergingLetsTheSetFieldsOfTheArgumentWin() {
        let a = TextAttributes(font: .preferred(.body), kern: 1, customValues: ["x": 1, "y": 2])
        let b = TextAttributes(kern: 2, link: AttributePalette.link, customValues: ["y": 3])
        let merged = a.merging(b)
        #expect(merged == TextAttributes(font: .preferred(.body), kern: 2, link: AttributePalette.link, customValues: ["x": 1, "y": 3]))
        #expect(merged.removing(.kern).kern == nil)
        #expect(merged.removing(.custom("x")).customValues == ["y": 3])
        #expect(a.merging(TextAttributes()) == a)
    }

    @Test func keysAndValuesNameWhatIsSet() {
        let a = TextAttributes(foregroundColor: .blue, paragraphStyle: .default, customValues: ["b": true, "a": "s"])
        #expect(a.keys == [.foregroundColor, .paragraphStyle, .custom("a"), .custom("b")])
        #expect(a.value(for: .foregroundColor) as? RGBAColor == .blue)
        #expect(a.value(for: .font) == nil)
        #expect(a.value(for: .custom("b")) as? TextAttributes.CustomValue == .bool(true))
        #expect(TextAttributes().isEmpty && !a.isEmpty)
        #expect(TextAttributes().keys.isEmpty)
    }

    @Test func copiesAreIndependentAndHashesFollowChanges() {
        var a = TextAttributes().font(.preferred(.title2))
        let b = a
        a.kern = 3
        #expect(b.kern == nil && a.kern == 3)
        #expect(a != b)
        a.kern = nil
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        var set: Set<TextAttributes> = [b]
        #expect(!set.insert(a).inserted)
        let built = TextAttributes(font: .preferred(.title2))
        #expect(built == b && built.hashValue == b.hashValue)
    }

    @Test func descriptionsListTheSetAttributes() {
        #expect(TextAttributes().description == "no attributes")
        #expect(TextAttributes().kern(2).custom("k", "v").description == "kern 2, k v")
    }
}
