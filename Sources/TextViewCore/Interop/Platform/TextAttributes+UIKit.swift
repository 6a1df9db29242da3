// The UIKit side of the attribute mapping: a thin layer turning the plain values of
// `TextAttributes.platformValues` (tested on Linux) into UIKit objects and back. Not compiled
// where the package is tested (Linux); written against UIKit's documented API.
#if canImport(UIKit)
import UIKit

extension TextAttributes {
    /// These attributes as a UIKit attribute dictionary, with UIKit's keys and types: `UIFont`
    /// (Dynamic Type text styles through `preferredFont(forTextStyle:)`), `UIColor`,
    /// `NSParagraphStyle`, `NSNumber`s for underline, strikethrough and kern, `URL` for links;
    /// custom values under their own names.
    public var platformAttributes: [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [:]
        for (name, value) in platformValues {
            switch value {
            case .font(let font): result[NSAttributedString.Key(name)] = font.uiFont
            case .color(let color): result[NSAttributedString.Key(name)] = color.uiColor
            case .paragraphStyle(let style): result[NSAttributedString.Key(name)] = style.nsParagraphStyle
            default: result[NSAttributedString.Key(name)] = value.foundationValue
            }
        }
        return result
    }

    /// Attributes read from a UIKit attribute dictionary; values of other types are dropped.
    ///
    /// - Parameter platformAttributes: The dictionary (a text view's `typingAttributes`, a run of
    ///   its `attributedText`).
    public init(platformAttributes: [NSAttributedString.Key: Any]) {
        var values: [String: PlatformAttributeValue] = [:]
        for (key, object) in platformAttributes {
            switch PlatformAttributeKey(name: key.rawValue)?.valueKind {
            case .some(.font): if let font = object as? UIFont { values[key.rawValue] = .font(PlatformFont(font)) }
            case .some(.color): if let color = object as? UIColor, let rgba = RGBAColor(color) { values[key.rawValue] = .color(rgba) }
            case .some(.paragraphStyle): if let style = object as? NSParagraphStyle { values[key.rawValue] = .paragraphStyle(ParagraphStyle(style)) }
            default: values[key.rawValue] = PlatformAttributeValue(foundationValue: object, forKey: key.rawValue)
            }
        }
        self.init(platformValues: values)
    }
}

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
    var uiFont: UIFont {
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
        let textStyle = FontDescription.TextStyle.allCases.first { $0.uiTextStyle.rawValue == styleName }
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
    var uiColor: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Reads a `UIColor`'s components; nil for a colour that has none (a pattern).
    init?(_ color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
        self.init(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
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
