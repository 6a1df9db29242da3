import Foundation
import ScaleScenarios
import TestSupport

/// The scale section: every scale scenario at the size that showed its problem (quick: the size
/// the tests use), timed at n and 4n, with the ratio and whether it is within the scenario's bound.
@MainActor
enum ScaleBenchmarks {
    /// Runs the scenarios and prints a row per scenario; returns one target: every scenario
    /// within its bound.
    static func run(quick: Bool) -> SectionVerdict {
        var over: [String] = []
        Console.output("")
        Console.output("Scale: CPU time at n and 4n (best of \(quick ? 1 : 3)); ratio bound: linear 5, linearithmic 6, constant 2")
        Console.output(row("area", "scenario", "n", "time at n", "time at 4n", "ratio", "bound"))
        for scenario in ScaleScenario.all {
            let n = quick ? scenario.testSize : scenario.benchmarkSize
            Console.progress("scale: \(scenario.name), n = \(n)")
            let result = scenario.probe(n, quick ? 1 : 3)
            let verdict = scenario.passes(result) ? "ok" : "OVER"
            if !scenario.passes(result) { over.append(scenario.name + String(format: " %.2f", result.ratio)) }
            Console.output(row(scenario.area, scenario.name, String(n), seconds(result.small), seconds(result.large),
                               String(format: "%.2f", result.ratio), "≤ " + String(format: "%.1f", scenario.growth.bound) + " \(verdict)"))
        }
        var verdict = SectionVerdict()
        verdict.target("scale: every one of \(ScaleScenario.all.count) scenarios within its n → 4n bound", met: over.isEmpty,
                       detail: over.isEmpty ? "" : "over: " + over.joined(separator: ", "))
        return verdict
    }

    private static func seconds(_ value: Double) -> String {
        value >= 1 ? String(format: "%.2f s", value) : value >= 1e-3 ? String(format: "%.2f ms", value * 1e3) : String(format: "%.0f µs", value * 1e6)
    }

    private static func row(_ columns: String...) -> String {
        let widths = [11, 57, 7, 10, 10, 6, 0]
        return zip(columns, widths).map { column, width in
            column.count >= width ? column + " " : column + String(repeating: " ", count: width - column.count)
        }.joined().replacingOccurrences(of: " +$", with: "", options: .regularExpression)
    }
}
