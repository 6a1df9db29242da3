import Foundation

extension AttributeScopes.TextViewCoreAttributes {
    /// The underline of a run, named `"NSUnderline"` (as its `NSAttributedString` key).
    public enum UnderlineStyleAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = TextAttributes.LineStyle
        /// The key's name.
        public static let name = "NSUnderline"
    }
}
