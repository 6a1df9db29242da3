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

    /// The offsets of the line's cluster boundaries, relative to ``range``'s start, from 0 to its
    /// length; ``caretXs`` holds the x of each.
    internal var boundaries: [Int32]
    /// The x of each boundary in ``boundaries``.
    internal var caretXs: [Double]

    /// The x of the caret at `offset` (a document offset in the line, snapped back to a cluster
    /// boundary).
    func caretX(at offset: Int) -> Double {
        let local = Int32(clamping: offset - range.location)
        var low = 0
        var high = boundaries.count - 1
        // The last boundary at or before `local`.
        while low < high {
            let mid = (low + high + 1) / 2
            if boundaries[mid] <= local { low = mid } else { high = mid - 1 }
        }
        return caretXs[low]
    }

    /// The cluster boundary of the line nearest to `x`, as a document offset (the boundary
    /// whose caret x is closest; ties go to the earlier one).
    func nearestOffset(toX x: Double) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for i in caretXs.indices {
            let distance = abs(caretXs[i] - x)
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        return range.location + Int(boundaries[best])
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
