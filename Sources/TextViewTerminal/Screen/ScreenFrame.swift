import Synchronization

/// A whole screen: rows of cells, and where the terminal's cursor goes (nil hides it).
///
/// Writing keeps the grid consistent: a wide cluster that does not fit before the right edge
/// becomes a blank, and overwriting half of a wide cluster blanks its other half.
///
/// Each row is stored on its own and shared between copies until one of them writes to it
/// (copy-on-write per row). A frame built from the last one by repainting a few rows therefore
/// shares every other row with it, and ``FrameRenderer`` skips a shared row without comparing
/// its cells (``rowIsShared(_:with:)``): a keystroke's diff costs the rows it repainted.
public struct ScreenFrame: Hashable, Sendable {
    /// The width in cells.
    public let columns: Int
    /// The height in cells.
    public let rows: Int
    /// The rows, each shared between copies until written.
    private var storage: [RowStorage]
    /// The cursor's cell, or nil to hide it.
    public var cursor: (row: Int, column: Int)? {
        get { cursorCell.map { ($0 / Swift.max(1, columns), $0 % Swift.max(1, columns)) } }
        set { cursorCell = newValue.map { $0.row * columns + $0.column } }
    }
    /// The cursor as an index into ``cells``.
    private var cursorCell: Int?

    /// One row's cells. A class so frames can share a row and tell that they do (`===`); it is
    /// written only through ``ScreenFrame/withRow(_:_:)``, which copies it first when shared,
    /// so a shared row never changes.
    private final class RowStorage: @unchecked Sendable {
        // @unchecked: a shared instance is never mutated (copy-on-write in `withRow`).
        // Exclusivity: unchecked, the cells are plain values reached only by this file's code,
        // where no other code runs during an access (a check on each row compared or written).
        @exclusivity(unchecked) var cells: [Cell]
        init(_ cells: [Cell]) { self.cells = cells }
        deinit { RowPool.shared.recycle(&cells) }
    }

    /// A blank frame.
    ///
    /// - Parameters:
    ///   - columns: The width; at least 1.
    ///   - rows: The height; at least 1.
    public init(columns: Int, rows: Int) {
        self.columns = Swift.max(1, columns)
        self.rows = Swift.max(1, rows)
        let blank = Array(repeating: Cell.blank, count: self.columns)
        self.storage = (0 ..< self.rows).map { _ in RowStorage(blank) }
    }

    /// The cells, row by row.
    ///
    /// - Complexity: O(rows × columns): it is assembled.
    public var cells: [Cell] { storage.flatMap(\.cells) }

    /// Runs `body` on the cells of `row`, copying them first when another frame shares them.
    private mutating func withRow<R>(_ row: Int, _ body: (inout [Cell]) -> R) -> R {
        if !isKnownUniquelyReferenced(&storage[row]) {
            storage[row] = RowStorage(RowPool.shared.take(copying: storage[row].cells))
        }
        return body(&storage[row].cells)
    }

    /// Whether `row` of this frame and of `other` is the same storage, so certainly the same
    /// cells (a copy that no one wrote to since).
    ///
    /// - Complexity: O(1).
    public func rowIsShared(_ row: Int, with other: ScreenFrame) -> Bool {
        columns == other.columns && row >= 0 && row < rows && row < other.rows && storage[row] === other.storage[row]
    }

    /// The cells of `row` (shared, not copied).
    func cells(ofRow row: Int) -> [Cell] {
        storage[row].cells
    }

    /// Blanks `row` (a fresh row, shared with no other frame), with blanks of `style`.
    public mutating func clear(row: Int, style: CellStyle = []) {
        guard row >= 0, row < rows else { return }
        storage[row] = RowStorage(RowPool.shared.take(count: columns, filledWith: .blank(style)))
    }

    /// Whether `row` holds the same cells in this frame and in `other` (O(1) when shared).
    public func rowEquals(_ row: Int, _ other: ScreenFrame) -> Bool {
        rowIsShared(row, with: other) || (columns == other.columns && row < other.rows && storage[row].cells == other.storage[row].cells)
    }

    /// The cell at `row`, `column`.
    public subscript(row: Int, column: Int) -> Cell {
        storage[row].cells[column]
    }

    /// Writes `cell` at `row`, `column`: a cell outside the frame is dropped, a wide one that does
    /// not fit becomes a blank.
    public mutating func put(_ cell: Cell, row: Int, column: Int) {
        guard row >= 0, row < rows else { return }
        paintRow(row) { $0.put(cell, column: column) }
    }

