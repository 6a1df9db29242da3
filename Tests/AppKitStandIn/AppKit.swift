// AppKit re-exports Foundation; so does the stand-in, since the Apple layer imports only AppKit.
@_exported import Foundation

// A stand-in of exactly the AppKit declarations that TextViewCore's Apple layer uses on macOS
// (Sources/TextViewCore/Interop/Platform: the AppKit branches of TextAttributes+Platform.swift and
// ParagraphStyle+Platform.swift, and PlatformFont+AppKit.swift), so that the AppKitLayerTests target
// compiles those files on Linux and a misspelt AppKit name, a wrong argument label or a type error
// there fails `swift test`. The UIKit side has its own stand-in (Tests/AppleStandIn).
//
// Each signature is the one Apple's documentation states for AppKit (argument labels, parameter and
// result types, optionality, get-only or settable), declared on classes that descend from NSObject as
// AppKit's do. Where AppKit differs from UIKit, the stand-in follows AppKit: `NSFont(descriptor:size:)`
// is failable, `NSFontDescriptor.withSymbolicTraits(_:)` is not, the symbolic traits are `.italic` and
// `.monoSpace`, `preferredFont(forTextStyle:options:)` takes options, and `NSTextAlignment` has
// AppKit's Intel raw values (right 1, centre 2), so a mapping by raw value would fail here. The
// paragraph-style classes are shared with the UIKit stand-in (ParagraphStyle.swift, a symlink), as
// is the descriptor's dictionary model (FontDescriptorModel.swift). The string constants behind
// `NSFont.TextStyle`, `AttributeName`, `TraitKey` and `SystemDesign` are placeholders (only the
// names are checked, not the values).
//
// The behaviour is a model, enough for a round trip to mean something: a descriptor is its attribute
// dictionary, `preferredFont(forTextStyle:options:)` gives the style's default macOS size and weight
// and records the style in the descriptor, a colour keeps its sRGB components. It is not AppKit's behaviour,
// which only a Mac shows (see the catalog's NSTextStorage parity article).

// MARK: Paragraph styles (AppKit's NSText.h; the classes are in ParagraphStyle.swift)

/// `NSTextAlignment` (an `NS_ENUM` of `NSInteger`; AppKit's raw values on Intel, not UIKit's).
public enum NSTextAlignment: Int, Sendable {
    /// `left`.
    case left = 0
    /// `right`.
    case right = 1
    /// `center`.
    case center = 2
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

// MARK: Colours (NSColor.h, NSColorSpace.h)

/// `NSColorSpace`: `sRGB`.
open class NSColorSpace: NSObject, @unchecked Sendable {
    /// The one colour space the stand-in has.
    private static let srgbSpace = NSColorSpace()

    /// `class var sRGB: NSColorSpace { get }`.
    open class var sRGB: NSColorSpace { srgbSpace }
}

/// `NSColor`: `init(srgbRed:green:blue:alpha:)`, `usingColorSpace(_:)` and the component properties.
open class NSColor: NSObject, @unchecked Sendable {
    private let components: (CGFloat, CGFloat, CGFloat, CGFloat)
    private let colorSpace: NSColorSpace

    /// `init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        colorSpace = .sRGB
    }

    /// `func usingColorSpace(_ space: NSColorSpace) -> NSColor?`: the colour itself in its own
    /// space, nil in any other (the stand-in converts nothing).
    open func usingColorSpace(_ space: NSColorSpace) -> NSColor? {
        space === colorSpace ? self : nil
    }

    /// `var redComponent: CGFloat { get }`.
    open var redComponent: CGFloat { components.0 }
    /// `var greenComponent: CGFloat { get }`.
    open var greenComponent: CGFloat { components.1 }
    /// `var blueComponent: CGFloat { get }`.
    open var blueComponent: CGFloat { components.2 }
    /// `var alphaComponent: CGFloat { get }`.
    open var alphaComponent: CGFloat { components.3 }
}

// MARK: Fonts (NSFont.h, NSFontDescriptor.h)

