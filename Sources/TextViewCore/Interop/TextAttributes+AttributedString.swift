import Foundation

extension TextAttributes {
    private typealias Scope = AttributeScopes.TextViewCoreAttributes

    /// These attributes as an `AttributeContainer` of the
    /// `AttributeScopes.TextViewCoreAttributes` scope (and Foundation's `link`).
    public var attributeContainer: AttributeContainer {
        var container = AttributeContainer()
        if let font { container[Scope.FontAttribute.self] = font }
        if let foregroundColor { container[Scope.ForegroundColorAttribute.self] = foregroundColor }
        if let backgroundColor { container[Scope.BackgroundColorAttribute.self] = backgroundColor }
        if let underlineStyle { container[Scope.UnderlineStyleAttribute.self] = underlineStyle }
        if let strikethroughStyle { container[Scope.StrikethroughStyleAttribute.self] = strikethroughStyle }
        if let kern { container[Scope.KernAttribute.self] = kern }
        if let link { container[AttributeScopes.FoundationAttributes.LinkAttribute.self] = link }
        if let paragraphStyle { container[Scope.ParagraphStyleAttribute.self] = paragraphStyle }
        if !customValues.isEmpty { container[Scope.CustomValuesAttribute.self] = customValues }
        return container
    }

    /// Attributes read from an `AttributeContainer` (a run's attributes): the keys of the
    /// `AttributeScopes.TextViewCoreAttributes` scope and Foundation's `link`; other
    /// keys are ignored.
    ///
    /// - Parameter container: The attributes.
    public init(_ container: AttributeContainer) {
        self.init(
            font: container[Scope.FontAttribute.self],
            foregroundColor: container[Scope.ForegroundColorAttribute.self],
            backgroundColor: container[Scope.BackgroundColorAttribute.self],
            underlineStyle: container[Scope.UnderlineStyleAttribute.self],
            strikethroughStyle: container[Scope.StrikethroughStyleAttribute.self],
            kern: container[Scope.KernAttribute.self],
            link: container[AttributeScopes.FoundationAttributes.LinkAttribute.self],
            paragraphStyle: container[Scope.ParagraphStyleAttribute.self],
            customValues: container[Scope.CustomValuesAttribute.self] ?? [:]
        )
    }
}
