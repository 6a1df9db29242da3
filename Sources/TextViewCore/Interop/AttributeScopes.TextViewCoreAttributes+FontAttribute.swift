import Foundation

extension AttributeScopes.TextViewCoreAttributes {
    /// The font of a run, named `"TextViewCore.font"` (as its `NSAttributedString` key).
    public enum FontAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = FontDescription
        /// The key's name.
        public static let name = "TextViewCore.font"
    }
}
