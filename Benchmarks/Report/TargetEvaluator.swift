/// Judges the issue's targets on one run's figures.
enum TargetEvaluator {
    static let nsMutableStringFactor = 3.0
    static let attributedStringFactor = 100.0
    static let scalingFactor = 2.0
    static let bytesPerCharacter = 2.3
    static let editorPathFactor = 2.0
    static let observedEditorFactor = 1.3
    static let replayMemoryFactor = 1.5

    /// The targets of the sections that ran, judged on this run.
    static func evaluate(_ report: BenchmarkReport, sections: Set<BenchmarkSection>) -> [TargetFigure] {
        var targets: [TargetFigure] = []
        if sections.contains(.traces) {
            targets.append(ratioTarget(report.traces, peer: .nsMutableString, factor: nsMutableStringFactor,
                                       name: "every trace ≥ \(Int(nsMutableStringFactor))× faster than NSMutableString"))
            targets.append(editorPathTarget(report.traces,
                                            name: "every trace: editor path ≤ \(Int(editorPathFactor))× the raw replay"))
            targets.append(observedEditorTarget(report.traces,
                                                name: "every trace: observer + undo ≤ \(observedEditorFactor)× the editor path"))
        }
        if sections.contains(.large) {
            targets.append(ratioTarget(report.largeDocument, peer: .attributedString, factor: attributedStringFactor,
                                       name: "large document: ≥ \(Int(attributedStringFactor))× faster than AttributedString"))
            targets.append(editorPathTarget(report.largeDocument,
                                            name: "large document: editor path ≤ \(Int(editorPathFactor))× the raw replay"))
            targets.append(observedEditorTarget(report.largeDocument,
                                                name: "large document: observer + undo ≤ \(observedEditorFactor)× the editor path"))
        }
        if sections.contains(.synthetic) {
            targets.append(scalingTarget(report, phase: "random edits") { $0.randomEdits })
            targets.append(scalingTarget(report, phase: "typing") { $0.typing })
        }
        if sections.contains(.memory) {
            targets.append(memoryTarget(report))
            targets.append(replayMemoryTarget(report.replayMemory))
        }
        if sections.contains(.attributes) {
            for (peer, factor) in AttributeBenchmarkTable.targets.sorted(by: { $0.value < $1.value }) {
                targets.append(attributeTarget(report.attributes, peer: peer, factor: factor))
            }
        }
        return targets
    }

    /// TextDocument against one peer on every attribute workload.
    private static func attributeTarget(_ figures: [AttributeFigure], peer: String, factor: Double) -> TargetFigure {
        var parts: [String] = []
        var met = true
        for own in figures where own.structure == "TextDocument" {
            guard let other = figures.first(where: { $0.workload == own.workload && $0.structure == peer }),
                  own.nanosecondsPerOperation > 0 else { continue }
            let ratio = other.nanosecondsPerOperation / own.nanosecondsPerOperation
            if ratio < factor { met = false }
            parts.append(Formatting.ratio(ratio, projected: false))
        }
        return TargetFigure(target: "attributes: ≥ \(Int(factor))× faster than \(peer)",
                            met: met && !parts.isEmpty, detail: parts.joined(separator: ", "))
    }

    private static func ratioTarget(_ figures: [TraceFigure], peer: PeerKind, factor: Double, name: String) -> TargetFigure {
        var met = !figures.isEmpty
        var parts: [String] = []
        for figure in figures where figure.structure == peer {
            guard let base = figures.first(where: { $0.trace == figure.trace && $0.structure == .textDocument }),
                  let ratio = figure.ratioToTextDocument
            else { met = false; continue }
            if ratio < factor { met = false }
            parts.append("\(figure.trace) " + Formatting.ratio(ratio, projected: figure.timing.capped || base.timing.capped))
        }
        return TargetFigure(target: name, met: met && !parts.isEmpty, detail: parts.joined(separator: ", "))
    }

