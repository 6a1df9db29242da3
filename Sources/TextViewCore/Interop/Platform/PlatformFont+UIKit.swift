// The UIKit font and colour classes for the attribute mapping (TextAttributes+Platform.swift).
// Compiled on Linux only by the AppleLayerTests target, against a stand-in of the UIKit declarations
// it uses (Tests/AppleStandIn); written against UIKit's documented API.
#if TEXTVIEWCORE_APPLE_STANDIN
@testable import TextViewCore
import AppleStandIn
#elseif canImport(UIKit)
import UIKit
#endif

#if canImport(UIKit) || TEXTVIEWCORE_APPLE_STANDIN

extension FontDescription.TextStyle {
    /// The UIKit text style (tvOS has no `largeTitle`: `title1` stands in).
    var uiTextStyle: UIFont.TextStyle {
        switch self {
        case .extraLargeTitle: .extraLargeTitle
        case .extraLargeTitle2: .extraLargeTitle2
        #if os(tvOS)
        case .largeTitle: .title1
        #else
        case .largeTitle: .largeTitle
        #endif
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
    /// The descriptor attribute holding a font's text style (`UIFontDescriptor.AttributeName.textStyle`).
    private static let textStyleAttribute = UIFontDescriptor.AttributeName(rawValue: "NSCTFontUIUsageAttribute")

    /// The `UIFont` this describes.
    var nativeFont: UIFont {
        var font: UIFont
        if let textStyle {
            font = UIFont.preferredFont(forTextStyle: textStyle.uiTextStyle)
            if !followsTextStyleSize { font = font.withSize(CGFloat(pointSize)) }
            if needsWeightTrait {
                let descriptor = font.fontDescriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: CGFloat(weight)]])
                font = UIFont(descriptor: descriptor, size: 0)
            }
            if isMonospaced, let descriptor = font.fontDescriptor.withDesign(.monospaced) {
                font = UIFont(descriptor: descriptor, size: 0)
            }
        } else if isMonospaced {
            font = UIFont.monospacedSystemFont(ofSize: CGFloat(pointSize), weight: UIFont.Weight(rawValue: CGFloat(weight)))
        } else {
            font = UIFont.systemFont(ofSize: CGFloat(pointSize), weight: UIFont.Weight(rawValue: CGFloat(weight)))
        }
        if isItalic, let descriptor = font.fontDescriptor.withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.traitItalic)) {
            font = UIFont(descriptor: descriptor, size: 0)
        }
        return font
    }

    /// Reads a `UIFont`: its text style, size (Dynamic Type's when it is the style's current
    /// one), weight trait and italic and monospace traits.
    init(_ font: UIFont) {
        let descriptor = font.fontDescriptor
        let styleName = descriptor.object(forKey: PlatformFont.textStyleAttribute) as? String
        // The last match: where several styles share one platform style, its own case comes last.
        let textStyle = FontDescription.TextStyle.allCases.last { $0.uiTextStyle.rawValue == styleName }
        let traits = descriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        let weight = (traits?[.weight] as? NSNumber)?.doubleValue ?? 0
        let followsStyle = textStyle.map { UIFont.preferredFont(forTextStyle: $0.uiTextStyle).pointSize == font.pointSize } ?? false
        self.init(textStyle: textStyle, pointSize: Double(font.pointSize), followsTextStyleSize: followsStyle, weight: weight,
                  isItalic: descriptor.symbolicTraits.contains(.traitItalic),
                  isMonospaced: descriptor.symbolicTraits.contains(.traitMonoSpace))
    }
}

extension RGBAColor {
    /// The `UIColor` with these components.
    var nativeColor: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Reads a `UIColor`'s components; nil for a colour that has none (a pattern).
    init?(_ color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
        self.init(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
    }
}
#endif
