import Foundation

/// A headless layout of a ``TextDocument``: soft-wrapped line fragments per paragraph, with the
/// heights `NSParagraphStyle` defines, measured by a ``TextMeasurer`` in the caller's units.
///
/// Layout is lazy and incremental, like CodeMirror's height map: a paragraph is laid out when a
/// query needs it (a caret, a hit test, the viewport), and until then counts with an estimated
/// height; ``update(to:changes:)`` lays out again only the paragraphs a change set touches. The
/// y of a paragraph comes from a balanced tree of heights, so offset → y and y → offset cost
/// O(log n) plus the paragraph's own layout. Opening a document is O(1): nothing is laid out
/// until something is asked. The rules are in `Sources/TextViewCore/TextViewCore.docc/Layout.md`.
///
/// A layout is a reference type with mutable caches: queries lay paragraphs out as they go. It
/// describes one document at a time; keep it in step with ``update(to:changes:)`` (or
/// ``synchronize(with:)``, which starts over when it cannot tell what changed).
public final class TextLayout {
    /// The document this layout describes.
    public private(set) var document: TextDocument

    /// The measurer, the width and the default attributes.
    var environment: LayoutEnvironment

    // Exclusivity: unchecked on the height map and the cache: only this package's code runs
    // while they are accessed (the height map's closures read the rope; a layout dropped from
    // the cache releases nothing of the caller's that its layout does not also hold), and the
    // dynamic checks were 1.0% of a page down's instructions (14.7M of 1,427M). The document and
    // the environment stay checked: a measurer, user code, runs while they are read.
    /// The heights of the paragraphs, measured or estimated.
    @exclusivity(unchecked) var heights: HeightMap

    /// Layouts of recently used paragraphs, by paragraph index. A change to the text drops the
    /// layouts of the paragraphs it touches and moves the others to their new index and offset
    /// (``update(to:changes:)``); a width change or an attribute change that says not where
    /// drops them all; a selection change never does.
    @exclusivity(unchecked) var cache: [Int: ParagraphLayout] = [:]

    /// How many paragraph layouts this layout has computed (cache hits excluded), for tests and
    /// benchmarks that check how much work a change or a query did.
    public internal(set) var paragraphLayoutCount = 0

    // (Checked, as is `paragraphLayoutCount`: without the dynamic checks on these three, a page
    // down saved 0.06% and 0.16% of its instructions, which buys no unsafety.)
    /// Counts the changes to ``heights``: a paragraph's top found before a change may have moved.
    var heightsGeneration = 0

    /// The line ``lineFragment(after:)`` last returned, with its paragraph and index and the
    /// ``heightsGeneration`` it was found in: walking down the lines, each is found from the last
    /// without a search (a cluster snap, two tree descents and a lookup a line) while the heights
    /// have not changed since.
    var lastLine: (location: Int, y: Double, placed: PlacedParagraph, index: Int, generation: Int)?

    /// The most paragraphs a change lays out at once; a larger paste becomes an estimated gap,
    /// laid out when it is shown.
    static let eagerParagraphLimit = 256

    /// The most paragraph layouts kept for queries.
    static let cacheLimit = 64

    /// Creates a layout of `document`; nothing is laid out until a query asks.
    ///
    /// - Parameters:
    ///   - document: The text.
    ///   - width: The width of the text container, in the measurer's units; lines wrap there
    ///     (`.infinity` for no wrapping).
    ///   - measurer: Measures clusters and fonts; terminal cells by default.
    ///   - defaultAttributes: The attributes of an empty document's paragraph, and the basis of
    ///     the height estimate of paragraphs not laid out yet.
    /// - Complexity: O(1).
    public init(document: TextDocument, width: Double, measurer: any TextMeasurer = TerminalCellMeasurer(),
                defaultAttributes: TextAttributes = TextAttributes()) {
        self.document = document
        self.environment = LayoutEnvironment(measurer: measurer, width: width.isNaN ? 0 : Swift.max(0, width), defaultAttributes: defaultAttributes)
        self.heights = HeightMap(HeightEntry.gap(length: 0, paragraphs: 1, estimate: 0))
        reset()
    }

    /// The width of the text container. Setting it forgets every paragraph's layout (they are
    /// laid out again, lazily).
    public var width: Double {
        get { environment.width }
        set {
            environment.width = newValue.isNaN ? 0 : Swift.max(0, newValue)
            reset()
        }
    }

    /// The measurer.
    public var measurer: any TextMeasurer { environment.measurer }

