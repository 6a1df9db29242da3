import Foundation

/// The parse and format halves of a `ParseableFormatStyle`, shared by the plain and the optional
/// formatted field.
struct FormattedParser<Format: ParseableFormatStyle> where Format.FormatOutput == String {
    /// The style.
    let format: Format

    /// Parses `text` with the style's strategy: the strategy alone decides what is valid.
    func parse(_ text: String) -> Result<Format.FormatInput, FormattedFieldError> {
        do {
            return .success(try format.parseStrategy.parse(text))
        } catch {
            return .failure(FormattedFieldError(text: text, underlying: error))
        }
    }

    /// The text shown for `value`.
    func text(for value: Format.FormatInput) -> String {
        format.format(value)
    }

    /// Whether `text` counts as empty for the optional field (only whitespace).
    static func isBlank(_ text: String) -> Bool {
        text.allSatisfy { $0.isWhitespace }
    }
}
