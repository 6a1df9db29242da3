import Foundation

/// A text document: a copy-on-write rope of UTF-16 text with an `NSRange` API, like the string
/// underneath `NSTextStorage`.
///
/// Every offset is a UTF-16 code unit offset and every range an `NSRange`, as in
/// `UITextView.selectedRange`. Any range given to the public API is made safe (see
/// ``clampedRange(_:snapping:)``): a bad range is never trapped on. Copies are O(1) and independent.
///
/// Beside the text, a document keeps attribute runs (``TextAttributes``) in a second tree, in step
/// with every edit, with paragraph styles uniform per paragraph; see `TextDocument+Attributes.swift`.
public struct TextDocument: Sendable {
    internal var rope: Rope

    /// The attribute runs, covering exactly the text.
    internal var attributeStorage: AttributeStorage

    /// The open ``beginEditing()`` batch, if any (see `TextDocument+EditingBatch.swift`). Not part
    /// of the document's value: `==` ignores it.
    internal var editingBatch: EditingBatch?

    /// Whether the file this document was read from started with a byte order mark (U+FEFF in
    /// its ``encoding``); ``write(to:)`` writes one back when this is true, and also whenever the
    /// text itself starts with U+FEFF (see ``write(to:)``).
    public var hasByteOrderMark: Bool = false

    /// The encoding ``write(to:)`` writes in: the one the file was read in, UTF-8 for a new
    /// document. Set it to save in another encoding.
    public var encoding: TextEncoding = .utf8

    /// The line ending ``TextEditor/insertNewline()`` inserts: the dominant one of the file the
    /// document was read from (see ``LineEndingCounts``), LF for a new document. Set it to change
    /// what Return types; ``TextEditor/convertLineEndings(to:)`` changes the text's own.
    public var lineEnding: LineEnding = .lf

    /// How many U+FFFD replacement characters were substituted for invalid input when this
    /// document was created (invalid UTF-8 bytes of a file, lone surrogates of UTF-16 input).
    public internal(set) var replacementCount: Int = 0

    internal init(rope: Rope) {
        self.rope = rope
        self.attributeStorage = AttributeStorage(length: rope.count)
    }

    /// Creates an empty document.
    public init() {
        self.init(rope: Rope())
    }

    /// Creates a document holding `string`, with no attributes (one run of empty
    /// ``TextAttributes``, like `NSAttributedString(string:)`).
    ///
    /// - Parameter string: The initial text.
    /// - Complexity: O(n), building the rope bottom-up.
    public init(_ string: String) {
        self.init(rope: Rope(string))
    }

    /// Creates a document from UTF-16 code units; lone surrogates become U+FFFD.
    ///
    /// - Parameter utf16: The code units, in order.
    /// - Complexity: O(n).
    public init<C: Collection>(utf16: C) where C.Element == UInt16 {
        var repaired = 0
        self.init(rope: Rope(utf16: utf16, replacements: &repaired))
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

    /// Replaces the text in `range` with `string`, the primitive every plain edit reduces to.
    ///
    /// The range is made safe first: `NSNotFound` makes the call a no-op, a negative length covers
    /// the span from the other end, values outside the text (`Int.max`, `Int.min`) are clamped, and
    /// the ends move outward to Unicode scalar boundaries so a surrogate pair is never split.
    ///
    /// The new text takes attributes by `NSMutableAttributedString`'s rule: those of the first
    /// replaced character; for an empty range those of the character before it, or at location 0
    /// of the character after it; in an empty document none. Use
    /// ``replaceCharacters(in:with:attributes:)`` to give them explicitly.
    ///
    /// - Parameters:
    ///   - range: The range to replace, in UTF-16 code units.
    ///   - string: The replacement text.
    /// - Complexity: O(log n + m) for m inserted code units, plus the runs in `range`.
    public mutating func replaceCharacters(in range: NSRange, with string: String) {
        // Most edits (typing, deleting, pasting into a document without attributes) take the
        // common path, which gives the general one's result without its bookkeeping.
        if replaceInUniformText(range, with: string) { return }
        replaceCharactersInGeneral(range, with: string)
    }

    /// The general path of ``replaceCharacters(in:with:)``, the reference the common path matches.
    /// Kept out of line: inlined, its frame (saved registers, the inverse's and the runs' locals)
    /// was set up and torn down on every keystroke of the common path too.
    @inline(never)
    internal mutating func replaceCharactersInGeneral(_ range: NSRange, with string: String) {
        // The rope widens the range to scalar boundaries itself, in the leaf it edits (the same
        // result as `.scalar`, without a second descent); the runs follow the widened range.
        guard let r = clampedRange(range, snapping: .none) else { return }
        applyReplacement(r.location ..< r.location + r.length, with: string, attributes: nil)
    }
}

extension TextDocument: Equatable {
    /// Two documents are equal when their texts are equal, code unit for code unit, **and** their
    /// attribute runs are equal: the same ranges with equal ``TextAttributes``.
    ///
    /// - Complexity: O(n + k) for k runs, O(1) when both share storage.
    public static func == (lhs: TextDocument, rhs: TextDocument) -> Bool {
        lhs.rope.contentEquals(rhs.rope) && lhs.attributeStorage.hasSameRuns(as: rhs.attributeStorage)
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

extension TextDocument {
    /// Whether this document and `other` share their storage: then they are equal, text and
    /// attribute runs, without comparing a unit. `false` says nothing (equal documents may be
    /// stored apart); use `==` for equality.
    ///
    /// A copy of a document is identical to it until one of them is mutated, so a holder of a
    /// copy can tell in O(1) that the document it copied has not changed since (what
    /// swift-collections' `isIdentical(to:)` does for its collections).
    ///
    /// - Parameter other: Another document.
    /// - Returns: `true` when both share their text and run storage.
    /// - Complexity: O(1).
    public func isIdentical(to other: TextDocument) -> Bool {
        rope.root === other.rope.root && attributeStorage.isIdentical(to: other.attributeStorage)
    }
}
