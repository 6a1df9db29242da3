import Foundation

/// A text document: a copy-on-write rope of UTF-16 text with an `NSRange` API, like the string
/// underneath `NSTextStorage`.
///
/// Every offset is a UTF-16 code unit offset and every range an `NSRange`, as in
/// `UITextView.selectedRange`. Any range given to the public API is made safe (see
/// ``clampedRange(_:snapping:)``): a bad range is never trapped on. Copies are O(1) and independent.
public struct TextDocument: Sendable {
    internal var rope: Rope

    /// Whether the file this document was read from started with a UTF-8 byte order mark;
    /// ``write(to:)`` writes one back when this is true.
    public var hasByteOrderMark: Bool = false

    /// How many U+FFFD replacement characters were substituted for invalid input when this
    /// document was created (invalid UTF-8 bytes of a file, lone surrogates of UTF-16 input).
    public internal(set) var replacementCount: Int = 0

    internal init(rope: Rope) {
        self.rope = rope
    }

    /// Creates an empty document.
    public init() {
        self.rope = Rope()
    }

    /// Creates a document holding `string`.
    ///
    /// - Parameter string: The initial text.
    /// - Complexity: O(n), building the rope bottom-up.
    public init(_ string: String) {
        self.rope = Rope(string)
    }

    /// Creates a document from UTF-16 code units; lone surrogates become U+FFFD.
    ///
    /// - Parameter utf16: The code units, in order.
    /// - Complexity: O(n).
    public init<C: Collection>(utf16: C) where C.Element == UInt16 {
        var repaired = 0
        self.rope = Rope(utf16: utf16, replacements: &repaired)
        self.replacementCount = repaired
    }

    /// The length of the text in UTF-16 code units.
    ///
    /// - Complexity: O(1).
    public var length: Int { rope.count }

    /// The whole text as a `String`.
    ///
    /// - Complexity: O(n).
    public var string: String { rope.string(in: 0..<rope.count) }

    /// The text in `range`, made safe like an edit's range (clamped, snapped outward to scalars).
    ///
    /// - Parameter range: Any range; `NSNotFound` gives the empty string.
    /// - Returns: The text of the clamped range.
    /// - Complexity: O(log n + k) for k returned code units.
    public func substring(with range: NSRange) -> String {
        guard let r = clampedRange(range, snapping: .scalar) else { return "" }
        return rope.string(in: r.location ..< r.location + r.length)
    }

    /// Replaces the text in `range` with `string`, the one primitive every edit reduces to.
    ///
    /// The range is made safe first: `NSNotFound` makes the call a no-op, a negative length covers
    /// the span from the other end, values outside the text (`Int.max`, `Int.min`) are clamped, and
    /// the ends move outward to Unicode scalar boundaries so a surrogate pair is never split.
    ///
    /// - Parameters:
    ///   - range: The range to replace, in UTF-16 code units.
    ///   - string: The replacement text.
    /// - Complexity: O(log n + m) for m inserted code units; near the previous edit the descent is
    ///   skipped.
    public mutating func replaceCharacters(in range: NSRange, with string: String) {
        // The rope widens the range to scalar boundaries itself, in the leaf it edits.
        guard let r = clampedRange(range, snapping: .none) else { return }
        rope.replace(r.location ..< r.location + r.length, with: string)
    }
}

extension TextDocument: Equatable {
    /// Two documents are equal when their texts are equal, code unit for code unit.
    ///
    /// - Complexity: O(n), O(1) when both share storage.
    public static func == (lhs: TextDocument, rhs: TextDocument) -> Bool {
        lhs.rope.contentEquals(rhs.rope)
    }
}

extension TextDocument: CustomStringConvertible {
    /// The whole text.
    public var description: String { string }
}

extension TextDocument: ExpressibleByStringLiteral {
    /// Creates a document from a string literal.
    ///
    /// - Parameter value: The text.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
