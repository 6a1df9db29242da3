import Foundation

// Unsafe in this file: the layout reads its own copy of a paragraph's units through buffers inside
// `withUnsafeBufferPointer`, and lends one cluster at a time to the measurer for one call.

/// The layout of one paragraph, wrapped lazily: its lines are wrapped only as far as a query asks
/// (``wrap(in:until:)``), and a paragraph longer than ``LayoutEnvironment/lazyMeasureLimit`` is
/// measured only as far as that too, a window at a time (``measureMore(in:)``), so the top of a
/// 100 MB minified line is shown without measuring or wrapping the rest. Lines are kept compact
/// (cluster ranges and their vertical place, in order), so a line is found by offset or y in
/// O(log lines), and a ``LineFragment`` is made from one on demand.
///
/// y is measured from the paragraph's top (the top of the space before it), offsets from the
/// document's start.
final class ParagraphLayout {
    /// One wrapped line: its clusters and where it lies.
    struct Line {
        /// Indices of its clusters.
        var clusters: Range<Int>
        /// Its first offset, relative to the paragraph's start.
        var start: Int
        /// Its end, relative to the paragraph's start.
        var end: Int
        /// The top of its box.
        var y: Double
        /// The height of its box.
        var height: Double
        /// The y of its baseline.
        var baseline: Double
    }

    /// The paragraph's first offset in the document; moved by ``TextLayout`` when an edit before
    /// the paragraph (and not in it) shifts it, everything else being relative to it.
    var start: Int
    /// The paragraph's length, line break included.
    let length: Int
    /// The paragraph's style.
    let style: ParagraphStyle
    /// The measurer and the width it is laid out with.
    let environment: LayoutEnvironment
    // Exclusivity: unchecked on the clusters and the wrapping state below: only this class's
    // code reaches them, and no access to them is open while code outside the package runs (a
    // measurer, user code, runs only while a window is measured into an array of its own, which
    // is appended after it returns, and ``measureMore(in:)`` runs between wrapping steps); the
    // dynamic checks were 1.6% of a page down's instructions (22.3M of 1,434M), and on the
    // clusters 5.8% of laying out a 262,144-unit line at width 1 (8.1M of 140M).
    /// Its clusters measured so far, with their break opportunities: all of them, except in a
    /// paragraph measured lazily, where they reach as far as its lines are wrapped and a window
    /// beyond.
    @exclusivity(unchecked) private(set) var clusters: [ClusterInfo]
    /// The paragraph's length, its line break left out.
    let contentLength: Int
    /// The first line-break opportunity after the measured clusters (relative to the paragraph's
    /// start) and whether it is mandatory, when ICU found it while marking the last window: the
    /// next window marks it without asking again, and one with no break in it (inside a word
    /// longer than a window) asks ICU nothing.
    private var nextBreak: (offset: Int, mandatory: Bool)?
    /// The metrics of an empty line that has no cluster before it.
    let emptyMetrics: FontMetrics
    /// Whether it is the document's first paragraph (no space before it).
    let isFirst: Bool
    /// Whether it is the document's last paragraph (no space after it).
    let isLast: Bool
    /// The lines wrapped so far, top to bottom.
    @exclusivity(unchecked) private(set) var lines: [Line] = []
    /// Whether every line is wrapped.
    @exclusivity(unchecked) private(set) var isComplete = false
    /// The y below the last wrapped line and the spacing that follows it.
    @exclusivity(unchecked) private var nextY: Double

    init(start: Int, length: Int, contentLength: Int, style: ParagraphStyle, environment: LayoutEnvironment, clusters: [ClusterInfo],
         emptyMetrics: FontMetrics, isFirst: Bool, isLast: Bool) {
        self.start = start
        self.length = length
        self.contentLength = contentLength
        self.style = style
        self.environment = environment
        self.clusters = clusters
        self.emptyMetrics = emptyMetrics
        self.isFirst = isFirst
        self.isLast = isLast
        self.nextY = isFirst ? 0 : Swift.max(0, style.paragraphSpacingBefore)
    }

    /// The paragraph's whole height once every line is wrapped: the space before it, its lines
    /// and the line spacing between them, and the space after it (see `Sources/TextViewCore/TextViewCore.docc/Layout.md` for the
    /// first and last paragraph). Before that, the wrapped part plus an estimate of the rest at
    /// the clusters per line and the height per line wrapped so far.
    var height: Double {
        if isComplete { return nextY }
        return nextY + estimatedRemainingLines * averageLineHeight + (isLast ? 0 : Swift.max(0, style.paragraphSpacing))
    }

    /// The paragraph's entry in the height map: measured once complete, else an estimate.
    var heightEntry: HeightEntry {
        isComplete ? .measured(length: length, height: height, lines: lines.count)
            : .partial(length: length, height: height, lines: lines.count + Int(estimatedRemainingLines))
    }

    /// The lines not wrapped yet, estimated from the clusters per line so far (at least one),
    /// and the text not measured yet from the clusters per unit so far.
    private var estimatedRemainingLines: Double {
        let done = lines.last?.clusters.upperBound ?? 0
        let perLine = lines.isEmpty ? 1 : Swift.max(1, Double(done) / Double(lines.count))
        let measured = measuredLength
        let unmeasured = measured == 0 ? Double(contentLength) : Double(contentLength - measured) * Double(clusters.count) / Double(measured)
        return Swift.max(1, ((Double(clusters.count - done) + unmeasured) / perLine).rounded(.up))
    }

    /// The units past a window that are read with it: more than the one code point after a
    /// place that the grapheme rules look at to decide whether a cluster ends there.
    static let measureLookahead = 32

