import Foundation

extension AttributeScopes.TextViewCoreAttributes {
    /// The text colour of a run, named `"TextViewCore.foregroundColor"` (as its `NSAttributedString` key).
    public enum ForegroundColorAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = RGBAColor
        /// The key's name.
        public static let name = "TextViewCore.foregroundColor"
    }
}
