extension TextAttributes {
    /// An app-defined attribute value: a plain, hashable, sendable value that survives the trip
    /// through `NSAttributedString` unchanged.
    public enum CustomValue: Hashable, Sendable {
        /// A string.
        case string(String)
        /// An integer.
        case int(Int)
        /// A floating-point number (NaN is stored as 0 by a document).
        case double(Double)
        /// A Boolean.
        case bool(Bool)
    }
}

extension TextAttributes.CustomValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    /// A `.string` from a literal.
    ///
    /// - Parameter value: The string.
    public init(stringLiteral value: String) { self = .string(value) }

    /// An `.int` from a literal.
    ///
    /// - Parameter value: The integer.
    public init(integerLiteral value: Int) { self = .int(value) }

    /// A `.double` from a literal.
    ///
    /// - Parameter value: The number.
    public init(floatLiteral value: Double) { self = .double(value) }

    /// A `.bool` from a literal.
    ///
    /// - Parameter value: The Boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
