import Foundation

/// The layout of one paragraph: its line fragments, with y measured from the paragraph's top
/// (the top of the space before it) and offsets from the document's start.
struct ParagraphLayout {
    /// The visual lines, top to bottom; at least one (an empty paragraph has one empty line).
    var fragments: [LineFragment]
    /// The paragraph's whole height: the space before it, its lines and the line spacing
    /// between them, and the space after it (see `Docs/Layout.md` for the first and last
    /// paragraph).
    var height: Double
}

/// What a layout is laid out with: a measurer, a width and the attributes of text that has none.
struct LayoutEnvironment {
    /// Measures clusters and fonts.
    var measurer: any TextMeasurer
    /// The width of the text container; lines wrap at it (less the paragraph's indents).
    var width: Double
    /// The attributes of an empty document's only paragraph.
    var defaultAttributes: TextAttributes
}

extension LayoutEnvironment {
    /// The line height a paragraph style makes of a natural one: times `lineHeightMultiple`
    /// (when positive), then at least `minimumLineHeight` and at most `maximumLineHeight` (each
    /// when positive), as `NSParagraphStyle` defines them.
    static func lineHeight(natural: Double, style: ParagraphStyle) -> Double {
        var height = natural * (style.lineHeightMultiple > 0 ? style.lineHeightMultiple : 1)
        if style.minimumLineHeight > 0 { height = Swift.max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = Swift.min(height, style.maximumLineHeight) }
        return height
    }

    /// The leading and trailing edges of a line: the head indent (first line or others) and the
    /// tail indent (positive: from the leading edge; zero or negative: from the trailing edge).
    func edges(style: ParagraphStyle, firstLine: Bool) -> (leading: Double, trailing: Double) {
        let leading = Swift.max(0, firstLine ? style.firstLineHeadIndent : style.headIndent)
        let trailing = style.tailIndent > 0 ? style.tailIndent : width + style.tailIndent
        return (leading, trailing)
    }

    /// The x of the next tab stop after `x`: the next multiple of the measurer's tab interval.
    func tabStop(after x: Double) -> Double {
        let interval = measurer.tabInterval > 0 ? measurer.tabInterval : 8
        return ((x / interval).rounded(.down) + 1) * interval
    }

    /// Whether the cluster starting with `unit` is whitespace that may hang past the trailing
    /// edge at the end of a line (space and tab).
    static func hangs(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09
    }

    /// Lays out the paragraph `range` (its terminator included) of `document`.
    ///
    /// - Parameters:
    ///   - range: The paragraph with its line break, in document offsets.
    ///   - isFirst: Whether it is the document's first paragraph (no space before it).
    ///   - isLast: Whether it is the document's last paragraph (no space after it).
    /// - Complexity: O(k log k) for its k code units, plus O(log n) to find them.
    func layoutParagraph(_ range: Range<Int>, in document: TextDocument, isFirst: Bool, isLast: Bool) -> ParagraphLayout {
        let start = range.lowerBound
        let contentEnd = document.contentEnd(ofParagraph: range)
        let units = document.rope.units(in: start ..< contentEnd)
        let attributesAtStart: TextAttributes
        if contentEnd > start || range.count > 0 {
            attributesAtStart = document.attributes(at: start)
        } else if start > 0 {
            attributesAtStart = document.attributes(at: start - 1)
        } else {
            attributesAtStart = defaultAttributes
        }
        let style = (range.count > 0 ? document.paragraphStyle(at: start) : attributesAtStart.paragraphStyle) ?? .default

        // Clusters: their ends (relative), advances (tabs: NaN, measured where they fall),
        // whether they hang, the natural line height of their run.
        var clusterEnds: [Int32] = []
        var advances: [Double] = []
        var naturals: [Double] = []
        var ascents: [Double] = []
        clusterEnds.reserveCapacity(units.count)
        advances.reserveCapacity(units.count)
        Self.forEachCluster(units, start: start, document: document) { end in clusterEnds.append(Int32(end)) }
        var runs = document.runs(in: NSRange(location: start, length: contentEnd - start)).makeIterator()
        var run = runs.next()
        var runEnd = run.map { $0.range.location + $0.range.length - start } ?? Int.max
        var runMetrics = measurer.metrics(of: (run?.attributes ?? attributesAtStart).font)
        units.withUnsafeBufferPointer { buffer in
            var clusterStart = 0
            for endValue in clusterEnds {
                let end = Int(endValue)
                while clusterStart >= runEnd, let next = runs.next() {
                    run = next
                    runEnd = next.range.location + next.range.length - start
                    runMetrics = measurer.metrics(of: next.attributes.font)
                }
                let cluster = UnsafeBufferPointer(rebasing: buffer[clusterStart ..< end])
                if cluster.count == 1 && cluster[0] == 0x09 {
                    advances.append(.nan)
                } else {
                    advances.append(measurer.advance(of: TextCluster(utf16: cluster), attributes: run?.attributes ?? attributesAtStart))
                }
                naturals.append(runMetrics.lineHeight)
                ascents.append(runMetrics.ascent)
                clusterStart = end
            }
        }
        let breakAfter = Self.lineBreakOpportunities(clusterEnds: clusterEnds, start: start, contentEnd: contentEnd, document: document)

        // Greedy wrap: lines as cluster index ranges.
        var lines: [Range<Int>] = []
        var lineStart = 0
        while lineStart < clusterEnds.count || lines.isEmpty {
            if lineStart == clusterEnds.count { lines.append(lineStart ..< lineStart); break }
            let edges = edges(style: style, firstLine: lines.isEmpty)
            var x = edges.leading
            var lastBreak: Int? = nil
            var end = clusterEnds.count
            var i = lineStart
            while i < clusterEnds.count {
                let advance = advances[i].isNaN ? tabStop(after: x) - x : advances[i]
                let hanging = Self.hangs(units[i == 0 ? 0 : Int(clusterEnds[i - 1])])
                if !hanging && i > lineStart && x + advance > edges.trailing {
                    end = lastBreak.map { $0 + 1 } ?? i
                    break
                }
                x += advance
                if breakAfter[i] { lastBreak = i }
                i += 1
            }
            lines.append(lineStart ..< end)
            lineStart = end
        }

        // Geometry.
        var fragments: [LineFragment] = []
        fragments.reserveCapacity(lines.count)
        var y = isFirst ? 0 : Swift.max(0, style.paragraphSpacingBefore)
        let emptyMetrics = measurer.metrics(of: attributesAtStart.font)
        for (index, line) in lines.enumerated() {
            let edges = edges(style: style, firstLine: index == 0)
            var boundaries: [Int32] = [line.lowerBound == 0 ? 0 : clusterEnds[line.lowerBound - 1]]
            var xs: [Double] = [edges.leading]
            var x = edges.leading
            var contentX = edges.leading
            var natural = line.isEmpty ? emptyMetrics.lineHeight : 0
            var ascent = line.isEmpty ? emptyMetrics.ascent : 0
            for i in line {
                x += advances[i].isNaN ? tabStop(after: x) - x : advances[i]
                if !Self.hangs(units[Int(boundaries.last!)]) { contentX = x }
                boundaries.append(clusterEnds[i])
                xs.append(x)
                natural = Swift.max(natural, naturals[i])
                ascent = Swift.max(ascent, ascents[i])
            }
            let shift: Double
            switch style.alignment {
            case .right: shift = Swift.max(0, edges.trailing - contentX)
            case .center: shift = Swift.max(0, (edges.trailing - contentX) / 2)
            case .natural, .left, .justified: shift = 0
            }
            if shift != 0 {
                for k in xs.indices { xs[k] += shift }
            }
            let height = Self.lineHeight(natural: natural, style: style)
            let lineStartOffset = Int(boundaries[0])
            let lineEndOffset = Int(boundaries.last!)
            for k in boundaries.indices { boundaries[k] -= Int32(lineStartOffset) }
            let rect = LayoutRect(x: 0, y: y, width: width, height: height)
            fragments.append(LineFragment(
                range: NSRange(location: start + lineStartOffset, length: lineEndOffset - lineStartOffset),
                rect: rect,
                usedRect: LayoutRect(x: xs[0], y: y, width: xs[xs.count - 1] - xs[0], height: height),
                baseline: y + Swift.min(height, ascent + Swift.max(0, height - natural)),
                endsParagraph: index == lines.count - 1,
                boundaries: boundaries,
                caretXs: xs))
            y += height
            if index < lines.count - 1 { y += Swift.max(0, style.lineSpacing) }
        }
        if !isLast { y += Swift.max(0, style.paragraphSpacing) }
        return ParagraphLayout(fragments: fragments, height: y)
    }