/// `NSFontDescriptor`: an attribute dictionary, with the derivations the Apple layer uses.
open class NSFontDescriptor: NSObject, @unchecked Sendable {
    /// `NSFontDescriptor.AttributeName`.
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        /// The attribute's name.
        public var rawValue: String
        /// `init(rawValue: String)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `static let traits: NSFontDescriptor.AttributeName`.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// `static let size: NSFontDescriptor.AttributeName`.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The private attribute where the stand-in keeps the system design.
        static let design = AttributeName(rawValue: "StandInDesign")
    }

    /// `NSFontDescriptor.TraitKey`.
    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        /// The trait's name.
        public var rawValue: String
        /// `init(rawValue: String)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `static let weight: NSFontDescriptor.TraitKey`.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// `static let symbolic: NSFontDescriptor.TraitKey`.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    }

    /// `NSFontDescriptor.SymbolicTraits` (an `NS_OPTIONS` of `uint32_t`).
    public struct SymbolicTraits: OptionSet, Sendable {
        /// The bits.
        public var rawValue: UInt32
        /// `init(rawValue: UInt32)`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// `static var italic: NSFontDescriptor.SymbolicTraits { get }`.
        public static let italic = SymbolicTraits(rawValue: 1 << 0)
        /// `static var bold: NSFontDescriptor.SymbolicTraits { get }`.
        public static let bold = SymbolicTraits(rawValue: 1 << 1)
        /// `static var monoSpace: NSFontDescriptor.SymbolicTraits { get }`.
        public static let monoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    /// `NSFontDescriptor.SystemDesign`.
    public struct SystemDesign: Hashable, RawRepresentable, Sendable {
        /// The design's name.
        public var rawValue: String
        /// `init(rawValue: String)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `static let monospaced: NSFontDescriptor.SystemDesign`.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        /// `static let default: NSFontDescriptor.SystemDesign`.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    }

    /// `var fontAttributes: [NSFontDescriptor.AttributeName : Any] { get }`.
    open private(set) var fontAttributes: [AttributeName: Any]

    /// `init(fontAttributes attributes: [NSFontDescriptor.AttributeName : Any]? = nil)`.
    public init(fontAttributes attributes: [AttributeName: Any]? = nil) {
        fontAttributes = FontDescriptorModel.bridged(attributes ?? [:], traits: TraitKey.self)
    }

    /// `func object(forKey attribute: NSFontDescriptor.AttributeName) -> Any?`.
    open func object(forKey attribute: AttributeName) -> Any? {
        fontAttributes[attribute]
    }

    /// `var pointSize: CGFloat { get }`.
    open var pointSize: CGFloat { FontDescriptorModel.pointSize(fontAttributes, size: .size) }

    /// `var symbolicTraits: NSFontDescriptor.SymbolicTraits { get }`.
    open var symbolicTraits: SymbolicTraits {
        SymbolicTraits(rawValue: FontDescriptorModel.symbolicTraits(fontAttributes, traits: .traits, symbolic: TraitKey.symbolic))
    }

    /// `func addingAttributes(_ attributes: [NSFontDescriptor.AttributeName : Any]) -> NSFontDescriptor`.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> NSFontDescriptor {
        NSFontDescriptor(fontAttributes: FontDescriptorModel.adding(attributes, to: fontAttributes, traits: .traits, traitKey: TraitKey.self))
    }

    /// `func withSymbolicTraits(_ symbolicTraits: NSFontDescriptor.SymbolicTraits) -> NSFontDescriptor`
    /// (not optional in AppKit, unlike UIKit's).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> NSFontDescriptor {
        addingAttributes([.traits: [TraitKey.symbolic: symbolicTraits.rawValue]])
    }

    /// `func withDesign(_ design: NSFontDescriptor.SystemDesign) -> NSFontDescriptor?`.
    open func withDesign(_ design: SystemDesign) -> NSFontDescriptor? {
        var traits = symbolicTraits
        if design == .monospaced { traits.insert(.monoSpace) }
        return addingAttributes([.design: design.rawValue, .traits: [TraitKey.symbolic: traits.rawValue]])
    }
}

