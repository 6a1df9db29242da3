import Foundation
import TextViewCore

/// The visual lines of the last frame, carried across edits that leave their paragraphs alone.
///
/// `TextLayout` keeps the layouts of paragraphs an edit leaves alone too, but asking it for the
/// visible lines again costs a height-map lookup and a fragment built per line; and the frame
/// needs to know which rows show the same line as before (``keptLines(_:of:)``) to keep them.
/// The lines of untouched paragraphs are moved by the change's length instead: a keystroke then
/// lays out only its own paragraph. This holds lines (offsets and caret positions), never text;
/// anything uncertain (another width, a change the cache did not see) drops it.
struct VisibleLineCache {
    /// The lines in screen order; an entry whose ``starts`` is -1 was touched by a change.
    private var lines: [LineFragment] = []
    /// The start offset of each entry of ``lines`` (-1 where a change touched its paragraph),
    /// searched in place of a dictionary: a screen holds a few dozen lines, and building a
    /// dictionary every frame cost more than scanning them.
    private var starts: [Int] = []
    /// The document and width the lines describe.
    private var document: TextDocument?
    private var width: Double = 0
    /// What a remembered walk or caret line was worked out for: the text and width, and the
    /// walk's top and rows or the caret's offset and affinity.
    private struct Key {
        var document: TextDocument
        var width: Double
        var position: Int
        var count: Int

        func holds(for layout: TextLayout, _ position: Int, _ count: Int) -> Bool {
            self.position == position && self.count == count && width == layout.width && document.isIdentical(to: layout.document)
        }
    }
    /// The last visible lines worked out (revealing the caret and drawing the frame ask for the
    /// same lines in turn, and an edited paragraph's lines come from the layout), their starts
    /// (scanned as plain integers), and what they were worked out for.
    private var walkKey: Key?
    private var walkLines: [LineFragment] = []
    private var walkStarts: [Int] = []
    /// Counts the walks remembered; ``storedWalk`` is the one the stored lines are (-1: none,
    /// or they were moved through a change since).
    private var walkNumber = 0
    private var storedWalk = -1
    /// The last caret line asked for (revealing the caret and placing the cursor ask in turn).
    private var caretKey: Key?
    private var caretLineFound: LineFragment?

    /// Whether the cache describes `layout` now.
    private func isValid(for layout: TextLayout) -> Bool {
        guard let document else { return false }
        return document.isIdentical(to: layout.document) && width == layout.width
    }

    /// Remembers the lines of a frame, which are those of the last walk
    /// (``rememberWalk(_:top:rows:layout:)``): nothing to do when they are stored already (a
    /// frame with nothing changed), else their starts are the walk's.
    mutating func storeWalk(layout: TextLayout) {
        if storedWalk == walkNumber && isValid(for: layout) { return }
        lines = walkLines
        starts = walkStarts
        document = layout.document
        width = layout.width
        storedWalk = walkNumber
    }

    /// Forgets everything.
    mutating func clear() {
        lines = []
        starts = []
        document = nil
        walkKey = nil
        walkLines = []
        walkStarts = []
        storedWalk = -1
        caretKey = nil
        caretLineFound = nil
    }

    /// The lines last remembered by ``rememberWalk(_:top:rows:layout:)`` for `top` and `rows` in
    /// `layout` as it is now, or nil.
    func walkedLines(top: Int, rows: Int, layout: TextLayout) -> [LineFragment]? {
        guard walkKey?.holds(for: layout, top, rows) == true else { return nil }
        return walkLines
    }

