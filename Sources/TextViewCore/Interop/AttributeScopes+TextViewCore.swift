import Foundation

extension AttributeScopes {
    /// The attributes of a ``TextDocument`` in an `AttributedString`.
    ///
    /// Foundation on Linux has no font, colour, paragraph style, underline or kern attributes
    /// (those come from UIKit, AppKit and SwiftUI scopes), so they are this package's own keys,
    /// holding this package's values; the link is Foundation's `link`. Custom values travel
    /// together under one key, since `AttributedString` keys are types.
    ///
    /// With `import TextViewCore`, they read as `string.textViewFont`,
    /// `string.textViewParagraphStyle`, and so on.
    public struct TextViewCoreAttributes: AttributeScope {
        /// ``TextAttributes/font``.
        public let textViewFont: FontAttribute
        /// ``TextAttributes/foregroundColor``.
        public let textViewForegroundColor: ForegroundColorAttribute
        /// ``TextAttributes/backgroundColor``.
        public let textViewBackgroundColor: BackgroundColorAttribute
        /// ``TextAttributes/underlineStyle``.
        public let textViewUnderlineStyle: UnderlineStyleAttribute
        /// ``TextAttributes/strikethroughStyle``.
        public let textViewStrikethroughStyle: StrikethroughStyleAttribute
        /// ``TextAttributes/kern``.
        public let textViewKern: KernAttribute
        /// ``TextAttributes/paragraphStyle``.
        public let textViewParagraphStyle: ParagraphStyleAttribute
        /// ``TextAttributes/customValues``.
        public let textViewCustomValues: CustomValuesAttribute
        /// Foundation's attributes, for `link`.
        public let foundation: AttributeScopes.FoundationAttributes
    }

    /// The ``TextViewCoreAttributes`` scope.
    public var textViewCore: TextViewCoreAttributes.Type { TextViewCoreAttributes.self }
}

extension AttributeDynamicLookup {
    /// Gives `AttributedString` and its runs properties for the ``TextViewCoreAttributes`` keys.
    ///
    /// - Parameter keyPath: A key of the scope.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.TextViewCoreAttributes, T>
    ) -> T {
        self[T.self]
    }
}

// The scope's keys, one per attribute, named as their NSAttributedString keys.
extension AttributeScopes.TextViewCoreAttributes {
    /// The font of a run, named `"TextViewCore.font"` (as its `NSAttributedString` key).
    public enum FontAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = FontDescription
        /// The key's name.
        public static let name = "TextViewCore.font"
    }

    /// The text colour of a run, named `"TextViewCore.foregroundColor"` (as its `NSAttributedString` key).
    public enum ForegroundColorAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = RGBAColor
        /// The key's name.
        public static let name = "TextViewCore.foregroundColor"
    }

    /// The background colour of a run, named `"TextViewCore.backgroundColor"` (as its `NSAttributedString` key).
    public enum BackgroundColorAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = RGBAColor
        /// The key's name.
        public static let name = "TextViewCore.backgroundColor"
    }

    /// The underline of a run, named `"NSUnderline"` (as its `NSAttributedString` key).
    public enum UnderlineStyleAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = TextAttributes.LineStyle
        /// The key's name.
        public static let name = "NSUnderline"
    }

    /// The strikethrough of a run, named `"NSStrikethrough"` (as its `NSAttributedString` key).
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = TextAttributes.LineStyle
        /// The key's name.
        public static let name = "NSStrikethrough"
    }

    /// The kern of a run, named `"NSKern"` (as its `NSAttributedString` key).
    public enum KernAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = Double
        /// The key's name.
        public static let name = "NSKern"
    }

    /// The paragraph style of a run, named `"TextViewCore.paragraphStyle"` (as its `NSAttributedString` key).
    public enum ParagraphStyleAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = ParagraphStyle
        /// The key's name.
        public static let name = "TextViewCore.paragraphStyle"
    }

    /// The custom values of a run, all under one key named `"TextViewCore.customValues"`, since
    /// `AttributedString` keys are types and custom keys are strings.
    public enum CustomValuesAttribute: AttributedStringKey {
        /// The value type.
        public typealias Value = [String: TextAttributes.CustomValue]
        /// The key's name.
        public static let name = "TextViewCore.customValues"
    }
}