/// `NSFont`: the system and text-style constructors and the members the Apple layer reads.
open class NSFont: NSObject, @unchecked Sendable {
    /// `NSFont.TextStyle` (macOS 11; AppKit has no extra large titles).
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        /// The style's name.
        public var rawValue: String
        /// `init(rawValue: String)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `static let largeTitle: NSFont.TextStyle`.
        public static let largeTitle = TextStyle(rawValue: "NSCTFontTextStyleTitle0")
        /// `static let title1: NSFont.TextStyle`.
        public static let title1 = TextStyle(rawValue: "NSCTFontTextStyleTitle1")
        /// `static let title2: NSFont.TextStyle`.
        public static let title2 = TextStyle(rawValue: "NSCTFontTextStyleTitle2")
        /// `static let title3: NSFont.TextStyle`.
        public static let title3 = TextStyle(rawValue: "NSCTFontTextStyleTitle3")
        /// `static let headline: NSFont.TextStyle`.
        public static let headline = TextStyle(rawValue: "NSCTFontTextStyleHeadline")
        /// `static let subheadline: NSFont.TextStyle`.
        public static let subheadline = TextStyle(rawValue: "NSCTFontTextStyleSubhead")
        /// `static let body: NSFont.TextStyle`.
        public static let body = TextStyle(rawValue: "NSCTFontTextStyleBody")
        /// `static let callout: NSFont.TextStyle`.
        public static let callout = TextStyle(rawValue: "NSCTFontTextStyleCallout")
        /// `static let footnote: NSFont.TextStyle`.
        public static let footnote = TextStyle(rawValue: "NSCTFontTextStyleFootnote")
        /// `static let caption1: NSFont.TextStyle`.
        public static let caption1 = TextStyle(rawValue: "NSCTFontTextStyleCaption1")
        /// `static let caption2: NSFont.TextStyle`.
        public static let caption2 = TextStyle(rawValue: "NSCTFontTextStyleCaption2")
    }

    /// `NSFont.TextStyleOptionKey`.
    public struct TextStyleOptionKey: Hashable, RawRepresentable, Sendable {
        /// The option's name.
        public var rawValue: String
        /// `init(rawValue: String)`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// `NSFont.Weight`.
    public struct Weight: Hashable, RawRepresentable, Sendable {
        /// The weight as a value from -1 to 1.
        public var rawValue: CGFloat
        /// `init(rawValue: CGFloat)`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }

    /// `var fontDescriptor: NSFontDescriptor { get }`.
    open private(set) var fontDescriptor: NSFontDescriptor

    /// `var pointSize: CGFloat { get }`.
    open var pointSize: CGFloat { fontDescriptor.pointSize }

    /// `init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat)`: a size of 0
    /// keeps the descriptor's; the stand-in matches every descriptor, so it never fails.
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {
        self.fontDescriptor = fontSize == 0 ? fontDescriptor : fontDescriptor.addingAttributes([.size: fontSize])
    }

    /// The stand-in's sizes, the macOS ones from Apple's Human Interface Guidelines.
    static let defaultSizes: [TextStyle: CGFloat] = [
        .largeTitle: 26, .title1: 22, .title2: 17, .title3: 15, .headline: 13, .subheadline: 11, .body: 13,
        .callout: 12, .footnote: 10, .caption1: 10, .caption2: 10,
    ]

    /// The stand-in's weights of the styles that are not regular, the macOS ones from Apple's Human
    /// Interface Guidelines (headline bold, caption 2 medium; iOS's headline is semibold), carried as
    /// the descriptor's weight trait as a system font's is.
    static let defaultWeights: [TextStyle: CGFloat] = [.headline: 0.4, .caption2: 0.23]

    /// The attribute AppKit keeps a font's text style under (what PlatformFont+AppKit.swift reads).
    static let textStyleAttribute = NSFontDescriptor.AttributeName(rawValue: "NSCTFontUIUsageAttribute")

    /// The font of a descriptor built here (never nil: the stand-in's initialiser does not fail).
    private static func font(_ attributes: [NSFontDescriptor.AttributeName: Any]) -> NSFont {
        NSFont(descriptor: NSFontDescriptor(fontAttributes: attributes), size: 0)!
    }

    /// `class func preferredFont(forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey : Any] = [:]) -> NSFont`.
    open class func preferredFont(forTextStyle style: TextStyle, options: [TextStyleOptionKey: Any] = [:]) -> NSFont {
        font([textStyleAttribute: style.rawValue, .size: defaultSizes[style] ?? 13,
              .traits: [NSFontDescriptor.TraitKey.weight: defaultWeights[style] ?? 0]])
    }

    /// `class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        font([.size: fontSize, .traits: [NSFontDescriptor.TraitKey.weight: weight.rawValue]])
    }

    /// `class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        font(systemFont(ofSize: fontSize, weight: weight).fontDescriptor.withDesign(.monospaced)!.fontAttributes)
    }
}
