/// One timed run of `total` operations, possibly stopped by the cap after `completed` of them.
struct TimingSample: Sendable {
    var nanoseconds: UInt64
    var completed: Int
    var total: Int

    /// Whether the cap stopped the run before the end.
    var isCapped: Bool { completed < total }

    /// The run's time if it was complete; for a capped run, time per operation so far × operations.
    var projectedNanoseconds: Double {
        guard completed > 0 else { return .infinity }
        return Double(nanoseconds) / Double(completed) * Double(total)
    }
}
