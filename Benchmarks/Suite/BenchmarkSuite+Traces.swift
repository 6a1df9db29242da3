extension BenchmarkSuite {
    private static func runsText(_ runs: Int) -> String {
        runs == 1 ? "one run" : "median of up to \(runs) runs within the cap"
    }

    private static let editorPathNote = """
        editor path = select the patch's range, then insertText, or deleteBackward for a pure deletion;
        a range the selection setter snaps to another one (inside a grapheme cluster) goes through
        replaceCharacters(in:with:) and counts as a fallback
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
        reportUndoMemory(traces)
    }

    private static func leftPadded(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// Replays each trace once more through the observed editor (undo without a limit) and prints
    /// what its undo history holds at the end.
    private func reportUndoMemory(_ traces: [EditTrace]) {
        var lines = ["", "Undo history after each trace (observer + undo, no limit; estimated bytes held)",
                     "trace            patches   undo steps    bytes held   bytes/patch"]
        for trace in traces {
            var peer = TextEditorPeer<ObservedEditorMode>(loading: trace.startContent)
            for edit in trace.script.edits {
                peer.replace(location: Int(edit.location), length: Int(edit.deleteLength),
                             with: trace.script.insertions[Int(edit.insertion)])
            }
            let bytes = peer.editor.undoHistoryFootprint
            var steps = 0
            while peer.editor.canUndo && steps < 10_000_000 {
                // Count by undoing: the history's own count is internal.
                peer.editor.undo()
                steps += 1
            }
            let perPatch = String(format: "%.1f", Double(bytes) / Double(max(1, trace.script.count)))
            lines.append(trace.name.padding(toLength: 16, withPad: " ", startingAt: 0)
                + Self.leftPadded(Formatting.grouped(trace.script.count), 8)
                + Self.leftPadded(Formatting.grouped(steps), 13)
                + Self.leftPadded(Formatting.grouped(bytes), 14)
                + Self.leftPadded(perPatch, 14))
        }
        Console.output(lines.joined(separator: "\n"))
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
