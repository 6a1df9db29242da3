import Foundation

extension BenchmarkSuite {
    /// Measures each structure's memory for each synthetic size, each in its own process, then
    /// what a document keeps after each trace in `traces` (files) against its final text loaded.
    mutating func runMemory(traces: [URL]) {
        for size in configuration.syntheticSizes {
            for kind in PeerKind.structures {
                Console.progress("memory \(Formatting.size(size)): \(kind.rawValue) (own process)")
                if let figure = MemoryProbe.measureInChild(peer: kind, characters: size, seed: configuration.seed) {
                    report.memory.append(figure)
                }
            }
        }
        Console.output(ReportPrinter.memoryTable(report.memory))
        for file in traces {
            let name = TraceLoader.name(of: file)
            Console.progress("memory after the trace \(name) (own processes)")
            if let figure = ReplayMemoryProbe.measure(trace: file.path, name: name) {
                report.replayMemory.append(figure)
            }
        }
        Console.output(ReportPrinter.replayMemoryTable(report.replayMemory))
    }
}
