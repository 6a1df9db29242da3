// The UIKit/AppKit attribute mapping: a thin layer turning the plain values of
// `TextAttributes.platformValues` (tested on Linux) into the platform's objects and back, written
// against UIKit's and AppKit's documented API. The font and colour classes are in PlatformFont+UIKit.swift and PlatformFont+AppKit.swift.
// On Linux, the AppleLayerTests target compiles the UIKit side against a stand-in of the UIKit
// declarations it uses (Tests/AppleStandIn, with TEXTVIEWCORE_APPLE_STANDIN defined), and the
// AppKitLayerTests target the AppKit side against one of the AppKit declarations (Tests/AppKitStandIn,
// with TEXTVIEWCORE_APPKIT_STANDIN defined).
#if TEXTVIEWCORE_APPLE_STANDIN
@testable import TextViewCore
import AppleStandIn

/// The platform's font class.
typealias NativeFont = UIFont
/// The platform's colour class.
typealias NativeColor = UIColor
#elseif TEXTVIEWCORE_APPKIT_STANDIN
@testable import TextViewCore
import AppKitStandIn

/// The platform's font class.
typealias NativeFont = NSFont
/// The platform's colour class.
typealias NativeColor = NSColor
#elseif canImport(UIKit)
import UIKit

/// The platform's font class.
typealias NativeFont = UIFont
/// The platform's colour class.
typealias NativeColor = UIColor
#elseif canImport(AppKit)
import AppKit

/// The platform's font class.
typealias NativeFont = NSFont
/// The platform's colour class.
typealias NativeColor = NSColor
#endif

#if canImport(UIKit) || canImport(AppKit) || TEXTVIEWCORE_APPLE_STANDIN || TEXTVIEWCORE_APPKIT_STANDIN
extension TextAttributes {
    /// These attributes as a UIKit/AppKit attribute dictionary, with the platform's keys and
    /// types: `UIFont`/`NSFont` (Dynamic Type text styles through `preferredFont(forTextStyle:)`),
    /// `UIColor`/`NSColor` (sRGB), `NSParagraphStyle`, `NSNumber`s for underline, strikethrough
    /// and kern, `URL` for links; custom values under their own names.
    public var platformAttributes: [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [:]
        for (name, value) in platformValues {
            switch value {
            case .font(let font): result[NSAttributedString.Key(name)] = font.nativeFont
            case .color(let color): result[NSAttributedString.Key(name)] = color.nativeColor
            case .paragraphStyle(let style): result[NSAttributedString.Key(name)] = style.nsParagraphStyle
            default: result[NSAttributedString.Key(name)] = value.foundationValue
            }
        }
        return result
    }

    /// Attributes read from a UIKit/AppKit attribute dictionary; values of other types are dropped.
    ///
    /// - Parameter platformAttributes: The dictionary (a text view's `typingAttributes`, a run of
    ///   its `attributedText`).
    public init(platformAttributes: [NSAttributedString.Key: Any]) {
        var values: [String: PlatformAttributeValue] = [:]
        for (key, object) in platformAttributes {
            switch PlatformAttributeKey(name: key.rawValue)?.valueKind {
            case .some(.font): if let font = object as? NativeFont { values[key.rawValue] = .font(PlatformFont(font)) }
            case .some(.color): if let color = object as? NativeColor, let rgba = RGBAColor(color) { values[key.rawValue] = .color(rgba) }
            case .some(.paragraphStyle): if let style = object as? NSParagraphStyle { values[key.rawValue] = .paragraphStyle(ParagraphStyle(style)) }
            default: values[key.rawValue] = PlatformAttributeValue(foundationValue: object, forKey: key.rawValue)
            }
        }
        self.init(platformValues: values)
    }
}

extension ParagraphStyle {
    /// The `NSParagraphStyle` with these fields.
    var nsParagraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = CGFloat(lineSpacing)
        style.paragraphSpacing = CGFloat(paragraphSpacing)
        style.paragraphSpacingBefore = CGFloat(paragraphSpacingBefore)
        style.firstLineHeadIndent = CGFloat(firstLineHeadIndent)
        style.headIndent = CGFloat(headIndent)
        style.tailIndent = CGFloat(tailIndent)
        style.lineHeightMultiple = CGFloat(lineHeightMultiple)
        style.minimumLineHeight = CGFloat(minimumLineHeight)
        style.maximumLineHeight = CGFloat(maximumLineHeight)
        style.alignment = alignment.nsTextAlignment
        style.baseWritingDirection = baseWritingDirection.nsWritingDirection
        // No stops keeps the platform's default ones, which read back as none.
        if !tabStops.isEmpty {
            style.tabStops = tabStops.map { NSTextTab(textAlignment: $0.alignment.nsTextAlignment, location: CGFloat($0.location), options: [:]) }
        }
        style.defaultTabInterval = CGFloat(defaultTabInterval)
        return style
    }

    /// The tab stops of `style`: none when they are the platform's default ones (what a new
    /// `NSMutableParagraphStyle` has), so the default style reads as ``ParagraphStyle/default``.
    static func tabStops(of style: NSParagraphStyle) -> [TabStop] {
        let stops = style.tabStops.map { TabStop(alignment: Alignment($0.alignment), location: Double($0.location)) }
        let platformDefault = NSParagraphStyle.default.tabStops.map { TabStop(alignment: Alignment($0.alignment), location: Double($0.location)) }
        return stops == platformDefault ? [] : stops
    }

    /// Reads an `NSParagraphStyle`'s fields.
    init(_ style: NSParagraphStyle) {
        self.init(lineSpacing: Double(style.lineSpacing), paragraphSpacing: Double(style.paragraphSpacing),
                  paragraphSpacingBefore: Double(style.paragraphSpacingBefore), alignment: Alignment(style.alignment),
                  firstLineHeadIndent: Double(style.firstLineHeadIndent), headIndent: Double(style.headIndent),
                  tailIndent: Double(style.tailIndent), lineHeightMultiple: Double(style.lineHeightMultiple),
                  minimumLineHeight: Double(style.minimumLineHeight), maximumLineHeight: Double(style.maximumLineHeight),
                  baseWritingDirection: WritingDirection(style.baseWritingDirection),
                  tabStops: Self.tabStops(of: style), defaultTabInterval: Double(style.defaultTabInterval))
    }
}
#endif
