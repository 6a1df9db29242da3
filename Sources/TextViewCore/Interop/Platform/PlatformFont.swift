/// A UIKit/AppKit font as plain values: what the Apple mapping builds a `UIFont`/`NSFont` from,
/// and what it reads one into.
///
/// Built from a ``FontDescription`` by ``init(_:)``: with a text style, the font is
/// `preferredFont(forTextStyle:)` (Dynamic Type), resized only when the description fixes a
/// size, given a weight trait only when the weight is not the style's own; without one,
/// `systemFont(ofSize:weight:)` or `monospacedSystemFont(ofSize:weight:)`. Italic is the italic
/// symbolic trait; monospaced with a text style is the monospaced design.
public struct PlatformFont: Hashable, Sendable {
    /// The Dynamic Type style, or nil for a system font of a fixed size.
    public var textStyle: FontDescription.TextStyle?
    /// The size in points: the style's default size when ``followsTextStyleSize``.
    public var pointSize: Double
    /// Whether the size is Dynamic Type's for the style (the user's setting), not a fixed one.
    public var followsTextStyleSize: Bool
    /// The weight, as a `UIFont.Weight`/`NSFont.Weight` raw value.
    public var weight: Double
    /// Whether the font is italic.
    public var isItalic: Bool
    /// Whether the font is monospaced.
    public var isMonospaced: Bool

    /// Creates a platform font description.
    ///
    /// - Parameters:
    ///   - textStyle: The Dynamic Type style, or nil.
    ///   - pointSize: The size in points.
    ///   - followsTextStyleSize: Whether Dynamic Type decides the size.
    ///   - weight: The `UIFont.Weight` raw value.
    ///   - isItalic: Whether it is italic.
    ///   - isMonospaced: Whether it is monospaced.
    public init(textStyle: FontDescription.TextStyle?, pointSize: Double, followsTextStyleSize: Bool, weight: Double,
                isItalic: Bool, isMonospaced: Bool) {
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.followsTextStyleSize = textStyle != nil && followsTextStyleSize
        self.weight = weight
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
    }

    /// The platform font a description asks for.
    ///
    /// - Parameter description: The description.
    public init(_ description: FontDescription) {
        self.init(textStyle: description.textStyle, pointSize: description.resolvedPointSize,
                  followsTextStyleSize: description.pointSize == nil, weight: description.resolvedWeight.rawValue,
                  isItalic: description.isItalic, isMonospaced: description.isMonospaced)
    }

    /// Whether the font needs a weight trait on top of its text style's font: its weight is not
    /// the style's own (always false without a text style, whose constructor takes the weight).
    public var needsWeightTrait: Bool {
        guard let textStyle else { return false }
        return weight != textStyle.defaultWeight.rawValue
    }
}

extension FontDescription {
    /// The description of a font read from UIKit/AppKit: a size equal to what Dynamic Type gives
    /// the style reads as no size, and a weight equal to the style's own (or regular without a
    /// style) as no weight; other weights snap to the nearest ``Weight``.
    ///
    /// - Parameter platformFont: The font as read.
    public init(_ platformFont: PlatformFont) {
        let weight = Weight(nearest: platformFont.weight)
        let ownWeight = platformFont.textStyle?.defaultWeight ?? .regular
        self.init(textStyle: platformFont.textStyle,
                  pointSize: platformFont.followsTextStyleSize ? nil : platformFont.pointSize,
                  weight: weight == ownWeight ? nil : weight,
                  isItalic: platformFont.isItalic, isMonospaced: platformFont.isMonospaced)
    }
}

extension FontDescription.Weight {
    /// The weight closest to a `UIFont.Weight` raw value (NaN is regular).
    ///
    /// - Parameter value: The raw value.
    public init(nearest value: Double) {
        guard !value.isNaN else {
            self = .regular
            return
        }
        var best = FontDescription.Weight.regular
        for candidate in FontDescription.Weight.allCases where abs(candidate.rawValue - value) < abs(best.rawValue - value) {
            best = candidate
        }
        self = best
    }
}