    /// Remembers the visible lines from `top` for `rows` rows in `layout` as it is now.
    mutating func rememberWalk(_ walked: [LineFragment], top: Int, rows: Int, layout: TextLayout) {
        walkKey = Key(document: layout.document, width: layout.width, position: top, count: rows)
        walkLines = walked
        walkStarts = walked.map(\.range.location)
        walkNumber += 1
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

    /// The line of the last walk (see ``walkedLines(top:rows:layout:)``) that
    /// `lineFragment(containing:affinity:)` would give for `offset`, when the walk settles it:
    /// the last line starting at or before `offset` when a later line of the walk starts past it,
    /// or when it is the walk's last line and holds `offset` (before its end, or at the end of a
    /// paragraph: the line break after it is at least one unit, so the next line starts later).
    /// A caret upstream at a line's start, where a soft wrap may hand it to the line above, is
    /// left to the layout.
    private func walkedLine(holding offset: Int, affinity: TextAffinity, layout: TextLayout) -> LineFragment? {
        guard let key = walkKey, key.width == layout.width, key.document.isIdentical(to: layout.document),
              let first = walkStarts.first, first <= offset else { return nil }
        var index = 0
        while index + 1 < walkStarts.count && walkStarts[index + 1] <= offset { index += 1 }
        if affinity == .upstream && walkStarts[index] == offset { return nil }
        if index + 1 == walkStarts.count {
            let end = NSMaxRange(walkLines[index].range)
            guard offset < end || (offset == end && walkLines[index].endsParagraph) else { return nil }
        }
        return walkLines[index]
    }

    /// The line starting at `location`.
    func line(startingAt location: Int, in layout: TextLayout) -> LineFragment {
        if isValid(for: layout), let at = starts.firstIndex(of: location) { return lines[at] }
        return layout.lineFragment(containing: location, affinity: .downstream)
    }

    /// The line row `row` of the stored frame showed, moved through the changes since; nil when
    /// a change touched its paragraph.
    private func keptLine(atRow row: Int) -> KeptLine? {
        guard row >= 0, row < lines.count, starts[row] >= 0 else { return nil }
        return KeptLine(range: lines[row].range, endsParagraph: lines[row].endsParagraph)
    }

    /// ``keptLine(atRow:)`` of rows `0 ..< count`, or none when the cache does not describe
    /// `layout` (then nothing of the last frame can be trusted). In one call, as a frame asks for
    /// every row and each call from the app was an exclusivity check on its viewport; checked
    /// against the layout once, as each check copies the layout's document.
    func keptLines(_ count: Int, of layout: TextLayout) -> [KeptLine?] {
        guard isValid(for: layout) else { return Array(repeating: nil, count: count) }
        var result: [KeptLine?] = []
        result.reserveCapacity(count)
        for row in 0 ..< count { result.append(keptLine(atRow: row)) }
        return result
    }

    /// What the frame compares of a kept line: where it is and whether a soft wrap follows it
    /// (plain values, so the frame's list of them counts no references).
    struct KeptLine: Equatable {
        var range: NSRange
        var endsParagraph: Bool
    }

    /// The `rows` lines from `top` down (fewer at the end of the text): the cached ones while
    /// they follow on, the layout's where a change touched them, stepping through the cache by
    /// index rather than looking each line up again.
    func lines(from top: LineFragment, rows: Int, in layout: TextLayout) -> [LineFragment] {
        var result: [LineFragment] = []
        result.reserveCapacity(rows)
        result.append(top)
        let valid = isValid(for: layout)
        // The index of the last line of `result` in the cache, when the cache holds that very line.
        var at = valid ? index(of: top) : nil
        // Whether the walk left the cache at a line a change touched (only then can it go back
        // to the cache further down; on a page of new lines the look-up would be wasted).
        var leftAtAChange = false
        while result.count < rows {
            if let index = at, index + 1 < lines.count {
                if starts[index + 1] >= 0 {
                    result.append(lines[index + 1])
                    at = index + 1
                    continue
                }
                leftAtAChange = true
            }
            let last = result[result.count - 1]
            if leftAtAChange, at == nil, let resumed = firstLine(ofParagraphAfter: last, in: layout.document) {
                result.append(lines[resumed])
                at = resumed
                leftAtAChange = false
                continue
            }
            guard let next = layout.lineFragment(after: last) else { break }
            result.append(next)
            at = valid ? index(of: next) : nil
        }
        return result
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

    /// Carries the lines through `changes`, which turned the cached document into `newDocument`:
    /// the lines of a paragraph a replacement touches (or might, at its edges) are dropped, the
    /// others are moved by the length the replacements before them added.
    mutating func map(through changes: ChangeSet, to newDocument: TextDocument) {
        guard let old = document, changes.oldLength == old.length, changes.newLength == newDocument.length else {
            clear()
            return
        }
        let replacements = changes.replacements
        var start = 0
        // Paragraph by paragraph: a run of lines ending with one that ends its paragraph. The first
        // run may start inside a paragraph, so it counts from the start of the text.
        while start < lines.count {
            var end = start
            while end < lines.count - 1, starts[end] >= 0, !lines[end].endsParagraph { end += 1 }
            if starts[start] >= 0 && starts[end] >= 0 {
                let lower = start == 0 ? 0 : lines[start].range.location
                let upper = NSMaxRange(lines[end].range) + 2 // the paragraph's break, CR LF at most
                let touched = replacements.contains { $0.range.lowerBound <= upper && $0.range.upperBound + 1 >= lower }
                if touched {
                    for i in start ... end { starts[i] = -1 }
                } else {
                    var delta = 0
                    for replacement in replacements where replacement.range.upperBound < lower {
                        delta += replacement.insertedLength - replacement.range.count
                    }
                    if delta != 0 {
                        for i in start ... end {
                            lines[i].range.location += delta
                            starts[i] += delta
                        }
                    }
                }
            } else {
                for i in start ... end { starts[i] = -1 }
            }
            start = end + 1
        }
        document = newDocument
        storedWalk = -1
    }
}
