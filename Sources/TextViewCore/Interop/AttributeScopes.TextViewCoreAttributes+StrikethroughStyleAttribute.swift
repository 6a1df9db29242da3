import Foundation

extension AttributeScopes.TextViewCoreAttributes {
    /// The strikethrough of a run, named `"NSStrikethrough"` (as its `NSAttributedString` key).
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = TextAttributes.LineStyle
        /// The key's name.
        public static let name = "NSStrikethrough"
    }
}
