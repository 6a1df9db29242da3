/// The reported time of one measurement: the median of complete runs, or, when the first run hit
/// the cap, its projection. Times are the benchmark thread's CPU time.
struct TimingResult: Codable, Sendable {
    /// Operations one run consists of (edits, lookups; 1 for a load).
    var operations: Int
    /// CPU times of the complete runs, in ns.
    var runNanoseconds: [Double]
    /// Wall-clock times of the same runs (or of the capped run), in ns.
    var runWallNanoseconds: [Double]
    /// Whether the cap stopped the structure; `nanoseconds` is then a projection.
    var capped: Bool
    /// Operations done before the cap (equal to `operations` when not capped).
    var completedOperations: Int
    /// Median of the runs, or the projected time: time per operation so far × operations.
    var nanoseconds: Double

    /// The figure in milliseconds.
    var milliseconds: Double { nanoseconds / 1e6 }

    /// The cost of one operation in ns.
    var nanosecondsPerOperation: Double { nanoseconds / Double(max(1, operations)) }

    /// Summarizes complete runs.
    init(complete samples: [TimingSample]) {
        precondition(!samples.isEmpty && samples.allSatisfy { !$0.isCapped }, "needs complete runs: \(samples)")
        operations = samples[0].total
        runNanoseconds = samples.map { Double($0.nanoseconds) }
        runWallNanoseconds = samples.map { Double($0.wallNanoseconds) }
        capped = false
        completedOperations = operations
        let sorted = runNanoseconds.sorted()
        let middle = sorted.count / 2
        nanoseconds = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Projects a run the cap stopped.
    init(capped sample: TimingSample) {
        precondition(sample.isCapped, "not capped: \(sample)")
        operations = sample.total
        runNanoseconds = []
        runWallNanoseconds = [Double(sample.wallNanoseconds)]
        capped = true
        completedOperations = sample.completed
        nanoseconds = sample.projectedNanoseconds
    }

    /// The result of a single run, capped or not.
    init(_ sample: TimingSample) {
        self = sample.isCapped ? TimingResult(capped: sample) : TimingResult(complete: [sample])
    }
}