    /// The estimated height of a paragraph not laid out yet: one line of the default attributes'
    /// font and paragraph style, with the style's paragraph spacing.
    var estimatedParagraphHeight: Double {
        let attributes = environment.defaultAttributes
        let style = attributes.paragraphStyle ?? .default
        let natural = environment.measurer.metrics(of: attributes.font).lineHeight
        return LayoutEnvironment.lineHeight(natural: natural, style: style) + Swift.max(0, style.paragraphSpacing) + Swift.max(0, style.paragraphSpacingBefore)
    }

    /// Changes the height map through `change`, counted in ``heightsGeneration``.
    func changeHeights(_ change: (inout HeightMap) -> Void) {
        heightsGeneration &+= 1
        change(&heights)
    }

    /// Forgets every layout: the whole document becomes one estimated gap.
    private func reset() {
        cache.removeAll(keepingCapacity: true)
        changeHeights { $0 = HeightMap(HeightEntry.gap(length: document.length, paragraphs: document.lineCount, estimate: self.estimatedParagraphHeight)) }
    }

    /// The height of the whole text: measured paragraphs plus the estimates of the others.
    ///
    /// - Complexity: O(1).
    public var documentHeight: Double { heights.total.height }

    /// How many paragraphs are laid out (the others have estimated heights).
    ///
    /// - Complexity: O(1).
    public var laidOutParagraphCount: Int { heights.total.measured }

    /// The number of visual lines of the whole text, laying out every paragraph not laid out yet.
    ///
    /// - Complexity: O(n) the first time, O(1) once everything is laid out.
    public var visualLineCount: Int {
        layoutAll()
        return heights.total.lines
    }

    /// Lays out every paragraph that has only an estimated height.
    ///
    /// - Complexity: O(n) for what is not laid out yet.
    public func layoutAll() {
        var index = 0
        while heights.total.measured < heights.total.paragraphs {
            let found = heights.entry(atParagraph: index)
            if !found.entry.isMeasured {
                // A gap's first paragraph, or a long paragraph wrapped in part.
                extend(paragraph(at: found.before.paragraphs)) { $0.wrapAll(in: document) }
            }
            index = found.before.paragraphs + 1
        }
    }

    // MARK: Changes

