import Foundation
import TextViewCore

/// The part of the text on screen: the first visual line shown (by offset, so it stays on the same
/// text when paragraphs above it are laid out and their estimated heights change), the horizontal
/// scroll when wrapping is off, and the visual lines of the last frame (for hit testing).
public struct Viewport {
    /// The offset where the first visible line starts.
    public var topOffset = 0
    /// The first column shown when wrapping is off.
    public var leftColumn = 0
    /// Rows of text.
    public var rows: Int
    /// Columns of text.
    public var columns: Int
    /// The visual lines of the last walk down the screen, top to bottom: after a frame, the lines
    /// it drew (carried through the edits since, until the next frame).
    public var lines: [LineFragment] { cache.lines }
    /// The lines, carried through edits (so a keystroke lays out one paragraph).
    var cache = VisibleLineCache()

    /// The lines of a frame (``visibleLines(in:)``, then ``lines``, and remembered for the next
    /// frame), with what the last frame showed on each row when `keeping`
    /// (``VisibleLineCache/keptLines(_:of:)``): one call, so the cache is used in place.
    mutating func frameLines(in layout: TextLayout, keeping: Bool) -> (lines: [LineFragment], kept: [VisibleLineCache.KeptLine?]) {
        let shown = visibleLines(in: layout)
        let kept = keeping ? cache.keptLines(shown.count, of: layout) : []
        cache.storeFrame()
        return (shown, kept)
    }

    /// Carries the cached lines through an edit.
    mutating func textDidChange(_ changes: ChangeSet, to document: TextDocument) {
        cache.map(through: changes, to: document)
    }

    /// Creates a viewport at the top of the text.
    public init(rows: Int, columns: Int) {
        self.rows = Swift.max(1, rows)
        self.columns = Swift.max(1, columns)
    }

    /// The first visible line, from ``topOffset``.
    func topLine(in layout: TextLayout) -> LineFragment {
        cache.line(startingAt: topOffset, in: layout)
    }

    /// The visible lines: ``rows`` lines from the top, fewer at the end of the text.
    mutating func visibleLines(in layout: TextLayout) -> [LineFragment] {
        if !cache.holdsWalk(top: topOffset, rows: rows, layout: layout) {
            cache.walk(from: topLine(in: layout), at: topOffset, rows: rows, in: layout)
        }
        return cache.lines
    }

    /// Scrolls by `count` visual lines (down when positive), stopping at the ends.
    mutating func scroll(by count: Int, in layout: TextLayout) {
        var line = topLine(in: layout)
        if count > 0 {
            for _ in 0 ..< count {
                guard let next = cache.line(after: line, in: layout) else { break }
                line = next
            }
        } else {
            for _ in 0 ..< -count {
                guard let previous = layout.lineFragment(before: line) else { break }
                line = previous
            }
        }
        topOffset = line.range.location
    }

    /// Scrolls the least that shows the caret at `offset`: vertically by visual lines, and
    /// horizontally when `wraps` is false.
    mutating func reveal(_ offset: Int, affinity: TextAffinity, wraps: Bool, in layout: TextLayout) {
        var top = topLine(in: layout)
        // The lines the frame will draw if the top stays: worked out once for both, and the
        // caret's line is found among them when it is there.
        let shown = visibleLines(in: layout)
        let caretLine = cache.caretLine(at: offset, affinity: affinity, in: layout)
        if caretLine.range.location < top.range.location {
            topOffset = caretLine.range.location
        } else {
            let visible = shown.contains { $0.range.location == caretLine.range.location }
            if !visible, let below = linesBelow(shown, to: caretLine, in: layout) {
                topOffset = shown[below].range.location
            } else if !visible {
                top = caretLine
                for _ in 0 ..< rows - 1 {
                    guard let previous = layout.lineFragment(before: top) else { break }
                    top = previous
                }
                topOffset = top.range.location
            }
        }
        if wraps {
            leftColumn = 0
        } else {
            let x = Int(layout.caretRect(at: offset, affinity: affinity).x)
            if x < leftColumn {
                leftColumn = Swift.max(0, x - columns / 4)
            } else if x >= leftColumn + columns {
                leftColumn = x - columns + 1 + columns / 4
                if leftColumn > x { leftColumn = x }
            }
        }
    }

    /// How many lines below the last of `shown` (a full screen) `caretLine` is, when it is a few
    /// (at most half a screen): Enter or Down on the last row puts the caret one line below.
    /// Scrolling by that many, found walking down from the last shown line, costs that many line
    /// lookups (most of them in the cache) where walking up from the caret costs a screen of them.
    private mutating func linesBelow(_ shown: [LineFragment], to caretLine: LineFragment, in layout: TextLayout) -> Int? {
        guard shown.count == rows, var line = shown.last, caretLine.range.location > line.range.location else { return nil }
        for step in 1 ... Swift.max(1, rows / 2) where step < rows {
            guard let next = cache.line(after: line, in: layout), next.range.location <= caretLine.range.location else { return nil }
            if next.range.location == caretLine.range.location { return step }
            line = next
        }
        return nil
    }

    /// The row and column of the caret at `offset`, when it is on screen.
    mutating func cell(of offset: Int, affinity: TextAffinity, in layout: TextLayout) -> (row: Int, column: Int)? {
        let line = cache.caretLine(at: offset, affinity: affinity, in: layout)
        guard let row = cache.row(ofLineStartingAt: line.range.location) else { return nil }
        // The line's own caret x: what `caretRect(at:affinity:)` gives, without finding the line again.
        let column = Int(line.caretX(at: Swift.min(offset, NSMaxRange(line.range)))) - leftColumn
        guard column >= 0, column < columns else { return nil }
        return (row, column)
    }

    /// The text position at a screen cell (hit testing through the layout).
    func position(row: Int, column: Int, in layout: TextLayout) -> LayoutPosition {
        guard !lines.isEmpty else { return LayoutPosition(offset: 0) }
        let line = lines[Swift.max(0, Swift.min(row, lines.count - 1))]
        if row >= lines.count {
            // Below the text: the end of the last line.
            return LayoutPosition(offset: line.range.location + line.range.length)
        }
        return layout.closestPosition(toX: Double(column + leftColumn), in: line)
    }
}
