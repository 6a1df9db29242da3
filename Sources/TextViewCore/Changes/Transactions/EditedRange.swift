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
