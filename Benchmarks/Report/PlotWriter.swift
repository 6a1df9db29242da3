import Foundation

/// Writes the run's figures as SVG charts, drawn directly (no outside package): ns per edit per
/// trace for every structure (log scale), ns per edit against document size, memory per character.
enum PlotWriter {
    static func write(_ report: BenchmarkReport, to directory: URL) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var written: [String] = []
            if !report.traces.isEmpty {
                try traceChart(report).write(to: directory.appendingPathComponent("traces.svg"), atomically: true, encoding: .utf8)
                written.append("traces.svg")
            }
            if !report.synthetic.isEmpty {
                try scalingChart(report).write(to: directory.appendingPathComponent("scaling.svg"), atomically: true, encoding: .utf8)
                written.append("scaling.svg")
            }
            if !report.memory.isEmpty {
                try memoryChart(report).write(to: directory.appendingPathComponent("memory.svg"), atomically: true, encoding: .utf8)
                written.append("memory.svg")
            }
            Console.progress("plots written to \(directory.path): \(written.joined(separator: ", "))")
        } catch {
            Console.fail("cannot write the plots to \(directory.path): \(error)")
        }
    }

    /// One colour per structure, the same in every chart.
    static func colour(_ name: String) -> String {
        let palette = ["TextDocument": "#1f77b4", "TextEditor (editor path)": "#17becf",
                       "TextEditor + observer + undo": "#9edae5", "NSMutableString": "#d62728",
                       "NSMutableAttributedString": "#ff9896", "AttributedString": "#9467bd", "[UInt16]": "#7f7f7f"]
        return palette[name] ?? "#bcbd22"
    }

    static func traceChart(_ report: BenchmarkReport) -> String {
        var groups: [String] = []
        for figure in report.traces where !groups.contains(figure.trace) { groups.append(figure.trace) }
        let series = PeerKind.allCases.filter { kind in report.traces.contains { $0.structure == kind } }
        let values = groups.map { group in
            series.map { kind in
                report.traces.first { $0.trace == group && $0.structure == kind }?.timing.nanosecondsPerOperation ?? 0
            }
        }
        return SVGChart.bars(title: "Trace replay: ns per edit (log scale, lower is better; \(report.mode) run)",
                             groups: groups, series: series.map(\.rawValue), values: values, logScale: true, unit: "ns")
    }

    static func scalingChart(_ report: BenchmarkReport) -> String {
        let sizes = Set(report.synthetic.map(\.characters)).sorted()
        let series = PeerKind.structures.filter { kind in report.synthetic.contains { $0.structure == kind } }
        let lines = series.map { kind in
            (kind.rawValue, sizes.map { size in
                report.synthetic.first { $0.characters == size && $0.structure == kind }?.randomEdits.nanosecondsPerOperation ?? 0
            })
        }
        return SVGChart.lines(title: "Random single-character edits: ns per edit against document size (log-log; \(report.mode) run)",
                              xValues: sizes.map(Double.init), xLabels: sizes.map(Formatting.size), series: lines, unit: "ns")
    }

    static func memoryChart(_ report: BenchmarkReport) -> String {
        let sizes = Set(report.memory.map(\.characters)).sorted()
        let series = PeerKind.structures.filter { kind in report.memory.contains { $0.structure == kind } }
        let values = sizes.map { size in
            series.map { kind in
                report.memory.first { $0.characters == size && $0.structure == kind }
                    .map { max($0.peakBytesPerCharacter, $0.residentBytesPerCharacter) } ?? 0
            }
        }
        return SVGChart.bars(title: "Memory: bytes per character, the larger of peak and kept (lower is better)",
                             groups: sizes.map { Formatting.size($0) + " characters" }, series: series.map(\.rawValue),
                             values: values, logScale: false, unit: "B")
    }
}