    /// Calls `body` with the end (relative to the paragraph) of each grapheme cluster of `units`,
    /// a paragraph's text without its break: two code units decide most boundaries, ICU the rest.
    static func forEachCluster(_ units: [UInt16], start: Int, document: TextDocument, _ body: (Int) -> Void) {
        var needsICU = false
        for unit in units where unit >= 0x300 {
            needsICU = true
            break
        }
        if !needsICU {
            // No grapheme rule joins two code points below U+0300 (and a paragraph holds no CR LF).
            for i in units.indices { body(i + 1) }
            return
        }
        units.withUnsafeBufferPointer { buffer in
            BreakIteratorPool.withIterator(.character) { iterator in
                iterator.setText(buffer)
                var x = 0
                while let next = iterator.following(x) {
                    body(next)
                    x = next
                }
            }
        }
    }

    /// For each cluster, whether ICU's line-break rules allow a break after it (read from the
    /// rope in place); the paragraph's last cluster always allows one.
    static func lineBreakOpportunities(clusterEnds: [Int32], start: Int, contentEnd: Int, document: TextDocument) -> [Bool] {
        var result = [Bool](repeating: false, count: clusterEnds.count)
        guard !clusterEnds.isEmpty else { return result }
        result[result.count - 1] = true
        guard clusterEnds.count > 1 else { return result }
        document.rope.withBreakIterator(.line, around: start) { query in
            var cluster = 0
            var x = start
            while let next = query.following(x), next < contentEnd {
                let local = Int32(next - start)
                // Only breaks that fall on cluster boundaries count.
                while cluster < clusterEnds.count && clusterEnds[cluster] < local { cluster += 1 }
                if cluster < clusterEnds.count && clusterEnds[cluster] == local { result[cluster] = true }
                x = next
            }
        }
        return result
    }
}

extension TextDocument {
    /// Where the text of paragraph `range` ends: before its line break (both units of a CRLF).
    func contentEnd(ofParagraph range: Range<Int>) -> Int {
        var end = range.upperBound
        guard end > range.lowerBound else { return end }
        let last = rope[end - 1]
        if LineBreaks.isBreakCandidate(last) {
            end -= 1
            if last == 0x0A && end > range.lowerBound && rope[end - 1] == 0x0D { end -= 1 }
        }
        return end
    }
}

extension Rope {
    /// The code units of `range`, copied out.
    func units(in range: Range<Int>) -> [UInt16] {
        var result: [UInt16] = []
        result.reserveCapacity(range.count)
        forEachChunk(in: range) { chunk in
            result.append(contentsOf: chunk)
            return true
        }
        return result
    }
}
