import Foundation
import TextViewCore

/// The visual lines of the last walk down the screen, carried across edits that leave their
/// paragraphs alone.
///
/// `TextLayout` keeps the layouts of paragraphs an edit leaves alone too, but asking it for the
/// visible lines again costs a height-map lookup and a fragment built per line; and the frame
/// needs to know which rows show the same line as before (``keptLines(_:of:)``) to keep them.
/// The lines of untouched paragraphs are moved by the change's length instead: a keystroke then
/// lays out only its own paragraph. This holds lines (offsets and caret positions), never text;
/// anything uncertain (another width, a change the cache did not see) drops it.
///
/// The lines are kept once, here, and a walk that finds the same rows with only the touched lines
/// new writes those into place: a keystroke copies no line it did not change (each copy of a
/// screen of them, and each release, counted references). What a frame painted on each row is
/// kept apart as plain values (``KeptLine``), as a walk may run between two frames.
struct VisibleLineCache {
    /// The lines of the last walk in screen order; an entry whose ``starts`` is -1 was touched by
    /// a change since.
    private(set) var lines: [LineFragment] = []
    /// The start offset of each entry of ``lines`` (-1 where a change touched its paragraph),
    /// searched in place of a dictionary: a screen holds a few dozen lines, and building a
    /// dictionary every frame cost more than scanning them.
    private var starts: [Int] = []
    /// The document and width ``lines`` and ``frameRows`` describe.
    private var document: TextDocument?
    private var width: Double = 0
    /// The top offset and rows of the walk ``lines`` are, while no change came since.
    private var walk: (top: Int, rows: Int)?
    /// What the last frame showed on each row, carried through the changes since (nil where a
    /// change touched the row's paragraph).
    private var frameRows: [KeptLine?] = []
    /// Whether ``frameRows`` are ``lines`` as they are (nothing walked or changed since).
    private var frameIsWalk = false
    /// What the remembered caret line was worked out for: the text and width, and the caret's
    /// offset and affinity.
    private struct Key {
        var document: TextDocument
        var width: Double
        var position: Int
        var count: Int

        func holds(for layout: TextLayout, _ position: Int, _ count: Int) -> Bool {
            self.position == position && self.count == count && width == layout.width && document.isIdentical(to: layout.document)
        }
    }
    /// The last caret line asked for (revealing the caret and placing the cursor ask in turn).
    private var caretKey: Key?
    private var caretLineFound: LineFragment?

    /// Whether the cache describes `layout` now.
    private func isValid(for layout: TextLayout) -> Bool {
        guard let document else { return false }
        return document.isIdentical(to: layout.document) && width == layout.width
    }

    /// Whether ``lines`` are the walk from `top` for `rows` rows in `layout` as it is now.
    func holdsWalk(top: Int, rows: Int, layout: TextLayout) -> Bool {
        guard let walk, walk.top == top, walk.rows == rows else { return false }
        return isValid(for: layout)
    }

    /// Remembers what a frame shows: the lines of the last walk, row by row.
    mutating func storeFrame() {
        if frameIsWalk { return }
        frameRows = lines.map { KeptLine(range: $0.range, endsParagraph: $0.endsParagraph) }
        frameIsWalk = true
    }

    /// Forgets everything.
    mutating func clear() {
        lines = []
        starts = []
        document = nil
        walk = nil
        frameRows = []
        frameIsWalk = false
        caretKey = nil
        caretLineFound = nil
    }

    /// The line holding the caret at `offset` with `affinity` (the layout's answer, kept while
    /// the text and width stay the same).
    mutating func caretLine(at offset: Int, affinity: TextAffinity, in layout: TextLayout) -> LineFragment {
        let side = affinity == .upstream ? 1 : 0
        if caretKey?.holds(for: layout, offset, side) == true, let caretLineFound { return caretLineFound }
        let line = walkedLine(holding: offset, affinity: affinity, layout: layout)
            ?? layout.lineFragment(containing: offset, affinity: affinity)
        caretKey = Key(document: layout.document, width: layout.width, position: offset, count: side)
        caretLineFound = line
        return line
    }

