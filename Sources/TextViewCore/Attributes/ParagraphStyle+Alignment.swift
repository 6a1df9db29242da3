extension ParagraphStyle {
    /// Horizontal alignment, like `NSTextAlignment`; raw values are the case names.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Aligned to the leading edge of the writing direction (the default).
        case natural
        /// Aligned to the left edge.
        case left
        /// Centred.
        case center
        /// Aligned to the right edge.
        case right
        /// Stretched to both edges, except the last line.
        case justified
    }
}
