/// The UIKit/AppKit attribute keys ``TextAttributes`` maps to, by their raw
/// `NSAttributedString.Key` names, with the kind of value each holds there.
///
/// These are Apple's own keys (`.font` is `"NSFont"`, `.foregroundColor` `"NSColor"`, ...), the
/// table ``TextAttributes/platformValues`` and, on Apple platforms, `platformAttributes` follow.
public enum PlatformAttributeKey: String, CaseIterable, Hashable, Sendable {
    /// `NSAttributedString.Key.font`: a `UIFont`/`NSFont`.
    case font = "NSFont"
    /// `.foregroundColor`: a `UIColor`/`NSColor`.
    case foregroundColor = "NSColor"
    /// `.backgroundColor`: a `UIColor`/`NSColor`.
    case backgroundColor = "NSBackgroundColor"
    /// `.paragraphStyle`: an `NSParagraphStyle`.
    case paragraphStyle = "NSParagraphStyle"
    /// `.underlineStyle`: an `NSNumber` holding an `NSUnderlineStyle` raw value.
    case underlineStyle = "NSUnderline"
    /// `.strikethroughStyle`: an `NSNumber` holding an `NSUnderlineStyle` raw value.
    case strikethroughStyle = "NSStrikethrough"
    /// `.kern`: an `NSNumber` of points.
    case kern = "NSKern"
    /// `.link`: a `URL` (a string is accepted when reading).
    case link = "NSLink"

    /// What a value under a key is on Apple platforms.
    public enum ValueKind: String, Hashable, Sendable {
        /// A `UIFont`/`NSFont`, described by a ``PlatformFont``.
        case font
        /// A `UIColor`/`NSColor` in sRGB.
        case color
        /// An `NSParagraphStyle`.
        case paragraphStyle
        /// An `NSNumber` holding an `NSUnderlineStyle` raw value.
        case lineStyle
        /// An `NSNumber` (a `CGFloat`).
        case number
        /// A `URL`.
        case link
    }

    /// The key for a raw name, or nil for any other (custom) name.
    ///
    /// - Parameter name: An `NSAttributedString.Key` raw value.
    public init?(name: String) {
        self.init(rawValue: name)
    }

    /// The ``TextAttributes`` field it holds.
    public var attributeKey: TextAttributes.Key {
        switch self {
        case .font: .font
        case .foregroundColor: .foregroundColor
        case .backgroundColor: .backgroundColor
        case .paragraphStyle: .paragraphStyle
        case .underlineStyle: .underlineStyle
        case .strikethroughStyle: .strikethroughStyle
        case .kern: .kern
        case .link: .link
        }
    }

    /// The kind of value it holds.
    public var valueKind: ValueKind {
        switch self {
        case .font: .font
        case .foregroundColor, .backgroundColor: .color
        case .paragraphStyle: .paragraphStyle
        case .underlineStyle, .strikethroughStyle: .lineStyle
        case .kern: .number
        case .link: .link
        }
    }
}
