// The AppKit font and colour classes for the attribute mapping (TextAttributes+Platform.swift).
// Compiled on Linux only by the AppKitLayerTests target, against a stand-in of the AppKit declarations
// it uses (Tests/AppKitStandIn); written against AppKit's documented API.
#if TEXTVIEWCORE_APPKIT_STANDIN
@testable import TextViewCore
import AppKitStandIn
#elseif canImport(AppKit) && !canImport(UIKit)
import AppKit
#endif

#if (canImport(AppKit) && !canImport(UIKit)) || TEXTVIEWCORE_APPKIT_STANDIN

extension FontDescription.TextStyle {
    /// The AppKit text style (AppKit has no extra large titles: `largeTitle` stands in).
    var nsTextStyle: NSFont.TextStyle {
        switch self {
        case .extraLargeTitle, .extraLargeTitle2, .largeTitle: .largeTitle
        case .title1: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption1: .caption1
        case .caption2: .caption2
        }
    }
}

extension PlatformFont {
    /// The descriptor attribute holding a font's text style (Core Text's UI usage attribute).
    private static let textStyleAttribute = NSFontDescriptor.AttributeName(rawValue: "NSCTFontUIUsageAttribute")

    /// The `NSFont` this describes.
    var nativeFont: NSFont {
        var font: NSFont
        if let textStyle {
            font = NSFont.preferredFont(forTextStyle: textStyle.nsTextStyle, options: [:])
            if !followsTextStyleSize { font = NSFont(descriptor: font.fontDescriptor, size: CGFloat(pointSize)) ?? font }
            if needsWeightTrait {
                let descriptor = font.fontDescriptor.addingAttributes([.traits: [NSFontDescriptor.TraitKey.weight: CGFloat(weight)]])
                font = NSFont(descriptor: descriptor, size: 0) ?? font
            }
            if isMonospaced, let descriptor = font.fontDescriptor.withDesign(.monospaced) {
                font = NSFont(descriptor: descriptor, size: 0) ?? font
            }
        } else if isMonospaced {
            font = NSFont.monospacedSystemFont(ofSize: CGFloat(pointSize), weight: NSFont.Weight(rawValue: CGFloat(weight)))
        } else {
            font = NSFont.systemFont(ofSize: CGFloat(pointSize), weight: NSFont.Weight(rawValue: CGFloat(weight)))
        }
        if isItalic {
            let descriptor = font.fontDescriptor.withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.italic))
            font = NSFont(descriptor: descriptor, size: 0) ?? font
        }
        return font
    }

    /// Reads an `NSFont`: its text style, size (Dynamic Type's when it is the style's current
    /// one), weight trait and italic and monospace traits.
    init(_ font: NSFont) {
        let descriptor = font.fontDescriptor
        let styleName = descriptor.object(forKey: PlatformFont.textStyleAttribute) as? String
        // The last match: where several styles share one platform style, its own case comes last.
        let textStyle = FontDescription.TextStyle.allCases.last { $0.nsTextStyle.rawValue == styleName }
        let traits = descriptor.object(forKey: .traits) as? [NSFontDescriptor.TraitKey: Any]
        let weight = (traits?[.weight] as? NSNumber)?.doubleValue ?? 0
        let followsStyle = textStyle.map { NSFont.preferredFont(forTextStyle: $0.nsTextStyle, options: [:]).pointSize == font.pointSize } ?? false
        self.init(textStyle: textStyle, pointSize: Double(font.pointSize), followsTextStyleSize: followsStyle, weight: weight,
                  isItalic: descriptor.symbolicTraits.contains(.italic),
                  isMonospaced: descriptor.symbolicTraits.contains(.monoSpace))
    }
}

extension RGBAColor {
    /// The sRGB `NSColor` with these components.
    var nativeColor: NSColor {
        NSColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Reads an `NSColor`'s sRGB components; nil for a colour that has none (a pattern).
    init?(_ color: NSColor) {
        guard let rgb = color.usingColorSpace(.sRGB) else { return nil }
        self.init(red: Double(rgb.redComponent), green: Double(rgb.greenComponent), blue: Double(rgb.blueComponent),
                  alpha: Double(rgb.alphaComponent))
    }
}
#endif
