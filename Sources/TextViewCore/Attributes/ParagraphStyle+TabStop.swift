extension ParagraphStyle {
    /// A tab stop, like `NSTextTab`: where a tab moves the text after it, and how that text
    /// aligns there.
    public struct TabStop: Hashable, Sendable {
        /// How the text after the tab aligns at ``location``: `.natural`, `.left` and `.justified`
        /// start it there, `.right` ends it there and `.center` centres it there (the text up to
        /// the next tab or the end of the paragraph), as `NSTextTab`'s `alignment`.
        public var alignment: Alignment
        /// The stop's distance from the leading edge of the text container, in layout units
        /// (`NSTextTab.location`).
        public var location: Double

        /// Creates a tab stop.
        ///
        /// - Parameters:
        ///   - alignment: How the text after the tab aligns at the stop (`.natural`: it starts there).
        ///   - location: The stop's distance from the container's leading edge.
        public init(alignment: Alignment = .natural, location: Double) {
            self.alignment = alignment
            self.location = location
        }
    }
}
