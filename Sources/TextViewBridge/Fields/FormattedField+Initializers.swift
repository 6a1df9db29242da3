import Foundation

extension FormattedField where Value == Format.FormatInput {
    /// Creates a field for a required value: a blank or unparseable draft never writes.
    ///
    /// - Parameters:
    ///   - value: The initial value; the draft starts as its formatted text.
    ///   - format: The style, e.g. `.number`, `.percent`, `.currency(code: "CNY")`.
    ///   - commitPolicy: When the draft is written; on submit or focus loss by default.
    public convenience init(
        value: Value, format: Format, commitPolicy: FieldCommitPolicy = .onSubmitOrFocusLoss
    ) {
        let parser = FormattedParser(format: format)
        self.init(
            value: value, format: format, commitPolicy: commitPolicy,
            parse: { parser.parse($0) }, text: { parser.text(for: $0) })
    }
}

extension FormattedField {
    /// Creates a field for an optional value: a blank draft (empty or only whitespace) commits
    /// `nil`, an unparseable one never writes.
    ///
    /// - Parameters:
    ///   - value: The initial value; `nil` shows an empty draft.
    ///   - format: The style, e.g. `.number`.
    ///   - commitPolicy: When the draft is written; on submit or focus loss by default.
    public convenience init(
        optionalValue value: Format.FormatInput?, format: Format,
        commitPolicy: FieldCommitPolicy = .onSubmitOrFocusLoss
    ) where Value == Format.FormatInput? {
        let parser = FormattedParser(format: format)
        self.init(
            value: value, format: format, commitPolicy: commitPolicy,
            parse: { text in
                if FormattedParser<Format>.isBlank(text) { return .success(nil) }
                return parser.parse(text).map { Optional($0) }
            },
            text: { $0.map { parser.text(for: $0) } ?? "" })
    }
}
