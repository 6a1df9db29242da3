extension BenchmarkSuite {
    private static func runsText(_ runs: Int) -> String {
        runs == 1 ? "one run" : "median of up to \(runs) runs within the cap"
    }

    private static let editorPathNote = """
        editor path = select the patch's range, then insertText, or deleteBackward for a pure deletion; \
        a range the selection
        setter snaps to another one (inside a grapheme cluster) goes through replaceCharacters(in:with:) \
        and counts as a fallback
        """

    /// Replays every trace on every structure, from the trace's own start text.
    mutating func runTraceReplays(_ traces: [EditTrace]) {
        let plan = TimingPlan(maximumRuns: configuration.traceRuns, capNanoseconds: configuration.traceCapNanoseconds)
        for trace in traces {
            var figures: [TraceFigure] = []
            for kind in PeerKind.allCases {
                Console.progress("trace \(trace.name) (\(Formatting.grouped(trace.script.count)) patches): \(kind.rawValue)")
                var replay = TraceReplay(kind: kind, traceName: trace.name, script: trace.script, startText: trace.startContent,
                                         offset: 0, expected: trace.endContent, plan: plan)
                let outcome = kind.accept(&replay)
                figures.append(TraceFigure(trace: trace.name, structure: kind, edits: trace.script.count,
                                           finalLength: trace.script.endLength, timing: outcome.timing,
                                           check: outcome.check, fallbacks: outcome.fallbacks))
            }
            Self.fillRatios(&figures)
            report.traces += figures
        }
        Console.output(ReportPrinter.traceTable(
            title: "Trace replay: every patch through replaceCharacters(in:with:) and its peers' equivalents",
            subtitle: "\(Self.runsText(configuration.traceRuns)); ratio = structure time / TextDocument time;\n"
                + Self.editorPathNote,
            report.traces))
    }

    /// Replays every trace inside a large filler document, at an offset in its middle.
    mutating func runLargeDocument(_ traces: [EditTrace]) {
        let size = configuration.largeDocumentCharacters
        let offset = configuration.largeDocumentOffset
        Console.progress("making the \(Formatting.size(size)) filler document")
        let filler = Array(SyntheticText.make(characters: size, seed: configuration.seed ^ 0xF111).utf16)
        let before = String(decoding: filler[..<offset], as: UTF16.self)
        let after = String(decoding: filler[offset...], as: UTF16.self)
        let plan = TimingPlan(maximumRuns: configuration.largeDocumentRuns,
                              capNanoseconds: configuration.largeDocumentCapNanoseconds)
        for trace in traces {
            let startText = before + trace.startContent + after
            let expected = before + trace.endContent + after
            var figures: [TraceFigure] = []
            for kind in PeerKind.allCases {
                Console.progress("trace \(trace.name) inside \(Formatting.size(size)): \(kind.rawValue)")
                var replay = TraceReplay(kind: kind, traceName: trace.name + " inside the large document", script: trace.script,
                                         startText: startText, offset: offset, expected: expected, plan: plan)
                let outcome = kind.accept(&replay)
                figures.append(TraceFigure(trace: trace.name, structure: kind, edits: trace.script.count,
                                           finalLength: expected.utf16.count, timing: outcome.timing,
                                           check: outcome.check, fallbacks: outcome.fallbacks))
            }
            Self.fillRatios(&figures)
            report.largeDocument += figures
        }
        Console.output(ReportPrinter.traceTable(
            title: "Trace replay inside a \(Formatting.size(size))-character document (trace applied at offset \(Formatting.grouped(offset)))",
            subtitle: "\(Self.runsText(configuration.largeDocumentRuns)); ratio = structure time / TextDocument time;\n"
                + Self.editorPathNote,
            report.largeDocument))
    }
}
