/// A whole screen: rows of cells, and where the terminal's cursor goes (nil hides it).
///
/// Writing keeps the grid consistent: a wide cluster that does not fit before the right edge
/// becomes a blank, and overwriting half of a wide cluster blanks its other half.
public struct ScreenFrame: Hashable, Sendable {
    /// The width in cells.
    public let columns: Int
    /// The height in cells.
    public let rows: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]
    /// The cursor's cell, or nil to hide it.
    public var cursor: (row: Int, column: Int)? {
        get { cursorCell.map { ($0 / Swift.max(1, columns), $0 % Swift.max(1, columns)) } }
        set { cursorCell = newValue.map { $0.row * columns + $0.column } }
    }
    /// The cursor as an index into ``cells``.
    private var cursorCell: Int?

    /// A blank frame.
    ///
    /// - Parameters:
    ///   - columns: The width; at least 1.
    ///   - rows: The height; at least 1.
    public init(columns: Int, rows: Int) {
        self.columns = Swift.max(1, columns)
        self.rows = Swift.max(1, rows)
        self.cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    /// The cell at `row`, `column`.
    public subscript(row: Int, column: Int) -> Cell {
        cells[row * columns + column]
    }

    /// Writes `cell` at `row`, `column`: a cell outside the frame is dropped, a wide one that does
    /// not fit becomes a blank.
    public mutating func put(_ cell: Cell, row: Int, column: Int) {
        guard row >= 0, row < rows, column >= 0, column < columns, !cell.isContinuation else { return }
        var cell = cell
        if cell.width == 2 && column + 1 >= columns {
            cell = Cell(text: " ", width: 1, style: cell.style)
        }
        let index = row * columns + column
        // Overwriting a half of a wide cluster blanks the other half.
        if cells[index].isContinuation, column > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if cells[index].width == 2, column + 1 < columns {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
        if cell.width == 2 {
            if column + 2 < columns, cells[index + 1].width == 2 {
                cells[index + 2] = .blank(cells[index + 2].style)
            }
            cells[index + 1] = .continuation(cell.style)
        }
    }

    /// Writes `text` from `column` on, one cluster per cell (made printable), clipped at the right
    /// edge.
    ///
    /// - Returns: The column after the text.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: CellStyle = []) -> Int {
        var x = column
        for character in text {
            guard x < columns else { break }
            let picture = CellPicture.picture(of: character)
            put(Cell(text: picture.text, width: UInt8(picture.width), style: picture.isPicture ? style.union(.dim) : style), row: row, column: x)
            x += picture.width
        }
        return x
    }

    /// Fills `row` from `column` to the right edge with blanks of `style`.
    public mutating func fill(row: Int, from column: Int, style: CellStyle = []) {
        guard row >= 0, row < rows else { return }
        var x = Swift.max(0, column)
        while x < columns {
            put(.blank(style), row: row, column: x)
            x += 1
        }
    }

    /// Adds `style` to the cells of `row` in `columns` (a selection, a match).
    public mutating func addStyle(_ style: CellStyle, row: Int, columns range: Range<Int>) {
        guard row >= 0, row < rows else { return }
        for x in Swift.max(0, range.lowerBound) ..< Swift.min(columns, range.upperBound) {
            cells[row * columns + x].style.formUnion(style)
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
        lhs.columns == rhs.columns && lhs.rows == rhs.rows && lhs.cells == rhs.cells && lhs.cursorCell == rhs.cursorCell
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(columns)
        hasher.combine(rows)
        hasher.combine(cells)
        hasher.combine(cursorCell)
    }
}
