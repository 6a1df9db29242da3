/// What a change touched, like NSTextStorage's `editedMask`, plus the selection.
public struct EditedMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public var rawValue: Int

    /// A mask from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The text changed (NSTextStorage's `.editedCharacters`).
    public static let characters = EditedMask(rawValue: 1 << 0)
    /// Attributes changed (`.editedAttributes`); paragraph-style fixes after a text edit count.
    public static let attributes = EditedMask(rawValue: 1 << 1)
    /// The selections changed.
    public static let selection = EditedMask(rawValue: 1 << 2)
    /// The marked text's range changed: a composition started, changed, was committed or
    /// abandoned (a commit may change nothing else).
    public static let markedText = EditedMask(rawValue: 1 << 3)
}

// The edited-range union, written once: the notification's edited range, the attribute range a
// transaction records, the range a batch still owes the paragraph rule and a change's written
// range all grow the same way, to the smallest range covering both.
extension Range<Int> {
    /// The smallest range covering this one and `other` (and whatever lies between them).
    @inline(__always)
    func hull(_ other: Range<Int>) -> Range<Int> {
        Swift.min(lowerBound, other.lowerBound) ..< Swift.max(upperBound, other.upperBound)
    }
}

extension Optional<Range<Int>> {
    /// Grows the range to cover `range` too; nil (no range yet) becomes `range`.
    @inline(__always)
    mutating func formHull(_ range: Range<Int>) {
        self = map { $0.hull(range) } ?? range
    }
}
