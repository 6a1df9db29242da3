extension TextAttributes {
    /// How an underline or strikethrough is drawn; raw values are `NSUnderlineStyle`'s, so a
    /// style converts to UIKit with `NSUnderlineStyle(rawValue: style.rawValue)`.
    public struct LineStyle: OptionSet, Hashable, Sendable {
        /// The `NSUnderlineStyle` raw value.
        public let rawValue: Int

        /// Creates a style from an `NSUnderlineStyle` raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// A single thin line.
        public static let single = LineStyle(rawValue: 0x01)
        /// A thick line.
        public static let thick = LineStyle(rawValue: 0x02)
        /// A double line.
        public static let double = LineStyle(rawValue: 0x09)
        /// Dotted.
        public static let patternDot = LineStyle(rawValue: 0x0100)
        /// Dashed.
        public static let patternDash = LineStyle(rawValue: 0x0200)
        /// Dash-dot.
        public static let patternDashDot = LineStyle(rawValue: 0x0300)
        /// Dash-dot-dot.
        public static let patternDashDotDot = LineStyle(rawValue: 0x0400)
        /// Only under words, not spaces.
        public static let byWord = LineStyle(rawValue: 0x8000)
    }
}
