import TestSupport

/// One operation whose cost at n and 4n the scale tests assert on and the benchmarks print: the
/// same code at a small size in `swift test` and at the size that showed the problem in a release
/// benchmark.
@MainActor
public struct ScaleScenario {
    /// How the cost may grow from n to 4n, and the bound that passes.
    public typealias Growth = ScaleGrowth

    /// The area the scenario belongs to (`words`, `selections`, `batches`, ...).
    public let area: String
    /// What is measured, with its n.
    public let name: String
    /// How the cost may grow.
    public let growth: Growth
    /// n for the fast version that `swift test` runs in a debug build.
    public let testSize: Int
    /// n for the benchmark, in a release build: 4n is the size the problem was reported at.
    public let benchmarkSize: Int
    /// Measures at n and 4n: prepares untimed, times the operation, best of `repeats`.
    public let probe: @MainActor (_ n: Int, _ repeats: Int) -> ScaleResult

    /// A scenario from a prepare step and a timed step, run through ``ScaleProbe``.
    public init<State>(area: String, name: String, growth: Growth, testSize: Int, benchmarkSize: Int,
                       prepare: @escaping @MainActor (Int) -> State, measure: @escaping @MainActor (inout State) -> Void) {
        self.area = area
        self.name = name
        self.growth = growth
        self.testSize = testSize
        self.benchmarkSize = benchmarkSize
        // A ratio over the bound is measured again (see ScaleProbe): on a busy machine one
        // burst of other work must not fail a scenario that grows as it should.
        let bound = growth.bound
        self.probe = { n, repeats in
            ScaleProbe.measure(n: n, repeats: repeats, bound: bound, prepare: prepare, measure: measure)
        }
    }

    /// Whether `result` is within this scenario's bound.
    public func passes(_ result: ScaleResult) -> Bool {
        result.ratio <= growth.bound
    }
}

extension ScaleScenario {
    /// Runs the scenario at its test size (best of 3) and describes the outcome.
    ///
    /// - Returns: Whether the ratio is within the bound, and a line naming the scenario, the
    ///   ratio, the bound and both times (for the test log and a failure message).
    public func runAtTestSize() -> (passed: Bool, report: String) {
        let result = probe(testSize, 3)
        return (passes(result), "\(name): ratio \(Double(Int(result.ratio * 100)) / 100) (bound \((growth.bound * 10).rounded() / 10), \(growth.rawValue)); \(result)")
    }

    /// The scenario of `list` named `name`; a missing name is a programming error.
    public static func named(_ name: String, in list: [ScaleScenario]) -> ScaleScenario {
        guard let found = list.first(where: { $0.name == name }) else {
            preconditionFailure("no scale scenario named \(name)")
        }
        return found
    }
}

extension ScaleScenario {
    /// Whether the scale tests run: not with internal checks, which verify every invariant after
    /// every mutation and so make any k mutations cost O(k²) on purpose.
    #if TEXTVIEWCORE_INTERNAL_CHECKS
    nonisolated public static let testsEnabled = false
    #else
    nonisolated public static let testsEnabled = true
    #endif
}

extension ScaleScenario {
    /// Every scenario, by area.
    public static var all: [ScaleScenario] {
        words + selections + batches + observers + files + focus + layout + changeSets
    }
}
