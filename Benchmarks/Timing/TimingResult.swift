/// The reported time of one measurement: the median of complete runs, or, when the first run hit
/// the cap, its projection.
struct TimingResult: Codable, Sendable {
    /// Operations one run consists of (edits, lookups; 1 for a load).
    var operations: Int
    /// Times of the complete runs, in ns.
    var runNanoseconds: [Double]
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
    init(operations: Int, runs: [UInt64]) {
        precondition(!runs.isEmpty, "a timing needs at least one run")
        self.operations = operations
        self.runNanoseconds = runs.map { Double($0) }
        self.capped = false
        self.completedOperations = operations
        let sorted = runNanoseconds.sorted()
        let middle = sorted.count / 2
        self.nanoseconds = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Projects a run the cap stopped.
    init(capped sample: TimingSample) {
        precondition(sample.isCapped, "not capped: \(sample)")
        self.operations = sample.total
        self.runNanoseconds = []
        self.capped = true
        self.completedOperations = sample.completed
        self.nanoseconds = sample.projectedNanoseconds
    }
}
