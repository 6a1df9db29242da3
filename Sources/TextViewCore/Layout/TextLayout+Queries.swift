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
    /// - Complexity: O(log n + log lines) plus the paragraph's length when it is not laid out
    ///   (a long paragraph is wrapped only down to `offset`).
    public func lineFragment(containing offset: Int, affinity: TextAffinity = .downstream) -> LineFragment {
        let (placed, index) = line(containing: snapped(offset), affinity: affinity)
        return placed.fragment(at: index)
    }

    /// The paragraph holding `position` (a snapped offset), wrapped through it, and the index of
    /// its line showing the caret there with `affinity`.
    func line(containing position: Int, affinity: TextAffinity) -> (PlacedParagraph, Int) {
        let placed = paragraph(containing: position)
        let local = position - placed.layout.start
        extend(placed) { $0.wrap(throughOffset: local, in: document) }
        return (placed, placed.layout.lineIndex(atOffset: local, upstream: affinity == .upstream))
    }

    /// `offset` clamped to the text and moved back to a cluster boundary.
    func snapped(_ offset: Int) -> Int {
        document.clusterBoundary(atOrBefore: document.clampedLocation(offset))
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
    /// - Complexity: O(log n + log lines) plus the length of the paragraphs it touches, and of
    ///   the lines it covers.
    public func selectionRects(for range: NSRange) -> [LayoutRect] {
        guard let clamped = document.clampedRange(range, snapping: .graphemeCluster), clamped.length > 0 else { return [] }
        let lower = clamped.location
        let upper = clamped.location + clamped.length
        var rects: [LayoutRect] = []
        var index = document.rope.lineIndex(at: lower)
        let lastIndex = document.rope.lineIndex(at: upper)
        while index <= lastIndex {
            let placed = paragraph(at: index)
            let layout = placed.layout
            extend(placed) { $0.wrap(throughOffset: upper - layout.start, in: document) }
            // From the line before the one holding `lower` (it may end there) to the one after `upper`.
            let first = Swift.max(0, layout.lineIndex(atOffset: Swift.max(0, lower - layout.start), upstream: false) - 1)
            let last = Swift.min(layout.lines.count - 1, layout.lineIndex(atOffset: upper - layout.start, upstream: false) + 1)
            for line in first ... last {
                let fragment = placed.fragment(at: line)
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
    /// Each line owns the height from its top down to the next line's top: the line spacing below
    /// a line belongs to it, and so does the paragraph spacing after its paragraph
    /// (`paragraphSpacing`); a paragraph's `paragraphSpacingBefore`, above its first line, belongs
    /// to that first line, as TextKit gives it. The first line of the text owns everything above
    /// it and the last everything below. At the end of a line that wraps the position is
    /// `.upstream`.
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
    /// A line that is not this layout's (made for another document, or before an edit) is not
    /// trusted: the line of this layout at its start (clamped to the text) stands for it.
    ///
    /// - Parameters:
    ///   - x: The x to aim at.
    ///   - line: A line this layout returned.
    /// - Returns: The position.
    /// - Complexity: O(log n + log lines).
    public func closestPosition(toX x: Double, in line: LineFragment) -> LayoutPosition {
        let (placed, index) = resolved(line)
        return position(in: placed.fragment(at: index), atX: x)
    }

    /// This layout's paragraph and line index for `line`: the line at its start, clamped to the
    /// text and snapped to a cluster (the same line for one this layout returned; for a stale
    /// one, the line there now), so no query trusts a fragment from outside.
    func resolved(_ line: LineFragment) -> (PlacedParagraph, Int) {
        if let last = lastLine, last.generation == heightsGeneration, last.location == line.range.location,
           last.y == line.rect.y {
            return (last.placed, last.index)
        }
        return self.line(containing: snapped(line.range.location), affinity: .downstream)
    }

    /// The visual line below `line`, or `nil` for the last line of the text.
    ///
    /// - Parameter line: A line this layout returned for the current document; any other (stale,
    ///   or another document's) stands for the line at its start, clamped to the text.
    /// - Complexity: O(log n + log lines) plus the next paragraph's length when it is not laid out.
    public func lineFragment(after line: LineFragment) -> LineFragment? {
        let (placed, index) = resolved(line)
        let layout = placed.layout
        extend(placed) { $0.wrap(in: document) { $0.start > layout.lines[index].start } }
        let next: PlacedParagraph
        let nextIndex: Int
        if index + 1 < layout.lines.count {
            (next, nextIndex) = (placed, index + 1)
        } else {
            guard placed.index + 1 < document.lineCount else { return nil }
            (next, nextIndex) = (paragraph(at: placed.index + 1), 0)
        }
        let fragment = next.fragment(at: nextIndex)
        lastLine = (fragment.range.location, fragment.rect.y, next, nextIndex, heightsGeneration)
        return fragment
    }

    /// The visual line above `line`, or `nil` for the first line of the text.
    ///
    /// - Parameter line: A line this layout returned for the current document; any other (stale,
    ///   or another document's) stands for the line at its start, clamped to the text.
    /// - Complexity: O(log n + log lines) plus the previous paragraph's length when it is not laid
    ///   out (it is wrapped whole: its last line is asked for).
    public func lineFragment(before line: LineFragment) -> LineFragment? {
        let (placed, index) = resolved(line)
        if index > 0 {
            return placed.fragment(at: index - 1)
        }
        guard placed.index > 0 else { return nil }
        let previous = paragraph(at: placed.index - 1)
        extend(previous) { $0.wrapAll(in: document) }
        return previous.fragment(at: previous.layout.lines.count - 1)
    }

    /// The visual line `index` of the text, counting from 0 at the top, with soft wraps.
    ///
    /// Lays out the paragraph holding it (and, to count exactly, each paragraph before it that
    /// has only an estimate, when its estimate would put the line elsewhere); a long paragraph is
    /// wrapped only down to the line.
    ///
    /// - Parameter index: Any index; clamped to the lines there are (the last line past them).
    /// - Returns: The line, in document coordinates.
    /// - Complexity: O(log n + log lines) once the text above it is laid out.
    public func lineFragment(atVisualLine index: Int) -> LineFragment {
        let index = Swift.max(0, index)
        while true {
            let found = heights.entry(atLine: index)
            let local = index - found.before.lines
            if found.entry.isMeasured {
                let placed = paragraph(at: found.before.paragraphs)
                return placed.fragment(at: Swift.min(local, placed.layout.lines.count - 1))
            }
            if found.entry.paragraphs == 1 {
                // A long paragraph wrapped in part: wrap it down to the line.
                let placed = paragraph(at: found.before.paragraphs)
                extend(placed) { $0.wrap(in: document) { _ in placed.layout.lines.count > local } }
                if placed.layout.lines.count > local { return placed.fragment(at: local) }
                continue
            }
            // A gap counts one line per paragraph: measure the paragraph that would hold it.
            _ = paragraph(at: found.before.paragraphs + Swift.min(Swift.max(0, local), found.entry.paragraphs - 1))
        }
    }

    /// The visual line at `y` (by the ownership rule of ``closestPosition(to:)``).
    ///
    /// - Parameter y: Any y; above the text gives the first line, below it the last.
    /// - Returns: The line.
    /// - Complexity: O(log n + log lines) plus the paragraph's length when it is not laid out (a
    ///   long paragraph is wrapped only down to `y`).
    public func lineFragment(atY y: Double) -> LineFragment {
        let (placed, index) = line(atY: y)
        return placed.fragment(at: index)
    }

    /// The paragraph at `y`, wrapped through it, and the index of its line there.
    func line(atY y: Double) -> (PlacedParagraph, Int) {
        let y = y.isNaN ? 0 : y
        let placed = paragraph(atY: y)
        extend(placed) { $0.wrap(throughY: y - placed.top, in: document) }
        return (placed, placed.layout.lineIndex(atY: y - placed.top))
    }

    /// The text shown in a viewport: from the first to the last visual line that overlaps
    /// `viewport`'s vertical span. Lays out those paragraphs, and only them.
    ///
    /// - Parameter viewport: The visible rectangle (only its y and height count).
    /// - Returns: The range of the lines shown.
    /// - Complexity: O(v log n) for v visible paragraphs, plus their length (a long paragraph is
    ///   wrapped only down to the viewport's bottom) and O(log lines) to find the first line.
    public func visibleRange(in viewport: LayoutRect) -> NSRange {
        let top = viewport.minY.isNaN ? 0 : viewport.minY
        let bottom = Swift.max(top, viewport.maxY.isNaN ? top : viewport.maxY)
        var (placed, line) = self.line(atY: top)
        var lower: Int? = nil
        var upper = document.length
        scan: while true {
            extend(placed) { $0.wrap(throughY: bottom - placed.top, in: document) }
            while line < placed.layout.lines.count {
                let fragment = placed.fragment(at: line)
                line += 1
                if fragment.rect.y >= bottom && (lower != nil || fragment.rect.y > top) { break scan }
                if fragment.rect.maxY <= top { continue }
                if lower == nil { lower = fragment.range.location }
                upper = fragment.range.location + fragment.range.length
            }
            guard placed.index + 1 < document.lineCount else { break }
            placed = paragraph(at: placed.index + 1)
            line = 0
        }
        let start = lower ?? document.length
        return NSRange(location: start, length: Swift.max(0, upper - start))
    }
}
