#if TEXTVIEWCORE_APPKIT_STANDIN
import AppKitStandIn
import Foundation
import Testing
@testable import TextViewCore

/// TextViewCore's AppKit layer (Platform/, symlinked into this target: PlatformFont+AppKit.swift and
/// the AppKit branches of TextAttributes+Platform.swift and ParagraphStyle+Platform.swift) compiled
/// against the stand-in of the AppKit declarations it uses, and run: what goes out as AppKit objects
/// reads back as the same attributes. The compilation is the point (a misspelt AppKit name fails
/// `swift test`); these round trips check the layer's own logic on the stand-in's model of AppKit,
/// not AppKit.
@Suite struct AppKitLayerTests {
    /// A font's weight trait, as the layer reads it.
    static func weightTrait(_ font: NSFont) -> Double? {
        let traits = font.fontDescriptor.object(forKey: .traits) as? [NSFontDescriptor.TraitKey: Any]
        return (traits?[.weight] as? NSNumber)?.doubleValue
    }

    @Test func paragraphStyleGoesOutAsNSParagraphStyleAndComesBack() throws {
        let style = ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12, paragraphSpacingBefore: 2, alignment: .right,
                                   firstLineHeadIndent: 8, headIndent: 6, tailIndent: -3, lineHeightMultiple: 1.5,
                                   minimumLineHeight: 10, maximumLineHeight: 30, baseWritingDirection: .rightToLeft,
                                   tabStops: [ParagraphStyle.TabStop(alignment: .center, location: 40),
                                              ParagraphStyle.TabStop(alignment: .right, location: 90)],
                                   defaultTabInterval: 20)
        let attributes = TextAttributes().paragraphStyle(style).platformAttributes
        let native = try #require(attributes[NSAttributedString.Key(PlatformAttributeKey.paragraphStyle.rawValue)] as? NSParagraphStyle)
        #expect(native.alignment == .right && native.baseWritingDirection == .rightToLeft)
        #expect(native.tabStops.map(\.alignment) == [.center, .right] && native.tabStops.map(\.location) == [40, 90])
        #expect(native.headIndent == 6 && native.tailIndent == -3 && native.defaultTabInterval == 20)
        #expect(TextAttributes(platformAttributes: attributes).paragraphStyle == style)
    }

    @Test func theDefaultParagraphStyleReadsAsTheDefault() {
        // AppKit's default tab stops (12 left tabs) read as none, so the default style is ParagraphStyle.default.
        #expect(ParagraphStyle(NSParagraphStyle.default) == ParagraphStyle.default)
        #expect(ParagraphStyle(NSMutableParagraphStyle()) == ParagraphStyle.default)
    }

    @Test func alignmentsMapCaseForCaseNotByRawValue() {
        // AppKit's right is 1 and centre 2 (UIKit's are 2 and 1): a mapping by raw value would swap them.
        #expect(ParagraphStyle.Alignment.right.nsTextAlignment == .right && NSTextAlignment.right.rawValue == 1)
        #expect(ParagraphStyle.Alignment.center.nsTextAlignment == .center && NSTextAlignment.center.rawValue == 2)
        for alignment in [ParagraphStyle.Alignment.natural, .left, .center, .right, .justified] {
            #expect(ParagraphStyle.Alignment(alignment.nsTextAlignment) == alignment)
        }
        for direction in [ParagraphStyle.WritingDirection.natural, .leftToRight, .rightToLeft] {
            #expect(ParagraphStyle.WritingDirection(direction.nsWritingDirection) == direction)
        }
    }

    @Test(arguments: [
        FontDescription.preferred(.body),
        FontDescription.preferred(.headline),
        FontDescription.preferred(.title1).bold(),
        FontDescription.preferred(.caption2).italic(),
        FontDescription.preferred(.footnote).monospaced(),
        FontDescription.preferred(.title3).size(30),
        FontDescription.preferred(.largeTitle).italic().monospaced(),
        FontDescription.system(size: 14),
        FontDescription.system(size: 12).italic(),
        FontDescription.monospacedSystem(size: 11).bold(),
    ])
    func fontsGoOutAsNSFontAndComeBack(_ font: FontDescription) throws {
        let attributes = TextAttributes().font(font).platformAttributes
        let native = try #require(attributes[NSAttributedString.Key(PlatformAttributeKey.font.rawValue)] as? NSFont)
        let platform = PlatformFont(font)
        // A style's default size is macOS's (the stand-in's table), not the description's iOS one.
        if platform.followsTextStyleSize, let style = font.textStyle {
            #expect(native.pointSize == NSFont.preferredFont(forTextStyle: style.nsTextStyle).pointSize)
        } else {
            #expect(native.pointSize == CGFloat(font.resolvedPointSize))
        }
        #expect(native.fontDescriptor.symbolicTraits.contains(.italic) == font.isItalic)
        #expect(native.fontDescriptor.symbolicTraits.contains(.monoSpace) == font.isMonospaced)
        let read = try #require(TextAttributes(platformAttributes: attributes).font)
        #expect(read.textStyle == font.textStyle && read.isItalic == font.isItalic && read.isMonospaced == font.isMonospaced)
        // The weight read back is the font's (AppKit's own for a style's, which can differ from iOS's).
        let nativeWeight = try #require(Self.weightTrait(native))
        #expect(read.resolvedWeight == FontDescription.Weight(nearest: nativeWeight))
        let sameWeightOnBoth = font.textStyle.map {
            Self.weightTrait(NSFont.preferredFont(forTextStyle: $0.nsTextStyle)) == $0.defaultWeight.rawValue
        } ?? true
        if font.weight != nil || sameWeightOnBoth {
            #expect(read.resolvedWeight == font.resolvedWeight)
        }
        #expect(read.pointSize == font.pointSize)
    }

    @Test func aStyleWhoseMacOSWeightDiffersReadsBackWithThatWeightAndThenStays() throws {
        // macOS's headline is bold (iOS's semibold): it reads back as an explicit bold, which goes
        // out as the same font, so a second round trip changes nothing.
        let attributes = TextAttributes().font(.preferred(.headline)).platformAttributes
        let read = try #require(TextAttributes(platformAttributes: attributes).font)
        #expect(read == FontDescription.preferred(.headline).weight(.bold))
        let again = try #require(TextAttributes(platformAttributes: TextAttributes().font(read).platformAttributes).font)
        #expect(again == read)
    }

    @Test func theExtraLargeTitlesGoOutAsLargeTitleAndReadBackAsIt() throws {
        // AppKit has no extra large titles: they go out as largeTitle, so that is what reads back.
        for style in [FontDescription.TextStyle.extraLargeTitle, .extraLargeTitle2] {
            let attributes = TextAttributes().font(.preferred(style)).platformAttributes
            let read = try #require(TextAttributes(platformAttributes: attributes).font)
            #expect(read.textStyle == .largeTitle)
        }
    }

    @Test func coloursGoOutAsSRGBNSColorAndComeBack() throws {
        let color = RGBAColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        let attributes = TextAttributes().foregroundColor(color).backgroundColor(.red).platformAttributes
        let native = try #require(attributes[NSAttributedString.Key(PlatformAttributeKey.foregroundColor.rawValue)] as? NSColor)
        #expect(native.usingColorSpace(.sRGB) != nil)
        #expect(native.redComponent == 0.25 && native.greenComponent == 0.5 && native.blueComponent == 0.75 && native.alphaComponent == 0.5)
        let read = TextAttributes(platformAttributes: attributes)
        #expect(read.foregroundColor == color && read.backgroundColor == .red)
    }

    @Test func valuesOfTheWrongAppKitTypeAreDropped() {
        // A colour under the font key and a font under the colour key are not read as either.
        let attributes: [NSAttributedString.Key: Any] = [
            NSAttributedString.Key(PlatformAttributeKey.font.rawValue): NSColor(srgbRed: 1, green: 0, blue: 0, alpha: 1),
            NSAttributedString.Key(PlatformAttributeKey.foregroundColor.rawValue): NSFont.systemFont(ofSize: 12, weight: .init(rawValue: 0)),
            NSAttributedString.Key(PlatformAttributeKey.kern.rawValue): 1.5,
        ]
        let read = TextAttributes(platformAttributes: attributes)
        #expect(read.font == nil && read.foregroundColor == nil && read.kern == 1.5)
    }
}
#endif
