import Foundation

extension AttributeScopes.TextViewCoreAttributes {
    /// The kern of a run, named `"NSKern"` (as its `NSAttributedString` key).
    public enum KernAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = Double
        /// The key's name.
        public static let name = "NSKern"
    }
}
