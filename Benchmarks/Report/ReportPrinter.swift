/// Renders the report's sections as aligned plain-text tables.
enum ReportPrinter {
    static func header(_ report: BenchmarkReport) -> String {
        """
        TextViewCore benchmarks — \(report.mode) run, \(report.build) build, \(report.processors) processors, \(report.date)
        Caps: traces \(report.capSecondsTraces) s, large document \(report.capSecondsLargeDocument) s, \
        synthetic phases \(report.capSecondsSynthetic) s. A structure that reaches its cap is stopped;
        its figure is then projected (time per operation so far × operations) and starts with "~".
        Times are the benchmark thread's CPU time (CLOCK_THREAD_CPUTIME_ID: the machine may be shared);
        caps are on wall-clock time.

        """
    }

    private static func note(_ timing: TimingResult, unit: String) -> String {
        timing.capped
            ? "capped: \(Formatting.grouped(timing.completedOperations)) of \(Formatting.grouped(timing.operations))"
            : ""
    }

    private static func checkText(_ figure: TraceFigure) -> String {
        let check = switch figure.check {
        case .verified: "verified"
        case .differs: "TEXT DIFFERS"
        case .capped: note(figure.timing, unit: "edits")
        }
        guard let fallbacks = figure.fallbacks else { return check }
        return check + ", \(Formatting.grouped(fallbacks)) fallback\(fallbacks == 1 ? "" : "s")"
    }

    static func traceTable(title: String, subtitle: String, _ figures: [TraceFigure]) -> String {
        var table = TextTable([
            ("trace", false), ("patches", true), ("structure", false), ("ns/edit", true),
            ("ratio", true), ("runs", true), ("check", false),
        ])
        var previous = ""
        for figure in figures {
            let first = figure.trace != previous
            previous = figure.trace
            let baseCapped = figures.first { $0.trace == figure.trace && $0.structure == .textDocument }?.timing.capped ?? false
            table.add([
                first ? figure.trace : "",
                first ? Formatting.grouped(figure.edits) : "",
                figure.structure.rawValue,
                Formatting.time(figure.timing.nanosecondsPerOperation, capped: figure.timing.capped),
                Formatting.ratio(figure.ratioToTextDocument, projected: figure.timing.capped || baseCapped),
                figure.timing.capped ? "-" : String(figure.timing.runNanoseconds.count),
                checkText(figure),
            ])
        }
        return "\n" + title + "\n(" + subtitle + ")\n\n" + table.render() + "\n"
    }

    static func syntheticTable(size: Int, operations: Int, _ figures: [SyntheticFigure]) -> String {
        var table = TextTable([
            ("structure", false), ("load ms", true), ("random", true), ("×", true), ("typing", true),
            ("×", true), ("lookup", true), ("×", true), ("check", false),
        ])
        let base = figures.first { $0.structure == .textDocument }
        var notes: [String] = []
        for figure in figures {
            let check: String
            switch figure.matchesReference {
            case true?: check = "matches"
            case false?: check = "DIFFERS"
            case nil where !figure.complete: check = "capped"
            case nil: check = TextCheck.mismatchIsFatal(for: figure.structure) ? "reference" : "not compared"
            }
            table.add([
                figure.structure.rawValue,
                Formatting.time(figure.load.milliseconds, capped: false),
                Formatting.time(figure.randomEdits.nanosecondsPerOperation, capped: figure.randomEdits.capped),
                Formatting.ratio(figure.randomEditsRatio, projected: figure.randomEdits.capped || base?.randomEdits.capped == true),
                Formatting.time(figure.typing.nanosecondsPerOperation, capped: figure.typing.capped),
                Formatting.ratio(figure.typingRatio, projected: figure.typing.capped || base?.typing.capped == true),
                Formatting.time(figure.lineLookups.nanosecondsPerOperation, capped: figure.lineLookups.capped),
                Formatting.ratio(figure.lineLookupsRatio, projected: figure.lineLookups.capped || base?.lineLookups.capped == true),
                check,
            ])
            for (name, timing) in [("random edits", figure.randomEdits), ("typing", figure.typing), ("lookups", figure.lineLookups)]
            where timing.capped {
                notes.append("\(figure.structure.rawValue) \(name): \(note(timing, unit: "operations"))")
            }
        }
        let methods = figures.map { "\($0.structure.rawValue) \($0.lineLookupMethod)" }.joined(separator: "; ")
        notes.insert(contentsOf: Formatting.wrap("line lookups use: " + methods, width: VerdictPrinter.width, indent: 0), at: 0)
        return """

            Synthetic document of \(Formatting.grouped(size)) characters: load from a String, \
            \(Formatting.grouped(operations)) random single-character edits,
            \(Formatting.grouped(operations)) typing edits in the middle, \(Formatting.grouped(operations)) random line lookups \
            (ns per operation; × = structure / TextDocument;
            check = final text and lookup results compared with TextDocument's, or the plain array's if TextDocument
            was capped)

            \(table.render())
            \(notes.isEmpty ? "" : "\n" + notes.joined(separator: "\n") + "\n")
            """
    }

