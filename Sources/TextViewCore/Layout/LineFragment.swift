import Foundation

/// One visual line of a paragraph: the text it shows and where.
///
/// Ranges are UTF-16 ranges of the document; a fragment never holds its paragraph's line break, so
/// the last fragment of a paragraph ends where the break begins. A fragment holds the whitespace
/// it ends with even when that whitespace hangs past the line's trailing edge.
public struct LineFragment: Hashable, Sendable {
    /// The text of the line, in document offsets.
    public var range: NSRange
    /// The line box: the whole width of the container, from the top of the line to its bottom,
    /// without the spacing around it.
    public var rect: LayoutRect
    /// The part of the line box the text covers, trailing whitespace included.
    public var usedRect: LayoutRect
    /// The y of the baseline.
    public var baseline: Double
    /// Whether this is the last line of its paragraph (no soft wrap after it).
    public var endsParagraph: Bool

    /// The line's caret positions: its cluster boundaries, relative to ``range``'s start, ascending
    /// from 0 to its length (to the start of its last cluster when that is a mandatory break, VT
    /// or FF, whose end starts the next line), each with its x. One list, not a list of offsets
    /// beside a list of x's: a line is copied wherever lines are kept (a view's visible lines),
    /// and each list is a reference counted on every copy.
    internal var stops: [CaretStop]

    /// A caret position of a line: the offset from the line's start and the caret's x there.
    struct CaretStop: Hashable, Sendable {
        var offset: Int32
        var x: Double
    }

    /// Creates a line, for a ``VisualLineLayout`` of your own.
    ///
    /// The caret positions are the cluster boundaries of the line, as document offsets, with the
    /// x of each: a hit test on the line picks the nearest, a caret inside a cluster snaps back to
    /// its start. Positions that do not hold (counts that differ, offsets outside `range` or not
    /// ascending, x not finite) are not trusted: the line then has two, its start at
    /// `usedRect.minX` and its end at `usedRect.maxX`, as when none are given.
    ///
    /// - Parameters:
    ///   - range: The text of the line, in document offsets (a negative length counts as 0, one
    ///     past `Int.max` is shortened).
    ///   - rect: The line box: the container's width, the line's height.
    ///   - usedRect: The part of the box the text covers.
    ///   - baseline: The y of the baseline.
    ///   - endsParagraph: Whether no soft wrap follows the line.
    ///   - caretOffsets: The document offsets of the caret positions, ascending, from
    ///     `range.location` to its end; `nil` for the line's start and end only.
    ///   - caretXs: The x of each caret position.
    public init(range: NSRange, rect: LayoutRect, usedRect: LayoutRect, baseline: Double, endsParagraph: Bool,
                caretOffsets: [Int]? = nil, caretXs: [Double]? = nil) {
        let range = NSRange(location: range.location, length: Swift.max(0, Swift.min(range.length, Int.max - Swift.max(0, range.location))))
        self.range = range
        self.rect = rect
        self.usedRect = usedRect
        self.baseline = baseline
        self.endsParagraph = endsParagraph
        let end = range.location + range.length
        if let offsets = caretOffsets, let xs = caretXs, !offsets.isEmpty, offsets.count == xs.count,
           offsets.first == range.location, offsets.allSatisfy({ $0 >= range.location && $0 <= end }),
           zip(offsets, offsets.dropFirst()).allSatisfy({ $0 < $1 }), xs.allSatisfy(\.isFinite) {
            self.stops = zip(offsets, xs).map { CaretStop(offset: Int32(clamping: $0 - range.location), x: $1) }
        } else {
            let minX = usedRect.minX.isFinite ? usedRect.minX : 0
            let maxX = usedRect.maxX.isFinite ? usedRect.maxX : minX
            self.stops = range.length > 0 ? [CaretStop(offset: 0, x: minX), CaretStop(offset: Int32(clamping: range.length), x: maxX)]
                : [CaretStop(offset: 0, x: minX)]
        }
    }

    /// The line as the layout makes it: caret positions relative to the range's start.
    init(range: NSRange, rect: LayoutRect, usedRect: LayoutRect, baseline: Double, endsParagraph: Bool,
         stops: [CaretStop]) {
        self.range = range
        self.rect = rect
        self.usedRect = usedRect
        self.baseline = baseline
        self.endsParagraph = endsParagraph
        self.stops = stops
    }

    /// The x of the caret at `offset` (a document offset in the line, snapped back to a cluster
    /// boundary). Package-wide: a view that keeps its visible lines (the terminal editor) places
    /// its cursor on one with no second look-up of the line.
    package func caretX(at offset: Int) -> Double {
        let local = Int32(clamping: offset - range.location)
        var low = 0
        var high = stops.count - 1
        // The last boundary at or before `local`.
        while low < high {
            let mid = (low + high + 1) / 2
            if stops[mid].offset <= local { low = mid } else { high = mid - 1 }
        }
        return stops[low].x
    }

    /// How many of the line's clusters lie before `offset` (a document offset), when `offset` is
    /// one of its cluster boundaries; nil otherwise. Package-wide: the terminal editor's status
    /// line counts its column in clusters from a line it already holds, without reading the text.
    package func clusterCount(before offset: Int) -> Int? {
        let local = offset - range.location
        guard local >= 0, local <= range.length else { return nil }
        var low = 0
        var high = stops.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(stops[mid].offset) <= local { low = mid } else { high = mid - 1 }
        }
        return Int(stops[low].offset) == local ? low : nil
    }

    /// The cluster boundary of the line nearest to `x`, as a document offset (the boundary
    /// whose caret x is closest; ties go to the earlier one).
    func nearestOffset(toX x: Double) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for i in stops.indices {
            let distance = abs(stops[i].x - x)
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        return range.location + Int(stops[best].offset)
    }

    /// The same fragment moved down by `dy` and its offsets by `dOffset`.
    func shifted(dy: Double, dOffset: Int) -> LineFragment {
        var copy = self
        copy.range.location += dOffset
        copy.rect.y += dy
        copy.usedRect.y += dy
        copy.baseline += dy
        return copy
    }
}
