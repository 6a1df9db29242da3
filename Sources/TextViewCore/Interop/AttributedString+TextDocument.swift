import Foundation

extension AttributedString {
    /// An attributed string with a document's text and runs, in the
    /// ``Foundation/AttributeScopes/TextViewCoreAttributes`` scope (and Foundation's `link`).
    ///
    /// - Parameter document: The document.
    /// - Complexity: O(n + k) for k runs.
    public init(_ document: TextDocument) {
        var result = AttributedString()
        for run in document.runs {
            result.append(AttributedString(document.substring(with: run.range), attributes: run.attributes.attributeContainer))
        }
        self = result
    }
}
