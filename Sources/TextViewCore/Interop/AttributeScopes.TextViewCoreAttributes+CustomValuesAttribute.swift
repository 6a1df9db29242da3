import Foundation

extension AttributeScopes.TextViewCoreAttributes {
    /// The custom values of a run, all under one key named `"TextViewCore.customValues"`, since
    /// `AttributedString` keys are types and custom keys are strings.
    public enum CustomValuesAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = [String: TextAttributes.CustomValue]
        /// The key's name.
        public static let name = "TextViewCore.customValues"
    }
}
