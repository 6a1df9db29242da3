import Foundation

extension AttributeScopes.TextViewCoreAttributes {
    /// The background colour of a run, named `"TextViewCore.backgroundColor"` (as its `NSAttributedString` key).
    public enum BackgroundColorAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = RGBAColor
        /// The key's name.
        public static let name = "TextViewCore.backgroundColor"
    }
}
