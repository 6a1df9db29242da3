import Foundation
import TextViewCore

/// The visual lines of the last frame, carried across edits that leave their paragraphs alone.
///
/// `TextLayout` keeps the layouts of paragraphs an edit leaves alone too, but asking it for the
/// visible lines again costs a height-map lookup and a fragment built per line; and the frame
/// needs to know which rows show the same line as before (``keptLine(atRow:of:)``) to keep them.
/// The lines of untouched paragraphs are moved by the change's length instead: a keystroke then
/// lays out only its own paragraph. This holds lines (offsets and caret positions), never text;
/// anything uncertain (another width, a change the cache did not see) drops it.
struct VisibleLineCache {
    /// The lines in screen order; nil where a change touched the paragraph.
    private var lines: [LineFragment?] = []
    /// The start offset of each entry of ``lines`` (-1 where it is nil), searched in place of a
    /// dictionary: a screen holds a few dozen lines, and building a dictionary every frame cost
    /// more than scanning them.
    private var starts: [Int] = []
    /// The document and width the lines describe.
    private var document: TextDocument?
    private var width: Double = 0

    /// Whether the cache describes `layout` now.
    private func isValid(for layout: TextLayout) -> Bool {
        guard let document else { return false }
        return document.isIdentical(to: layout.document) && width == layout.width
    }

    /// Remembers the lines of a frame.
    mutating func store(_ frameLines: [LineFragment], layout: TextLayout) {
        lines = frameLines
        starts = frameLines.map(\.range.location)
        document = layout.document
        width = layout.width
    }

    /// Forgets everything.
    mutating func clear() {
        lines = []
        starts = []
        document = nil
    }

    /// The line starting at `location`.
    func line(startingAt location: Int, in layout: TextLayout) -> LineFragment {
        if isValid(for: layout), let at = starts.firstIndex(of: location), let line = lines[at] { return line }
        return layout.lineFragment(containing: location, affinity: .downstream)
    }

    /// The line row `row` of the stored frame showed, moved through the changes since; nil when
    /// a change touched its paragraph, or the cache does not describe `layout` (then nothing of
    /// the last frame can be trusted).
    func keptLine(atRow row: Int, of layout: TextLayout) -> LineFragment? {
        guard isValid(for: layout), row >= 0, row < lines.count else { return nil }
        return lines[row]
    }

    /// The line after `line`.
    func line(after line: LineFragment, in layout: TextLayout) -> LineFragment? {
        if isValid(for: layout), let at = starts.firstIndex(of: line.range.location), at + 1 < lines.count,
           lines[at]?.range == line.range, let next = lines[at + 1] {
            return next
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
        var mapped: [LineFragment?] = lines
        var start = 0
        // Paragraph by paragraph: a run of lines ending with one that ends its paragraph. The first
        // run may start inside a paragraph, so it counts from the start of the text.
        while start < lines.count {
            var end = start
            while end < lines.count - 1, let line = lines[end], !line.endsParagraph { end += 1 }
            let first = lines[start]
            let last = lines[end]
            if let first, let last {
                let lower = start == 0 ? 0 : first.range.location
                let upper = NSMaxRange(last.range) + 2 // the paragraph's break, CR LF at most
                let touched = replacements.contains { $0.range.lowerBound <= upper && $0.range.upperBound + 1 >= lower }
                if touched {
                    for i in start ... end { mapped[i] = nil }
                } else {
                    var delta = 0
                    for replacement in replacements where replacement.range.upperBound < lower {
                        delta += replacement.insertedLength - replacement.range.count
                    }
                    for i in start ... end { mapped[i]?.range.location += delta }
                }
            } else {
                for i in start ... end { mapped[i] = nil }
            }
            start = end + 1
        }
        lines = mapped
        starts = mapped.map { $0?.range.location ?? -1 }
        document = newDocument
    }
}
