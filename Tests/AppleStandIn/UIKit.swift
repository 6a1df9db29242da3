// UIKit re-exports Foundation; so does the stand-in, since the Apple layer imports only UIKit.
@_exported import Foundation

// A stand-in of exactly the UIKit declarations that TextViewCore's Apple layer uses
// (Sources/TextViewCore/Interop/Platform: TextAttributes+Platform.swift, ParagraphStyle+Platform.swift,
// PlatformFont+UIKit.swift), so that the AppleLayerTests target compiles those files on Linux and a
// misspelt UIKit name, a wrong argument label or a type error there fails `swift test`.
//
// Each signature is the one Apple's documentation states for UIKit (argument labels, parameter and
// result types, optionality, get-only or settable), declared on classes that descend from NSObject as
// UIKit's do. Two places cannot say what UIKit says: `NSMutableParagraphStyle.tabStops` is
// `[NSTextTab]!` in UIKit, an override Swift allows only to imported Objective-C, so here it is
// `[NSTextTab]`; and the string constants behind `UIFont.TextStyle`, `AttributeName`, `TraitKey` and
// `SystemDesign` are placeholders (only the names are checked, not the values).
//
// The behaviour is a model, enough for a round trip to mean something: a descriptor is its attribute
// dictionary, `preferredFont(forTextStyle:)` gives the style's default size at the default Dynamic
// Type setting and records the style in the descriptor, a colour keeps its components. It is not
// UIKit's behaviour, which only an Apple machine shows (see the catalog's NSTextStorage parity article).

// MARK: Paragraph styles (UIKit's NSText.h and NSParagraphStyle.h)

/// `NSTextAlignment` (an `NS_ENUM` of `NSInteger`; these are UIKit's raw values, not AppKit's).
public enum NSTextAlignment: Int, Sendable {
    /// `left`.
    case left = 0
    /// `center`.
    case center = 1
    /// `right`.
    case right = 2
    /// `justified`.
    case justified = 3
    /// `natural`.
    case natural = 4
}

/// `NSWritingDirection`.
public enum NSWritingDirection: Int, Sendable {
    /// `natural`.
    case natural = -1
    /// `leftToRight`.
    case leftToRight = 0
    /// `rightToLeft`.
    case rightToLeft = 1
}

/// `NSTextTab`: `init(textAlignment:location:options:)`, `alignment`, `location`.
open class NSTextTab: NSObject, @unchecked Sendable {
    /// `NSTextTab.OptionKey`.
    public struct OptionKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The tab's alignment.
    open private(set) var alignment: NSTextAlignment
    /// The tab's location in points.
    open private(set) var location: CGFloat

    /// `init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [NSTextTab.OptionKey : Any] = [:])`.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [NSTextTab.OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = loc
    }
}

/// `NSParagraphStyle`: the get-only properties the Apple layer reads, and `default`.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// `class var default: NSParagraphStyle { get }`.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    // UIKit's defaults: zero everywhere, natural alignment and direction, 12 left tabs 28 points apart.
    fileprivate var _lineSpacing: CGFloat = 0
    fileprivate var _paragraphSpacing: CGFloat = 0
    fileprivate var _paragraphSpacingBefore: CGFloat = 0
    fileprivate var _firstLineHeadIndent: CGFloat = 0
    fileprivate var _headIndent: CGFloat = 0
    fileprivate var _tailIndent: CGFloat = 0
    fileprivate var _lineHeightMultiple: CGFloat = 0
    fileprivate var _minimumLineHeight: CGFloat = 0
    fileprivate var _maximumLineHeight: CGFloat = 0
    fileprivate var _alignment = NSTextAlignment.natural
    fileprivate var _baseWritingDirection = NSWritingDirection.natural
    fileprivate var _tabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0 * 28)) }
    fileprivate var _defaultTabInterval: CGFloat = 0

    /// Creates the default style.
    public override init() {}

    /// `var lineSpacing: CGFloat { get }`.
    open var lineSpacing: CGFloat { _lineSpacing }
    /// `var paragraphSpacing: CGFloat { get }`.
    open var paragraphSpacing: CGFloat { _paragraphSpacing }
    /// `var paragraphSpacingBefore: CGFloat { get }`.
    open var paragraphSpacingBefore: CGFloat { _paragraphSpacingBefore }
    /// `var firstLineHeadIndent: CGFloat { get }`.
    open var firstLineHeadIndent: CGFloat { _firstLineHeadIndent }
    /// `var headIndent: CGFloat { get }`.
    open var headIndent: CGFloat { _headIndent }
    /// `var tailIndent: CGFloat { get }`.
    open var tailIndent: CGFloat { _tailIndent }
    /// `var lineHeightMultiple: CGFloat { get }`.
    open var lineHeightMultiple: CGFloat { _lineHeightMultiple }
    /// `var minimumLineHeight: CGFloat { get }`.
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    /// `var maximumLineHeight: CGFloat { get }`.
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    /// `var alignment: NSTextAlignment { get }`.
    open var alignment: NSTextAlignment { _alignment }
    /// `var baseWritingDirection: NSWritingDirection { get }`.
    open var baseWritingDirection: NSWritingDirection { _baseWritingDirection }
    /// `var tabStops: [NSTextTab] { get }`.
    open var tabStops: [NSTextTab] { _tabStops }
    /// `var defaultTabInterval: CGFloat { get }`.
    open var defaultTabInterval: CGFloat { _defaultTabInterval }
}

