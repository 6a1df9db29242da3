extension ParagraphStyle {
    /// Base writing direction, like `NSWritingDirection`; raw values are the case names.
    public enum WritingDirection: String, Hashable, Sendable, CaseIterable {
        /// Decided by the text (Unicode bidi rules), the default.
        case natural
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
    }
}
