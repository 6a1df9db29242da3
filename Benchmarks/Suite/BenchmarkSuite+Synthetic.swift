extension BenchmarkSuite {
    /// Loads each synthetic document into each structure and times edits, typing and lookups.
    mutating func runSynthetic() {
        for size in configuration.syntheticSizes {
            Console.progress("making the \(Formatting.size(size)) synthetic document and its scripts")
            let text = SyntheticText.make(characters: size, seed: configuration.seed)
            let scripts = SyntheticScripts(length: size, operations: configuration.syntheticOperations,
                                           seed: configuration.seed)
            var figures: [SyntheticFigure] = []
            var reference: (kind: PeerKind, fingerprint: SyntheticFingerprint)?
            for kind in PeerKind.allCases {
                Console.progress("synthetic \(Formatting.size(size)): \(kind.rawValue)")
                var run = SyntheticRun(
                    kind: kind, text: text, scripts: scripts,
                    loadPlan: TimingPlan(maximumRuns: configuration.loadRuns, capNanoseconds: configuration.syntheticCapNanoseconds),
                    capNanoseconds: configuration.syntheticCapNanoseconds)
                var (figure, fingerprint) = kind.accept(&run)
                if let fingerprint {
                    if let reference {
                        guard fingerprint == reference.fingerprint else {
                            Console.fail("""
                                synthetic \(size): \(kind.rawValue) ended with \(fingerprint), \
                                \(reference.kind.rawValue) with \(reference.fingerprint): the same edits and \
                                lookups gave different results
                                """)
                        }
                        figure.matchesReference = true
                    } else {
                        reference = (kind, fingerprint)
                    }
                }
                figures.append(figure)
            }
            if let base = figures.first(where: { $0.structure == .textDocument }) {
                for index in figures.indices {
                    figures[index].randomEditsRatio = Self.finiteRatio(figures[index].randomEdits.nanoseconds, base.randomEdits.nanoseconds)
                    figures[index].typingRatio = Self.finiteRatio(figures[index].typing.nanoseconds, base.typing.nanoseconds)
                    figures[index].lineLookupsRatio = Self.finiteRatio(figures[index].lineLookups.nanoseconds, base.lineLookups.nanoseconds)
                }
            }
            report.synthetic += figures
            Console.output(ReportPrinter.syntheticTable(size: size, operations: configuration.syntheticOperations, figures))
        }
    }
}
