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
