import Foundation

extension AttributeScopes.TextViewCoreAttributes {
    /// The paragraph style of a run, named `"TextViewCore.paragraphStyle"` (as its `NSAttributedString` key).
    public enum ParagraphStyleAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = ParagraphStyle
        /// The key's name.
        public static let name = "TextViewCore.paragraphStyle"
    }
}