    /// Brings the layout to `newDocument`, the result of applying `changes` to ``document``: only
    /// the paragraphs the changes touch are laid out again (a paste of many paragraphs becomes
    /// an estimated gap instead).
    ///
    /// A change set whose lengths do not match the two documents makes the layout start over
    /// (everything estimated again) rather than trust it.
    ///
    /// - Parameters:
    ///   - newDocument: The document after the changes.
    ///   - changes: What changed, in offsets of ``document`` (a ``TextChange``'s `changes`).
    /// - Complexity: O(r log n) for r replacements, plus the length of the touched paragraphs.
    public func update(to newDocument: TextDocument, changes: ChangeSet) {
        lastLine = nil
        let old = document
        guard changes.oldLength == old.length, changes.newLength == newDocument.length else {
            document = newDocument
            reset()
            return
        }
        document = newDocument
        let replacements = changes.replacements
        guard !replacements.isEmpty else {
            // Attributes alone may have changed: nothing says where, so start over. Nothing
            // changed (the same storage: O(1)) keeps every layout.
            if !old.rope.contentEquals(newDocument.rope) || !old.attributeStorage.hasSameRuns(as: newDocument.attributeStorage) {
                reset()
            }
            return
        }
        var fresh: [(index: Int, layout: ParagraphLayout)] = []
        // Touched paragraphs, old and new, merged where they share a paragraph, with the change
        // in length of the replacements up to the region's end (what moves the paragraphs after it).
        var regions: [(old: ClosedRange<Int>, new: ClosedRange<Int>, delta: Int)] = []
        // Where each region's first replacement starts, in the old document.
        var regionStarts: [Int] = []
        var delta = 0
        for replacement in replacements {
            let oldStart = replacement.range.lowerBound
            let newStart = oldStart + delta
            let newEnd = newStart + replacement.insertedLength
            delta += replacement.insertedLength - replacement.range.count
            // From the paragraph before the change's start (a CR there may join an inserted LF).
            let oldRange = old.rope.lineIndex(at: Swift.max(0, oldStart - 1)) ... old.rope.lineIndex(at: replacement.range.upperBound)
            let newRange = newDocument.rope.lineIndex(at: Swift.max(0, newStart - 1)) ... newDocument.rope.lineIndex(at: newEnd)
            if let last = regions.last, oldRange.lowerBound <= last.old.upperBound {
                regions[regions.count - 1] = (last.old.lowerBound ... Swift.max(last.old.upperBound, oldRange.upperBound),
                                              last.new.lowerBound ... newRange.upperBound, delta)
            } else {
                regions.append((oldRange, newRange, delta))
                regionStarts.append(oldStart)
            }
        }
        let lastParagraph = newDocument.lineCount - 1
        // The empty paragraph after a final break takes its style from that break, so it goes
        // with the paragraph before it.
        if let last = regions.last, last.new.upperBound == lastParagraph - 1, newDocument.rope.offset(ofLine: lastParagraph) == newDocument.length {
            regions[regions.count - 1] = (last.old.lowerBound ... last.old.upperBound + 1, last.new.lowerBound ... lastParagraph, last.delta)
        }
        // A long paragraph edited inside (typing in a minified file's one line) keeps its laid-out
        // lines above the edit: taken from its layout before the cache drops it.
        var reusable: [Int: (layout: ParagraphLayout, edit: Int)] = [:]
        for (region, oldStart) in zip(regions, regionStarts) where region.old.count == 1 && region.new == region.old {
            if let old = cache[region.old.lowerBound], old.contentLength > environment.lazyMeasureLimit {
                reusable[region.new.lowerBound] = (old, oldStart - old.start)
            }
        }
        Self.map(&cache, through: regions, lastParagraph: lastParagraph)
        for region in regions.reversed() {
            var entries: [HeightEntry] = []
            if region.new.count <= Self.eagerParagraphLimit {
                entries.reserveCapacity(region.new.count)
                var start = newDocument.rope.offset(ofLine: region.new.lowerBound)
                for index in region.new {
                    let layout = reusable[index].map {
                        environment.layoutParagraph(startingAt: start, in: newDocument, reusing: $0.layout, unchangedBefore: $0.edit)
                    } ?? environment.layoutParagraph(startingAt: start, in: newDocument)
                    paragraphLayoutCount += 1
                    entries.append(layout.heightEntry)
                    // Kept for the queries that follow an edit (the caret's rectangle).
                    if fresh.count < Self.cacheLimit { fresh.append((index, layout)) }
                    start += layout.length
                }
            } else {
                let start = newDocument.rope.offset(ofLine: region.new.lowerBound)
                let end = region.new.upperBound == lastParagraph ? newDocument.length : newDocument.rope.offset(ofLine: region.new.upperBound + 1)
                entries.append(.gap(length: end - start, paragraphs: region.new.count, estimate: estimatedParagraphHeight))
            }
            changeHeights { $0.replace(paragraphs: region.old.lowerBound ..< region.old.upperBound + 1, with: entries) { old.rope.offset(ofLine: $0) } }
        }
        for (index, layout) in fresh { cache[index] = layout }
        _invariantCheck()
    }

    /// Moves the cached layouts `cache` through an edit: a paragraph in a touched region is
    /// dropped; one after a region moves by the paragraphs and units the regions before it added.
    ///
    /// An edit that adds or removes no paragraph (typing inside one) leaves every index where it
    /// is: the layouts are moved in place and the touched ones removed, with no dictionary built
    /// again (a view that keeps its visible paragraphs laid out paid, on every keystroke, for
    /// hashing each of them into a new one).
    ///
    /// - Parameters:
    ///   - regions: The touched paragraphs, old and new indices, in order, with the change in
    ///     length up to the end of each.
    ///   - lastParagraph: The new document's last paragraph index.
    /// - Complexity: O(k log r) for k cached layouts and r regions.
    static func map(_ cache: inout [Int: ParagraphLayout], through regions: [(old: ClosedRange<Int>, new: ClosedRange<Int>, delta: Int)],
                    lastParagraph: Int) {
        let keepsIndices = regions.allSatisfy { $0.old == $0.new }
        var mapped: [Int: ParagraphLayout] = [:]
        var dropped: [Int] = []
        if !keepsIndices { mapped.reserveCapacity(cache.count) }
        for (index, layout) in cache {
            let newIndex = moved(index, layout, through: regions, lastParagraph: lastParagraph)
            if keepsIndices {
                if newIndex == nil { dropped.append(index) }
            } else if let newIndex {
                mapped[newIndex] = layout
            }
        }
        if keepsIndices {
            for index in dropped { cache.removeValue(forKey: index) }
        } else {
            cache = mapped
        }
    }

