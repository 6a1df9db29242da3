import Foundation

/// A position a hit test finds: an offset and the side it belongs to at a soft wrap.
public struct LayoutPosition: Hashable, Sendable {
    /// The UTF-16 offset, on a grapheme cluster boundary.
    public var offset: Int
    /// `.upstream` at the end of a line that wraps (the same offset also starts the next line),
    /// `.downstream` everywhere else.
    public var affinity: TextAffinity

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - offset: The offset.
    ///   - affinity: The side.
    public init(offset: Int, affinity: TextAffinity = .downstream) {
        self.offset = offset
        self.affinity = affinity
    }
}

extension TextLayout {
    /// The visual line showing the caret at `offset` with `affinity`.
    ///
    /// At a soft wrap the same offset ends one line and starts the next: `.upstream` picks the
    /// upper line, `.downstream` the lower. An offset inside a paragraph's line break belongs to
    /// its last line; an offset inside a cluster is moved back to the cluster's start.
    ///
    /// - Parameters:
    ///   - offset: Any offset; clamped to the text.
    ///   - affinity: The side at a soft wrap.
    /// - Returns: The line, in document coordinates.
    /// - Complexity: O(log n) plus the paragraph's length when it is not laid out.
    public func lineFragment(containing offset: Int, affinity: TextAffinity = .downstream) -> LineFragment {
        let placed = paragraph(containing: offset)
        return placed.layout.fragments[fragmentIndex(in: placed.layout, offset: snapped(offset), affinity: affinity)].shifted(dy: placed.top, dOffset: 0)
    }

    /// `offset` clamped to the text and moved back to a cluster boundary.
    func snapped(_ offset: Int) -> Int {
        document.clusterBoundary(atOrBefore: document.clampedLocation(offset))
    }

    /// The index of the fragment of `layout` holding `offset`.
    func fragmentIndex(in layout: ParagraphLayout, offset: Int, affinity: TextAffinity) -> Int {
        let fragments = layout.fragments
        var index = 0
        while index + 1 < fragments.count && fragments[index + 1].range.location <= offset { index += 1 }
        if affinity == .upstream && index > 0 && fragments[index].range.location == offset {
            index -= 1
        }
        return index
    }

    /// The caret's rectangle at `offset`: zero wide, as high as its line, at the x where a
    /// character typed there would start.
    ///
    /// - Parameters:
    ///   - offset: Any offset; clamped and snapped back to a cluster boundary.
    ///   - affinity: At a soft wrap, `.upstream` gives the end of the upper line and
    ///     `.downstream` the start of the lower one.
    /// - Returns: The rectangle, in document coordinates.
    /// - Complexity: O(log n) plus the paragraph's length when it is not laid out.
    public func caretRect(at offset: Int, affinity: TextAffinity = .downstream) -> LayoutRect {
        let position = snapped(offset)
        let line = lineFragment(containing: position, affinity: affinity)
        let x = line.caretX(at: Swift.min(position, line.range.location + line.range.length))
        return LayoutRect(x: x, y: line.rect.y, width: 0, height: line.rect.height)
    }

    /// The rectangles covering `range` when it is selected, one per visual line it touches: from
    /// the caret x at its start to the caret x at its end, or to the container's trailing edge
    /// where the selection goes on past the line (a soft wrap or a line break).
    ///
    /// - Parameter range: Any range; clamped and snapped outward to clusters.
    /// - Returns: The rectangles, top to bottom; empty for an empty range.
    /// - Complexity: O(log n) plus the length of the paragraphs it touches.
    public func selectionRects(for range: NSRange) -> [LayoutRect] {
        guard let clamped = document.clampedRange(range, snapping: .graphemeCluster), clamped.length > 0 else { return [] }
        let lower = clamped.location
        let upper = clamped.location + clamped.length
        var rects: [LayoutRect] = []
        var index = document.rope.lineIndex(at: lower)
        let lastIndex = document.rope.lineIndex(at: upper)
        while index <= lastIndex {
            let placed = paragraph(at: index)
            for fragment in placed.fragments {
                let start = fragment.range.location
                let end = start + fragment.range.length
                let touches = (start <= lower && lower < end) || (lower <= start && start < upper)
                    || (lower == end && fragment.endsParagraph && upper > end)
                guard touches else { continue }
                let startX = fragment.caretX(at: Swift.max(lower, start))
                let endX = upper > end ? Swift.max(startX, fragment.rect.maxX) : fragment.caretX(at: upper)
                rects.append(LayoutRect(x: startX, y: fragment.rect.y, width: Swift.max(0, endX - startX), height: fragment.rect.height))
            }
            index += 1
        }
        return rects
    }

