import TextViewCore

extension BenchmarkSuite {
    /// Times typing through a `TextEditor` on one synthetic document; TextDocument's own typing on
    /// the same document must already be in the report, to compare with.
    ///
    /// - Parameters:
    ///   - text: The synthetic document.
    ///   - size: Its length in UTF-16 code units.
    mutating func runEditorTyping(on text: String, size: Int) {
        Console.progress("editor typing \(Formatting.size(size)): loading the document, making the keystrokes")
        let document = TextDocument(text)
        let script = KeystrokeScript(length: size, count: configuration.editorKeystrokes, seed: configuration.seed)
        Console.progress("editor typing \(Formatting.size(size)): \(Formatting.grouped(script.keystrokes.count)) keystrokes")
        let run = EditorTypingRun(
            document: document, script: script,
            plan: TimingPlan(maximumRuns: configuration.editorTypingRuns, capNanoseconds: configuration.syntheticCapNanoseconds))
        let outcome = run.measure()
        let raw = report.synthetic.first { $0.characters == size && $0.structure == .textDocument }?.typing
        report.editorTyping.append(EditorTypingFigure(
            characters: size, keystrokes: script.keystrokes.count, typed: script.typed, deletions: script.deletions,
            moves: script.moves, jumps: script.jumps, timing: outcome.timing, rawTyping: raw,
            checkedRuns: outcome.checkedRuns))
    }

    /// Sets each editor typing figure's ratio to the smallest document's, and prints the table.
    mutating func reportEditorTyping() {
        if let smallest = report.editorTyping.min(by: { $0.characters < $1.characters }) {
            for index in report.editorTyping.indices {
                report.editorTyping[index].ratioToSmallest = Self.finiteRatio(
                    report.editorTyping[index].timing.nanosecondsPerOperation, smallest.timing.nanosecondsPerOperation)
            }
        }
        Console.output(ReportPrinter.editorTypingTable(report.editorTyping, runs: configuration.editorTypingRuns))
    }
}
