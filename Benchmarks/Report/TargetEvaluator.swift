/// Judges the targets on one run's figures.
enum TargetEvaluator {
    static let nsMutableStringFactor = 3.0
    static let attributedStringFactor = 100.0
    static let scalingFactor = 2.0
    static let bytesPerCharacter = 2.3

    static func evaluate(_ report: BenchmarkReport) -> [TargetFigure] {
        [
            ratioTarget(report.traces, peer: .nsMutableString, factor: nsMutableStringFactor,
                        name: "every trace ≥ \(Int(nsMutableStringFactor))× faster than NSMutableString"),
            ratioTarget(report.largeDocument, peer: .attributedString, factor: attributedStringFactor,
                        name: "inside the large document ≥ \(Int(attributedStringFactor))× faster than AttributedString"),
            scalingTarget(report),
            memoryTarget(report),
        ]
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

    private static func scalingTarget(_ report: BenchmarkReport) -> TargetFigure {
        let own = report.synthetic.filter { $0.structure == .textDocument }
        let name = "TextDocument ns/edit on the largest document ≤ \(Int(scalingFactor))× the smallest's"
        guard let small = own.min(by: { $0.characters < $1.characters }),
              let large = own.max(by: { $0.characters < $1.characters }), small.characters < large.characters
        else { return TargetFigure(target: name, met: false, detail: "no figures") }
        let random = large.randomEdits.nanosecondsPerOperation / small.randomEdits.nanosecondsPerOperation
        let typing = large.typing.nanosecondsPerOperation / small.typing.nanosecondsPerOperation
        let projected = large.randomEdits.capped || small.randomEdits.capped
        let typingProjected = large.typing.capped || small.typing.capped
        let detail = "\(Formatting.size(large.characters)) vs \(Formatting.size(small.characters)): random edits "
            + Formatting.ratio(random, projected: projected)
            + " (\(Formatting.time(large.randomEdits.nanosecondsPerOperation, capped: large.randomEdits.capped)) vs "
            + "\(Formatting.time(small.randomEdits.nanosecondsPerOperation, capped: small.randomEdits.capped)) ns), typing "
            + Formatting.ratio(typing, projected: typingProjected)
            + " (\(Formatting.time(large.typing.nanosecondsPerOperation, capped: large.typing.capped)) vs "
            + "\(Formatting.time(small.typing.nanosecondsPerOperation, capped: small.typing.capped)) ns)"
        return TargetFigure(target: name, met: random <= scalingFactor && typing <= scalingFactor, detail: detail)
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
