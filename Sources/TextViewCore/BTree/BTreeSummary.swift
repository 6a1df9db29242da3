/// What a ``BTree`` caches per node: a commutative group (`zero`, `+`, `-`) over its leaves'
/// contents, so that a parent's summary is the sum of its children's and an edit updates every
/// level on its path by one difference.
///
/// Every summary carries a UTF-16 length (``length``): both trees are keyed by UTF-16 offsets.
protocol BTreeSummary: Equatable {
    /// The summary of nothing.
    static var zero: Self { get }
    /// UTF-16 code units covered.
    var length: Int { get }
    /// The summary of both operands' contents side by side.
    static func + (lhs: Self, rhs: Self) -> Self
    /// The difference of two summaries (`a + b - b == a`).
    static func - (lhs: Self, rhs: Self) -> Self
}

extension BTreeSummary {
    @inline(__always)
    static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }

    @inline(__always)
    static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
}

/// A monotone measure of a ``BTreeSummary`` (UTF-16 offset, line breaks): the key a descent
/// searches by.
protocol BTreeMetric {
    associatedtype Summary: BTreeSummary
    /// The measure of `summary`.
    static func measure(_ summary: Summary) -> Int
}

/// The UTF-16 offset metric, which every summary has.
enum UTF16Metric<Summary: BTreeSummary>: BTreeMetric {
    @inline(__always)
    static func measure(_ summary: Summary) -> Int { summary.length }
}

/// A summary that is a length and nothing else: the UTF-16 length of a run tree's runs, the number
/// of selections in a selection list's tree.
struct CountSummary: BTreeSummary, CustomStringConvertible {
    var length: Int

    static var zero: CountSummary { CountSummary(length: 0) }

    @inline(__always)
    static func + (lhs: CountSummary, rhs: CountSummary) -> CountSummary { CountSummary(length: lhs.length + rhs.length) }

    @inline(__always)
    static func - (lhs: CountSummary, rhs: CountSummary) -> CountSummary { CountSummary(length: lhs.length - rhs.length) }

    var description: String { "\(length)" }
}