    /// The new index of the cached layout of paragraph `index` after the edit of `regions`, with
    /// its start moved; nil when the edit touched it.
    private static func moved(_ index: Int, _ layout: ParagraphLayout, through regions: [(old: ClosedRange<Int>, new: ClosedRange<Int>, delta: Int)],
                              lastParagraph: Int) -> Int? {
        // The last region that starts at or before the paragraph.
        var low = 0
        var high = regions.count
        while low < high {
            let mid = (low + high) / 2
            if regions[mid].old.lowerBound <= index { low = mid + 1 } else { high = mid }
        }
        var newIndex = index
        if low > 0 {
            let region = regions[low - 1]
            if index <= region.old.upperBound { return nil }
            newIndex = index + (region.new.upperBound - region.old.upperBound)
            layout.start += region.delta
        }
        // Being first or last shapes the spacing; a paragraph that became either is touched,
        // so this only guards the rule.
        guard (newIndex == 0) == layout.isFirst, (newIndex == lastParagraph) == layout.isLast else { return nil }
        return newIndex
    }

    /// Brings the layout to a change an editor reported (an observer's ``TextChange``).
    ///
    /// - Parameters:
    ///   - change: The change.
    ///   - newDocument: The editor's document after it.
    ///
    /// A change of the selection or of marked text alone (no `.characters` or `.attributes` in
    /// its ``TextChange/editedMask``) changes no text: the layout keeps every paragraph's layout
    /// and only takes `newDocument` (O(1)), so moving a caret never lays text out again.
    public func apply(_ change: TextChange, to newDocument: TextDocument) {
        guard !change.editedMask.isDisjoint(with: [.characters, .attributes]) else {
            guard newDocument.length == document.length else {
                // A mask that hides an edit: trust the change set, as for any change.
                update(to: newDocument, changes: change.changes)
                return
            }
            synchronizeStorage(with: newDocument)
            return
        }
        let edited = change.editedRange
        guard change.editedMask.contains(.attributes), edited.location != NSNotFound else {
            update(to: newDocument, changes: change.changes)
            return
        }
        // Attribute edits are not in the change set: the edited range (the union of everything
        // edited, in the new text) stands for all of it.
        let oldEnd = edited.location + edited.length - change.changeInLength
        guard edited.location >= 0, oldEnd >= edited.location, oldEnd <= document.length else {
            update(to: newDocument, changes: change.changes)
            return
        }
        update(to: newDocument, changes: ChangeSet(replacing: edited.location ..< oldEnd,
                                                   with: newDocument.substring(with: edited), length: document.length))
    }

    /// Makes the layout describe `newDocument`: nothing when it already does (the same storage),
    /// else everything starts over as estimates, since there is no change set to say what moved.
    ///
    /// - Parameter newDocument: The document.
    /// - Complexity: O(1) when it is the same document or shares its storage.
    public func synchronize(with newDocument: TextDocument) {
        if newDocument.rope.root === document.rope.root && newDocument.attributeStorage.hasSameRuns(as: document.attributeStorage) {
            return
        }
        document = newDocument
        reset()
    }

    /// Takes `newDocument`, which a change said holds the same text and attributes: the layouts
    /// stay when it shares the storage (O(1)) or holds the same content; else everything starts over.
    private func synchronizeStorage(with newDocument: TextDocument) {
        let old = document
        document = newDocument
        if !old.rope.contentEquals(newDocument.rope) || !old.attributeStorage.hasSameRuns(as: newDocument.attributeStorage) {
            reset()
        }
    }

    // MARK: Paragraphs

    /// A laid-out paragraph with its place: index, y of its top.
    struct PlacedParagraph {
        var index: Int
        var top: Double
        var layout: ParagraphLayout

        /// Fragment `index` (wrapped already) in document coordinates.
        func fragment(at index: Int) -> LineFragment {
            layout.fragment(at: index).shifted(dy: top, dOffset: 0)
        }
    }