    /// Runs `body` with a writer of `row`'s cells: many cells of one row written for the price
    /// of one (the row is made unique once, not per cell). A row outside the frame is ignored.
    public mutating func paintRow(_ row: Int, _ body: (inout RowWriter) -> Void) {
        guard row >= 0, row < rows else { return }
        let columns = columns
        withRow(row) { cells in
            var writer = RowWriter(columns: columns)
            swap(&writer.cells, &cells)
            body(&writer)
            swap(&writer.cells, &cells)
        }
    }

    /// Writes the cells of one row, keeping the grid consistent (see ``ScreenFrame``).
    public struct RowWriter {
        /// The row's width.
        public let columns: Int
        /// The cells, moved in from the frame for the writer's lifetime.
        fileprivate var cells: [Cell] = []

        fileprivate init(columns: Int) {
            self.columns = columns
        }

        /// Writes `cell` at `column`: outside the row it is dropped, a wide one that does not fit
        /// becomes a blank, a continuation is never written (the cell before makes it).
        @inline(__always)
        public mutating func put(_ cell: Cell, column: Int) {
            guard column >= 0, column < columns, !cell.isContinuation else { return }
            // One cell over one cell (most of them): nothing wide to keep consistent. Inlined into
            // the painters' loops (a call per cell was most of painting a row); the rest is not.
            if cell.width == 1 && cells[column].width == 1 {
                cells[column] = cell
                return
            }
            putKeepingWideClustersWhole(cell, column: column)
        }

        /// Writes `units`, printable ASCII each a cluster of its own, as unstyled one-cell cells
        /// from `column` on (clipped at the right edge): what ``put(_:column:)`` of each would do,
        /// in one loop over the row when no wide cluster is in the way.
        mutating func putASCII(_ units: ArraySlice<UInt16>, column: Int) {
            let start = Swift.max(0, column)
            let end = Swift.min(columns, column + units.count)
            guard start < end else { return }
            if cells[start ..< end].contains(where: { $0.width != 1 }) {
                // A wide cluster to keep consistent: cell by cell.
                for (x, unit) in zip(column..., units) where x >= 0 {
                    put(Cell(ascii: UInt8(truncatingIfNeeded: unit)), column: x)
                }
                return
            }
            // Moved out for the loop, so that the row is known unique once rather than per cell.
            var row: [Cell] = []
            swap(&row, &cells)
            var unit = units.startIndex + (start - column)
            for x in start ..< end {
                row[x] = Cell(ascii: UInt8(truncatingIfNeeded: units[unit]))
                unit += 1
            }
            swap(&row, &cells)
        }

        /// ``put(_:column:)`` where a wide cluster is written or overwritten.
        @inline(never)
        private mutating func putKeepingWideClustersWhole(_ cell: Cell, column: Int) {
            var cell = cell
            if cell.width == 2 && column + 1 >= columns {
                cell = Cell(text: " ", width: 1, style: cell.style)
            }
            // Overwriting a half of a wide cluster blanks the other half.
            if cells[column].isContinuation, column > 0 {
                cells[column - 1] = .blank(cells[column - 1].style)
            }
            if cells[column].width == 2, column + 1 < columns {
                cells[column + 1] = .blank(cells[column + 1].style)
            }
            cells[column] = cell
            if cell.width == 2 {
                if column + 2 < columns, cells[column + 1].width == 2 {
                    cells[column + 2] = .blank(cells[column + 2].style)
                }
                cells[column + 1] = .continuation(cell.style)
            }
        }
    }

