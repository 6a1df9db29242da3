import Foundation
import TextViewCore

/// Draws visual lines of the text into frame rows, straight from the rope: each row reads only
/// the text of its own line (with wrapping off, only the part that is on screen), clusters are
/// drawn as ``CellPicture``s, tabs as blanks to the next tab stop, and selections, secondary
/// carets and find matches as styles.
struct TextPainter {
    /// The selections to draw, sorted, non-empty.
    var selections: [NSRange]
    /// The carets other than the primary one, sorted.
    var carets: [Int]
    /// Find matches in the viewport, sorted.
    var matches: [NSRange]
    /// The current match.
    var currentMatch: NSRange?
    /// Cells between tab stops.
    var tabInterval: Int
    /// Cursors into the sorted lists: rows are painted in text order, so each list is walked once.
    private var selectionIndex = 0
    private var caretIndex = 0
    private var matchIndex = 0
    /// The code units of the row being painted, kept to reuse its storage.
    private var units: [UInt16] = []

    init(selections: [NSRange], carets: [Int], matches: [NSRange], currentMatch: NSRange?, tabInterval: Int) {
        self.selections = selections
        self.carets = carets
        self.matches = matches
        self.currentMatch = currentMatch
        self.tabInterval = Swift.max(1, tabInterval)
    }

    /// Whether a sorted list of ranges holds `offset`, moving `index` forward.
    private static func holds(_ ranges: [NSRange], _ offset: Int, _ index: inout Int) -> Bool {
        while index < ranges.count && NSMaxRange(ranges[index]) <= offset { index += 1 }
        return index < ranges.count && ranges[index].location <= offset
    }

    /// The style of the cluster starting at `offset`.
    private mutating func style(at offset: Int) -> CellStyle {
        var style: CellStyle = []
        if Self.holds(selections, offset, &selectionIndex) { style.insert(.inverse) }
        while caretIndex < carets.count && carets[caretIndex] < offset { caretIndex += 1 }
        if caretIndex < carets.count && carets[caretIndex] == offset { style.insert(.inverse) }
        if let currentMatch, offset >= currentMatch.location, offset < NSMaxRange(currentMatch) {
            style.insert(.currentMatch)
        } else if Self.holds(matches, offset, &matchIndex) {
            style.insert(.match)
        }
        return style
    }

    /// Paints `line` into `row`; `plain` says that no selection, caret or match touches it (its
    /// cells then take no style, with no look-up per cell).
    mutating func paint(_ line: LineFragment, row: Int, into frame: inout ScreenFrame, layout: TextLayout,
                        leftColumn: Int, wraps: Bool, plain: Bool = false) {
        let document = layout.document
        let lineStart = line.range.location
        let lineEnd = NSMaxRange(line.range)
        var start = lineStart
        var x = 0
        if !wraps && leftColumn > 0 {
            start = layout.closestPosition(toX: Double(leftColumn), in: line).offset
            if start > lineStart && Int(layout.caretRect(at: start, affinity: .downstream).x) > leftColumn {
                start = document.rangeOfComposedCharacterSequence(at: start - 1).location
            }
            x = Int(layout.caretRect(at: start, affinity: .downstream).x)
        }
        // With wrapping off only what can be on screen is read (a cluster is rarely longer than
        // 8 code units; a longer one at the right edge is drawn cut).
        let end = wraps ? lineEnd : Swift.min(lineEnd, start + frame.columns * 8 + 16)
        // The units are copied from the rope's chunks into a buffer kept across rows: no String
        // is built for the row (that was a third of painting it).
        units.removeAll(keepingCapacity: true)
        if start < end {
            document.forEachUTF16Chunk(in: NSRange(location: start, length: end - start)) { piece in
                units.append(contentsOf: piece)
                return true
            }
        }
        let columns = frame.columns
        let text = units
        frame.paintRow(row) { writer in
            var offset = start
            let right = leftColumn + columns
            var index = 0
            let count = text.count
            while index < count {
                if x >= right { break }
                // Printable ASCII followed by ASCII (or the end) is a cluster of its own.
                let unit = text[index]
                if plain && x >= leftColumn && unit >= 0x20 && unit < 0x7F {
                    // A run of such clusters on a row with no decorations: written in one go.
                    var runEnd = index + 1
                    let limit = Swift.min(count, index + (right - x))
                    while runEnd < limit && text[runEnd] >= 0x20 && text[runEnd] < 0x7F { runEnd += 1 }
                    // The last one is a cluster of its own only when ASCII (or the end) follows it.
                    if runEnd < count && text[runEnd] >= 0x80 { runEnd -= 1 }
                    if runEnd > index {
                        writer.putASCII(text[index ..< runEnd], column: x - leftColumn)
                        x += runEnd - index
                        offset += runEnd - index
                        index = runEnd
                        continue
                    }
                }
                if unit >= 0x20 && unit < 0x7F && (index + 1 == count || text[index + 1] < 0x80) {
                    if x >= leftColumn {
                        writer.put(Cell(ascii: UInt8(unit), style: plain ? [] : style(at: offset)), column: x - leftColumn)
                    }
                    x += 1
                    offset += 1
                    index += 1
                    continue
                }
                // Anything else is segmented as Characters, up to the next place where an ASCII
                // unit follows an ASCII unit (other than CR LF): a cluster boundary for certain,
                // since no ASCII character extends a cluster or is a prepended one.
                var runEnd = index + 1
                while runEnd < count {
                    let before = text[runEnd - 1]
                    let after = text[runEnd]
                    if before < 0x80 && after < 0x80 && !(before == 0x0D && after == 0x0A) { break }
                    runEnd += 1
                }
                // Unsafe: a slice of the painter's own buffer, read within the call.
                let run = text[index ..< runEnd].withUnsafeBufferPointer { String(decoding: $0, as: UTF16.self) }
                index = runEnd
                for character in run {
                    if x >= right { break }
                    let style = plain ? [] : style(at: offset)
                    if character == "\t" {
                        let next = (x / tabInterval + 1) * tabInterval
                        while x < next {
                            if x >= leftColumn && x < right { writer.put(.blank(style), column: x - leftColumn) }
                            x += 1
                        }
                    } else {
                        let picture = CellPicture.picture(of: character)
                        if x >= leftColumn {
                            writer.put(Cell(text: picture.text, width: UInt8(picture.width), style: picture.isPicture ? style.union(.dim) : style),
                                      column: x - leftColumn)
                        } else if x + picture.width > leftColumn {
                            writer.put(.blank(style), column: 0)
                        }
                        x += picture.width
                    }
                    offset += character.utf16.count
                }
            }
            // A selection or a secondary caret past the end of the text shows as one cell.
            if !plain && line.endsParagraph && (wraps || end == lineEnd) {
                let style = style(at: lineEnd).intersection(.inverse)
                let selectsBreak = Self.holds(selections, lineEnd, &selectionIndex)
                if !style.isEmpty || selectsBreak, x >= leftColumn, x < right {
                    writer.put(.blank(.inverse), column: x - leftColumn)
                }
            }
        }
    }
}
