import Foundation

/// The layout of one paragraph: its line fragments, with y measured from the paragraph's top
/// (the top of the space before it) and offsets from the document's start.
struct ParagraphLayout {
    /// The visual lines, top to bottom; at least one (an empty paragraph has one empty line).
    var fragments: [LineFragment]
    /// The paragraph's length, line break included.
    var length: Int
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

    /// Lays out the paragraph of `document` that starts at `start` (a paragraph start).
    ///
    /// It is the document's first paragraph when it starts at 0 (no space before it) and its
    /// last when no line break ends it (no space after it).
    ///
    /// - Complexity: O(k log k) for its k code units, plus O(log n) to find them.
    func layoutParagraph(startingAt start: Int, in document: TextDocument) -> ParagraphLayout {
        let (units, terminatorLength) = document.rope.paragraphUnits(from: start)
        let contentEnd = start + units.count
        let range = start ..< contentEnd + terminatorLength
        let isFirst = start == 0
        let isLast = terminatorLength == 0
        let attributesAtStart: TextAttributes
        if range.count > 0 {
            attributesAtStart = document.attributes(at: start)
        } else if start > 0 {
            attributesAtStart = document.attributes(at: start - 1)
        } else {
            attributesAtStart = defaultAttributes
        }
        // The first character's style is the paragraph's (the document keeps paragraphs uniform).
        let style = attributesAtStart.paragraphStyle ?? .default

        // Clusters with their advances (a tab's is NaN: it depends on where it falls) and the
        // metrics of their run's font.
        var clusters: [ClusterInfo] = []
        clusters.reserveCapacity(units.count)
        Self.forEachCluster(units, start: start, document: document) { end in
            clusters.append(ClusterInfo(end: Int32(end)))
        }
        if !clusters.isEmpty {
            var runs = document.runs(in: NSRange(location: start, length: contentEnd - start)).makeIterator()
            var attributes = attributesAtStart
            var runEnd = Int.max
            if let run = runs.next() {
                attributes = run.attributes
                runEnd = run.range.location + run.range.length - start
            }
            var metrics = measurer.metrics(of: attributes.font)
            units.withUnsafeBufferPointer { buffer in
                var clusterStart = 0
                for index in clusters.indices {
                    let end = Int(clusters[index].end)
                    while clusterStart >= runEnd, let next = runs.next() {
                        attributes = next.attributes
                        runEnd = next.range.location + next.range.length - start
                        metrics = measurer.metrics(of: attributes.font)
                    }
                    let first = buffer[clusterStart]
                    if end - clusterStart == 1 && first == 0x09 {
                        clusters[index].advance = .nan
                    } else {
                        clusters[index].advance = measurer.advance(of: TextCluster(utf16: UnsafeBufferPointer(rebasing: buffer[clusterStart ..< end])), attributes: attributes)
                    }
                    clusters[index].hangs = Self.hangs(first)
                    clusters[index].natural = metrics.lineHeight
                    clusters[index].ascent = metrics.ascent
                    clusterStart = end
                }
            }
            Self.markLineBreakOpportunities(&clusters, start: start, contentEnd: contentEnd, document: document)
        }

        // Greedy wrap: lines as cluster index ranges.
        var lines: [Range<Int>] = []
        var lineStart = 0
        while lineStart < clusters.count || lines.isEmpty {
            if lineStart == clusters.count { lines.append(lineStart ..< lineStart); break }
            let edges = edges(style: style, firstLine: lines.isEmpty)
            var x = edges.leading
            var lastBreak: Int? = nil
            var end = clusters.count
            var i = lineStart
            while i < clusters.count {
                let cluster = clusters[i]
                let advance = cluster.advance.isNaN ? tabStop(after: x) - x : cluster.advance
                if !cluster.hangs && i > lineStart && x + advance > edges.trailing {
                    end = lastBreak.map { $0 + 1 } ?? i
                    break
                }
                x += advance
                if cluster.breakAfter { lastBreak = i }
                i += 1
            }
            lines.append(lineStart ..< end)
            lineStart = end
        }

        // Geometry.
        var fragments: [LineFragment] = []
        fragments.reserveCapacity(lines.count)
        var y = isFirst ? 0 : Swift.max(0, style.paragraphSpacingBefore)
        let emptyMetrics = lines[0].isEmpty ? measurer.metrics(of: attributesAtStart.font) : FontMetrics(lineHeight: 0, ascent: 0, descent: 0)
        for (index, line) in lines.enumerated() {
            let edges = edges(style: style, firstLine: index == 0)
            var boundaries: [Int32] = []
            var xs: [Double] = []
            boundaries.reserveCapacity(line.count + 1)
            xs.reserveCapacity(line.count + 1)
            boundaries.append(line.lowerBound == 0 ? 0 : clusters[line.lowerBound - 1].end)
            xs.append(edges.leading)
            var x = edges.leading
            var contentX = edges.leading
            var natural = line.isEmpty ? emptyMetrics.lineHeight : 0
            var ascent = line.isEmpty ? emptyMetrics.ascent : 0
            for i in line {
                let cluster = clusters[i]
                x += cluster.advance.isNaN ? tabStop(after: x) - x : cluster.advance
                if !cluster.hangs { contentX = x }
                boundaries.append(cluster.end)
                xs.append(x)
                natural = Swift.max(natural, cluster.natural)
                ascent = Swift.max(ascent, cluster.ascent)
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
        return ParagraphLayout(fragments: fragments, length: range.count, height: y)
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

    /// Marks the clusters after which ICU's line-break rules allow a break (read from the rope
    /// in place); the paragraph's last cluster always allows one.
    static func markLineBreakOpportunities(_ clusters: inout [ClusterInfo], start: Int, contentEnd: Int, document: TextDocument) {
        guard !clusters.isEmpty else { return }
        clusters[clusters.count - 1].breakAfter = true
        guard clusters.count > 1 else { return }
        // The paragraph starts at a hard line break, where line breaking starts afresh: a window
        // from there is exact, and bounds what ICU reads in a huge document.
        let text = RopeBreakText(rope: document.rope, from: start, limit: Swift.max(contentEnd - start + 64, 1_024))
        document.rope.withBreakIterator(.line, over: text) { query in
            var cluster = 0
            var x = start
            while let next = query.following(x), next < contentEnd {
                let local = Int32(next - start)
                // Only breaks that fall on cluster boundaries count.
                while cluster < clusters.count && clusters[cluster].end < local { cluster += 1 }
                if cluster < clusters.count && clusters[cluster].end == local { clusters[cluster].breakAfter = true }
                x = next
            }
        }
    }
}

/// What wrapping needs to know of one cluster of a paragraph.
struct ClusterInfo {
    /// Where it ends, relative to the paragraph's start.
    var end: Int32
    /// Whether a line may break after it.
    var breakAfter = false
    /// Whether it is a space or a tab (it may hang past the trailing edge).
    var hangs = false
    /// Its advance; NaN for a tab.
    var advance = 0.0
    /// The natural line height of its run's font.
    var natural = 0.0
    /// The ascent of its run's font.
    var ascent = 0.0

    init(end: Int32) {
        self.end = end
    }
}

extension Rope {
    /// The text of the paragraph starting at `start`, without its line break, copied out, and the
    /// length of that line break (0 at the end of the text; 2 for CRLF).
    ///
    /// - Complexity: O(log n + k) for the paragraph's k code units.
    func paragraphUnits(from start: Int) -> (units: [UInt16], terminatorLength: Int) {
        var units: [UInt16] = []
        var terminatorLength = 0
        guard start < count else { return (units, 0) }
        forEachChunk(in: start ..< count) { chunk in
            for i in chunk.indices where LineBreaks.isBreakCandidate(chunk[i]) {
                units.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<i]))
                // Chunks never end between CR and LF, so a CRLF is always seen whole.
                terminatorLength = chunk[i] == 0x0D && i + 1 < chunk.count && chunk[i + 1] == 0x0A ? 2 : 1
                return false
            }
            units.append(contentsOf: chunk)
            return true
        }
        return (units, terminatorLength)
    }
}
