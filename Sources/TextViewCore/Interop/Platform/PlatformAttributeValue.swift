import Foundation

/// One attribute value in its UIKit/AppKit form, as a plain value: what
/// ``TextAttributes/platformValues`` gives per raw key name, and what the Apple mapping turns
/// into (or reads from) a `UIFont`, a `UIColor`, an `NSParagraphStyle`, an `NSNumber`, a `URL`.
public enum PlatformAttributeValue: Hashable, Sendable {
    /// A font (`NSFont` key).
    case font(PlatformFont)
    /// A colour in sRGB (`NSColor`, `NSBackgroundColor`).
    case color(RGBAColor)
    /// A paragraph style, field for field `NSParagraphStyle`'s (`NSParagraphStyle`).
    case paragraphStyle(ParagraphStyle)
    /// An `NSUnderlineStyle` raw value (`NSUnderline`, `NSStrikethrough`).
    case lineStyle(Int)
    /// A number of points (`NSKern`).
    case number(Double)
    /// A link (`NSLink`).
    case link(URL)
    /// An app's own value under its own key.
    case custom(TextAttributes.CustomValue)

    /// The Foundation object for the kinds that need no UIKit/AppKit class (line styles,
    /// numbers, links, custom values); nil for fonts, colours and paragraph styles.
    public var foundationValue: Any? {
        switch self {
        case .font, .color, .paragraphStyle: nil
        case .lineStyle(let raw): raw
        case .number(let points): points
        case .link(let url): url
        case .custom(let value): FoundationValue.foundationValue(value)
        }
    }

    /// Reads a Foundation object under the key `name`, for the kinds that need no UIKit/AppKit
    /// class: an `NSUnderlineStyle` number, a kern number, a link (URL or string), or, under any
    /// other name, a custom string, number or Boolean. Nil for a malformed value, and for the
    /// font, colour and paragraph style keys (the Apple mapping reads those).
    ///
    /// - Parameters:
    ///   - value: The value found in an attribute dictionary.
    ///   - name: Its key's raw name.
    public init?(foundationValue value: Any, forKey name: String) {
        guard let key = PlatformAttributeKey(name: name) else {
            guard let custom = FoundationValue.customValue(value) else { return nil }
            self = .custom(custom)
            return
        }
        switch key.valueKind {
        case .font, .color, .paragraphStyle:
            return nil
        case .lineStyle:
            guard let raw = FoundationValue.int(value) else { return nil }
            self = .lineStyle(raw)
        case .number:
            guard let points = FoundationValue.double(value) else { return nil }
            self = .number(points)
        case .link:
            if let url = value as? URL {
                self = .link(url)
            } else if let string = FoundationValue.string(value), let url = URL(string: string) {
                self = .link(url)
            } else {
                return nil
            }
        }
    }
}

extension TextAttributes {
    /// These attributes in their UIKit/AppKit form, as plain values by raw key name (see
    /// ``PlatformAttributeKey``): what `platformAttributes` turns into platform objects on Apple
    /// platforms. Custom values go under their own names; one whose name is a built-in key's is
    /// left out (the built-in wins).
    public var platformValues: [String: PlatformAttributeValue] {
        var result: [String: PlatformAttributeValue] = [:]
        for (name, value) in customValues where PlatformAttributeKey(name: name) == nil {
            result[name] = .custom(value)
        }
        if let font { result[PlatformAttributeKey.font.rawValue] = .font(PlatformFont(font)) }
        if let foregroundColor { result[PlatformAttributeKey.foregroundColor.rawValue] = .color(foregroundColor) }
        if let backgroundColor { result[PlatformAttributeKey.backgroundColor.rawValue] = .color(backgroundColor) }
        if let paragraphStyle { result[PlatformAttributeKey.paragraphStyle.rawValue] = .paragraphStyle(paragraphStyle) }
        if let underlineStyle { result[PlatformAttributeKey.underlineStyle.rawValue] = .lineStyle(underlineStyle.rawValue) }
        if let strikethroughStyle { result[PlatformAttributeKey.strikethroughStyle.rawValue] = .lineStyle(strikethroughStyle.rawValue) }
        if let kern { result[PlatformAttributeKey.kern.rawValue] = .number(kern) }
        if let link { result[PlatformAttributeKey.link.rawValue] = .link(link) }
        return result
    }

    /// Attributes from their UIKit/AppKit form as plain values by raw key name; a value of the
    /// wrong kind for its key is dropped.
    ///
    /// - Parameter platformValues: The values by raw key name.
    public init(platformValues: [String: PlatformAttributeValue]) {
        self.init()
        for (name, value) in platformValues {
            guard let key = PlatformAttributeKey(name: name) else {
                if case .custom(let custom) = value { customValues[name] = custom }
                continue
            }
            switch (key, value) {
            case (.font, .font(let platformFont)): font = FontDescription(platformFont)
            case (.foregroundColor, .color(let color)): foregroundColor = color
            case (.backgroundColor, .color(let color)): backgroundColor = color
            case (.paragraphStyle, .paragraphStyle(let style)): paragraphStyle = style
            case (.underlineStyle, .lineStyle(let raw)): underlineStyle = LineStyle(rawValue: raw)
            case (.strikethroughStyle, .lineStyle(let raw)): strikethroughStyle = LineStyle(rawValue: raw)
            case (.kern, .number(let points)): kern = points
            case (.link, .link(let url)): link = url
            default: continue
            }
        }
    }
}

extension ParagraphStyle {
    /// The numeric fields by their `NSParagraphStyle` property names (`lineSpacing`,
    /// `paragraphSpacing`, `paragraphSpacingBefore`, `firstLineHeadIndent`, `headIndent`,
    /// `tailIndent`, `lineHeightMultiple`, `minimumLineHeight`, `maximumLineHeight`,
    /// `defaultTabInterval`), in that order; `alignment` and `baseWritingDirection` map to
    /// `NSTextAlignment` and `NSWritingDirection` case for case, `tabStops` to `NSTextTab`s.
    public static var platformFieldNames: [String] {
        numericFields.map(\.0)
    }
}
