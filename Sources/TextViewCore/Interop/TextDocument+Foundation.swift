import Foundation

extension TextDocument {
    /// A document with an attributed string's text and runs.
    ///
    /// Attribute dictionaries are read with ``TextAttributes/init(foundationAttributes:)``; runs
    /// that read as equal are merged; then every paragraph takes its first character's paragraph
    /// style (an attributed string need not keep them uniform; a document does). Lone surrogates
    /// become U+FFFD, one for one, so ranges keep their meaning.
    ///
    /// - Parameter attributed: The attributed string.
    /// - Complexity: O(n + k) for k runs.
    public init(_ attributed: NSAttributedString) {
        self.init(utf16: Array(attributed.string.utf16))
        var runs: [(length: Int, attributes: TextAttributes)] = []
        let whole = NSRange(location: 0, length: Swift.min(attributed.length, length))
        attributed.enumerateAttributes(in: whole, options: []) { dictionary, range, _ in
            runs.append((range.length, TextAttributes(foundationAttributes: dictionary)))
        }
        adoptRuns(runs)
    }

    /// A document with an `AttributedString`'s text and runs, read through the
    /// `AttributeScopes.TextViewCoreAttributes` scope (and Foundation's `link`).
    ///
    /// Runs that read as equal are merged; then every paragraph takes its first character's
    /// paragraph style.
    ///
    /// - Parameter attributed: The attributed string.
    /// - Complexity: O(n + k) for k runs.
    public init(_ attributed: AttributedString) {
        self.init(String(attributed.characters))
        var runs: [(length: Int, attributes: TextAttributes)] = []
        for run in attributed.runs {
            let units = attributed.utf16.distance(from: run.range.lowerBound, to: run.range.upperBound)
            runs.append((units, TextAttributes(run.attributes)))
        }
        adoptRuns(runs)
    }

    /// Replaces the runs with `runs` (lengths summing to the text's) and fixes every paragraph.
    internal mutating func adoptRuns(_ runs: [(length: Int, attributes: TextAttributes)]) {
        let total = runs.reduce(0) { $0 + $1.length }
        precondition(total == length, "imported runs cover \(total) units, the text has \(length)")
        attributeStorage = AttributeStorage(runs: runs)
        fixParagraphStyles(around: 0 ..< length)
    }
}

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
