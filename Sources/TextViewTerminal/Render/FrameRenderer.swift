/// Writes frames to a terminal: diffs each new frame against the one the terminal shows and
/// emits only the escape sequences and text that change it.
///
/// The first frame, and any frame of another size, clears the screen and draws everything. Runs
/// of changed cells are written in place after one cursor move; an unchanged gap of a few cells
/// inside a run is rewritten, which is shorter than moving over it. Styles are set only where
/// they change, and the output always ends with the default style, so each diff starts from it.
/// A row the new frame shares with the shown one (a frame built from the last by repainting some
/// rows, see ``ScreenFrame``) is skipped without comparing its cells.
public struct FrameRenderer: Sendable {
    /// The frame the terminal shows, or nil when unknown (nothing drawn yet, or invalidated).
    public private(set) var shown: ScreenFrame?
    /// The last frame's bytes, whose storage the next frame reuses.
    private var output: [UInt8] = []
    /// Whether the cursor was left visible.
    private var cursorVisible = false
    /// The longest run of unchanged cells rewritten rather than moved over.
    static let rewriteGap = 4
    /// The sequences every frame writes, as bytes (a `String`'s UTF-8 appended cost more).
    private static let hideCursor = Array(XTerm.hideCursor.utf8)
    private static let showCursor = Array(XTerm.showCursor.utf8)
    private static let resetAttributes = Array(XTerm.resetAttributes.utf8)

    /// Creates a renderer that knows nothing of the screen.
    public init() {}

    /// Forgets what the terminal shows (after a resize, a resume, or anything else that may have
    /// drawn on it): the next frame is drawn whole.
    public mutating func invalidate() {
        shown = nil
    }

    /// The bytes that turn the terminal's screen into `frame`.
    ///
    /// - Parameter frame: The new frame.
    /// - Returns: The bytes to write; empty when nothing changed.
    public mutating func render(_ frame: ScreenFrame) -> [UInt8] {
        // Bytes, not a String: a frame is thousands of small appends. The last frame's buffer is
        // reused when the caller let go of it (no allocation per frame).
        var out: [UInt8] = []
        swap(&out, &output)
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(256)
        func emit(_ text: String) { out.append(contentsOf: text.utf8) }
        let old: ScreenFrame
        if let shown, shown.columns == frame.columns, shown.rows == frame.rows {
            old = shown
        } else {
            emit(XTerm.resetAttributes + XTerm.disableAutowrap + XTerm.clearScreen)
            old = ScreenFrame(columns: frame.columns, rows: frame.rows)
        }
        var style: CellStyle = []
        var position: (row: Int, column: Int)? = nil
        var changed = !out.isEmpty
        // The first change hides the cursor while the frame is drawn.
        func beginChange() {
            if changed { return }
            changed = true
            if cursorVisible { out.append(contentsOf: Self.hideCursor) }
        }
        // A cursor move only where the last write did not leave the cursor already.
        func move(toRow row: Int, column: Int) {
            if position == nil || position! != (row, column) {
                XTerm.appendMoveCursor(row: row, column: column, to: &out)
            }
        }
        for row in 0 ..< frame.rows {
            // A row the new frame shares with the shown one is unchanged: no cell to compare.
            if frame.rowIsShared(row, with: old) { continue }
            let newRow = frame.cells(ofRow: row)
            let oldRow = old.cells(ofRow: row)
            var x = 0
            while x < frame.columns && newRow[x] == oldRow[x] { x += 1 }
            // The cells compared and written: the row, or only the cells a shift leaves unknown.
            var limit = frame.columns
            var writesAll = false
            if x < limit, let shift = Self.shift(at: x, from: oldRow, to: newRow) {
                // A cell typed or deleted inside a line: the terminal moves the rest of the row
                // (ICH or DCH), and only the cells inserted, or the blanks that came in at the
                // right edge, are written.
                beginChange()
                move(toRow: row, column: x)
                XTerm.appendShift(shift, to: &out)
                position = (row, x)
                if shift > 0 { limit = x + shift } else { x = limit + shift }
                writesAll = true
            }
            while x < limit {
                if !writesAll && newRow[x] == oldRow[x] {
                    x += 1
                    continue
                }
                beginChange()
                var start = x
                while start > 0 && newRow[start].isContinuation { start -= 1 }
                move(toRow: row, column: start)
                x = Self.writeRun(from: start, to: limit, rewritingAll: writesAll, new: newRow, old: oldRow, style: &style, into: &out)
                position = (row, x)
            }
        }
        if !style.isEmpty { out.append(contentsOf: Self.resetAttributes) }
        let wasVisible = cursorVisible
        if let cursor = frame.cursor {
            if changed || old.cursor == nil || old.cursor! != cursor || !wasVisible {
                XTerm.appendMoveCursor(row: cursor.row, column: cursor.column, to: &out)
            }
            if changed || !wasVisible { out.append(contentsOf: Self.showCursor) }
            cursorVisible = true
        } else if wasVisible || changed {
            out.append(contentsOf: Self.hideCursor)
            cursorVisible = false
        }
        if !changed && frame.cursor.map({ c in old.cursor.map { $0 == c } ?? false }) == true && wasVisible {
            shown = frame
            output = out
            return []
        }
        shown = frame
        output = out
        return out
    }

