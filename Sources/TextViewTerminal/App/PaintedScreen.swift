import Foundation
import TextViewCore

/// What the last frame painted, so the next frame repaints only the rows that changed: the frame
/// itself, what each text row showed (its line and the decorations on it) and the status line's
/// text, under the settings that shape every row (``Context``).
struct PaintedScreen {
    /// What shapes every row: when any of it changes, the next frame is painted whole.
    struct Context: Equatable {
        var columns: Int
        var rows: Int
        var leftColumn: Int
        var wraps: Bool
        var tabInterval: Int
    }

    /// The text rows as painted (their lines are the viewport's cache's, ``VisibleLineCache``):
    /// the selections, secondary carets and matches on each, relative to its line's start (see
    /// ``DecorationWalker``); equal decorations on the same text paint the same cells.
    ///
    /// Kept flat, one list for all rows and where each row's part ends, with nothing stored for a
    /// screen with no decoration (one caret, no find): a frame records every row, and an array a
    /// row was a reference counted on each of them every keystroke.
    struct Rows {
        /// The decorations of all rows, in row order.
        private var values: [Int] = []
        /// Where each row's decorations end in ``values``; nil while no row has any.
        private var ends: [Int]?
        /// The rows recorded.
        private(set) var count = 0

        /// Records a row with no decorations.
        mutating func appendUndecorated() {
            ends?.append(values.count)
            count += 1
        }

        /// Records a row with `decorations`.
        mutating func append(_ decorations: [Int]) {
            if ends == nil && !decorations.isEmpty { ends = Array(repeating: 0, count: count) }
            values.append(contentsOf: decorations)
            ends?.append(values.count)
            count += 1
        }

        /// The decorations of `row`, as a range of ``values``.
        private func span(_ row: Int) -> Range<Int> {
            guard let ends, row < ends.count else { return 0 ..< 0 }
            return (row == 0 ? 0 : ends[row - 1]) ..< ends[row]
        }

        /// Whether `row` has decorations.
        func isDecorated(_ row: Int) -> Bool { !span(row).isEmpty }

        /// Whether `row` has the same decorations here and in `other`.
        func sameDecorations(_ row: Int, as other: Rows) -> Bool {
            // No decoration on either screen (one caret, no find): nothing to compare.
            if ends == nil && other.ends == nil { return true }
            let mine = span(row), theirs = other.span(row)
            return mine.count == theirs.count && values[mine].elementsEqual(other.values[theirs])
        }
    }

    /// The last frame, or nil before the first.
    var frame: ScreenFrame?
    /// Its settings.
    var context: Context?
    /// Its text rows, top to bottom.
    var rows = Rows()
    /// Its status line.
    var status: StatusLine?
    /// The status line's texts that change seldom.
    var statusTexts = StatusLine.Texts()
    /// The message its bottom line showed when there was no prompt (`.some(nil)`: none), or nil
    /// when it showed a prompt or was not painted.
    var bottomMessage: String??

    /// Lists the decorations on each line, walking the sorted lists once from the top row down.
    struct DecorationWalker {
        let selections: [NSRange]
        let carets: [Int]
        let matches: [NSRange]
        let current: NSRange?
        private var selectionIndex = 0
        private var caretIndex = 0
        private var matchIndex = 0

        init(selections: [NSRange], carets: [Int], matches: [NSRange], current: NSRange?) {
            self.selections = selections
            self.carets = carets
            self.matches = matches
            self.current = current
        }

        /// The decorations touching the line of range `line` as (kind, start, end) triples relative to its start,
        /// clipped to the line and the one offset after it (where a selected line break or a
        /// caret past the text is drawn).
        mutating func decorations(of line: NSRange) -> [Int] {
            let start = line.location
            let end = NSMaxRange(line) + 1
            var result: [Int] = []
            func add(_ kind: Int, _ range: NSRange) {
                result.append(kind)
                result.append(Swift.max(range.location, start) - start)
                result.append(Swift.min(NSMaxRange(range), end) - start)
            }
            while selectionIndex < selections.count && NSMaxRange(selections[selectionIndex]) < start { selectionIndex += 1 }
            var index = selectionIndex
            while index < selections.count && selections[index].location <= end {
                add(0, selections[index])
                index += 1
            }
            while caretIndex < carets.count && carets[caretIndex] < start { caretIndex += 1 }
            index = caretIndex
            while index < carets.count && carets[index] <= end {
                add(1, NSRange(location: carets[index], length: 0))
                index += 1
            }
            while matchIndex < matches.count && NSMaxRange(matches[matchIndex]) < start { matchIndex += 1 }
            index = matchIndex
            while index < matches.count && matches[index].location <= end {
                add(2, matches[index])
                index += 1
            }
            if let current, NSMaxRange(current) >= start, current.location <= end { add(3, current) }
            return result
        }
    }
}
