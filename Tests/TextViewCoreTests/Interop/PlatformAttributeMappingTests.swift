import Foundation
import TestSupport
import Testing
import TestingSupport
import TextViewCore

/// The platform-independent half of the UIKit/AppKit attribute mapping: the table of Apple's key
/// names and value kinds, the font recipe (Dynamic Type style, size, weight trait), and the plain
/// values every field converts to and from, with the Foundation-only kinds carried through a real
/// NSAttributedString.
@Suite(.tags(.parity)) struct PlatformAttributeMappingTests {
    @Test func theKeyTableNamesApplesKeys() {
        let names = Dictionary(uniqueKeysWithValues: PlatformAttributeKey.allCases.map { ($0.attributeKey, $0.rawValue) })
        #expect(names == [
            .font: "NSFont", .foregroundColor: "NSColor", .backgroundColor: "NSBackgroundColor",
            .paragraphStyle: "NSParagraphStyle", .underlineStyle: "NSUnderline",
            .strikethroughStyle: "NSStrikethrough", .kern: "NSKern", .link: "NSLink",
        ])
        #expect(Set(names.keys) == Set(TextAttributes.Key.builtIn), "every built-in field has one key")
        let kinds = Dictionary(uniqueKeysWithValues: PlatformAttributeKey.allCases.map { ($0.rawValue, $0.valueKind) })
        #expect(kinds == ["NSFont": .font, "NSColor": .color, "NSBackgroundColor": .color, "NSParagraphStyle": .paragraphStyle,
                          "NSUnderline": .lineStyle, "NSStrikethrough": .lineStyle, "NSKern": .number, "NSLink": .link])
        // The Foundation interop already stores these four under Apple's names.
        #expect(PlatformAttributeKey.underlineStyle.rawValue == NSAttributedString.Key.textViewCoreUnderlineStyle.rawValue)
        #expect(PlatformAttributeKey.strikethroughStyle.rawValue == NSAttributedString.Key.textViewCoreStrikethroughStyle.rawValue)
        #expect(PlatformAttributeKey.kern.rawValue == NSAttributedString.Key.textViewCoreKern.rawValue)
        #expect(PlatformAttributeKey.link.rawValue == NSAttributedString.Key.textViewCoreLink.rawValue)
        #expect(PlatformAttributeKey(name: "NSFont") == .font && PlatformAttributeKey(name: "tag") == nil)
        #expect(ParagraphStyle.platformFieldNames == ["lineSpacing", "paragraphSpacing", "paragraphSpacingBefore", "firstLineHeadIndent",
                                                      "headIndent", "tailIndent", "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight",
                                                      "defaultTabInterval"])
    }

    @Test func everyFieldBecomesItsPlatformValue() {
        let style = ParagraphStyle(lineSpacing: 4, paragraphSpacing: 8, alignment: .center, headIndent: 12)
        let link = URL(string: "https://example.com")!
        let attributes = TextAttributes(
            font: .preferred(.headline), foregroundColor: .red, backgroundColor: RGBAColor(white: 0.5),
            underlineStyle: [.single, .patternDot], strikethroughStyle: .double, kern: 1.5, link: link,
            paragraphStyle: style, customValues: ["tag": 3, "NSFont": "ignored"])
        let values = attributes.platformValues
        #expect(values == [
            "NSFont": .font(PlatformFont(textStyle: .headline, pointSize: 17, followsTextStyleSize: true, weight: 0.3, isItalic: false, isMonospaced: false)),
            "NSColor": .color(.red), "NSBackgroundColor": .color(RGBAColor(white: 0.5)),
            "NSUnderline": .lineStyle(0x0101), "NSStrikethrough": .lineStyle(0x09), "NSKern": .number(1.5),
            "NSLink": .link(link), "NSParagraphStyle": .paragraphStyle(style), "tag": .custom(.int(3)),
        ], "a custom value under a built-in name is left out")
        var expected = attributes
        expected.customValues["NSFont"] = nil
        #expect(TextAttributes(platformValues: values) == expected)
        // A value of the wrong kind for its key is dropped.
        #expect(TextAttributes(platformValues: ["NSFont": .color(.red), "NSKern": .link(link)]).isEmpty)
    }

    @Test func fontsFollowDynamicTypeAndAddOnlyTheTraitsTheyNeed() {
        let body = PlatformFont(FontDescription.preferred(.body))
        #expect(body.textStyle == .body && body.followsTextStyleSize && body.pointSize == 17 && !body.needsWeightTrait)
        let fixed = PlatformFont(FontDescription.preferred(.body).size(20).bold())
        #expect(!fixed.followsTextStyleSize && fixed.pointSize == 20 && fixed.needsWeightTrait && fixed.weight == 0.4)
        let headline = PlatformFont(FontDescription.preferred(.headline))
        #expect(!headline.needsWeightTrait && headline.weight == FontDescription.Weight.semibold.rawValue, "a headline is semibold by its style")
        let regularHeadline = PlatformFont(FontDescription.preferred(.headline).weight(.regular))
        #expect(regularHeadline.needsWeightTrait && regularHeadline.weight == 0)
        let mono = PlatformFont(FontDescription.monospacedSystem(size: 12, weight: .light))
        #expect(mono.textStyle == nil && !mono.followsTextStyleSize && mono.isMonospaced && mono.weight == -0.4 && !mono.needsWeightTrait)
        let plain = PlatformFont(FontDescription())
        #expect(plain.pointSize == 17 && plain.weight == 0 && !plain.followsTextStyleSize)
        #expect(!PlatformFont(textStyle: nil, pointSize: 9, followsTextStyleSize: true, weight: 0, isItalic: false, isMonospaced: false).followsTextStyleSize,
                "only a text style has a Dynamic Type size")
    }

    @Test func readingAFontBackGivesADescriptionOfTheSameFont() {
        var descriptions: [FontDescription] = [FontDescription(), .system(size: 12), .system(size: 30, weight: .black)]
        for style in FontDescription.TextStyle.allCases {
            for weight in [nil] + FontDescription.Weight.allCases.map(Optional.some) {
                descriptions.append(FontDescription(textStyle: style, weight: weight, isItalic: weight == .light))
                descriptions.append(FontDescription(textStyle: style, pointSize: 21, weight: weight, isMonospaced: true))
            }
        }
        for description in descriptions {
            let font = PlatformFont(description)
            let read = FontDescription(font)
            #expect(PlatformFont(read) == font, "\(description) read back as \(read)")
            #expect(read.resolvedWeight == description.resolvedWeight && read.resolvedPointSize == description.resolvedPointSize)
            if description.weight != nil && description.weight != (description.textStyle?.defaultWeight ?? .regular) {
                #expect(read == description, "a description naming all it sets reads back exactly")
            }
        }
    }

    @Test func weightsSnapToTheNearestCase() {
        #expect(FontDescription.Weight(nearest: 0.4) == .bold)
        #expect(FontDescription.Weight(nearest: 0.35) == .semibold || FontDescription.Weight(nearest: 0.35) == .bold)
        #expect(FontDescription.Weight(nearest: 0.5) == .heavy)
        #expect(FontDescription.Weight(nearest: -1) == .ultraLight && FontDescription.Weight(nearest: 9) == .black)
        #expect(FontDescription.Weight(nearest: .nan) == .regular && FontDescription.Weight(nearest: 0.1) == .regular)
        for weight in FontDescription.Weight.allCases { #expect(FontDescription.Weight(nearest: weight.rawValue) == weight) }
    }

    /// The kinds that need no UIKit class travel as Foundation values under Apple's names: here
    /// through a real NSMutableAttributedString, as they would on an Apple platform.
    @Test(arguments: Array(UInt64(1)...8))
    func foundationKindsRoundTripThroughAnAttributedString(seed: UInt64) {
        print("PlatformAttributeMappingTests.foundationKindsRoundTripThroughAnAttributedString seed \(seed)")
        var rng = SplitMix64(seed: seed)
        let customs: [TextAttributes.CustomValue] = [.int(3), .double(0.25), .bool(true), "note", .int(-7)]
        for _ in 0..<50 {
            var attributes = TextAttributes()
            if Bool.random(using: &rng) { attributes.underlineStyle = [[.single], [.thick, .patternDash], [.double, .byWord]].randomElement(using: &rng)! }
            if Bool.random(using: &rng) { attributes.strikethroughStyle = .single }
            if Bool.random(using: &rng) { attributes.kern = Double(Int.random(in: -20...20, using: &rng)) / 4 }
            if Bool.random(using: &rng) { attributes.link = URL(string: "https://example.com/\(Int.random(in: 0..<9, using: &rng))")! }
            if Bool.random(using: &rng) { attributes.customValues["k\(Int.random(in: 0..<3, using: &rng))"] = customs.randomElement(using: &rng)! }
            var dictionary: [NSAttributedString.Key: Any] = [:]
            for (name, value) in attributes.platformValues {
                dictionary[NSAttributedString.Key(name)] = value.foundationValue
            }
            let string = NSAttributedString(string: "text", attributes: dictionary)
            var read: [String: PlatformAttributeValue] = [:]
            for (key, object) in string.attributes(at: 1, effectiveRange: nil) {
                read[key.rawValue] = PlatformAttributeValue(foundationValue: object, forKey: key.rawValue)
            }
            #expect(TextAttributes(platformValues: read) == attributes, "seed \(seed): \(attributes)")
        }
        #expect(PlatformAttributeValue(foundationValue: "https://a.example", forKey: "NSLink") == .link(URL(string: "https://a.example")!))
        #expect(PlatformAttributeValue(foundationValue: "wide", forKey: "NSKern") == nil)
        #expect(PlatformAttributeValue(foundationValue: NSNumber(value: 2), forKey: "NSUnderline") == .lineStyle(2))
        #expect(PlatformAttributeValue(foundationValue: RGBAColor.red, forKey: "NSColor") == nil, "colours are the Apple layer's")
        #expect(PlatformAttributeValue.font(PlatformFont(FontDescription())).foundationValue == nil)
    }
}
