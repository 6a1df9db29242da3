/// One timed run of `total` operations, possibly stopped by the cap after `completed` of them.
struct TimingSample: Sendable {
    /// CPU time of the benchmark thread.
    var nanoseconds: UInt64
    /// Wall-clock time, what the cap is checked against.
    var wallNanoseconds: UInt64
    var completed: Int
    var total: Int

    /// Whether the cap stopped the run before the end.
    var isCapped: Bool { completed < total }

    /// The run's time if it was complete; for a capped run, time per operation so far × operations.
    var projectedNanoseconds: Double {
        Double(nanoseconds) / Double(max(1, completed)) * Double(total)
    }
}
