/// Runs a counted loop under a wall-clock cap.
///
/// The clocks are read after batches sized to last about a millisecond, so that a fast operation
/// is not slowed by clock reads and a slow one (an O(n) edit of a 100 MB text takes ~1 s)
/// overshoots the cap by at most one batch.
struct CappedLoop {
    let capNanoseconds: UInt64

    private static let batchNanoseconds: UInt64 = 1_000_000
    private static let maximumBatch = 4_096

    /// Runs `body(0) ... body(count - 1)` unless the cap passes first.
    @inline(__always)
    func run(count: Int, _ body: (Int) -> Void) -> TimingSample {
        let wallStart = BenchmarkClock.wallNow()
        let cpuStart = BenchmarkClock.cpuNow()
        var done = 0
        var batch = 1
        while done < count {
            let end = min(count, done + batch)
            while done < end {
                body(done)
                done += 1
            }
            let elapsed = BenchmarkClock.wallNow() - wallStart
            if done < count, elapsed >= capNanoseconds {
                return TimingSample(nanoseconds: BenchmarkClock.cpuNow() - cpuStart, wallNanoseconds: elapsed,
                                    completed: done, total: count)
            }
            let perOperation = max(1, elapsed / UInt64(done))
            batch = Int(min(UInt64(Self.maximumBatch), max(1, Self.batchNanoseconds / perOperation)))
        }
        let cpu = BenchmarkClock.cpuNow() - cpuStart
        return TimingSample(nanoseconds: cpu, wallNanoseconds: BenchmarkClock.wallNow() - wallStart,
                            completed: count, total: count)
    }
}
