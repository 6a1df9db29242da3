/// A plain-text table with aligned columns: text columns left-aligned, numbers right-aligned.
struct TextTable {
    private let titles: [String]
    private let rightAligned: [Bool]
    private var rows: [[String]] = []

    /// Creates a table with these headings and alignments.
    init(_ columns: [(title: String, rightAligned: Bool)]) {
        titles = columns.map(\.title)
        rightAligned = columns.map(\.rightAligned)
    }

    /// Adds a row; missing cells are blank.
    mutating func add(_ cells: [String]) {
        precondition(cells.count <= titles.count, "row of \(cells.count) cells for \(titles.count) columns")
        rows.append(cells + Array(repeating: "", count: titles.count - cells.count))
    }

    /// The table, with a rule under the headings.
    func render() -> String {
        var widths = titles.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (index, cell) in cells.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                parts.append(rightAligned[index] ? padding + cell : cell + padding)
            }
            var text = parts.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        var out = [line(titles)]
        out.append(String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1)))
        out += rows.map(line)
        return out.joined(separator: "\n")
    }
}