    /// Takes `old`'s lines that end at or before the relative offset `limit`, with their
    /// clusters, as this layout's first lines (its text up to there is `old`'s), and empties
    /// `old`: its arrays are moved here, not copied.
    ///
    /// - Precondition: nothing is measured or wrapped yet.
    func takeLines(of old: ParagraphLayout, endingBy limit: Int) {
        precondition(lines.isEmpty && clusters.isEmpty, "lines taken into a layout that has some")
        // The lines are in order, and so are their ends.
        var low = 0
        var high = old.lines.count
        while low < high {
            let mid = (low + high) / 2
            if old.lines[mid].end <= limit { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return }
        swap(&lines, &old.lines)
        swap(&clusters, &old.clusters)
        old.isComplete = false
        old.nextBreak = nil
        lines.removeSubrange(low...)
        clusters.removeSubrange(lines[low - 1].clusters.upperBound...)
        let last = lines[low - 1]
        nextY = last.y + last.height + Swift.max(0, style.lineSpacing)
    }

    /// Where the measured clusters end, relative to the paragraph's start.
    var measuredLength: Int { clusters.last.map { Int($0.end) } ?? 0 }

    /// Whether every cluster is measured.
    var isFullyMeasured: Bool { measuredLength == contentLength }

    /// Measures the next window of a paragraph measured lazily: its clusters from where the
    /// measured ones end, about ``LayoutEnvironment/measureWindow`` units of them, with their
    /// break opportunities. The clusters are found in the window and the units after it
    /// (``measureLookahead``), and only those that end within the window are kept, so each is
    /// measured whole and ends where a pass over the whole paragraph ends it (a letter's marks
    /// may follow the cut); their break opportunities come from ICU reading the paragraph
    /// itself.
    ///
    /// - Parameter document: The text, in which this paragraph starts at ``start``.
    /// - Complexity: O(w) for the window's w units, plus O(log n) to find them.
    func measureMore(in document: TextDocument) {
        let from = measuredLength
        guard from < contentLength else { return }
        var window = Swift.max(1, environment.measureWindow)
        // Where ICU starts reading for this window's breaks, when it must read (no break known
        // past the window already). Without such a place near (one word of more than 4,096
        // clusters of punctuation, say), the rest is measured at once, so that ICU never backs
        // up over the paragraph once a window.
        var restart: Int? = nil
        if from > 0 && (nextBreak?.offset ?? 0) <= from + window {
            restart = lineBreakRestart(before: clusters.count, in: document)
            if restart == nil { window = contentLength - from }
        }
        while true {
            let to = Swift.min(contentLength, from + window)
            // The window with what follows it: whether a cluster ends at a place depends on the
            // code point after it (a mark, the second of a pair of regional indicators), which
            // may lie past the window or be cut in half by its end.
            let textEnd = Swift.min(contentLength, to + Self.measureLookahead)
            let units = document.units(in: start + from ..< start + textEnd)
            let ends = UnitsKind(units).needsICU ? LayoutEnvironment.clusterEnds(units) : nil
            // The clusters that end within the window.
            let keep = ends.map { ends in ends.prefix { Int($0) <= to - from }.count } ?? to - from
            // One cluster longer than the window: a wider one.
            if keep <= 0 {
                window *= 2
                continue
            }
            // Measured into a local array: the measurer is user code, which may come back here.
            var measured: [ClusterInfo] = []
            measured.reserveCapacity(keep)
            environment.appendClusters(of: units, at: from, ends: ends, keeping: keep, paragraphStart: start,
                                       attributes: document.attributes(at: start + from), breaksAtSpaces: false,
                                       document: document, to: &measured)
            // A measurer that came back and wrapped this paragraph further measured this window.
            guard measuredLength == from else { return }
            let first = clusters.count
            clusters.append(contentsOf: measured)
            let known = nextBreak.map { (offset: start + $0.offset, mandatory: $0.mandatory) }
            nextBreak = LayoutEnvironment.markLineBreakOpportunities(&clusters, from: first, start: start, restart: restart, known: known,
                                                                     contentEnd: start + contentLength, document: document)
                .map { (offset: $0.offset - start, mandatory: $0.mandatory) }
            return
        }
    }

    /// Where ICU's line breaker can start afresh to find the breaks after cluster `first`, within
    /// the last 4,096 clusters before it: the end of the last cluster that allows a break, when
    /// the unit before it ends no run that ICU segments by dictionary (Thai, Lao, Khmer, Myanmar
    /// and their kin are segmented a whole run at a time; nor a combining mark, which joins such
    /// a run), or a place between two ASCII letters or digits; nil when there is none.
    ///
    /// Starting there is exact: no UAX #14 rule that forbids a break looks back across a place
    /// where a break is allowed (each such rule spans text inside which no break is allowed),
    /// regional indicators pair up the same way from a break between them, and a dictionary run
    /// starting there is seen whole; between two ASCII letters or digits every rule sees the
    /// same from there on (letters and digits join their neighbours alike, LB23, LB28, LB29,
    /// and a number goes on as one, LB25), which is where a long word (an identifier, a base64
    /// blob) can be cut. Starting there rather than at the paragraph's start keeps
    /// ICU from backing up over the whole paragraph for each window (a 10 M-unit line of JSON
    /// measured to its middle: 8.2 s, against 0.34 s from here).
    ///
    /// - Returns: An absolute offset; nil for the paragraph's start.
    func lineBreakRestart(before first: Int, in document: TextDocument) -> Int? {
        var i = first - 1
        let stop = Swift.max(0, first - 4_096)
        while i >= stop {
            let at = start + Int(clusters[i].end)
            if at > start && at < start + contentLength {
                let before = document.rope[at - 1]
                if clusters[i].breakAfter ? Self.endsNoDictionaryRun(before) : Self.isASCIIAlphanumeric(before) && Self.isASCIIAlphanumeric(document.rope[at]) {
                    return at
                }
            }
            i -= 1
        }
        return nil
    }

    /// Whether a code unit is an ASCII letter or digit.
    static func isASCIIAlphanumeric(_ unit: UInt16) -> Bool {
        (unit >= 0x30 && unit <= 0x39) || (unit | 0x20 >= 0x61 && unit | 0x20 <= 0x7A)
    }

    /// Whether a code unit is outside every run ICU's line breaker segments by dictionary (UAX
    /// #14 class SA: U+0E00–0EFF, U+1000–109F, U+1780–17FF, U+1950–1AAF, U+A9E0–A9FF,
    /// U+AA60–AADF, Ahom behind surrogates) and is no combining mark that could join one:
    /// conservatively, below U+0300, U+2000 to U+A8FF, and the Hangul syllables.
    static func endsNoDictionaryRun(_ unit: UInt16) -> Bool {
        unit < 0x0300 || (unit >= 0x2000 && unit < 0xA900) || (unit >= 0xAC00 && unit < 0xD800)
    }

    /// The height of a wrapped line with the spacing after it, on average (1 before any).
    private var averageLineHeight: Double {
        guard let first = lines.first else { return 1 }
        return Swift.max(0, (nextY - first.y) / Double(lines.count))
    }

    /// Wraps lines until `enough` holds for the last one wrapped, or the paragraph is complete,
    /// measuring more of a paragraph measured lazily when a line needs it.
    ///
    /// - Parameter document: The text, in which this paragraph starts at ``start``.
    /// - Complexity: O(c) for the c clusters of the lines it wraps (and those it measures).
    func wrap(in document: TextDocument, until enough: (Line) -> Bool) {
        defer { _invariantCheck() }
        while !isComplete {
            if let last = lines.last, enough(last) { return }
            if !wrapNextLine() {
                let measured = measuredLength
                measureMore(in: document)
                // A line that ran out of clusters while none were left to measure: a broken
                // invariant here, which would otherwise loop for ever.
                precondition(measuredLength > measured, "wrapping ran past the measured clusters at \(measured) of \(contentLength)")
            }
        }
    }

    /// Checks that the wrapped lines tile the clusters in order, top to bottom (a no-op unless
    /// built with `-DTEXTVIEWCORE_INTERNAL_CHECKS`).
    func _invariantCheck() {
        #if TEXTVIEWCORE_INTERNAL_CHECKS
        var cluster = 0
        var y = -Double.infinity
        for line in lines {
            precondition(line.clusters.lowerBound == cluster, "line starts at cluster \(line.clusters.lowerBound), not \(cluster)")
            precondition(line.start == (cluster == 0 ? 0 : Int(clusters[cluster - 1].end)), "line start offset")
            precondition(line.y >= y && line.height >= 0, "lines out of order")
            cluster = line.clusters.upperBound
            y = line.y + line.height
        }
        precondition(!isComplete || cluster == clusters.count, "a complete paragraph leaves clusters unwrapped")
        precondition(!isComplete || isFullyMeasured, "a complete paragraph leaves text unmeasured")
        precondition(clusters.isEmpty || measuredLength <= contentLength, "clusters past the paragraph's end")
        #endif
    }

    /// Wraps every line.
    func wrapAll(in document: TextDocument) { wrap(in: document) { _ in false } }

    /// Wraps lines until one ends past the relative offset `offset` (so the line holding it and
    /// the one starting there at a soft wrap are both wrapped), or the paragraph is complete.
    func wrap(throughOffset offset: Int, in document: TextDocument) { wrap(in: document) { $0.end > offset } }

    /// Wraps lines until one starts below the relative y `y`, or the paragraph is complete.
    func wrap(throughY y: Double, in document: TextDocument) { wrap(in: document) { $0.y > y } }

    /// The index of the line holding the relative offset `offset` (wrapped that far already):
    /// the last line starting at or before it, or the one before at a soft wrap when `upstream`.
    ///
    /// - Complexity: O(log lines).
    func lineIndex(atOffset offset: Int, upstream: Bool) -> Int {
        var index = lastIndex { $0.start <= offset }
        if upstream && index > 0 && lines[index].start == offset && lines[index - 1].end == offset && !lines[index - 1].endsAtMandatoryBreak(clusters) {
            index -= 1
        }
        return index
    }

    /// The index of the line at the relative y `y` (wrapped that far already): the last line whose
    /// top is at or above it, the first above the paragraph.
    ///
    /// - Complexity: O(log lines).
    func lineIndex(atY y: Double) -> Int {
        lastIndex { $0.y <= y }
    }

    /// The last index of a line for which `isBefore` holds (it holds for a prefix), or 0.
    private func lastIndex(_ isBefore: (Line) -> Bool) -> Int {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if isBefore(lines[mid]) { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Whether line `index` is the paragraph's last (no soft wrap after it).
    func endsParagraph(_ index: Int) -> Bool {
        isComplete && index == lines.count - 1
    }

    /// Line `index` as a fragment, in the paragraph's coordinates: its caret x at every cluster
    /// boundary, moved by its alignment.
    ///
    /// - Complexity: O(c) for its c clusters.
    func fragment(at index: Int) -> LineFragment {
        let line = lines[index]
        // Read through a local copy: one retain, not a property read per cluster.
        let clusters = self.clusters
        let edges = environment.edges(style: style, firstLine: index == 0)
        var stops: [LineFragment.CaretStop] = []
        stops.reserveCapacity(line.clusters.count + 1)
        stops.append(LineFragment.CaretStop(offset: 0, x: edges.leading))
        var x = edges.leading
        var contentX = edges.leading
        let lineStart = Int32(line.start)
        for i in line.clusters {
            let cluster = clusters[i]
            x += cluster.advance.isNaN ? tabAdvance(after: i, at: x) : cluster.advance
            if !cluster.hangs { contentX = x }
            // No caret after a mandatory break on its own line: that offset starts the next line.
            if cluster.mandatoryBreak && i == line.clusters.upperBound - 1 { break }
            stops.append(LineFragment.CaretStop(offset: cluster.end - lineStart, x: x))
        }
        let shift = environment.alignmentShift(style.alignment, trailing: edges.trailing, contentEnd: contentX)
        if shift != 0 {
            for k in stops.indices { stops[k].x += shift }
        }
        return LineFragment(
            range: NSRange(location: start + line.start, length: line.end - line.start),
            rect: LayoutRect(x: 0, y: line.y, width: environment.width, height: line.height),
            usedRect: LayoutRect(x: stops[0].x, y: line.y, width: stops[stops.count - 1].x - stops[0].x, height: line.height),
            baseline: line.baseline,
            endsParagraph: endsParagraph(index),
            stops: stops)
    }

    /// The advance of the tab that is cluster `index`, at `x`: to the tab stop it reaches (see
    /// ``LayoutEnvironment/tabAdvance(at:style:following:)``). Every other cluster's advance is
    /// its measured one.
    @inline(never)
    private func tabAdvance(after index: Int, at x: Double) -> Double {
        environment.tabAdvance(at: x, style: style) {
            // The text after the tab, up to the next tab or the end of the paragraph.
            var width = 0.0
            var i = index + 1
            while i < clusters.count && !clusters[i].advance.isNaN && !clusters[i].mandatoryBreak {
                width += clusters[i].advance
                i += 1
            }
            return width
        }
    }

    /// Wraps the next line: greedily, up to the last break opportunity that fits (a cluster that
    /// does not fit alone goes on a line of its own), and never past a mandatory break.
    ///
    /// - Returns: false, with nothing wrapped, when the line runs past the clusters measured so
    ///   far and more remain to be measured.
    private func wrapNextLine() -> Bool {
        let lineStart = lines.last?.clusters.upperBound ?? 0
        let edges = environment.edges(style: style, firstLine: lines.isEmpty)
        var x = edges.leading
        var lastBreak: Int? = nil
        // Read through a local copy: one retain, not a property read per cluster.
        let clusters = self.clusters
        var end = clusters.count
        var i = lineStart
        while i < clusters.count {
            let cluster = clusters[i]
            let advance = cluster.advance.isNaN ? tabAdvance(after: i, at: x) : cluster.advance
            if !cluster.hangs && i > lineStart && x + advance > edges.trailing {
                end = lastBreak.map { $0 + 1 } ?? i
                break
            }
            x += advance
            if cluster.breakAfter { lastBreak = i }
            i += 1
            if cluster.mandatoryBreak {
                end = i
                break
            }
        }
        // Ran out of measured clusters: where this line ends depends on the ones after.
        if i == clusters.count && end == clusters.count && !isFullyMeasured { return false }
        // Height and baseline from the fonts on the line (an empty line: the font before it).
        var natural = 0.0
        var ascent = 0.0
        if end == lineStart {
            natural = lineStart > 0 ? clusters[lineStart - 1].natural : emptyMetrics.lineHeight
            ascent = lineStart > 0 ? clusters[lineStart - 1].ascent : emptyMetrics.ascent
        }
        for k in lineStart ..< end {
            natural = Swift.max(natural, clusters[k].natural)
            ascent = Swift.max(ascent, clusters[k].ascent)
        }
        let height = LayoutEnvironment.lineHeight(natural: natural, style: style)
        let y = nextY
        let startOffset = lineStart == 0 ? 0 : Int(clusters[lineStart - 1].end)
        let endOffset = end == 0 ? 0 : Int(clusters[end - 1].end)
        lines.append(Line(clusters: lineStart ..< end, start: startOffset, end: endOffset, y: y, height: height,
                          baseline: y + Swift.min(height, ascent + Swift.max(0, height - natural))))
        // Done at the last cluster, unless a mandatory break ends it: an empty line follows.
        isComplete = end == clusters.count && (end == 0 || !clusters[end - 1].mandatoryBreak || end == lineStart)
        nextY = y + height + (isComplete ? (isLast ? 0 : Swift.max(0, style.paragraphSpacing)) : Swift.max(0, style.lineSpacing))
        return true
    }
}

extension ParagraphStyle {
    /// Whether a tab stop aligns the text after it by that text's width (`.right`, `.center`).
    var hasAlignedTabStops: Bool {
        tabStops.contains { $0.alignment == .right || $0.alignment == .center }
    }
}

extension ParagraphLayout.Line {
    /// Whether the line ends with a mandatory break (its next line starts there, with no wrap).
    func endsAtMandatoryBreak(_ clusters: [ClusterInfo]) -> Bool {
        !self.clusters.isEmpty && clusters[self.clusters.upperBound - 1].mandatoryBreak
    }
}

/// What a layout is laid out with: a measurer, a width and the attributes of text that has none.
struct LayoutEnvironment {
    /// Measures clusters and fonts (never replaced: ``asciiAdvanceCache`` holds its measures).
    let measurer: any TextMeasurer
    /// The width of the text container; lines wrap at it (less the paragraph's indents).
    var width: Double
    /// The attributes of an empty document's only paragraph.
    var defaultAttributes: TextAttributes
    /// Whether every paragraph's break opportunities are found even when it fits on one line (an
    /// ASCII line that fits otherwise never runs the line breaker): for reading them, as the
    /// conformance test against Unicode's LineBreakTest.txt does; wrapping is the same either way.
    var findsEveryBreakOpportunity = false
    /// Paragraphs longer than this many code units (their line break left out) are measured a
    /// window at a time as their lines are wrapped, not whole when they are laid out.
    var lazyMeasureLimit = 65_536
    /// The code units measured at a time in such a paragraph (more when one cluster is longer).
    var measureWindow = 16_384
    /// How far before an edit a line of such a paragraph must end for the paragraph laid out
    /// again to keep it (``layoutParagraph(startingAt:in:reusing:unchangedBefore:)``): whether a
    /// break is allowed at a place depends on the few code points after it (UAX #14 looks
    /// further only across a run of combining marks longer than this), and whether a cluster
    /// ends there on the one after it.
    var reuseMargin = 1_024
    /// The ASCII advances measured so far, shared by the copies of this environment.
    let asciiAdvanceCache = ASCIIAdvanceCache()
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

    /// How far a line's carets move right for `alignment`, from the text's end (`contentEnd`,
    /// hanging whitespace excluded) and the line's trailing edge. A trailing edge that is not
    /// finite (width `.infinity`: no wrapping) has no right or centre to align to, so every
    /// alignment is then the leading one.
    func alignmentShift(_ alignment: ParagraphStyle.Alignment, trailing: Double, contentEnd: Double) -> Double {
        guard trailing.isFinite else { return 0 }
        switch alignment {
        case .right: return Swift.max(0, trailing - contentEnd)
        case .center: return Swift.max(0, (trailing - contentEnd) / 2)
        case .natural, .left, .justified: return 0
        }
    }

    /// The advance of a tab at `x`: to the first of the style's tab stops past `x`, else to the
    /// next multiple of its `defaultTabInterval`, else of the measurer's `tabInterval`. At a
    /// `.right` stop the text after the tab (`following()` measures it) ends at the stop, at a
    /// `.center` stop its middle is there; when that text does not fit before the stop, the tab
    /// takes no space.
    func tabAdvance(at x: Double, style: ParagraphStyle, following: () -> Double) -> Double {
        var best: ParagraphStyle.TabStop? = nil
        for stop in style.tabStops where stop.location > x && stop.location.isFinite {
            if best.map({ stop.location < $0.location }) ?? true { best = stop }
        }
        if let stop = best {
            switch stop.alignment {
            case .natural, .left, .justified: return stop.location - x
            case .right: return Swift.max(0, stop.location - x - following())
            case .center: return Swift.max(0, stop.location - x - following() / 2)
            }
        }
        let fallback = measurer.tabInterval > 0 ? measurer.tabInterval : 8
        let interval = style.defaultTabInterval > 0 && style.defaultTabInterval.isFinite ? style.defaultTabInterval : fallback
        return ((x / interval).rounded(.down) + 1) * interval - x
    }

    /// Whether a cluster hangs past the trailing edge at the end of a line: a lone space or tab.
    /// A space carrying combining marks is a letter (UAX #14 LB10 makes SP CM* AL), so it does
    /// not hang; mandatory breaks (VT, FF) hang too, and are marked where they are found.
    static func hangs(_ cluster: UnsafeBufferPointer<UInt16>) -> Bool {
        cluster.count == 1 && (cluster[0] == 0x20 || cluster[0] == 0x09)
    }

    /// The paragraphs with more clusters than this are wrapped lazily, as far as queries ask;
    /// shorter ones are wrapped whole when they are laid out.
    static let eagerWrapLimit = 4_096

    /// Lays out the paragraph of `document` that starts at `start` (a paragraph start): its
    /// clusters measured with their break opportunities, and its lines wrapped whole when it is
    /// short (at most ``eagerWrapLimit`` clusters), else lazily. A short ASCII paragraph that
    /// fits on one line skips the line breaker (``UnitsKind/mayDeferLineBreaks``). A paragraph
    /// longer than ``lazyMeasureLimit`` units is measured lazily too, a window at a time as its
    /// lines are wrapped (``ParagraphLayout/measureMore(in:)``).
    ///
    /// It is the document's first paragraph when it starts at 0 (no space before it) and its
    /// last when no line break ends it (no space after it).
    ///
    /// - Complexity: O(k) for its k code units (at most ``lazyMeasureLimit`` plus a window for a
    ///   longer one), plus O(log n) to find them.
    func layoutParagraph(startingAt start: Int, in document: TextDocument) -> ParagraphLayout {
        // Copied out up to one unit past the limit: a longer paragraph is not copied whole.
        let (prefix, prefixTerminator, whole) = document.rope.paragraphUnits(from: start, limit: Swift.min(lazyMeasureLimit, Int.max - 1) + 1)
        let attributesAtStart: TextAttributes
        if !prefix.isEmpty || prefixTerminator > 0 {
            attributesAtStart = document.attributes(at: start)
        } else if start > 0 {
            attributesAtStart = document.attributes(at: start - 1)
        } else {
            attributesAtStart = defaultAttributes
        }
        // The first character's style is the paragraph's (the document keeps paragraphs uniform).
        let style = attributesAtStart.paragraphStyle ?? .default
        if !whole && !style.hasAlignedTabStops {
            return layoutLongParagraph(startingAt: start, ending: Self.paragraphEnd(from: start, in: document.rope), in: document, style: style)
        }
        // A right or centred tab stop places a tab by the text up to the next tab, which may be
        // anywhere in the paragraph: such a paragraph is measured whole.
        let (units, terminatorLength, _) = whole ? (prefix, prefixTerminator, true) : document.rope.paragraphUnits(from: start, limit: .max)
        let contentEnd = start + units.count
        let range = start ..< contentEnd + terminatorLength

        // Clusters with their advances (a tab's is NaN: it depends on where it falls) and the
        // metrics of their run's font, each written whole as its end is found (one pass, one
        // append: a field set through the array afterwards paid a uniqueness check each).
        let kind = UnitsKind(units)
        var deferBreaks = !findsEveryBreakOpportunity && kind.mayDeferLineBreaks
        // UAX #14 on letters, digits and spaces alone: no break inside a word (LB23, LB25, LB28),
        // none before a space (LB7), one after the last space of a run (LB18). Exact, so no wrap
        // is ever redone.
        let breaksAtSpaces = deferBreaks && kind.isWordsAndSpaces
        var clusters: [ClusterInfo] = []
        if !units.isEmpty {
            clusters.reserveCapacity(units.count)
            // Below U+0300 every unit is a cluster (no grapheme rule joins two such code points,
            // and a paragraph holds no CR LF); ICU's ends are collected before any is measured,
            // so a measurer never runs while the shared break iterator is in use.
            let icuEnds = kind.needsICU ? Self.clusterEnds(units) : nil
            appendClusters(of: units, at: 0, ends: icuEnds, keeping: icuEnds?.count ?? units.count, paragraphStart: start,
                           attributes: attributesAtStart, breaksAtSpaces: breaksAtSpaces, document: document, to: &clusters)
            if deferBreaks {
                clusters[clusters.count - 1].breakAfter = true
                // Exact already when the breaks fell at spaces: nothing to redo if it wraps.
                if breaksAtSpaces { deferBreaks = false }
            } else {
                Self.markLineBreakOpportunities(&clusters, from: 0, start: start, contentEnd: contentEnd, document: document)
            }
        }
        let emptyMetrics = clusters.isEmpty ? measurer.metrics(of: attributesAtStart.font) : FontMetrics(lineHeight: 0, ascent: 0, descent: 0)
        var layout = ParagraphLayout(start: start, length: range.count, contentLength: units.count, style: style, environment: self,
                                     clusters: clusters, emptyMetrics: emptyMetrics, isFirst: start == 0, isLast: terminatorLength == 0)
        if clusters.count <= Self.eagerWrapLimit { layout.wrapAll(in: document) } else { layout.wrap(in: document) { _ in true } }
        if deferBreaks && layout.lines.count > 1 {
            // It wraps after all: now the break opportunities matter.
            Self.markLineBreakOpportunities(&clusters, from: 0, start: start, contentEnd: contentEnd, document: document)
            layout = ParagraphLayout(start: start, length: range.count, contentLength: units.count, style: style, environment: self,
                                     clusters: clusters, emptyMetrics: emptyMetrics, isFirst: start == 0, isLast: terminatorLength == 0)
            layout.wrapAll(in: document)
        }
        return layout
    }

    /// Lays out again the paragraph that starts at `start` after an edit inside it that left
    /// its first `edit` units as they were (and the paragraphs before it as many as before): a
    /// long paragraph measured lazily keeps the lines of its layout before the edit, `old`, that
    /// end at least ``reuseMargin`` units before the edit, with their clusters,
    /// and measures on from there, so typing in a 10 M-unit line measures a window, not the line
    /// up to the caret. `old` is emptied (its arrays are taken, not copied). Any other paragraph
    /// is laid out afresh.
    ///
    /// - Complexity: O(w) for a window of w units, plus O(log n), when the paragraph is reused.
    func layoutParagraph(startingAt start: Int, in document: TextDocument, reusing old: ParagraphLayout, unchangedBefore edit: Int) -> ParagraphLayout {
        guard edit > 0, old.contentLength > lazyMeasureLimit, old.isFirst == (start == 0) else {
            return layoutParagraph(startingAt: start, in: document)
        }
        // The first character is the one before: so are the paragraph's style and its place.
        let style = document.attributes(at: start).paragraphStyle ?? .default
        let end = Self.paragraphEnd(from: start, in: document.rope)
        guard end.contentEnd - start > lazyMeasureLimit, style == old.style, !style.hasAlignedTabStops else {
            return layoutParagraph(startingAt: start, in: document)
        }
        return layoutLongParagraph(startingAt: start, ending: end, in: document, style: style, keepingLinesOf: old, endingBy: edit - reuseMargin)
    }

    /// Where the paragraph starting at `start` ends: its content's end and the length of the break
    /// after it (0 at the document's end).
    static func paragraphEnd(from start: Int, in rope: Rope) -> (contentEnd: Int, terminatorLength: Int) {
        let line = rope.lineIndex(at: start)
        guard line < rope.lineBreakCount else { return (rope.count, 0) }
        let next = rope.offset(ofLine: line + 1)
        // A break is one unit, or CRLF (chunks never part them, and a paragraph holds neither).
        let terminatorLength = next - 2 >= start && rope[next - 1] == 0x0A && rope[next - 2] == 0x0D ? 2 : 1
        return (next - terminatorLength, terminatorLength)
    }

    /// The layout of a paragraph longer than ``lazyMeasureLimit`` units, starting at `start` and
    /// ending at `end` (``paragraphEnd(from:in:)``): `old`'s lines that end by `limit` when it is
    /// given, then its next window measured and its next line wrapped; the rest as queries ask.
    /// Opening a 100 MB minified file then costs one window, not 40 bytes a unit of cluster records.
    private func layoutLongParagraph(startingAt start: Int, ending end: (contentEnd: Int, terminatorLength: Int), in document: TextDocument,
                                     style: ParagraphStyle, keepingLinesOf old: ParagraphLayout? = nil, endingBy limit: Int = 0) -> ParagraphLayout {
        let layout = ParagraphLayout(start: start, length: end.contentEnd + end.terminatorLength - start, contentLength: end.contentEnd - start,
                                     style: style, environment: self, clusters: [],
                                     emptyMetrics: FontMetrics(lineHeight: 0, ascent: 0, descent: 0),
                                     isFirst: start == 0, isLast: end.terminatorLength == 0)
        if let old { layout.takeLines(of: old, endingBy: limit) }
        layout.wrap(in: document) { _ in true }
        return layout
    }

    /// Measures the clusters of `units`, the text of the paragraph starting at `start` from its
    /// relative offset `offset`, and appends the first `keep` of them to `clusters` with their
    /// advances and fonts' metrics (break opportunities are marked after, by the caller).
    ///
    /// - Parameters:
    ///   - icuEnds: The clusters' ends in `units` as ICU found them; nil when every unit is a
    ///     cluster (all below U+0300).
    ///   - attributes: The attributes at the units' start.
    ///   - breaksAtSpaces: Whether a break follows each space that a non-space follows (the
    ///     exact rule for letters, digits and spaces alone).
    func appendClusters(of units: [UInt16], at offset: Int, ends icuEnds: [Int32]?, keeping keep: Int, paragraphStart start: Int,
                        attributes attributesAtStart: TextAttributes, breaksAtSpaces: Bool, document: TextDocument,
                        to clusters: inout [ClusterInfo]) {
        let base = start + offset
        var runs = document.runs(in: NSRange(location: base, length: units.count)).makeIterator()
        var attributes = attributesAtStart
        var runEnd = Int.max
        if let run = runs.next() {
            attributes = run.attributes
            runEnd = run.range.location + run.range.length - base
        }
        var metrics = measurer.metrics(of: attributes.font)
        // The advance of each ASCII cluster (one unit), measured once per attributes and kept
        // from paragraph to paragraph: a measurer is deterministic (``TextMeasurer``), and
        // most clusters are ASCII letters that repeat. Taken out of the cache for the pass.
        var asciiAdvances = asciiAdvanceCache.take(for: attributes)
        units.withUnsafeBufferPointer { buffer in
            var clusterStart = 0
            func add(_ end: Int) {
                if clusterStart >= runEnd {
                    while clusterStart >= runEnd, let next = runs.next() {
                        attributes = next.attributes
                        runEnd = next.range.location + next.range.length - base
                    }
                    metrics = measurer.metrics(of: attributes.font)
                    asciiAdvanceCache.put(back: asciiAdvances)
                    asciiAdvances = asciiAdvanceCache.take(for: attributes)
                }
                let cluster = UnsafeBufferPointer(rebasing: buffer[clusterStart ..< end])
                var info = ClusterInfo(end: Int32(offset + end))
                if cluster.count == 1 && cluster[0] == 0x09 {
                    info.advance = .nan
                } else if cluster.count == 1 && cluster[0] < 0x80 {
                    let unit = Int(cluster[0])
                    if asciiAdvances[unit].isNaN {
                        asciiAdvances[unit] = measurer.advance(of: TextCluster(units: cluster), attributes: attributes)
                    }
                    info.advance = asciiAdvances[unit]
                } else {
                    info.advance = measurer.advance(of: TextCluster(units: cluster), attributes: attributes)
                }
                info.hangs = Self.hangs(cluster)
                info.natural = metrics.lineHeight
                info.ascent = metrics.ascent
                // Words and spaces are one unit a cluster: a break after a space that a
                // non-space follows.
                info.breakAfter = breaksAtSpaces && cluster[0] == 0x20 && end < buffer.count && buffer[end] != 0x20
                clusters.append(info)
                clusterStart = end
            }
            if let icuEnds {
                for end in icuEnds.prefix(keep) { add(Int(end)) }
            } else {
                for end in 1 ... keep { add(end) }
            }
        }
        asciiAdvanceCache.put(back: asciiAdvances)
    }

/// The end (relative to the paragraph) of each grapheme cluster of `units`, a paragraph's
    /// text without its break, found by ICU.
    static func clusterEnds(_ units: [UInt16]) -> [Int32] {
        var ends: [Int32] = []
        units.withUnsafeBufferPointer { buffer in
            BreakIteratorPool.withIterator(.character) { iterator in
                iterator.setText(buffer)
                var x = 0
                while let next = iterator.following(x) {
                    ends.append(Int32(next))
                    x = next
                }
            }
        }
        return ends
    }

    /// Marks the clusters from index `first` on after which ICU's line-break rules (UAX #14)
    /// allow a break, and those after which they require one (class BK: VT, FF; the paragraph
    /// separators end paragraphs before this), read from the rope in place; the paragraph's last
    /// cluster always allows one. A mandatory break's cluster hangs: it takes no room at the end
    /// of its line.
    ///
    /// ICU reads the paragraph from `restart` (its start, or a place where line breaking starts
    /// afresh: ``ParagraphLayout/lineBreakRestart(before:in:)``) to its end, so the clusters of a
    /// window get the breaks a pass over the whole paragraph gives them.
    ///
    /// - Parameters:
    ///   - known: The first break after cluster `first - 1`, when ICU found it before (see the
    ///     return value).
    /// - Returns: The first break after the last cluster and whether it is mandatory, as ICU
    ///   found it; nil when it found none.
    @discardableResult
    static func markLineBreakOpportunities(_ clusters: inout [ClusterInfo], from first: Int, start: Int, restart: Int? = nil,
                                           known: (offset: Int, mandatory: Bool)? = nil, contentEnd: Int,
                                           document: TextDocument) -> (offset: Int, mandatory: Bool)? {
        guard first < clusters.count else { return known }
        let measuredEnd = start + Int(clusters[clusters.count - 1].end)
        if measuredEnd == contentEnd { clusters[clusters.count - 1].breakAfter = true }
        var cluster = first
        // Only breaks that fall on cluster boundaries count.
        func mark(_ next: Int, mandatory: Bool) {
            let local = Int32(next - start)
            while cluster < clusters.count && clusters[cluster].end < local { cluster += 1 }
            if cluster < clusters.count && clusters[cluster].end == local {
                clusters[cluster].breakAfter = true
                if mandatory {
                    clusters[cluster].mandatoryBreak = true
                    clusters[cluster].hangs = true
                }
            }
        }
        var x = first == 0 ? start : start + Int(clusters[first - 1].end)
        if let known {
            // No break lies before it: none in these clusters when it lies past them.
            if known.offset > measuredEnd { return known }
            mark(known.offset, mandatory: known.mandatory)
            x = known.offset
        }
        // The paragraph starts at a hard line break, where line breaking starts afresh: a window
        // from there is exact, and bounds what ICU reads in a huge document.
        let from = restart ?? start
        let text = RopeBreakText(rope: document.rope, from: from, limit: Swift.max(contentEnd - from + 64, 1_024))
        var beyond: (offset: Int, mandatory: Bool)? = nil
        document.rope.withBreakIterator(.line, over: text) { query in
            // The boundary at the content's end counts too: after a VT or FF that ends the
            // paragraph a break is mandatory (LB4 comes before LB6's "no break before LF"), so an
            // empty line follows it, before the paragraph's own break.
            while let next = query.following(x) {
                let mandatory = Self.lineBreakHardStatus.contains(query.ruleStatus)
                if next > measuredEnd {
                    beyond = (next, mandatory)
                    return
                }
                mark(next, mandatory: mandatory)
                x = next
            }
        }
        return beyond
    }
}

extension LayoutEnvironment {
    /// The rule statuses of ICU's line-break iterator for a mandatory break (`UBRK_LINE_HARD` up
    /// to `UBRK_LINE_HARD_LIMIT`).
    static let lineBreakHardStatus = 100 ..< 200
}

/// What one pass over a paragraph's units tells its layout.
struct UnitsKind {
    /// Whether some unit is U+0300 or above, where grapheme clusters of more than one unit
    /// begin (combining marks, surrogates, joiners): ICU finds the clusters.
    let needsICU: Bool
    /// Whether the paragraph may be wrapped before its line-break opportunities are known: ASCII
    /// without VT or FF (so no mandatory break inside), short enough to wrap whole.
    /// Opportunities only choose where a line that does not fit is cut, so when the paragraph
    /// comes out as one line they never mattered and ICU's line breaker is not run at all — the
    /// common case of a line of code or prose that fits the window. Else they are found and the
    /// paragraph wrapped again.
    let mayDeferLineBreaks: Bool
    /// Whether it holds only ASCII letters, digits and spaces, whose line-break opportunities
    /// follow from the spaces alone (each unit is then its own cluster).
    let isWordsAndSpaces: Bool

    init(_ units: [UInt16]) {
        // One pass with no branch a unit (it reads every paragraph laid out): the largest unit,
        // and the flags of each ASCII unit's class (of its low seven bits; the largest unit
        // tells whether they were all ASCII).
        var largest: UInt16 = 0
        var flags: UInt8 = 0
        // Unsafe: the table is read through a buffer, its index masked below 128; a bounds check a
        // unit nearly doubled this pass (page down 2 MB: 14.9M -> 26.4M instructions).
        Self.asciiFlags.withUnsafeBufferPointer { table in
            for unit in units {
                largest = Swift.max(largest, unit)
                flags |= table[Int(unit & 0x7F)]
            }
        }
        needsICU = largest >= 0x300
        mayDeferLineBreaks = largest < 0x80 && flags & Self.pageBreak == 0 && units.count <= LayoutEnvironment.eagerWrapLimit
        isWordsAndSpaces = largest < 0x80 && flags & Self.notWord == 0
    }

    /// The flag of a unit other than an ASCII letter, digit or space.
    private static let notWord: UInt8 = 1
    /// The flag of VT and FF (a mandatory break inside a paragraph).
    private static let pageBreak: UInt8 = 2
    /// The flags of each ASCII unit.
    private static let asciiFlags: [UInt8] = (0 ..< 128).map { unit in
        switch unit {
        case 0x20, 0x30 ... 0x39, 0x41 ... 0x5A, 0x61 ... 0x7A: return 0
        case 0x0B, 0x0C: return notWord | pageBreak
        default: return notWord
        }
    }
}

/// The advances of ASCII clusters under the attributes last laid out, kept by a layout from
/// paragraph to paragraph (its measurer never changes, and measures deterministically).
/// A table is taken out for a pass and put back after it, so the pass writes its own array.
final class ASCIIAdvanceCache {
    // Checked (unchecked saved nothing measurable: a few accesses a paragraph). The attributes
    // are compared on a copy and released after a swap, outside any access: a custom
    // attribute's `==` and `deinit` are user code, which may come back to this layout.
    /// The attributes of the table held or taken out.
    private var attributes: TextAttributes?
    /// Each ASCII unit's advance; NaN: not measured yet.
    private var advances: [Double] = []

    /// The table for `attributes` (the one kept when they are the last ones, else a new one).
    func take(for attributes: TextAttributes) -> [Double] {
        var table: [Double] = []
        let kept = self.attributes
        if attributes == kept && advances.count == 128 {
            swap(&table, &advances)
        } else {
            table = [Double](repeating: .nan, count: 128)
            // Swapped out, so that the old attributes (whose custom values may be user objects)
            // are released here, after the access, not inside it.
            var replaced: TextAttributes? = attributes
            swap(&replaced, &self.attributes)
            advances = []
        }
        return table
    }

    /// Keeps `table`, the one last taken out.
    func put(back table: [Double]) {
        advances = table
    }
}

/// What wrapping needs to know of one cluster of a paragraph.
struct ClusterInfo {
    /// Where it ends, relative to the paragraph's start.
    var end: Int32
    /// Whether a line may break after it.
    var breakAfter = false
    /// Whether a line must break after it (UAX #14 class BK: VT, FF).
    var mandatoryBreak = false
    /// Whether it is a lone space or tab, or a mandatory break (it may hang past the trailing edge).
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
    /// length of that line break (0 at the end of the text; 2 for CRLF), when the paragraph holds
    /// at most `limit` units; else its first `limit` units, 0 and `whole` false.
    ///
    /// - Complexity: O(log n + k) for the k code units copied.
    func paragraphUnits(from start: Int, limit: Int) -> (units: [UInt16], terminatorLength: Int, whole: Bool) {
        var units: [UInt16] = []
        var terminatorLength = 0
        guard start < count else { return (units, 0, true) }
        var whole = true
        forEachChunk(in: start ..< count) { chunk in
            for i in chunk.indices where LineBreaks.isBreakCandidate(chunk[i]) {
                if units.count + i > limit { break }
                units.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<i]))
                // Chunks never end between CR and LF, so a CRLF is always seen whole.
                terminatorLength = chunk[i] == 0x0D && i + 1 < chunk.count && chunk[i + 1] == 0x0A ? 2 : 1
                return false
            }
            if units.count + chunk.count > limit {
                units.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<(limit - units.count)]))
                whole = false
                return false
            }
            units.append(contentsOf: chunk)
            return true
        }
        return (units, terminatorLength, whole)
    }
}
