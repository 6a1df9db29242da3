extension BenchmarkSuite {
    /// Loads each synthetic document into each structure and times edits, typing and lookups;
    /// then times typing through a `TextEditor` on the same document. The editor typing table
    /// comes after the last size.
    mutating func runSynthetic() {
        for size in configuration.syntheticSizes {
            ProgressMeter.begin(PhasePlan.synthetic(size))
            Console.progress("making the \(Formatting.size(size)) synthetic document and its scripts")
            let text = SyntheticText.make(characters: size, seed: configuration.seed)
            let scripts = SyntheticScripts(length: size, operations: configuration.syntheticOperations,
                                           seed: configuration.seed)
            var figures: [SyntheticFigure] = []
            var fingerprints: [SyntheticFingerprint?] = []
            for kind in PeerKind.structures {
                Console.progress("synthetic \(Formatting.size(size)): \(kind.rawValue)")
                var run = SyntheticRun(
                    kind: kind, text: text, scripts: scripts,
                    loadPlan: TimingPlan(maximumRuns: configuration.loadRuns, capNanoseconds: configuration.syntheticCapNanoseconds),
                    capNanoseconds: configuration.syntheticCapNanoseconds)
                let outcome = kind.accept(&run)
                figures.append(outcome.figure)
                fingerprints.append(outcome.fingerprint)
            }
            Self.compareFingerprints(&figures, fingerprints, expectedLength: scripts.typing.endLength)
            if let base = figures.first(where: { $0.structure == .textDocument }) {
                for index in figures.indices {
                    figures[index].randomEditsRatio = Self.finiteRatio(figures[index].randomEdits.nanoseconds, base.randomEdits.nanoseconds)
                    figures[index].typingRatio = Self.finiteRatio(figures[index].typing.nanoseconds, base.typing.nanoseconds)
                    figures[index].lineLookupsRatio = Self.finiteRatio(figures[index].lineLookups.nanoseconds, base.lineLookups.nanoseconds)
                }
            }
            report.synthetic += figures
            Console.output(ReportPrinter.syntheticTable(size: size, operations: configuration.syntheticOperations, figures))
            runEditorTyping(on: text, size: size)
        }
        reportEditorTyping()
    }

    /// Compares every complete structure's final text and lookup results with the reference:
    /// TextDocument, or the plain array when TextDocument was capped. A difference between those
    /// two, or a wrong length from either, is a bug here and ends the program; a Foundation peer
    /// that differs is reported.
    private static func compareFingerprints(_ figures: inout [SyntheticFigure], _ fingerprints: [SyntheticFingerprint?],
                                            expectedLength: Int) {
        for (index, fingerprint) in fingerprints.enumerated() {
            guard let fingerprint, TextCheck.mismatchIsFatal(for: figures[index].structure) else { continue }
            guard fingerprint.length == expectedLength else {
                Console.fail("\(figures[index].structure.rawValue): length \(fingerprint.length) after the synthetic edits, expected \(expectedLength)")
            }
        }
        let trusted = PeerKind.structures.filter { TextCheck.mismatchIsFatal(for: $0) }
        guard let referenceIndex = figures.indices.first(where: {
            trusted.contains(figures[$0].structure) && fingerprints[$0] != nil
        }), let reference = fingerprints[referenceIndex] else { return }
        for index in figures.indices where index != referenceIndex {
            guard let fingerprint = fingerprints[index] else { continue }
            let matches = fingerprint == reference
            figures[index].matchesReference = matches
            guard !matches else { continue }
            let message = """
                synthetic \(figures[index].characters): \(figures[index].structure.rawValue) ended with \(fingerprint), \
                \(figures[referenceIndex].structure.rawValue) with \(reference): the same edits and lookups gave different results
                """
            if TextCheck.mismatchIsFatal(for: figures[index].structure) { Console.fail(message) }
            Console.warn(message)
        }
    }
}