    /// Paragraph `index` laid out (and its height measured from now on).
    ///
    /// - Complexity: O(log n) plus the paragraph's length when it is not cached.
    func paragraph(at index: Int) -> PlacedParagraph {
        let index = Swift.max(0, Swift.min(index, document.lineCount - 1))
        if let cached = cache[index] {
            return PlacedParagraph(index: index, top: heights.entry(atParagraph: index).before.height, layout: cached)
        }
        let start = document.rope.offset(ofLine: index)
        let layout = environment.layoutParagraph(startingAt: start, in: document)
        paragraphLayoutCount += 1
        var found = heights.entry(atParagraph: index)
        let measured = layout.heightEntry
        if found.entry != measured {
            let document = document
            // The paragraph's own start and end are known: no descent of the rope for them.
            changeHeights {
                $0.replace(paragraphs: index ..< index + 1, with: [measured]) { line in
                    line == index ? start : line == index + 1 ? start + layout.length : document.rope.offset(ofLine: line)
                }
            }
            // A paragraph from inside a gap now has an entry of its own, after the gap's first
            // part, whose height is a share of the estimate: found again. At an entry's start (a
            // page down measures the first paragraph of the gap below) nothing before it moved.
            if found.before.paragraphs != index { found = heights.entry(atParagraph: index) }
        }
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[index] = layout
        return PlacedParagraph(index: index, top: found.before.height, layout: layout)
    }

    /// Wraps more of `placed`'s lines with `wrap` and keeps the height map in step (the
    /// paragraph's top does not move; the paragraphs below it do when its estimate changes).
    ///
    /// - Complexity: O(c) for the c clusters wrapped, plus O(log n) when its height changed.
    func extend(_ placed: PlacedParagraph, _ wrap: (ParagraphLayout) -> Void) {
        let layout = placed.layout
        guard !layout.isComplete else { return }
        let before = layout.heightEntry
        wrap(layout)
        let after = layout.heightEntry
        if after != before {
            let document = document
            changeHeights { $0.replace(paragraphs: placed.index ..< placed.index + 1, with: [after]) { document.rope.offset(ofLine: $0) } }
        }
    }

    /// The paragraph holding `offset` (clamped), laid out.
    func paragraph(containing offset: Int) -> PlacedParagraph {
        paragraph(at: document.rope.lineIndex(at: document.clampedLocation(offset)))
    }

    /// The paragraph at `y`, laid out: paragraphs not laid out yet are measured on the way until
    /// `y` falls in a measured one (each measurement corrects the estimate, which moves what
    /// lies at `y`).
    func paragraph(atY y: Double) -> PlacedParagraph {
        for _ in 0 ..< 64 {
            let found = heights.entry(atY: y)
            if found.entry.isMeasured {
                return paragraph(at: found.before.paragraphs)
            }
            if found.entry.paragraphs == 1 {
                // One paragraph, wrapped in part: wrap it down to `y`. When `y` is still inside it
                // (its estimate grew or it holds `y`), it is the one; else look again.
                let placed = paragraph(at: found.before.paragraphs)
                extend(placed) { $0.wrap(throughY: y - placed.top, in: document) }
                let now = heights.entry(atY: y)
                if now.before.paragraphs == placed.index || now.before.paragraphs < placed.index { return placed }
                continue
            }
            let gap = found.entry
            let share = gap.height > 0 ? (y - found.before.height) / (gap.height / Double(gap.paragraphs)) : 0
            let within = Swift.max(0, Swift.min(gap.paragraphs - 1, Int(share.isFinite ? share.rounded(.down) : 0)))
            _ = paragraph(at: found.before.paragraphs + within)
        }
        return paragraph(at: heights.entry(atY: y).before.paragraphs)
    }

    /// Checks the height map against the document (a no-op unless built with
    /// `-DTEXTVIEWCORE_INTERNAL_CHECKS`).
    func _invariantCheck() {
        #if TEXTVIEWCORE_INTERNAL_CHECKS
        let total = heights.total
        precondition(total.length == document.length, "height map covers \(total.length) units of \(document.length)")
        precondition(total.paragraphs == document.lineCount, "height map holds \(total.paragraphs) paragraphs of \(document.lineCount)")
        var offset = 0
        var index = 0
        for entry in heights.entries {
            precondition(entry.paragraphs >= 1, "empty height entry")
            precondition(document.rope.offset(ofLine: index) == offset, "height entry at paragraph \(index) starts at \(offset)")
            offset += entry.length
            index += entry.paragraphs
        }
        for (index, layout) in cache {
            precondition(index < document.lineCount, "cached layout of paragraph \(index) of \(document.lineCount)")
            let start = document.rope.offset(ofLine: index)
            let end = index + 1 < document.lineCount ? document.rope.offset(ofLine: index + 1) : document.length
            precondition(layout.start == start && layout.length == end - start,
                         "cached layout of paragraph \(index) at \(layout.start)+\(layout.length), the paragraph is \(start)+\(end - start)")
        }
        #endif
    }
}
