import TextViewCore

/// The model of `.lineLimit(_:)` and `.lineLimit(_:reservesSpace:)` on a vertical-axis text field:
/// how many lines the field shows for a given text.
///
/// Lines are the text's lines (`TextDocument.lineCount`: breaks plus one, so an empty text has one
/// line and a final break opens an empty last line where the caret sits), or with a `TextLayout`
/// its visual lines, soft wraps counted, as a vertical field grows with wrapped lines.
///
/// Caller mistakes are clamped, not trapped: a bound below 1 counts as 1, and a maximum below the
/// minimum counts as the minimum.
public struct LineLimit: Hashable, Sendable {
    /// The fewest lines shown (space kept even for shorter text).
    public let minimum: Int

    /// The most lines shown, or `nil` for no limit; longer text scrolls or truncates.
    public let maximum: Int?

    /// Whether it was made with `reservesSpace: true` (then ``minimum`` equals ``maximum``).
    public let reservesSpace: Bool

    /// Creates a limit from clamped bounds.
    private init(minimum: Int, maximum: Int?, reservesSpace: Bool = false) {
        let low = max(1, minimum)
        self.minimum = low
        self.maximum = maximum.map { max(low, $0) }
        self.reservesSpace = reservesSpace
    }

    /// No limit: as many lines as the text has (`.lineLimit(nil)`).
    public static let unlimited = LineLimit(minimum: 1, maximum: nil)

    /// `.lineLimit(n)`: at most `n` lines; with `reservesSpace`, always `n` lines of space.
    ///
    /// - Parameters:
    ///   - lines: The maximum; below 1 counts as 1.
    ///   - reservesSpace: Whether the field keeps room for all `lines` even when shorter.
    /// - Returns: The limit.
    public static func lines(_ lines: Int, reservesSpace: Bool = false) -> LineLimit {
        let bound = max(1, lines)
        return LineLimit(minimum: reservesSpace ? bound : 1, maximum: bound, reservesSpace: reservesSpace)
    }

    /// `.lineLimit(n...m)`: at least `n`, at most `m` lines.
    ///
    /// - Parameter range: The bounds; clamped to at least 1.
    /// - Returns: The limit.
    public static func lines(_ range: ClosedRange<Int>) -> LineLimit {
        LineLimit(minimum: range.lowerBound, maximum: range.upperBound)
    }

    /// `.lineLimit(n...)`: at least `n` lines, growing without limit.
    ///
    /// - Parameter range: The lower bound; clamped to at least 1.
    /// - Returns: The limit.
    public static func lines(_ range: PartialRangeFrom<Int>) -> LineLimit {
        LineLimit(minimum: range.lowerBound, maximum: nil)
    }

    /// The lines shown for a text of `lineCount` lines: `lineCount` clamped to the bounds.
    ///
    /// - Parameter lineCount: The text's line count; below 1 counts as 1.
    /// - Returns: The visible line count.
    public func visibleLineCount(forLineCount lineCount: Int) -> Int {
        let lines = max(minimum, lineCount)
        return maximum.map { min($0, lines) } ?? lines
    }

    /// The lines shown for `document`.
    ///
    /// - Parameter document: The field's text.
    /// - Returns: The visible line count.
    /// - Complexity: O(1).
    public func visibleLineCount(for document: TextDocument) -> Int {
        visibleLineCount(forLineCount: document.lineCount)
    }

    /// The lines shown for the text `layout` lays out: its visual lines, soft wraps counted.
    ///
    /// - Parameter layout: The field's layout, at the field's width.
    /// - Returns: The visible line count.
    /// - Complexity: O(n) the first time the layout is asked (it lays everything out).
    public func visibleLineCount(for layout: TextLayout) -> Int {
        visibleLineCount(forLineCount: layout.visualLineCount)
    }

    /// The height a vertical field grows to for the text `layout` lays out: down to the bottom of
    /// its last visible visual line, plus the height of that line again for each line the limit
    /// reserves beyond the text.
    ///
    /// - Parameter layout: The field's layout, at the field's width.
    /// - Returns: The height, in the layout's units.
    /// - Complexity: O(n) the first time the layout is asked (it lays everything out), then
    ///   O(log n + log lines).
    public func visibleHeight(for layout: TextLayout) -> Double {
        let lines = layout.visualLineCount
        let shown = visibleLineCount(forLineCount: lines)
        let line = layout.lineFragment(atVisualLine: max(0, min(shown, lines) - 1))
        return line.rect.maxY + Double(max(0, shown - lines)) * line.rect.height
    }

    /// Whether a text of `lineCount` lines has more lines than are shown (it scrolls).
    ///
    /// - Parameter lineCount: The text's line count.
    /// - Returns: `true` if lines are hidden.
    public func overflows(lineCount: Int) -> Bool {
        maximum.map { lineCount > $0 } ?? false
    }
}
