/// A description of a font, not a font: what a run asks for (a text style, a size, a weight,
/// italic, monospaced), which a renderer turns into a real font (`UIFont.preferredFont(forTextStyle:)`,
/// `UIFont.systemFont(ofSize:weight:)`, `.monospacedSystemFont`, ...).
///
/// Every field is optional in spirit: a `nil` text style means the system font, a `nil` point size
/// means the text style's default size (17 points without a style), a `nil` weight means the text
/// style's own weight (regular, semibold for `.headline`, bold for the extra large titles).
public struct FontDescription: Hashable, Sendable {
    /// The Dynamic Type style this font follows, like `UIFont.TextStyle`; `nil` for a fixed font.
    public var textStyle: TextStyle?
    /// The size in points; `nil` for the text style's default size.
    public var pointSize: Double?
    /// The stroke weight; `nil` for the text style's own weight.
    public var weight: Weight?
    /// Whether the font is italic (UIKit's `.traitItalic`).
    public var isItalic: Bool
    /// Whether the font is monospaced (UIKit's `.traitMonoSpace`, `monospacedSystemFont`).
    public var isMonospaced: Bool

    /// Creates a font description.
    ///
    /// - Parameters:
    ///   - textStyle: The Dynamic Type style, or `nil` for the system font.
    ///   - pointSize: The size in points, or `nil` for the style's default size.
    ///   - weight: The weight, or `nil` for the style's own weight.
    ///   - isItalic: Whether the font is italic.
    ///   - isMonospaced: Whether the font is monospaced.
    public init(
        textStyle: TextStyle? = nil, pointSize: Double? = nil, weight: Weight? = nil,
        isItalic: Bool = false, isMonospaced: Bool = false
    ) {
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
    }

    /// The font of a Dynamic Type style, like `UIFont.preferredFont(forTextStyle:)`.
    ///
    /// - Parameter style: The text style.
    /// - Returns: A description with only the style set.
    public static func preferred(_ style: TextStyle) -> FontDescription {
        FontDescription(textStyle: style)
    }

    /// The system font at a fixed size, like `UIFont.systemFont(ofSize:weight:)`.
    ///
    /// - Parameters:
    ///   - size: The size in points.
    ///   - weight: The weight.
    /// - Returns: A description with no text style.
    public static func system(size: Double, weight: Weight = .regular) -> FontDescription {
        FontDescription(pointSize: size, weight: weight)
    }

    /// The monospaced system font at a fixed size, like `UIFont.monospacedSystemFont(ofSize:weight:)`.
    ///
    /// - Parameters:
    ///   - size: The size in points.
    ///   - weight: The weight.
    /// - Returns: A monospaced description with no text style.
    public static func monospacedSystem(size: Double, weight: Weight = .regular) -> FontDescription {
        FontDescription(pointSize: size, weight: weight, isMonospaced: true)
    }

    /// The size a renderer should use: ``pointSize``, else the text style's default size at the
    /// default Dynamic Type setting (UIKit's "Large"), else 17.
    public var resolvedPointSize: Double {
        pointSize ?? textStyle?.defaultPointSize ?? 17
    }

    /// The weight a renderer should use: ``weight``, else the text style's own weight, else regular.
    public var resolvedWeight: Weight {
        weight ?? textStyle?.defaultWeight ?? .regular
    }

    /// A copy with the given size.
    ///
    /// - Parameter size: The size in points.
    /// - Returns: The modified copy.
    public func size(_ size: Double) -> FontDescription {
        var copy = self
        copy.pointSize = size
        return copy
    }

    /// A copy with the given weight.
    ///
    /// - Parameter weight: The weight.
    /// - Returns: The modified copy.
    public func weight(_ weight: Weight) -> FontDescription {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// A bold copy (weight `.bold`, like SwiftUI's `Font.bold()`).
    ///
    /// - Returns: The modified copy.
    public func bold() -> FontDescription {
        weight(.bold)
    }

    /// An italic copy.
    ///
    /// - Returns: The modified copy.
    public func italic() -> FontDescription {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// A monospaced copy.
    ///
    /// - Returns: The modified copy.
    public func monospaced() -> FontDescription {
        var copy = self
        copy.isMonospaced = true
        return copy
    }
}

extension FontDescription {
    /// Font weights, one for one with `UIFont.Weight`; raw values are UIKit's.
    public enum Weight: Double, Hashable, Sendable, CaseIterable {
        /// `UIFont.Weight.ultraLight` (-0.8).
        case ultraLight = -0.8
        /// `UIFont.Weight.thin` (-0.6).
        case thin = -0.6
        /// `UIFont.Weight.light` (-0.4).
        case light = -0.4
        /// `UIFont.Weight.regular` (0).
        case regular = 0
        /// `UIFont.Weight.medium` (0.23).
        case medium = 0.23
        /// `UIFont.Weight.semibold` (0.3).
        case semibold = 0.3
        /// `UIFont.Weight.bold` (0.4).
        case bold = 0.4
        /// `UIFont.Weight.heavy` (0.56).
        case heavy = 0.56
        /// `UIFont.Weight.black` (0.62).
        case black = 0.62
    }
}
