#if TEXTVIEWCORE_APPLE_STANDIN
import AppleStandIn
import Foundation
import Testing
@testable import TextViewCore

/// TextViewCore's UIKit layer (Platform/, symlinked into this target) compiled against the
/// stand-in of the UIKit declarations it uses, and run: what goes out as UIKit objects reads back as
/// the same attributes. The compilation is the point (a misspelt UIKit name fails `swift test`);
/// these round trips check the layer's own logic on the stand-in's model of UIKit, not UIKit.
@Suite struct AppleLayerTests {
    @Test func paragraphStyleGoesOutAsNSParagraphStyleAndComesBack() throws {
        let style = ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12, paragraphSpacingBefore: 2, alignment: .center,
                                   firstLineHeadIndent: 8, headIndent: 6, tailIndent: -3, lineHeightMultiple: 1.5,
                                   minimumLineHeight: 10, maximumLineHeight: 30, baseWritingDirection: .rightToLeft,
                                   tabStops: [ParagraphStyle.TabStop(alignment: .right, location: 40)], defaultTabInterval: 20)
        let attributes = TextAttributes().paragraphStyle(style).platformAttributes
        let native = try #require(attributes[NSAttributedString.Key(PlatformAttributeKey.paragraphStyle.rawValue)] as? NSParagraphStyle)
        #expect(native.alignment == .center && native.baseWritingDirection == .rightToLeft)
        #expect(native.lineSpacing == 4 && native.tabStops.map(\.location) == [40])
        #expect(TextAttributes(platformAttributes: attributes).paragraphStyle == style)
    }

    @Test func theDefaultParagraphStyleReadsAsTheDefault() {
        // UIKit's default tab stops (12 left tabs) read as none, so the default style is ParagraphStyle.default.
        #expect(ParagraphStyle(NSParagraphStyle.default) == ParagraphStyle.default)
        #expect(ParagraphStyle(NSMutableParagraphStyle()) == ParagraphStyle.default)
    }

    @Test(arguments: [
        FontDescription.preferred(.body),
        FontDescription.preferred(.title1).bold(),
        FontDescription.preferred(.caption2).italic(),
        FontDescription.preferred(.footnote).monospaced(),
        FontDescription.preferred(.title3).size(30),
        FontDescription.system(size: 14),
        FontDescription.monospacedSystem(size: 11).bold(),
    ])
    func fontsGoOutAsUIFontAndComeBack(_ font: FontDescription) throws {
        let attributes = TextAttributes().font(font).platformAttributes
        let native = try #require(attributes[NSAttributedString.Key(PlatformAttributeKey.font.rawValue)] as? UIFont)
        #expect(native.pointSize == CGFloat(font.resolvedPointSize))
        #expect(native.fontDescriptor.symbolicTraits.contains(.traitItalic) == font.isItalic)
        #expect(native.fontDescriptor.symbolicTraits.contains(.traitMonoSpace) == font.isMonospaced)
        // What is read back is the platform font the description asked for (a description reads
        // back normalised: an explicit weight equal to the style's own reads as no weight).
        let read = try #require(TextAttributes(platformAttributes: attributes).font)
        #expect(PlatformFont(read) == PlatformFont(font))
        #expect(read.resolvedWeight == font.resolvedWeight && read.textStyle == font.textStyle)
    }

    @Test func coloursGoOutAsUIColorAndComeBack() throws {
        let attributes = TextAttributes().foregroundColor(RGBAColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
            .platformAttributes
        let native = try #require(attributes[NSAttributedString.Key(PlatformAttributeKey.foregroundColor.rawValue)] as? UIColor)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(native.getRed(&red, green: &green, blue: &blue, alpha: &alpha) && red == 0.25 && blue == 0.75)
        #expect(TextAttributes(platformAttributes: attributes).foregroundColor == RGBAColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
    }

    @Test func everyAlignmentAndDirectionMapsCaseForCase() {
        for alignment in [ParagraphStyle.Alignment.natural, .left, .center, .right, .justified] {
            #expect(ParagraphStyle.Alignment(alignment.nsTextAlignment) == alignment)
        }
        for direction in [ParagraphStyle.WritingDirection.natural, .leftToRight, .rightToLeft] {
            #expect(ParagraphStyle.WritingDirection(direction.nsWritingDirection) == direction)
        }
    }
}
#endif
