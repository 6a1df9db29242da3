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
