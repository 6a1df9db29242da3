/// The first screen of the report: for each workload TextViewCore's figure, the best peer's, and
/// the ratio between them; then every target, met or not. Lines stay within ``width`` columns.
enum VerdictPrinter {
    static let width = 110

    /// The structures that are peers (not TextViewCore's own paths).
    private static let peers: [PeerKind] = [.nsMutableString, .nsMutableAttributedString, .attributedString, .utf16Array,
                                                  .gapBuffer, .pieceTable]

    static func verdict(_ report: BenchmarkReport) -> String {
        var lines = [
            "TextViewCore benchmarks: \(report.mode) run, \(report.build) build, \(report.processors) processors, "
                + "\(report.date), \(ProgressMeter.duration(report.totalSeconds))",
            "Times are CPU time of the benchmark thread; ratio = best peer's time / TextViewCore's (above 1× means",
            "TextViewCore is faster); ~ marks a figure projected from a capped run.",
        ]
        if report.mode == "quick" { lines.append("A quick run: the inputs are too small for these figures to mean anything.") }

        var table = TextTable([
            ("workload", false), ("TextViewCore", true), ("best peer", false), ("peer", true), ("ratio", true),
        ])
        addTraceRows(report.traces, label: "trace", to: &table)
        addTraceRows(report.largeDocument, label: "in \(Formatting.size(report.largeDocumentCharacters)):", to: &table)
        addSyntheticRows(report, to: &table)
        addMemoryRows(report, to: &table)
        addReplayMemoryRows(report, to: &table)
        addAttributeRows(report, to: &table)
        for row in report.sections.rows {
            self.row(&table, row.workload, own: row.own, ownCapped: false, unit: row.unit,
                     peer: row.peer.flatMap { name in row.peerFigure.map { (name, $0, false) } })
        }
        lines += ["", table.render()]

        let met = report.targets.filter(\.met).count
        lines += ["", "Targets: \(met) of \(report.targets.count) met"]
        for target in report.targets {
            let head = (target.met ? "  met      " : "  MISSED   ") + target.target
            let room = width - head.count - 3
            let detail = target.detail.count > room ? String(target.detail.prefix(max(0, room - 1))) + "…" : target.detail
            lines.append(detail.isEmpty ? head : head + " (" + detail + ")")
        }
        lines += ["", "Detailed tables follow.", String(repeating: "=", count: width)]
        return lines.joined(separator: "\n")
    }

    private static func best(_ candidates: [(String, Double, Bool)]) -> (String, Double, Bool)? {
        candidates.filter { $0.1 > 0 && $0.1.isFinite }.min { $0.1 < $1.1 }
    }

    private static func row(_ table: inout TextTable, _ workload: String, own: Double, ownCapped: Bool, unit: String,
                            peer: (String, Double, Bool)?) {
        guard let peer else {
            table.add([workload, Formatting.time(own, capped: ownCapped) + unit, "-", "-", "-"])
            return
        }
        table.add([
            workload, Formatting.time(own, capped: ownCapped) + unit, peer.0,
            Formatting.time(peer.1, capped: peer.2) + unit,
            Formatting.ratio(BenchmarkSuite.finiteRatio(peer.1, own), projected: ownCapped || peer.2),
        ])
    }

    private static func addTraceRows(_ figures: [TraceFigure], label: String, to table: inout TextTable) {
        var names: [String] = []
        for figure in figures where !names.contains(figure.trace) { names.append(figure.trace) }
        for name in names {
            let rows = figures.filter { $0.trace == name }
            let candidates = rows.filter { peers.contains($0.structure) }.map {
                ($0.structure.rawValue, $0.timing.nanosecondsPerOperation, $0.timing.capped)
            }
            let peer = best(candidates)
            for (kind, suffix) in [(PeerKind.textDocument, ""), (.textEditor, ", editor path"),
                                   (.textEditorObserved, ", + observer and undo")] {
                guard let own = rows.first(where: { $0.structure == kind }) else { continue }
                row(&table, "\(label) \(name)\(suffix)", own: own.timing.nanosecondsPerOperation,
                    ownCapped: own.timing.capped, unit: " ns", peer: peer)
            }
        }
    }

    private static func addSyntheticRows(_ report: BenchmarkReport, to table: inout TextTable) {
        let sizes = Set(report.synthetic.map(\.characters)).sorted()
        for size in sizes {
            let rows = report.synthetic.filter { $0.characters == size }
            guard let own = rows.first(where: { $0.structure == .textDocument }) else { continue }
            let others = rows.filter { peers.contains($0.structure) }
            let phases: [(String, (SyntheticFigure) -> TimingResult)] = [
                ("random edit", { $0.randomEdits }), ("typing", { $0.typing }), ("line lookup", { $0.lineLookups }),
            ]
            for (name, timing) in phases {
                let peer = best(others.map { ($0.structure.rawValue, timing($0).nanosecondsPerOperation, timing($0).capped) })
                row(&table, "\(Formatting.size(size)) \(name)", own: timing(own).nanosecondsPerOperation,
                    ownCapped: timing(own).capped, unit: " ns", peer: peer)
            }
            if let typing = report.editorTyping.first(where: { $0.characters == size }) {
                row(&table, "\(Formatting.size(size)) editor typing",
                    own: typing.timing.nanosecondsPerOperation, ownCapped: typing.timing.capped, unit: " ns", peer: nil)
            }
        }
    }

    private static func addMemoryRows(_ report: BenchmarkReport, to table: inout TextTable) {
        let sizes = Set(report.memory.map(\.characters)).sorted()
        for size in sizes {
            let rows = report.memory.filter { $0.characters == size }
            guard let own = rows.first(where: { $0.structure == .textDocument }) else { continue }
            func bytes(_ figure: MemoryFigure) -> Double { max(figure.peakBytesPerCharacter, figure.residentBytesPerCharacter) }
            let peer = best(rows.filter { peers.contains($0.structure) }.map { ($0.structure.rawValue, bytes($0), false) })
            table.add([
                "\(Formatting.size(size)) memory, B/char", Formatting.bytesPerCharacter(bytes(own)),
                peer?.0 ?? "-", peer.map { Formatting.bytesPerCharacter($0.1) } ?? "-",
                peer.map { Formatting.ratio(BenchmarkSuite.finiteRatio($0.1, bytes(own)), projected: false) } ?? "-",
            ])
        }
    }

    private static func addReplayMemoryRows(_ report: BenchmarkReport, to table: inout TextTable) {
        for figure in report.replayMemory {
            table.add([
                "memory after trace \(figure.trace), B/unit", Formatting.bytesPerCharacter(figure.replayedBytesPerUnit),
                "same text loaded", Formatting.bytesPerCharacter(figure.loadedBytesPerUnit),
                Formatting.ratio(BenchmarkSuite.finiteRatio(figure.loadedBytesPerUnit, figure.replayedBytesPerUnit), projected: false),
            ])
        }
    }

    private static func addAttributeRows(_ report: BenchmarkReport, to table: inout TextTable) {
        var workloads: [String] = []
        for figure in report.attributes where !workloads.contains(figure.workload) { workloads.append(figure.workload) }
        for workload in workloads {
            let rows = report.attributes.filter { $0.workload == workload }
            guard let own = rows.first(where: { $0.structure == "TextDocument" }) else { continue }
            let peer = best(rows.filter { $0.structure != "TextDocument" }.map { ($0.structure, $0.nanosecondsPerOperation, false) })
            row(&table, "attributes, " + workload, own: own.nanosecondsPerOperation, ownCapped: false, unit: " ns", peer: peer)
        }
    }
}
