// UIKit re-exports Foundation; so does the stand-in, since the Apple layer imports only UIKit.
@_exported import Foundation

// A stand-in of exactly the UIKit declarations that TextViewCore's Apple layer uses
// (Sources/TextViewCore/Interop/Platform: TextAttributes+Platform.swift, ParagraphStyle+Platform.swift,
// PlatformFont+UIKit.swift), so that the AppleLayerTests target compiles those files on Linux and a
// misspelt UIKit name, a wrong argument label or a type error there fails `swift test`.
//
// Each signature is the one Apple's documentation states for UIKit (argument labels, parameter and
// result types, optionality, get-only or settable), declared on classes that descend from NSObject as
// UIKit's do; the paragraph-style classes, which AppKit declares alike, are in ParagraphStyle.swift
// (shared with Tests/AppKitStandIn), and the descriptor's dictionary model in FontDescriptorModel.swift.
// Two places cannot say what UIKit says: `NSMutableParagraphStyle.tabStops` is `[NSTextTab]!` in
// UIKit, an override Swift allows only to imported Objective-C, so here it is `[NSTextTab]`; and the
// string constants behind `UIFont.TextStyle`, `AttributeName`, `TraitKey` and
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
        fontAttributes = FontDescriptorModel.bridged(attributes, traits: TraitKey.self)
    }

    /// `func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any?`.
    open func object(forKey anAttribute: AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }

    /// `var pointSize: CGFloat { get }`.
    open var pointSize: CGFloat { FontDescriptorModel.pointSize(fontAttributes, size: .size) }

    /// `var symbolicTraits: UIFontDescriptor.SymbolicTraits { get }`.
    open var symbolicTraits: SymbolicTraits {
        SymbolicTraits(rawValue: FontDescriptorModel.symbolicTraits(fontAttributes, traits: .traits, symbolic: TraitKey.symbolic))
    }

    /// `func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName : Any]) -> UIFontDescriptor`.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: FontDescriptorModel.adding(attributes, to: fontAttributes, traits: .traits, traitKey: TraitKey.self))
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