    /// The most bytes of text gathered before they go into the output at once.
    static let runBufferSize = 256

    /// Writes the cells of `new` from `start` (a cell that starts a cluster) to where an unchanged
    /// gap of more than ``rewriteGap`` cells begins, or to `limit` (every cell there when
    /// `rewritingAll`), with the SGR sequences of their styles; returns where it stopped.
    ///
    /// The text's bytes are gathered in a small buffer and appended to `out` a run at a time.
    // Unsafe: the two rows are read, and the run's bytes gathered, through buffers valid for this
    // call only, where no code outside this file and `Cell` runs; a bounds check on each cell read
    // and an append (uniqueness and capacity checks) for each byte were most of the diff's cost.
    static func writeRun(from start: Int, to limit: Int, rewritingAll: Bool, new newRow: [Cell], old oldRow: [Cell],
                         style: inout CellStyle, into out: inout [UInt8]) -> Int {
        precondition(start >= 0 && limit <= newRow.count && limit <= oldRow.count, "a run outside its rows")
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: runBufferSize) { bytes in
            var pending = 0
            func flush() {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<pending]))
                pending = 0
            }
            var x = start
            newRow.withUnsafeBufferPointer { new in
                oldRow.withUnsafeBufferPointer { old in
                    while x < limit {
                        if !rewritingAll && new[x] == old[x] {
                            // Rewrite a short unchanged gap when a change follows it.
                            var gap = 0
                            while x + gap < limit && gap <= rewriteGap && new[x + gap] == old[x + gap] { gap += 1 }
                            if gap > rewriteGap || x + gap >= limit { break }
                        }
                        let cell = new[x]
                        if cell.isContinuation {
                            x += 1
                            continue
                        }
                        if cell.style != style {
                            flush()
                            XTerm.appendSGR(cell.style, to: &out)
                            style = cell.style
                        }
                        if pending + Cell.inlineCapacity > runBufferSize { flush() }
                        let written = cell.writeInlineUTF8(to: bytes.baseAddress! + pending)
                        if written >= 0 {
                            pending += written
                        } else {
                            flush()
                            cell.appendUTF8(to: &out)
                        }
                        x += Swift.max(1, Int(cell.width))
                    }
                }
            }
            flush()
            return x
        }
    }

    /// The most cells a row's tail is moved by (a wide cluster typed is two).
    static let maximumShift = 2
    /// The shift of the cells from `x` on (positive: that many cells inserted at `x`; negative:
    /// deleted) after which `old` shows exactly `new` past the inserted cells (insertion) or
    /// before the blanks brought in at the right edge (deletion), when there is one and it saves
    /// writing more than a few cells; nil otherwise. `x` is the first cell where the rows differ.
    /// Exactness keeps the edge safe: a wide cluster cut off at the right edge would have to be
    /// in `new`'s last column, where a frame never puts one.
    static func shift(at x: Int, from old: [Cell], to new: [Cell]) -> Int? {
        let columns = new.count
        // Never split a wide cluster: the shift starts on a cluster in both rows.
        guard !new[x].isContinuation, !old[x].isContinuation else { return nil }
        for count in 1 ... maximumShift where x + count + rewriteGap < columns {
            // Worth it only when a plain diff would go on writing past the inserted cells.
            if (x + count ..< x + count + rewriteGap + 1).allSatisfy({ new[$0] == old[$0] }) { return nil }
            if !new[x + count].isContinuation, (x + count ..< columns).allSatisfy({ new[$0] == old[$0 - count] }) {
                return count
            }
            if !old[x + count].isContinuation, (x ..< columns - count).allSatisfy({ new[$0] == old[$0 + count] }) {
                return -count
            }
        }
        return nil
    }
}
