// The AppKit side of the attribute mapping: a thin layer turning the plain values of
// `TextAttributes.platformValues` (tested on Linux) into AppKit objects and back. Not compiled
// where the package is tested (Linux); written against AppKit's documented API.
#if canImport(AppKit) && !canImport(UIKit)
import AppKit

extension TextAttributes {
    /// These attributes as a AppKit attribute dictionary, with AppKit's keys and types: `NSFont`
    /// (Dynamic Type text styles through `preferredFont(forTextStyle:)`), `NSColor` (sRGB),
    /// `NSParagraphStyle`, `NSNumber`s for underline, strikethrough and kern, `URL` for links;
    /// custom values under their own names.
    public var platformAttributes: [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [:]
        for (name, value) in platformValues {
            switch value {
            case .font(let font): result[NSAttributedString.Key(name)] = font.nsFont
            case .color(let color): result[NSAttributedString.Key(name)] = color.nsColor
            case .paragraphStyle(let style): result[NSAttributedString.Key(name)] = style.nsParagraphStyle
            default: result[NSAttributedString.Key(name)] = value.foundationValue
            }
        }
        return result
    }

    /// Attributes read from an AppKit attribute dictionary; values of other types are dropped.
    ///
    /// - Parameter platformAttributes: The dictionary (a text view's `typingAttributes`, a run of
    ///   its `attributedText`).
    public init(platformAttributes: [NSAttributedString.Key: Any]) {
        var values: [String: PlatformAttributeValue] = [:]
        for (key, object) in platformAttributes {
            switch PlatformAttributeKey(name: key.rawValue)?.valueKind {
            case .some(.font): if let font = object as? NSFont { values[key.rawValue] = .font(PlatformFont(font)) }
            case .some(.color): if let color = object as? NSColor, let rgba = RGBAColor(color) { values[key.rawValue] = .color(rgba) }
            case .some(.paragraphStyle): if let style = object as? NSParagraphStyle { values[key.rawValue] = .paragraphStyle(ParagraphStyle(style)) }
            default: values[key.rawValue] = PlatformAttributeValue(foundationValue: object, forKey: key.rawValue)
            }
        }
        self.init(platformValues: values)
    }
}

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
    var nsFont: NSFont {
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
        let textStyle = FontDescription.TextStyle.allCases.first { $0.nsTextStyle.rawValue == styleName }
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
    var nsColor: NSColor {
        NSColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Reads an `NSColor`'s sRGB components; nil for a colour that has none (a pattern).
    init?(_ color: NSColor) {
        guard let rgb = color.usingColorSpace(.sRGB) else { return nil }
        self.init(red: Double(rgb.redComponent), green: Double(rgb.greenComponent), blue: Double(rgb.blueComponent),
                  alpha: Double(rgb.alphaComponent))
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
        return style
    }

    /// Reads an `NSParagraphStyle`'s fields.
    init(_ style: NSParagraphStyle) {
        self.init(lineSpacing: Double(style.lineSpacing), paragraphSpacing: Double(style.paragraphSpacing),
                  paragraphSpacingBefore: Double(style.paragraphSpacingBefore), alignment: Alignment(style.alignment),
                  firstLineHeadIndent: Double(style.firstLineHeadIndent), headIndent: Double(style.headIndent),
                  tailIndent: Double(style.tailIndent), lineHeightMultiple: Double(style.lineHeightMultiple),
                  minimumLineHeight: Double(style.minimumLineHeight), maximumLineHeight: Double(style.maximumLineHeight),
                  baseWritingDirection: WritingDirection(style.baseWritingDirection))
    }
}
#endif
