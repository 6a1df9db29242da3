/// A colour as red, green, blue and alpha components in 0...1 (extended sRGB is not modelled).
///
/// Components are clamped to 0...1 and NaN becomes 0, so that equal-looking colours are equal and
/// runs of them coalesce.
public struct RGBAColor: Hashable, Sendable {
    /// Red, 0...1.
    public let red: Double
    /// Green, 0...1.
    public let green: Double
    /// Blue, 0...1.
    public let blue: Double
    /// Opacity, 0...1.
    public let alpha: Double

    /// Creates a colour from components in 0...1 (clamped; NaN becomes 0).
    ///
    /// - Parameters:
    ///   - red: Red.
    ///   - green: Green.
    ///   - blue: Blue.
    ///   - alpha: Opacity; 1 when omitted.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = RGBAColor.clamp(red)
        self.green = RGBAColor.clamp(green)
        self.blue = RGBAColor.clamp(blue)
        self.alpha = RGBAColor.clamp(alpha)
    }

    /// Creates a grey from a white level in 0...1.
    ///
    /// - Parameters:
    ///   - white: The level, 0 black to 1 white.
    ///   - alpha: Opacity; 1 when omitted.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value.
    ///
    /// - Parameters:
    ///   - rgb: The colour, `0xRRGGBB`; higher bits are ignored.
    ///   - alpha: Opacity; 1 when omitted.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// Opaque black.
    public static let black = RGBAColor(white: 0)
    /// Opaque white.
    public static let white = RGBAColor(white: 1)
    /// Fully transparent black (UIKit's `.clear`).
    public static let clear = RGBAColor(white: 0, alpha: 0)
    /// Opaque red.
    public static let red = RGBAColor(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = RGBAColor(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = RGBAColor(red: 0, green: 0, blue: 1)

    /// A copy with another opacity.
    ///
    /// - Parameter alpha: The opacity, 0...1.
    /// - Returns: The modified copy.
    public func withAlpha(_ alpha: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }
}
