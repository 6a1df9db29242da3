extension FontDescription {
    /// The Dynamic Type text styles, one for one with UIKit's `UIFont.TextStyle`.
    ///
    /// Raw values are the case names (stable, and what the Foundation interop writes).
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// `UIFont.TextStyle.extraLargeTitle` (iOS 17): 36 points, bold.
        case extraLargeTitle
        /// `UIFont.TextStyle.extraLargeTitle2` (iOS 17): 28 points, bold.
        case extraLargeTitle2
        /// `UIFont.TextStyle.largeTitle`: 34 points.
        case largeTitle
        /// `UIFont.TextStyle.title1`: 28 points.
        case title1
        /// `UIFont.TextStyle.title2`: 22 points.
        case title2
        /// `UIFont.TextStyle.title3`: 20 points.
        case title3
        /// `UIFont.TextStyle.headline`: 17 points, semibold.
        case headline
        /// `UIFont.TextStyle.subheadline`: 15 points.
        case subheadline
        /// `UIFont.TextStyle.body`: 17 points.
        case body
        /// `UIFont.TextStyle.callout`: 16 points.
        case callout
        /// `UIFont.TextStyle.footnote`: 13 points.
        case footnote
        /// `UIFont.TextStyle.caption1` (SwiftUI's `.caption`): 12 points.
        case caption1
        /// `UIFont.TextStyle.caption2`: 11 points.
        case caption2

        /// The style's size at iOS's default Dynamic Type setting ("Large").
        public var defaultPointSize: Double {
            switch self {
            case .extraLargeTitle: 36
            case .extraLargeTitle2: 28
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .subheadline: 15
            case .body: 17
            case .callout: 16
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }

        /// The style's own weight: semibold for `.headline`, bold for the extra large titles,
        /// regular otherwise.
        public var defaultWeight: Weight {
            switch self {
            case .headline: .semibold
            case .extraLargeTitle, .extraLargeTitle2: .bold
            default: .regular
            }
        }
    }
}