    /// The line of the last walk that `lineFragment(containing:affinity:)` would give for
    /// `offset`, when the walk settles it: the last line starting at or before `offset` when a
    /// later line of the walk starts past it, or when it is the walk's last line and holds
    /// `offset` (before its end, or at the end of a paragraph: the line break after it is at least
    /// one unit, so the next line starts later). A caret upstream at a line's start, where a soft
    /// wrap may hand it to the line above, is left to the layout.
    private func walkedLine(holding offset: Int, affinity: TextAffinity, layout: TextLayout) -> LineFragment? {
        guard walk != nil, isValid(for: layout), let first = starts.first, first <= offset else { return nil }
        var index = 0
        while index + 1 < starts.count && starts[index + 1] <= offset { index += 1 }
        if affinity == .upstream && starts[index] == offset { return nil }
        if index + 1 == starts.count {
            let end = NSMaxRange(lines[index].range)
            guard offset < end || (offset == end && lines[index].endsParagraph) else { return nil }
        }
        return lines[index]
    }

    /// The line starting at `location`.
    func line(startingAt location: Int, in layout: TextLayout) -> LineFragment {
        if isValid(for: layout), let at = starts.firstIndex(of: location) { return lines[at] }
        return layout.lineFragment(containing: location, affinity: .downstream)
    }

    /// The row of the last walk whose line starts at `location`, if any.
    func row(ofLineStartingAt location: Int) -> Int? {
        guard location >= 0 else { return nil }
        return starts.firstIndex(of: location)
    }

    /// ``keptLine(atRow:)`` of rows `0 ..< count`: what the last frame showed on each, moved
    /// through the changes since, nil where a change touched it; none when the cache does not
    /// describe `layout` (then nothing of the last frame can be trusted). In one call, as a
    /// frame asks for every row and each call from the app was an exclusivity check on its
    /// viewport; checked against the layout once, as each check copies the layout's document.
    func keptLines(_ count: Int, of layout: TextLayout) -> [KeptLine?] {
        guard isValid(for: layout) else { return Array(repeating: nil, count: count) }
        if frameRows.count >= count { return Array(frameRows[..<count]) }
        return frameRows + Array(repeating: nil, count: count - frameRows.count)
    }

    /// What the frame compares of a kept line: where it is and whether a soft wrap follows it
    /// (plain values, so the frame's list of them counts no references).
    struct KeptLine: Equatable {
        var range: NSRange
        var endsParagraph: Bool
    }

    /// Where a line of the walk comes from: an entry of the cache, or the layout (an index into
    /// the walk's new lines; a list of plain values, as destroying a list of lines was dearer).
    private enum Source {
        case cached(Int)
        case fresh(Int)
    }

    /// Walks the `rows` lines from `top` (the line at offset `topOffset`) down (fewer at the end
    /// of the text) into ``lines``: the
    /// cached ones while they follow on, the layout's where a change touched them, stepping
    /// through the cache by index rather than looking each line up again. When the walk is the
    /// cached rows with only touched ones new, those are written in place.
    mutating func walk(from top: LineFragment, at topOffset: Int, rows: Int, in layout: TextLayout) {
        let valid = isValid(for: layout)
        if !valid {
            lines = []
            starts = []
            frameRows = []
            document = layout.document
            width = layout.width
        }
        var sources: [Source] = []
        sources.reserveCapacity(rows)
        var fresh: [LineFragment] = []
        // The index of the last line walked in the cache, when the cache holds that very line.
        var at = valid ? index(of: top) : nil
        if let at { sources.append(.cached(at)) } else {
            sources.append(.fresh(0))
            fresh.append(top)
        }
        // Whether the walk left the cache at a line a change touched (only then can it go back
        // to the cache further down; on a page of new lines the look-up would be wasted).
        var leftAtAChange = false
        while sources.count < rows {
            if let index = at, index + 1 < lines.count {
                if starts[index + 1] >= 0 {
                    sources.append(.cached(index + 1))
                    at = index + 1
                    continue
                }
                leftAtAChange = true
            }
            let last: LineFragment
            switch sources[sources.count - 1] {
            case .cached(let index): last = lines[index]
            case .fresh(let index): last = fresh[index]
            }
            if leftAtAChange, at == nil, let resumed = firstLine(ofParagraphAfter: last, in: layout.document) {
                sources.append(.cached(resumed))
                at = resumed
                leftAtAChange = false
                continue
            }
            guard let next = layout.lineFragment(after: last) else { break }
            sources.append(.fresh(fresh.count))
            fresh.append(next)
            at = valid ? index(of: next) : nil
        }
        walk = (topOffset, rows)
        frameIsWalk = false
        // The same rows with the touched lines new (typing in a paragraph that keeps its number
        // of lines): those are written over the touched entries.
        if sources.count == lines.count, sources.indices.allSatisfy({ row in
            switch sources[row] {
            case .cached(let index): return index == row
            case .fresh: return starts[row] < 0
            }
        }) {
            for (row, source) in sources.enumerated() {
                guard case .fresh(let index) = source else { continue }
                lines[row] = fresh[index]
                starts[row] = fresh[index].range.location
            }
            return
        }
        var walked: [LineFragment] = []
        walked.reserveCapacity(sources.count)
        for source in sources {
            switch source {
            case .cached(let index): walked.append(lines[index])
            case .fresh(let index): walked.append(fresh[index])
            }
        }
        lines = walked
        starts = walked.map(\.range.location)
    }