    /// The position nearest to `point` (hit testing): the visual line at its y, then the cluster
    /// boundary of that line nearest its x.
    ///
    /// Each line owns the height from its top down to the next line's top (so the spacing below a
    /// line belongs to it), the first line of the text everything above it and the last
    /// everything below. At the end of a line that wraps the position is `.upstream`.
    ///
    /// - Parameter point: Any point.
    /// - Returns: The position.
    /// - Complexity: O(log n) plus the paragraph's length when it is not laid out.
    public func closestPosition(to point: LayoutPoint) -> LayoutPosition {
        position(in: lineFragment(atY: point.y), atX: point.x)
    }

    /// The position of `fragment` nearest to `x`.
    func position(in fragment: LineFragment, atX x: Double) -> LayoutPosition {
        let offset = fragment.nearestOffset(toX: x.isNaN ? 0 : x)
        let wraps = !fragment.endsParagraph && offset == fragment.range.location + fragment.range.length
        return LayoutPosition(offset: offset, affinity: wraps ? .upstream : .downstream)
    }

    /// The position of `line` nearest to `x` (for vertical movement with an x goal).
    ///
    /// - Parameters:
    ///   - x: The x to aim at.
    ///   - line: A line this layout returned.
    /// - Returns: The position.
    public func closestPosition(toX x: Double, in line: LineFragment) -> LayoutPosition {
        position(in: line, atX: x)
    }

    /// The visual line below `line`, or `nil` for the last line of the text.
    ///
    /// - Parameter line: A line this layout returned for the current document.
    /// - Complexity: O(log n) plus the paragraph's length when it is not laid out.
    public func lineFragment(after line: LineFragment) -> LineFragment? {
        if !line.endsParagraph {
            return lineFragment(containing: line.range.location + line.range.length, affinity: .downstream)
        }
        let index = document.rope.lineIndex(at: line.range.location)
        guard index + 1 < document.lineCount else { return nil }
        let next = paragraph(at: index + 1)
        return next.layout.fragments[0].shifted(dy: next.top, dOffset: 0)
    }

    /// The visual line above `line`, or `nil` for the first line of the text.
    ///
    /// - Parameter line: A line this layout returned for the current document.
    /// - Complexity: O(log n) plus the paragraph's length when it is not laid out.
    public func lineFragment(before line: LineFragment) -> LineFragment? {
        let placed = paragraph(containing: line.range.location)
        let fragments = placed.layout.fragments
        let index = fragmentIndex(in: placed.layout, offset: line.range.location, affinity: .downstream)
        if index > 0 {
            return fragments[index - 1].shifted(dy: placed.top, dOffset: 0)
        }
        guard placed.index > 0 else { return nil }
        let previous = paragraph(at: placed.index - 1)
        return previous.layout.fragments[previous.layout.fragments.count - 1].shifted(dy: previous.top, dOffset: 0)
    }

    /// The visual line at `y` (by the ownership rule of ``closestPosition(to:)``).
    ///
    /// - Parameter y: Any y; above the text gives the first line, below it the last.
    /// - Returns: The line.
    /// - Complexity: O(log n) plus the paragraph's length when it is not laid out.
    public func lineFragment(atY y: Double) -> LineFragment {
        let y = y.isNaN ? 0 : y
        let placed = paragraph(atY: y)
        let fragments = placed.layout.fragments
        var index = 0
        while index + 1 < fragments.count && fragments[index + 1].rect.y + placed.top <= y { index += 1 }
        return fragments[index].shifted(dy: placed.top, dOffset: 0)
    }

    /// The text shown in a viewport: from the first to the last visual line that overlaps
    /// `viewport`'s vertical span. Lays out those paragraphs, and only them.
    ///
    /// - Parameter viewport: The visible rectangle (only its y and height count).
    /// - Returns: The range of the lines shown.
    /// - Complexity: O(v log n) for v visible paragraphs, plus their length.
    public func visibleRange(in viewport: LayoutRect) -> NSRange {
        let top = viewport.minY.isNaN ? 0 : viewport.minY
        let bottom = Swift.max(top, viewport.maxY.isNaN ? top : viewport.maxY)
        var index = paragraph(atY: top).index
        var lower: Int? = nil
        var upper = document.length
        scan: while index < document.lineCount {
            for fragment in paragraph(at: index).fragments {
                if fragment.rect.y >= bottom && (lower != nil || fragment.rect.y > top) { break scan }
                if fragment.rect.maxY <= top { continue }
                if lower == nil { lower = fragment.range.location }
                upper = fragment.range.location + fragment.range.length
            }
            index += 1
        }
        let start = lower ?? document.length
        return NSRange(location: start, length: Swift.max(0, upper - start))
    }
}
