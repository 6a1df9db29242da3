extension TextAttributes {
    /// Names one attribute, for ``TextDocument/removeAttribute(_:range:)`` and
    /// ``TextAttributes/removing(_:)``.
    public enum Key: Hashable, Sendable {
        /// ``TextAttributes/font``.
        case font
        /// ``TextAttributes/foregroundColor``.
        case foregroundColor
        /// ``TextAttributes/backgroundColor``.
        case backgroundColor
        /// ``TextAttributes/underlineStyle``.
        case underlineStyle
        /// ``TextAttributes/strikethroughStyle``.
        case strikethroughStyle
        /// ``TextAttributes/kern``.
        case kern
        /// ``TextAttributes/link``.
        case link
        /// ``TextAttributes/paragraphStyle``.
        case paragraphStyle
        /// One of ``TextAttributes/customValues``.
        case custom(String)

        /// Every built-in key, in declaration order.
        public static let builtIn: [Key] = [
            .font, .foregroundColor, .backgroundColor, .underlineStyle, .strikethroughStyle, .kern,
            .link, .paragraphStyle,
        ]
    }
}
