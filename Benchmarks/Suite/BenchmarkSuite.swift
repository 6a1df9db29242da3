import Foundation

/// The whole benchmark run: traces, traces inside a large document, synthetic documents, memory,
/// attributes, then the targets; the report goes to stdout once, at the end, verdict first.
struct BenchmarkSuite {
    let options: BenchmarkOptions
    let configuration: BenchmarkConfiguration
    var report: BenchmarkReport

    init(options: BenchmarkOptions) {
        self.options = options
        let configuration = BenchmarkConfiguration.of(options.mode)
        self.configuration = configuration
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        report = BenchmarkReport(
            mode: configuration.mode.rawValue,
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

    /// Runs every section (progress on stderr), then writes the report: the verdict first, then
    /// the detailed tables; writes the JSON file and the plots if asked.
    ///
    /// - Returns: Whether every target was met.
    mutating func run() -> Bool {
        let sections = options.sections
        ProgressMeter.plan(PhasePlan.phases(for: sections, configuration: configuration))
        let directory = options.tracesDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? TraceLoader.defaultDirectory
        var traces: [EditTrace] = []
        if sections.contains(.traces) || sections.contains(.large) {
            Console.progress("loading traces from \(directory.path)")
            traces = TraceLoader.loadAll(from: directory).map { $0.prefix(configuration.tracePatchLimit) }
        }
        if sections.contains(.traces) {
            ProgressMeter.begin(PhasePlan.traces)
            runTraceReplays(traces)
        }
        if sections.contains(.large) {
            ProgressMeter.begin(PhasePlan.large)
            runLargeDocument(traces)
        }
        if sections.contains(.synthetic) { runSynthetic() }
        if sections.contains(.memory) {
            ProgressMeter.begin(PhasePlan.memory)
            runMemory(traces: TraceLoader.files(in: directory))
        }
        if sections.contains(.attributes) {
            ProgressMeter.begin(PhasePlan.attributeTraces)
            let table = runAttributeBenchmarks(configuration.attributes, mode: configuration.mode.rawValue)
            report.attributes = table.figures
        }
        // The newer sections print their own tables; `quick` picks their smoke sizes, and the
        // standard run uses their full sizes (each bounded by its own budget).
        let quick = configuration.isQuick
        if sections.contains(.search) {
            ProgressMeter.begin(PhasePlan.search)
            report.sections.append(runSearchBenchmarks(quick: quick, repeats: configuration.mode == .full ? 3 : 1,
                                                       seed: configuration.seed))
        }
        if sections.contains(.layout) {
            ProgressMeter.begin(PhasePlan.layout)
            report.sections.append(runLayoutBenchmarks(quick: quick))
        }
        if sections.contains(.coordinator) {
            ProgressMeter.begin(PhasePlan.coordinator)
            report.sections.append(MainActor.assumeIsolated { CoordinatorBenchmarks.run(quick: quick) })
        }
        if sections.contains(.scale) {
            ProgressMeter.begin(PhasePlan.scale)
            report.sections.append(MainActor.assumeIsolated { ScaleBenchmarks.run(quick: quick) })
        }
        if sections.contains(.terminal) {
            ProgressMeter.begin(PhasePlan.terminal)
            report.sections.append(MainActor.assumeIsolated { TerminalBenchmarks.run(quick: quick) })
        }

        report.targets = TargetEvaluator.evaluate(report, sections: sections) + report.sections.targets
        Console.output(ReportPrinter.targets(report))
        report.totalSeconds = ProgressMeter.elapsedSeconds
        FileHandle.standardError.write(Data("Benchmarks: done in \(ProgressMeter.duration(report.totalSeconds))\n".utf8))
        Console.writeReport(opening: VerdictPrinter.verdict(report))
        if let path = options.jsonPath { writeJSON(to: path) }
        if let path = options.plotsDirectory { PlotWriter.write(report, to: URL(fileURLWithPath: path, isDirectory: true)) }
        return report.targets.allSatisfy(\.met)
    }

    private func writeJSON(to path: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(report).write(to: URL(fileURLWithPath: path))
            Console.progress("JSON written to \(path)")
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
