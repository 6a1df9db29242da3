import Foundation

/// The rows of the attribute benchmarks, printed as one table: ns per operation for each
/// structure and TextDocument's speed-up against each peer, with the targets (5x against
/// NSMutableAttributedString, 100x against AttributedString).
struct AttributeBenchmarkTable {
    static let targets: [String: Double] = ["NSMutableAttributedString": 5, "AttributedString": 100]

    private(set) var rows: [AttributeBenchmarkRow] = []
    private(set) var notes: [String] = []

    mutating func add(_ row: AttributeBenchmarkRow) {
        rows.append(row)
    }

    mutating func note(_ text: String) {
        notes.append(text)
    }

    /// Whether every ratio meets its target.
    /// The rows as report figures (for the verdict, the targets and the JSON file).
    var figures: [AttributeFigure] {
        rows.map {
            AttributeFigure(workload: $0.workload, structure: $0.structure, operations: $0.operations,
                            nanosecondsPerOperation: $0.nanosecondsPerOperation)
        }
    }

    var meetsTargets: Bool {
        ratios.allSatisfy { $0.ratio >= (AttributeBenchmarkTable.targets[$0.peer] ?? 1) }
    }

    /// TextDocument's speed-up against each peer, per workload.
    var ratios: [(workload: String, peer: String, ratio: Double)] {
        var result: [(String, String, Double)] = []
        for row in rows where row.structure == "TextDocument" {
            for peer in rows where peer.workload == row.workload && peer.structure != "TextDocument" {
                result.append((row.workload, peer.structure, peer.nanosecondsPerOperation / row.nanosecondsPerOperation))
            }
        }
        return result
    }

    func render() -> String {
        var lines: [String] = []
        let header = ["workload", "structure", "ops", "ns/op", "TextDocument is", "target"]
        var cells: [[String]] = []
        for row in rows {
            var speedup = ""
            var target = ""
            if row.structure != "TextDocument",
               let own = rows.first(where: { $0.workload == row.workload && $0.structure == "TextDocument" }) {
                let ratio = row.nanosecondsPerOperation / own.nanosecondsPerOperation
                speedup = String(format: "%.1fx faster", ratio)
                if let t = AttributeBenchmarkTable.targets[row.structure] {
                    target = String(format: ">= %.0fx %@", t, ratio >= t ? "met" : "MISSED")
                }
            }
            cells.append([row.workload, row.structure, "\(row.operations)", String(format: "%.0f", row.nanosecondsPerOperation), speedup, target])
        }
        var widths = header.map(\.count)
        for line in cells {
            for (i, cell) in line.enumerated() { widths[i] = Swift.max(widths[i], cell.count) }
        }
        func format(_ line: [String]) -> String {
            line.enumerated().map { i, cell in
                i == 2 || i == 3 ? String(repeating: " ", count: widths[i] - cell.count) + cell
                    : cell + String(repeating: " ", count: widths[i] - cell.count)
            }.joined(separator: "  ")
        }
        lines.append(format(header))
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        var previous = ""
        for (line, row) in zip(cells, rows) {
            if row.workload != previous && !previous.isEmpty { lines.append("") }
            previous = row.workload
            lines.append(format(line))
        }
        for note in notes { lines.append(note) }
        return lines.joined(separator: "\n")
    }
}
