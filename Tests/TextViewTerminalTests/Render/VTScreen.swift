@testable import TextViewTerminal

/// A tiny terminal for the renderer's tests: applies the sequences tvedit writes (CUP, ED 2, SGR,
/// ICH, DCH, the private modes) to a grid of cells, as xterm would with autowrap off.
struct VTScreen {
    var columns: Int
    var rows: Int
    var cells: [[(text: String, style: String)]]
    var row = 0
    var column = 0
    var style = ""
    var cursorVisible = true

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: (" ", ""), count: columns), count: rows)
    }

    /// Applies `bytes`; fails on anything it does not know (a stray control byte included).
    mutating func apply(_ bytes: [UInt8]) throws {
        let text = String(decoding: bytes, as: UTF8.self)
        var scalars = Array(text.unicodeScalars)[...]
        var printable = String.UnicodeScalarView()
        func flush() {
            for character in String(printable) {
                let width = CellPicture.picture(of: character).width
                guard column < columns else { continue }
                if width == 2 && column + 1 >= columns { column += 1; continue }
                cells[row][column] = (String(character), style)
                if width == 2 { cells[row][column + 1] = ("", style) }
                column += width
            }
            printable.removeAll()
        }
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == "\u{1B}" {
                flush()
                guard scalars.first == "[" else { throw VTError.unknown("ESC \(scalars.prefix(3).map { $0.value })") }
                scalars = scalars.dropFirst()
                var parameters = ""
                while let next = scalars.first, !(next.value >= 0x40 && next.value <= 0x7E) {
                    parameters.unicodeScalars.append(next)
                    scalars = scalars.dropFirst()
                }
                guard let final = scalars.first else { throw VTError.unknown("truncated") }
                scalars = scalars.dropFirst()
                switch (final, parameters) {
                case ("H", _):
                    let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
                    row = (numbers.first ?? 1) - 1
                    column = (numbers.count > 1 ? numbers[1] : 1) - 1
                case ("J", "2"):
                    cells = Array(repeating: Array(repeating: (" ", ""), count: columns), count: rows)
                case ("m", _):
                    style = parameters == "0" ? "" : parameters
                case ("l", "?25"): cursorVisible = false
                case ("h", "?25"): cursorVisible = true
                case ("l", "?7"): break
                case ("@", _), ("P", _):
                    // ICH / DCH. The cells brought in are drawn as `unknown`: what the terminal
                    // shows there (its own blanks) must be written over by the renderer.
                    let count = Int(parameters) ?? 1
                    guard row < rows, column < columns else { break }
                    if cells[row][column].text.isEmpty { throw VTError.unknown("a shift splits a wide cluster") }
                    var line = cells[row]
                    if final == "@" {
                        line.insert(contentsOf: Array(repeating: Self.unknown, count: count), at: column)
                        line.removeLast(count)
                        // A wide cluster whose second half fell off the edge.
                        if let last = line.last, CellPicture.picture(of: Character(last.text.isEmpty ? " " : last.text)).width == 2 {
                            line[columns - 1] = Self.unknown
                        }
                    } else {
                        let removed = Swift.min(count, columns - column)
                        if column + removed < columns, line[column + removed].text.isEmpty {
                            throw VTError.unknown("a shift splits a wide cluster")
                        }
                        line.removeSubrange(column ..< column + removed)
                        line.append(contentsOf: Array(repeating: Self.unknown, count: removed))
                    }
                    cells[row] = line
                default: throw VTError.unknown("CSI \(parameters)\(final)")
                }
            } else if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) {
                throw VTError.unknown("control \(scalar.value)")
            } else {
                printable.append(scalar)
            }
        }
        flush()
    }

    /// Row `index` as text, trailing blanks removed.
    func text(ofRow index: Int) -> String {
        var line = cells[index].map(\.text).joined()
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    /// What a cell shows that only the terminal's own blanks filled (never a renderer's write).
    static let unknown = (text: "\u{FFFD}", style: "?")

    enum VTError: Error { case unknown(String) }
}
