import Foundation

/// Why a formatted field's draft is not a value: kept for display while the committed value
/// stays what it was.
public struct FormattedFieldError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The draft text that failed to parse.
    public let text: String

    /// The parse strategy's explanation (Foundation's debug description when it gives one).
    public let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - text: The draft that failed.
    ///   - message: Why.
    public init(text: String, message: String) {
        self.text = text
        self.message = message
    }

    /// Creates an error from a parse strategy's thrown error.
    init(text: String, underlying: any Error) {
        let debug = (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        self.init(text: text, message: debug ?? "\(underlying)")
    }

    /// The message, with the text quoted.
    public var description: String { "cannot parse \"\(text)\": \(message)" }
}
