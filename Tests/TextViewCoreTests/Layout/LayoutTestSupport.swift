import CUnicode
import Foundation
import TextViewCore

/// A measurer in points: every cluster 10 wide (so widths are exact), tab stops every 40, line
/// height the font's size + 3 (20 for the default 17).
struct FixedMeasurer: TextMeasurer {
    var tabInterval: Double { 40 }

    func advance(of cluster: TextCluster, attributes: TextAttributes) -> Double { 10 }

    func metrics(of font: FontDescription?) -> FontMetrics {
        let size = font?.resolvedPointSize ?? 17
        return FontMetrics(lineHeight: size + 3, ascent: size, descent: 3)
    }
}

extension TextLayout {
    /// Every visual line of the text, top to bottom, walking line by line.
    func allLines() -> [LineFragment] {
        var lines = [lineFragment(containing: 0, affinity: .downstream)]
        while let next = lineFragment(after: lines[lines.count - 1]) { lines.append(next) }
        return lines
    }
}

/// Boundaries ICU reports for `units` (contiguous), excluding 0: the plain reference path, not
/// the rope's UText.
func referenceBoundaries(_ units: [UInt16], kind: Int32) -> [Int] {
    guard !units.isEmpty else { return [] }
    let iterator = cu_break_open(kind, nil)!
    defer { cu_break_close(iterator) }
    var result: [Int] = []
    units.withUnsafeBufferPointer { buffer in
        _ = cu_break_set_text(iterator, buffer.baseAddress, Int32(buffer.count))
        var x: Int32 = 0
        while true {
            let next = cu_break_following(iterator, x)
            if next == CU_BREAK_DONE { break }
            result.append(Int(next))
            x = next
        }
        cu_break_detach(iterator)
    }
    return result
}

/// A plain greedy wrap of one paragraph's text (no line break), straight from the rule in
/// Sources/TextViewCore/TextViewCore.docc/Layout.md: each line ends at the last line-break opportunity (on a cluster boundary)
/// whose text, without trailing spaces and tabs, fits (a line's first cluster always fits);
/// failing that at the last cluster boundary that fits. Returns the lines as ranges of `units`.
func referenceWrap(_ units: [UInt16], measurer: some TextMeasurer, width: Double, style: ParagraphStyle) -> [Range<Int>] {
    let clusters = referenceBoundaries(units, kind: CU_BREAK_CHARACTER)
    guard !clusters.isEmpty else { return [0 ..< 0] }
    let opportunities = Set(referenceBoundaries(units, kind: CU_BREAK_LINE)).intersection(clusters).union([units.count])
    let trailing = style.tailIndent > 0 ? style.tailIndent : width + style.tailIndent
    /// Whether `start..<end` fits: the x after its last cluster that is not a lone space or tab is
    /// within the trailing edge, or that cluster is the line's first (a line holds at least one).
    func fits(from start: Int, to end: Int, leading: Double) -> Bool {
        var x = leading
        var content = leading
        var contentBeyondFirst = false
        var previous = start
        for boundary in clusters where boundary > start && boundary <= end {
            let cluster = Array(units[previous ..< boundary])
            if cluster == [0x09] {
                x = ((x / measurer.tabInterval).rounded(.down) + 1) * measurer.tabInterval
            } else {
                x += cluster.withUnsafeBufferPointer { measurer.advance(of: TextCluster(utf16: $0), attributes: TextAttributes()) }
            }
            // Only a lone space or tab hangs: a space carrying marks is a letter (UAX #14 LB10).
            if cluster != [0x20] && cluster != [0x09] {
                content = x
                contentBeyondFirst = previous > start
            }
            previous = boundary
        }
        return !contentBeyondFirst || content <= trailing
    }
    var lines: [Range<Int>] = []
    var start = 0
    while start < units.count {
        let leading = lines.isEmpty ? style.firstLineHeadIndent : style.headIndent
        let candidates = clusters.filter { $0 > start }
        let end = candidates.filter { opportunities.contains($0) }.last { fits(from: start, to: $0, leading: leading) }
            ?? candidates.last { fits(from: start, to: $0, leading: leading) }
            ?? candidates[0]
        lines.append(start ..< end)
        start = end
    }
    return lines
}