    /// Where the cache holds the first line of the paragraph after `line`, when `line` (one the
    /// layout gave, of an edited paragraph) ends its paragraph: the walk then goes back to the
    /// cached lines without asking the layout for that line (a paragraph looked up and a line
    /// built, to be thrown away). A kept line is a line of the text as it is now, and the only
    /// line starting where a paragraph starts is that paragraph's first.
    private func firstLine(ofParagraphAfter line: LineFragment, in document: TextDocument) -> Int? {
        guard line.endsParagraph else { return nil }
        let paragraph = document.lineIndex(at: line.range.location)
        guard paragraph + 1 < document.lineCount else { return nil }
        let start = document.location(ofLine: paragraph + 1)
        return starts.firstIndex(of: start)
    }

    /// Where the cache holds `line` (its start and its range), or nil.
    private func index(of line: LineFragment) -> Int? {
        guard let at = starts.firstIndex(of: line.range.location), lines[at].range == line.range else { return nil }
        return at
    }

    /// The line after `line`.
    func line(after line: LineFragment, in layout: TextLayout) -> LineFragment? {
        if isValid(for: layout), let at = index(of: line), at + 1 < lines.count, starts[at + 1] >= 0 {
            return lines[at + 1]
        }
        return layout.lineFragment(after: line)
    }

    /// Carries the lines and the frame's rows through `changes`, which turned the cached document
    /// into `newDocument`.
    mutating func map(through changes: ChangeSet, to newDocument: TextDocument) {
        guard let old = document, changes.oldLength == old.length, changes.newLength == newDocument.length else {
            clear()
            return
        }
        let replacements = changes.replacements
        Self.carry(&frameRows, through: replacements)
        if frameIsWalk {
            // The frame's rows are the lines' (the common case: a frame after each walk), carried
            // the same way: nothing more to work out.
            adopt(frameRows)
        } else {
            var placed: [KeptLine?] = lines.indices.map { row in
                starts[row] < 0 ? nil : KeptLine(range: lines[row].range, endsParagraph: lines[row].endsParagraph)
            }
            Self.carry(&placed, through: replacements)
            adopt(placed)
        }
        document = newDocument
        walk = nil
    }

    /// Moves each entry of ``lines`` to where `placed` (one entry a line) says, or marks it
    /// touched where `placed` has nil.
    private mutating func adopt(_ placed: [KeptLine?]) {
        for row in lines.indices {
            if let line = placed[row] {
                if line.range.location != starts[row] {
                    lines[row].range.location = line.range.location
                    starts[row] = line.range.location
                }
            } else {
                starts[row] = -1
            }
        }
    }

    /// Carries `rows` (lines in screen order, nil where a change touched one already) through
    /// `replacements`: a line whose paragraph a replacement touches (or might, at its edges)
    /// becomes nil, the others move by the length the replacements before them added.
    private static func carry(_ rows: inout [KeptLine?], through replacements: [ChangeDescription.Replacement]) {
        var start = 0
        // Paragraph by paragraph: a run of lines ending with one that ends its paragraph. The first
        // run may start inside a paragraph, so it counts from the start of the text.
        while start < rows.count {
            var end = start
            while end < rows.count - 1, let entry = rows[end], !entry.endsParagraph { end += 1 }
            var delta: Int?
            if let first = rows[start], let last = rows[end] {
                let lower = start == 0 ? 0 : first.range.location
                let upper = NSMaxRange(last.range) + 2 // the paragraph's break, CR LF at most
                if !replacements.contains(where: { $0.range.lowerBound <= upper && $0.range.upperBound + 1 >= lower }) {
                    var moved = 0
                    for replacement in replacements where replacement.range.upperBound < lower {
                        moved += replacement.insertedLength - replacement.range.count
                    }
                    delta = moved
                }
            }
            for row in start ... end {
                if let delta, var line = rows[row] {
                    if delta != 0 {
                        line.range.location += delta
                        rows[row] = line
                    }
                } else {
                    rows[row] = nil
                }
            }
            start = end + 1
        }
    }
}
