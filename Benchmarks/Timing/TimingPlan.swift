/// How often and how long one measurement may run: up to `maximumRuns` runs while their total
/// wall-clock time stays within `capNanoseconds`; a first run that reaches the cap is stopped and
/// projected.
struct TimingPlan {
    var maximumRuns: Int
    var capNanoseconds: UInt64

    /// Times `operation(&state, 0 ..< operations)` on fresh states from `prepare` (untimed).
    ///
    /// - Parameters:
    ///   - operations: Operations per run.
    ///   - prepare: Makes the state a run starts from; not timed.
    ///   - operation: One operation, given its number.
    ///   - finished: Called (untimed) after each complete run with its final state, to verify it.
    /// - Returns: The median of the complete runs, or the projection of a capped first run.
    @inline(__always)
    func measure<State>(
        operations: Int,
        prepare: () -> State,
        operation: (inout State, Int) -> Void,
        finished: (inout State) -> Void
    ) -> TimingResult {
        var runs: [TimingSample] = []
        var spent: UInt64 = 0
        while runs.count < maximumRuns {
            if let last = runs.last, spent + last.wallNanoseconds > capNanoseconds { break }
            var state = prepare()
            let sample = CappedLoop(capNanoseconds: capNanoseconds).run(count: operations) { index in
                operation(&state, index)
            }
            if sample.isCapped {
                // A later run that hits the cap is noise on a loaded machine: keep the complete ones.
                if runs.isEmpty { return TimingResult(capped: sample) }
                break
            }
            spent += sample.wallNanoseconds
            runs.append(sample)
            finished(&state)
        }
        return TimingResult(complete: runs)
    }
}