    static func editorTypingTable(_ figures: [EditorTypingFigure], runs: Int) -> String {
        var table = TextTable([
            ("characters", true), ("keystrokes", true), ("median ms", true), ("ns/keystroke", true), ("× smallest", true),
            ("raw typing ns", true), ("× raw", true), ("runs", true), ("check", false),
        ])
        let smallest = figures.min { $0.characters < $1.characters }
        for figure in figures {
            let timing = figure.timing
            let rawRatio = figure.rawTyping.flatMap { raw in
                BenchmarkSuite.finiteRatio(timing.nanosecondsPerOperation, raw.nanosecondsPerOperation)
            }
            table.add([
                Formatting.grouped(figure.characters),
                Formatting.grouped(figure.keystrokes),
                Formatting.time(timing.milliseconds, capped: timing.capped),
                Formatting.time(timing.nanosecondsPerOperation, capped: timing.capped),
                Formatting.ratio(figure.ratioToSmallest, projected: timing.capped || smallest?.timing.capped == true),
                figure.rawTyping.map { Formatting.time($0.nanosecondsPerOperation, capped: $0.capped) } ?? "-",
                Formatting.ratio(rawRatio, projected: timing.capped || figure.rawTyping?.capped == true),
                timing.capped ? "-" : String(timing.runNanoseconds.count),
                figure.checkedRuns > 0
                    ? "checked"
                    : note(timing, unit: "keystrokes"),
            ])
        }
        let mix = figures.first.map {
            "\(Formatting.grouped($0.keystrokes)) keystrokes: \(Formatting.grouped($0.typed)) typed, "
                + "\(Formatting.grouped($0.deletions)) backspaces, \(Formatting.grouped($0.moves)) moves, \(Formatting.grouped($0.jumps)) jumps"
        } ?? "no keystrokes"
        var scaling = ""
        if let smallest, let largest = figures.max(by: { $0.characters < $1.characters }),
           largest.characters > smallest.characters, let ratio = largest.ratioToSmallest {
            scaling = "\nns per keystroke, \(Formatting.size(smallest.characters)) → \(Formatting.size(largest.characters)): "
                + Formatting.ratio(ratio, projected: largest.timing.capped || smallest.timing.capped)
                + " (\(Formatting.time(smallest.timing.nanosecondsPerOperation, capped: smallest.timing.capped)) → "
                + "\(Formatting.time(largest.timing.nanosecondsPerOperation, capped: largest.timing.capped)) ns)\n"
        }
        return """

            Typing through TextEditor on the synthetic documents: insertText of one character, deleteBackward,
            and every 16 to 48 keystrokes a move (left, right, up, down, word left/right, line start/end) or,
            one time in 16, a jump (selectedRange set elsewhere); each counts as a keystroke
            (\(mix); median of up to \(runs) runs within the cap,
            each from an O(1) snapshot of the loaded document; × smallest = ns/keystroke / the smallest
            document's; raw typing ns = TextDocument's typing phase above; × raw = ns/keystroke / raw typing ns;
            check = every complete run ends with a caret in bounds, a length the keystrokes allow, the same text)

            \(table.render())
            \(scaling)
            """
    }

    static func memoryTable(_ figures: [MemoryFigure]) -> String {
        var table = TextTable([
            ("structure", false), ("characters", true), ("peak before", true), ("peak after", true),
            ("peak B/char", true), ("kept B/char", true),
        ])
        for figure in figures {
            table.add([
                figure.structure.rawValue,
                Formatting.grouped(figure.characters),
                Formatting.megabytes(figure.peakBeforeBytes),
                Formatting.megabytes(figure.peakAfterBytes),
                Formatting.bytesPerCharacter(figure.peakBytesPerCharacter) + (figure.peakWasReset ? "" : " (lower bound)"),
                Formatting.bytesPerCharacter(figure.residentBytesPerCharacter),
            ])
        }
        return """

            Memory: each structure loaded from a String in its own process (VmHWM of /proc/self/status)
            (peak B/char = rise of the peak while loading / UTF-16 code units; kept B/char = resident memory
            left once the input String is released; the text is mostly ASCII)

            \(table.render())

            """
    }

    static func replayMemoryTable(_ figures: [ReplayMemoryFigure]) -> String {
        var table = TextTable([("trace", false), ("replayed B/unit", true), ("loaded B/unit", true), ("replayed ÷ loaded", true)])
        for figure in figures {
            table.add([
                figure.trace, Formatting.bytesPerCharacter(figure.replayedBytesPerUnit),
                Formatting.bytesPerCharacter(figure.loadedBytesPerUnit), String(format: "%.2f×", figure.ratio),
            ])
        }
        return """

            Memory after a trace: TextDocument replayed patch by patch from the trace's start text, against
            the final text loaded at once (resident memory per UTF-16 unit, each in its own process, over
            enough copies to hold \(Formatting.grouped(ReplayMemoryProbe.minimumUnits)) units)

            \(table.render())

            """
    }

    static func targets(_ report: BenchmarkReport) -> String {
        var lines: [String] = []
        for target in report.targets {
            lines.append((target.met ? "MET      " : "NOT MET  ") + target.target)
            if !target.detail.isEmpty { lines += Formatting.wrap(target.detail, width: VerdictPrinter.width, indent: 9) }
        }
        let caveat = report.mode == "quick"
            ? "\n(quick run: inputs are too small for these verdicts to mean anything)" : ""
        return "\nTargets, judged on this run (~ = a projected figure)" + caveat + "\n\n" + lines.joined(separator: "\n")
    }
}
