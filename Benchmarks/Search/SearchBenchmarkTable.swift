import Foundation

/// The rows of the search benchmarks: times with their spread, ratios to the peer, targets.
struct SearchBenchmarkTable {
    /// What a row must reach.
    enum Target {
        /// Ours at least this many times faster than the peer.
        case fasterBy(Double)
        /// Ours under this many seconds.
        case under(seconds: Double)
    }

    let title: String
    private var lines: [String] = []
    private var notes: [String] = []
    private(set) var meetsTargets = true
    /// The rows and targets for the opening screen.
    private(set) var verdict = SectionVerdict()

    init(title: String) {
        self.title = title
    }

    mutating func note(_ text: String) {
        notes.append(text)
    }

    /// Times `ours` and `peer` `runs` times each, alternating, and checks they found the same
    /// number of matches. `shortPeerName` names the peer on the opening screen.
    mutating func compare(_ name: String, runs: Int, target: Target, peerName: String, shortPeerName: String,
                          ours: () -> Int, peer: () -> Int) {
        var mine: [UInt64] = []
        var theirs: [UInt64] = []
        var counts: (Int, Int) = (0, 0)
        for _ in 0 ..< runs {
            let (a, t1) = Self.time(ours)
            let (b, t2) = Self.time(peer)
            mine.append(t1)
            theirs.append(t2)
            counts = (a, b)
        }
        let ratio = Double(Self.median(theirs)) / Double(Swift.max(1, Self.median(mine)))
        var met = true
        if case .fasterBy(let factor) = target { met = ratio >= factor }
        if counts.0 != counts.1 {
            notes.append("MISMATCH in '\(name)': \(counts.0) matches here, \(counts.1) for the peer")
            met = false
        }
        meetsTargets = meetsTargets && met
        let ms = { (value: UInt64) in Double(value) / 1e6 }
        verdict.rows.append(.init(workload: "search, " + name, own: ms(Self.median(mine)), peer: shortPeerName,
                                  peerFigure: ms(Self.median(theirs)), unit: " ms"))
        let goal = if case .fasterBy(let factor) = target, factor > 1 { "≥ \(Int(factor))× faster than" } else { "no slower than" }
        verdict.target("search, \(name): \(goal) the peer", met: met,
                       detail: String(format: "%.1f×", ratio) + (counts.0 != counts.1 ? ", match counts differ" : ""))
        // Two lines a row, so the table stays within 110 columns.
        lines.append("\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(Self.spread(mine)) | \(String(format: "%.1f", ratio))x (target \(Self.describe(target))) \(met ? "met" : "MISSED") | \(counts.0) matches")
        lines.append("    peer: \(peerName): \(Self.spread(theirs))")
    }

    /// Times `work` `runs` times against an absolute target; `result` names what `work` counts.
    mutating func measure(_ name: String, runs: Int, target: Target, result label: String = "replaced", _ work: () -> Int) {
        var times: [UInt64] = []
        var result = 0
        for _ in 0 ..< runs {
            let (value, time) = Self.time(work)
            times.append(time)
            result = value
        }
        var met = true
        if case .under(let seconds) = target { met = Double(Self.median(times)) / 1e9 < seconds }
        meetsTargets = meetsTargets && met
        verdict.rows.append(.init(workload: "search, " + name, own: Double(Self.median(times)) / 1e6, unit: " ms"))
        verdict.target("search, \(name): \(Self.describe(target))", met: met, detail: Self.spread(times))
        lines.append("\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(Self.spread(times)) | (target \(Self.describe(target))) \(met ? "met" : "MISSED") | \(result) \(label)")
    }

    /// A memory figure against a fraction of the document's bytes.
    mutating func memory(_ name: String, bytes: Int?, documentBytes: Int, targetFraction: Double) {
        guard let bytes else {
            lines.append("\(name): not measured (the kernel refused to reset the peak)")
            return
        }
        let fraction = Double(bytes) / Double(documentBytes)
        let met = fraction <= targetFraction
        meetsTargets = meetsTargets && met
        verdict.target("search, \(name) ≤ \(String(format: "%.0f", targetFraction * 100))% of the document", met: met,
                       detail: String(format: "%.3f%%", fraction * 100))
        lines.append("\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%.2f", Double(bytes) / 1_048_576)) MB over the resident size (target <= \(String(format: "%.0f", targetFraction * 100))%) \(met ? "met" : "MISSED")")
        lines.append("    = \(String(format: "%.3f", fraction * 100))% of the document's \(documentBytes / 1_048_576) MB of UTF-16")
    }

    func render() -> String {
        ([title] + lines + notes).joined(separator: "\n")
    }

    private static func time(_ work: () -> Int) -> (Int, UInt64) {
        let start = BenchmarkClock.cpuNow()
        let value = work()
        return (value, BenchmarkClock.cpuNow() - start)
    }

    private static func median(_ values: [UInt64]) -> UInt64 {
        values.sorted()[values.count / 2]
    }

    private static func spread(_ values: [UInt64]) -> String {
        let ms = { (value: UInt64) in String(format: "%.0f", Double(value) / 1e6) }
        return "\(ms(median(values))) ms [\(ms(values.min()!))-\(ms(values.max()!))]"
    }

    private static func describe(_ target: Target) -> String {
        switch target {
        case .fasterBy(let factor): factor == 1 ? "no slower" : ">= \(String(format: "%.0f", factor))x"
        case .under(let seconds): "< \(seconds) s"
        }
    }
}