/// `NSMutableParagraphStyle`: the same properties, settable.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// `var lineSpacing: CGFloat { get set }`.
    open override var lineSpacing: CGFloat { get { _lineSpacing } set { _lineSpacing = newValue } }
    /// `var paragraphSpacing: CGFloat { get set }`.
    open override var paragraphSpacing: CGFloat { get { _paragraphSpacing } set { _paragraphSpacing = newValue } }
    /// `var paragraphSpacingBefore: CGFloat { get set }`.
    open override var paragraphSpacingBefore: CGFloat { get { _paragraphSpacingBefore } set { _paragraphSpacingBefore = newValue } }
    /// `var firstLineHeadIndent: CGFloat { get set }`.
    open override var firstLineHeadIndent: CGFloat { get { _firstLineHeadIndent } set { _firstLineHeadIndent = newValue } }
    /// `var headIndent: CGFloat { get set }`.
    open override var headIndent: CGFloat { get { _headIndent } set { _headIndent = newValue } }
    /// `var tailIndent: CGFloat { get set }`.
    open override var tailIndent: CGFloat { get { _tailIndent } set { _tailIndent = newValue } }
    /// `var lineHeightMultiple: CGFloat { get set }`.
    open override var lineHeightMultiple: CGFloat { get { _lineHeightMultiple } set { _lineHeightMultiple = newValue } }
    /// `var minimumLineHeight: CGFloat { get set }`.
    open override var minimumLineHeight: CGFloat { get { _minimumLineHeight } set { _minimumLineHeight = newValue } }
    /// `var maximumLineHeight: CGFloat { get set }`.
    open override var maximumLineHeight: CGFloat { get { _maximumLineHeight } set { _maximumLineHeight = newValue } }
    /// `var alignment: NSTextAlignment { get set }`.
    open override var alignment: NSTextAlignment { get { _alignment } set { _alignment = newValue } }
    /// `var baseWritingDirection: NSWritingDirection { get set }`.
    open override var baseWritingDirection: NSWritingDirection { get { _baseWritingDirection } set { _baseWritingDirection = newValue } }
    /// `var tabStops: [NSTextTab]! { get set }` in UIKit (see the file's comment).
    open override var tabStops: [NSTextTab] { get { _tabStops } set { _tabStops = newValue } }
    /// `var defaultTabInterval: CGFloat { get set }`.
    open override var defaultTabInterval: CGFloat { get { _defaultTabInterval } set { _defaultTabInterval = newValue } }
}

// MARK: Colours (UIColor.h)

/// `UIColor`: `init(red:green:blue:alpha:)` and `getRed(_:green:blue:alpha:)`.
open class UIColor: NSObject, @unchecked Sendable {
    private let components: (CGFloat, CGFloat, CGFloat, CGFloat)

    /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
    }

    /// `func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    /// blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool`.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = components.0
        green?.pointee = components.1
        blue?.pointee = components.2
        alpha?.pointee = components.3
        return true
    }
}

// MARK: Fonts (UIFont.h, UIFontDescriptor.h)