    /// The editor path must stay within `editorPathFactor` of TextDocument's own replay on every
    /// trace: that is what a selection change and a command may add to each patch.
    private static func editorPathTarget(_ figures: [TraceFigure], name: String) -> TargetFigure {
        var met = true
        var parts: [String] = []
        for figure in figures where figure.structure == .textEditor {
            guard let base = figures.first(where: { $0.trace == figure.trace && $0.structure == .textDocument }),
                  let ratio = figure.ratioToTextDocument
            else { met = false; continue }
            if ratio > editorPathFactor { met = false }
            parts.append("\(figure.trace) " + Formatting.ratio(ratio, projected: figure.timing.capped || base.timing.capped))
        }
        return TargetFigure(target: name, met: met && !parts.isEmpty, detail: parts.joined(separator: ", "))
    }

    /// Notifications and undo may add at most 30% to the editor path.
    private static func observedEditorTarget(_ figures: [TraceFigure], name: String) -> TargetFigure {
        var met = true
        var parts: [String] = []
        for figure in figures where figure.structure == .textEditorObserved {
            guard let base = figures.first(where: { $0.trace == figure.trace && $0.structure == .textEditor }),
                  base.timing.nanoseconds > 0
            else { met = false; continue }
            let ratio = figure.timing.nanoseconds / base.timing.nanoseconds
            if ratio > observedEditorFactor { met = false }
            parts.append("\(figure.trace) " + Formatting.ratio(ratio, projected: figure.timing.capped || base.timing.capped))
        }
        return TargetFigure(target: name, met: met && !parts.isEmpty, detail: parts.joined(separator: ", "))
    }

    /// Random edits and typing are judged apart: random edits on 100 M characters touch a
    /// different cold leaf each time, typing stays on one warm leaf, and the two verdicts differ.
    private static func scalingTarget(_ report: BenchmarkReport, phase: String,
                                      _ timing: (SyntheticFigure) -> TimingResult) -> TargetFigure {
        let own = report.synthetic.filter { $0.structure == .textDocument }
        let name = "TextDocument ns/edit, largest document ≤ \(Int(scalingFactor))× smallest (\(phase))"
        guard let small = own.min(by: { $0.characters < $1.characters }),
              let large = own.max(by: { $0.characters < $1.characters }), small.characters < large.characters
        else { return TargetFigure(target: name, met: false, detail: "no figures") }
        let (smallTiming, largeTiming) = (timing(small), timing(large))
        let ratio = largeTiming.nanosecondsPerOperation / smallTiming.nanosecondsPerOperation
        let detail = "\(Formatting.size(large.characters)) vs \(Formatting.size(small.characters)): "
            + Formatting.ratio(ratio, projected: largeTiming.capped || smallTiming.capped)
            + " (\(Formatting.time(largeTiming.nanosecondsPerOperation, capped: largeTiming.capped)) vs "
            + "\(Formatting.time(smallTiming.nanosecondsPerOperation, capped: smallTiming.capped)) ns)"
        return TargetFigure(target: name, met: ratio <= scalingFactor, detail: detail)
    }

    private static func replayMemoryTarget(_ figures: [ReplayMemoryFigure]) -> TargetFigure {
        let name = "TextDocument memory after a trace replay ≤ \(replayMemoryFactor)× its text loaded at once"
        guard !figures.isEmpty else { return TargetFigure(target: name, met: false, detail: "no figures") }
        let detail = figures.map {
            "\($0.trace) \(Formatting.bytesPerCharacter($0.replayedBytesPerUnit)) vs \(Formatting.bytesPerCharacter($0.loadedBytesPerUnit)) B/unit (\(String(format: "%.2f×", $0.ratio)))"
        }.joined(separator: "; ")
        return TargetFigure(target: name, met: figures.allSatisfy { $0.ratio <= replayMemoryFactor }, detail: detail)
    }

    private static func memoryTarget(_ report: BenchmarkReport) -> TargetFigure {
        let own = report.memory.filter { $0.structure == .textDocument }
        let name = "TextDocument memory ≤ \(bytesPerCharacter) bytes per ASCII character"
        guard !own.isEmpty else { return TargetFigure(target: name, met: false, detail: "no figures") }
        let worst = own.map { max($0.peakBytesPerCharacter, $0.residentBytesPerCharacter) }.max() ?? .infinity
        let detail = own.map {
            "\(Formatting.size($0.characters)): peak \(Formatting.bytesPerCharacter($0.peakBytesPerCharacter)), kept \(Formatting.bytesPerCharacter($0.residentBytesPerCharacter))"
        }.joined(separator: "; ")
        return TargetFigure(target: name, met: worst <= bytesPerCharacter, detail: detail)
    }
}