    /// Writes `text` from `column` on, one cluster per cell (made printable), clipped at the right
    /// edge.
    ///
    /// - Returns: The column after the text.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: CellStyle = []) -> Int {
        var x = column
        guard row >= 0, row < rows else {
            // Nothing is drawn, but the caller still learns where the text would end.
            for character in text {
                guard x < columns else { break }
                x += CellPicture.picture(of: character).width
            }
            return x
        }
        // Printable ASCII (the status line, the bar's labels) is a cell a byte: no Character to
        // segment, no picture to look up.
        var text = text
        if let end = text.withUTF8({ bytes -> Int? in
            guard Self.isPrintableASCII(bytes) else { return nil }
            paintRow(row) { writer in
                for byte in bytes {
                    guard x < writer.columns else { break }
                    writer.put(Cell(ascii: byte, style: style), column: x)
                    x += 1
                }
            }
            return x
        }) {
            return end
        }
        // One writer for the whole text: the row is made unique once, not per cluster.
        paintRow(row) { writer in
            for character in text {
                guard x < writer.columns else { break }
                let picture = CellPicture.picture(of: character)
                writer.put(Cell(text: picture.text, width: UInt8(picture.width), style: picture.isPicture ? style.union(.dim) : style), column: x)
                x += picture.width
            }
        }
        return x
    }

    /// Whether every byte is printable ASCII (each its own one-cell cluster).
    // Unsafe: reads a string's UTF-8 that `String.withUTF8` lends for the call.
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
        return true
    }

    /// Fills `row` from `column` to the right edge with blanks of `style`.
    public mutating func fill(row: Int, from column: Int, style: CellStyle = []) {
        guard row >= 0, row < rows else { return }
        let blank = Cell.blank(style)
        paintRow(row) { writer in
            let start = Swift.min(Swift.max(0, column), writer.columns)
            guard start < writer.columns else { return }
            // Only the first blank can cut a wide cluster (the one before it); past it every
            // cell is overwritten anyway, so the rest are stored as they are.
            writer.put(blank, column: start)
            for x in start + 1 ..< writer.columns { writer.cells[x] = blank }
        }
    }

    /// Adds `style` to the cells of `row` in `columns` (a selection, a match).
    public mutating func addStyle(_ style: CellStyle, row: Int, columns range: Range<Int>) {
        guard row >= 0, row < rows else { return }
        let lower = Swift.max(0, range.lowerBound)
        let span = lower ..< Swift.max(lower, Swift.min(columns, range.upperBound))
        guard !span.isEmpty else { return }
        withRow(row) { cells in
            for x in span { cells[x].style.formUnion(style) }
        }
    }

    /// The text of `row` as a terminal would show it (continuation cells skipped, trailing blanks
    /// removed), for tests.
    public func text(ofRow row: Int) -> String {
        var line = ""
        for x in 0 ..< columns where !self[row, x].isContinuation {
            line += self[row, x].text
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    public static func == (lhs: ScreenFrame, rhs: ScreenFrame) -> Bool {
        lhs.columns == rhs.columns && lhs.rows == rhs.rows && lhs.cursorCell == rhs.cursorCell
            && (0 ..< lhs.rows).allSatisfy { lhs.rowEquals($0, rhs) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(columns)
        hasher.combine(rows)
        for row in storage { hasher.combine(row.cells) }
        hasher.combine(cursorCell)
    }
}

/// The cells of rows no frame holds any more, kept for the next rows of the same width: a
/// keystroke repaints a row or two and the renderer lets go of the rows they replace, and a row
/// of 80 cells is larger than what the allocator hands out quickly. Bounded, and safe to share:
/// a recycled list is a plain value (one still shared elsewhere is copied on its first write).
final class RowPool: Sendable {
    /// The pool every frame uses.
    static let shared = RowPool()
    /// The most lists kept (a few screens' worth of repainted rows).
    static let limit = 64
    private let spare = Mutex<[[Cell]]>([])

    /// Takes back `cells` (left empty).
    func recycle(_ cells: inout [Cell]) {
        guard !cells.isEmpty else { return }
        var taken: [Cell] = []
        swap(&taken, &cells)
        spare.withLock { lists in
            if lists.count < Self.limit { lists.append(taken) }
        }
    }

    /// `count` copies of `blank`, in a recycled list when one of that length is at hand.
    func take(count: Int, filledWith blank: Cell) -> [Cell] {
        guard var cells = recycled(count: count) else { return Array(repeating: blank, count: count) }
        for index in cells.indices { cells[index] = blank }
        return cells
    }

    /// A copy of `source` in a list of its own, recycled when one of its length is at hand.
    func take(copying source: [Cell]) -> [Cell] {
        guard var cells = recycled(count: source.count) else {
            var copy = source
            copy.reserveCapacity(source.count) // copied now, not on the first write
            return copy
        }
        for index in cells.indices { cells[index] = source[index] }
        return cells
    }

    /// How many lists are kept now.
    var spareCount: Int { spare.withLock { $0.count } }

    /// A recycled list of `count` cells, if any; lists of another length (a resize) are dropped.
    private func recycled(count: Int) -> [Cell]? {
        spare.withLock { lists in
            guard let last = lists.last else { return nil }
            guard last.count == count else {
                lists.removeAll()
                return nil
            }
            return lists.removeLast()
        }
    }
}
