extension TextAttributes {
    /// An app-defined attribute value: a plain, hashable, sendable value that survives the trip
    /// through `NSAttributedString`.
    ///
    /// Numbers compare as Foundation compares `NSNumber`s in an attributed string: an `.int` and a
    /// `.double` holding the same number are equal (`.int(1) == .double(1.0)`), so neighbouring
    /// runs holding them merge, in a document exactly as in `NSAttributedString`, and a document
    /// survives the round trip through it. A `.bool` is never equal to a number.
    public enum CustomValue: Hashable, Sendable {
        /// A string.
        case string(String)
        /// An integer.
        case int(Int)
        /// A floating-point number (NaN is stored as 0 by a document).
        case double(Double)
        /// A Boolean.
        case bool(Bool)

        /// Whether two values are equal; an `.int` equals a `.double` holding exactly its number.
        ///
        /// - Parameters:
        ///   - lhs: A value.
        ///   - rhs: Another value.
        /// - Returns: Whether they are equal.
        public static func == (lhs: CustomValue, rhs: CustomValue) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): a == b
            case (.bool(let a), .bool(let b)): a == b
            case (.int(let a), .int(let b)): a == b
            case (.double(let a), .double(let b)): a == b
            case (.int(let i), .double(let d)), (.double(let d), .int(let i)): Int(exactly: d) == i
            default: false
            }
        }

        /// Hashes the value; a `.double` holding an integer hashes as that `.int`, so that equal
        /// values hash alike.
        ///
        /// - Parameter hasher: The hasher.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .string(let s):
                hasher.combine(0)
                hasher.combine(s)
            case .bool(let b):
                hasher.combine(1)
                hasher.combine(b)
            case .int(let i):
                hasher.combine(2)
                hasher.combine(i)
            case .double(let d):
                if let i = Int(exactly: d) {
                    hasher.combine(2)
                    hasher.combine(i)
                } else {
                    hasher.combine(3)
                    hasher.combine(d)
                }
            }
        }
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
