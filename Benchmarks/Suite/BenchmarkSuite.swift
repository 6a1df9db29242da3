import Foundation

/// The whole benchmark run: traces, traces inside a large document, synthetic documents, memory,
/// attributes, then the targets; tables go to stdout as each section ends.
struct BenchmarkSuite {
    let options: BenchmarkOptions
    let configuration: BenchmarkConfiguration
    var report: BenchmarkReport

    init(options: BenchmarkOptions) {
        self.options = options
        let configuration = options.quick ? BenchmarkConfiguration.quick : BenchmarkConfiguration.full
        self.configuration = configuration
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        report = BenchmarkReport(
            mode: configuration.isQuick ? "quick" : "full",
            build: build,
            date: ISO8601DateFormatter().string(from: Date()),
            processors: ProcessInfo.processInfo.activeProcessorCount,
            capSecondsTraces: Double(configuration.traceCapNanoseconds) / 1e9,
            capSecondsLargeDocument: Double(configuration.largeDocumentCapNanoseconds) / 1e9,
            capSecondsSynthetic: Double(configuration.syntheticCapNanoseconds) / 1e9,
            largeDocumentCharacters: configuration.largeDocumentCharacters,
            largeDocumentOffset: configuration.largeDocumentOffset,
            syntheticOperations: configuration.syntheticOperations
        )
    }

    /// Runs every section, prints the targets, writes the JSON file if asked.
    mutating func run() {
        let start = BenchmarkClock.wallNow()
        Console.output(ReportPrinter.header(report))
        let directory = options.tracesDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? TraceLoader.defaultDirectory
        Console.progress("loading traces from \(directory.path)")
        let traces = TraceLoader.loadAll(from: directory).map { $0.prefix(configuration.tracePatchLimit) }

        let sections = options.sections
        if sections.contains(.traces) { runTraceReplays(traces) }
        if sections.contains(.large) { runLargeDocument(traces) }
        if sections.contains(.synthetic) { runSynthetic() }
        if sections.contains(.memory) { runMemory() }
        if sections.contains(.attributes) {
            Console.output("")
            runAttributeBenchmarks(quick: configuration.isQuick)
        }
        if sections.contains(.layout) {
            Console.output("")
            runLayoutBenchmarks(quick: configuration.isQuick)
        }
        if sections.contains(.coordinator) {
            Console.output("")
            let quick = configuration.isQuick
            _ = MainActor.assumeIsolated { CoordinatorBenchmarks.run(quick: quick) }
        }
        if sections.contains(.search) {
            Console.output("")
            runSearchBenchmarks(quick: configuration.isQuick, seed: configuration.seed)
        }

        if sections.contains(.scale) { MainActor.assumeIsolated { ScaleBenchmarks.run(quick: configuration.isQuick) } }

        report.targets = TargetEvaluator.evaluate(report)
        Console.output(ReportPrinter.targets(report))
        report.totalSeconds = Double(BenchmarkClock.wallNow() - start) / 1e9
        Console.output("\nTotal time: \(String(format: "%.1f", report.totalSeconds)) s")
        if let path = options.jsonPath { writeJSON(to: path) }
    }

    private func writeJSON(to path: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(report).write(to: URL(fileURLWithPath: path))
            Console.output("JSON written to \(path)")
        } catch {
            Console.fail("cannot write the JSON report to \(path): \(error)")
        }
    }

    /// `value / base`, or nil when that is not a finite number (JSON has no infinity).
    static func finiteRatio(_ value: Double, _ base: Double) -> Double? {
        let ratio = value / base
        return ratio.isFinite ? ratio : nil
    }

    /// Sets each figure's ratio: its time / TextDocument's time on the same work.
    static func fillRatios(_ figures: inout [TraceFigure]) {
        guard let base = figures.first(where: { $0.structure == .textDocument })?.timing.nanoseconds, base > 0 else { return }
        for index in figures.indices {
            figures[index].ratioToTextDocument = finiteRatio(figures[index].timing.nanoseconds, base)
        }
    }
}
