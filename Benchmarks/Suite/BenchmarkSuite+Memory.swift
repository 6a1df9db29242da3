extension BenchmarkSuite {
    /// Measures each structure's memory for each synthetic size, each in its own process.
    mutating func runMemory() {
        for size in configuration.syntheticSizes {
            for kind in PeerKind.structures {
                Console.progress("memory \(Formatting.size(size)): \(kind.rawValue) (own process)")
                if let figure = MemoryProbe.measureInChild(peer: kind, characters: size, seed: configuration.seed) {
                    report.memory.append(figure)
                }
            }
        }
        Console.output(ReportPrinter.memoryTable(report.memory))
    }
}