/// `UIFontDescriptor`: an attribute dictionary, with the derivations the Apple layer uses.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// `UIFontDescriptor.AttributeName`.
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        /// The attribute's name.
        public var rawValue: String
        /// `init(rawValue: String)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `static let traits: UIFontDescriptor.AttributeName`.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// `static let size: UIFontDescriptor.AttributeName`.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The private attribute where the stand-in keeps the system design.
        static let design = AttributeName(rawValue: "StandInDesign")
    }

    /// `UIFontDescriptor.TraitKey`.
    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        /// The trait's name.
        public var rawValue: String
        /// `init(rawValue: String)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `static let weight: UIFontDescriptor.TraitKey`.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// `static let symbolic: UIFontDescriptor.TraitKey`.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    }

    /// `UIFontDescriptor.SymbolicTraits` (an `NS_OPTIONS` of `uint32_t`).
    public struct SymbolicTraits: OptionSet, Sendable {
        /// The bits.
        public var rawValue: UInt32
        /// `init(rawValue: UInt32)`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// `traitItalic`.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// `traitBold`.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// `traitMonoSpace`.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    /// `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: Hashable, RawRepresentable, Sendable {
        /// The design's name.
        public var rawValue: String
        /// `init(rawValue: String)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `static let monospaced: UIFontDescriptor.SystemDesign`.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        /// `static let default: UIFontDescriptor.SystemDesign`.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    }

    /// `var fontAttributes: [UIFontDescriptor.AttributeName : Any] { get }`.
    open private(set) var fontAttributes: [AttributeName: Any]

    /// `init(fontAttributes attributes: [UIFontDescriptor.AttributeName : Any] = [:])`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes.mapValues(UIFontDescriptor.bridged)
    }

    /// A value as it comes back out of UIKit's Objective-C dictionaries: numbers as `NSNumber`
    /// (what `as? NSNumber` in the Apple layer relies on), trait dictionaries with theirs bridged.
    static func bridged(_ value: Any) -> Any {
        switch value {
        case let number as CGFloat: NSNumber(value: Double(number))
        case let number as Double: NSNumber(value: number)
        case let number as UInt32: NSNumber(value: number)
        case let number as Int: NSNumber(value: number)
        case let traits as [TraitKey: Any]: traits.mapValues(bridged)
        default: value
        }
    }

    /// `func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any?`.
    open func object(forKey anAttribute: AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }

    /// `var pointSize: CGFloat { get }`.
    open var pointSize: CGFloat { CGFloat((fontAttributes[.size] as? NSNumber)?.doubleValue ?? 0) }

    /// `var symbolicTraits: UIFontDescriptor.SymbolicTraits { get }`.
    open var symbolicTraits: SymbolicTraits {
        let traits = fontAttributes[.traits] as? [TraitKey: Any]
        return SymbolicTraits(rawValue: (traits?[.symbolic] as? NSNumber)?.uint32Value ?? 0)
    }

    /// `func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName : Any]) -> UIFontDescriptor`.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var merged = fontAttributes
        for (name, value) in attributes {
            // Traits merge key by key, as a descriptor's trait dictionary does.
            if name == .traits, let old = merged[.traits] as? [TraitKey: Any], let new = value as? [TraitKey: Any] {
                merged[name] = old.merging(new) { $1 }
            } else {
                merged[name] = value
            }
        }
        return UIFontDescriptor(fontAttributes: merged)
    }

    /// `func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor?`.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        addingAttributes([.traits: [TraitKey.symbolic: symbolicTraits.rawValue]])
    }

    /// `func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor?`.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        var traits = symbolicTraits
        if design == .monospaced { traits.insert(.traitMonoSpace) }
        return addingAttributes([.design: design.rawValue, .traits: [TraitKey.symbolic: traits.rawValue]])
    }
}

/// `UIFont`: the system and Dynamic Type constructors and the members the Apple layer reads.
open class UIFont: NSObject, @unchecked Sendable {
    /// `UIFont.TextStyle`.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        /// The style's name.
        public var rawValue: String
        /// `init(rawValue: String)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `static let extraLargeTitle: UIFont.TextStyle` (iOS 17, tvOS 17, watchOS 10, visionOS 1).
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        /// `static let extraLargeTitle2: UIFont.TextStyle`.
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
        /// `static let largeTitle: UIFont.TextStyle` (not on tvOS).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// `static let title1: UIFont.TextStyle`.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// `static let title2: UIFont.TextStyle`.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// `static let title3: UIFont.TextStyle`.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// `static let headline: UIFont.TextStyle`.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// `static let subheadline: UIFont.TextStyle`.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// `static let body: UIFont.TextStyle`.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// `static let callout: UIFont.TextStyle`.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// `static let footnote: UIFont.TextStyle`.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// `static let caption1: UIFont.TextStyle`.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// `static let caption2: UIFont.TextStyle`.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// `UIFont.Weight`.
    public struct Weight: Hashable, RawRepresentable, Sendable {
        /// The weight as a value from -1 to 1.
        public var rawValue: CGFloat
        /// `init(rawValue: CGFloat)`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }

    /// `var fontDescriptor: UIFontDescriptor { get }`.
    open private(set) var fontDescriptor: UIFontDescriptor

    /// `var pointSize: CGFloat { get }`.
    open var pointSize: CGFloat { fontDescriptor.pointSize }

    /// `init(descriptor: UIFontDescriptor, size pointSize: CGFloat)`: a size of 0 keeps the descriptor's.
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        fontDescriptor = pointSize == 0 ? descriptor : descriptor.addingAttributes([.size: pointSize])
    }

    /// The stand-in's sizes at the default Dynamic Type setting (Large), from Apple's Human
    /// Interface Guidelines.
    static let defaultSizes: [TextStyle: CGFloat] = [
        .extraLargeTitle: 36, .extraLargeTitle2: 28, .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20,
        .headline: 17, .subheadline: 15, .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
    ]

    /// The attribute UIKit keeps a font's text style under (what PlatformFont+UIKit.swift reads).
    static let textStyleAttribute = UIFontDescriptor.AttributeName(rawValue: "NSCTFontUIUsageAttribute")

    /// `class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont`.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(descriptor: UIFontDescriptor(fontAttributes: [textStyleAttribute: style.rawValue,
                                                             .size: defaultSizes[style] ?? 17]), size: 0)
    }

    /// `class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(descriptor: UIFontDescriptor(fontAttributes: [.size: fontSize,
                                                             .traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue]]), size: 0)
    }

    /// `class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let font = systemFont(ofSize: fontSize, weight: weight)
        return UIFont(descriptor: font.fontDescriptor.withDesign(.monospaced)!, size: 0)
    }

    /// `func withSize(_ fontSize: CGFloat) -> UIFont`.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(descriptor: fontDescriptor, size: fontSize)
    }
}
