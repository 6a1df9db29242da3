import Foundation

extension NSAttributedString {
    /// An attributed string with a document's text and runs, one attribute dictionary per run
    /// (see ``TextAttributes/foundationAttributes``).
    ///
    /// - Parameter document: The document.
    /// - Complexity: O(n + k) for k runs.
    public convenience init(_ document: TextDocument) {
        let result = NSMutableAttributedString(string: document.string)
        for run in document.runs {
            let attributes = run.attributes.foundationAttributes
            if !attributes.isEmpty {
                result.setAttributes(attributes, range: run.range)
            }
        }
        self.init(attributedString: result)
    }
}
