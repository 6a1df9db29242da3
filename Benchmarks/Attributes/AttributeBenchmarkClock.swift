import Foundation

/// Nanoseconds of this thread's CPU time: the machine these run on is shared, and CPU time
/// leaves out the time other processes hold the core (cache effects remain).
enum AttributeBenchmarkClock {
    @inline(__always)
    static func now() -> UInt64 {
        BenchmarkClock.cpuNow()
    }

    /// Runs `body` `times` times and returns the last result and the fastest run's nanoseconds.
    @inline(never)
    static func best<T>(of times: Int, _ body: () -> T) -> (T, UInt64) {
        var (result, fastest) = measure(body)
        for _ in 1..<Swift.max(1, times) {
            let (again, time) = measure(body)
            result = again
            fastest = Swift.min(fastest, time)
        }
        return (result, fastest)
    }

    /// Runs `body` once and returns its result and the elapsed nanoseconds.
    @inline(never)
    static func measure<T>(_ body: () -> T) -> (T, UInt64) {
        let start = now()
        let result = body()
        return (result, now() - start)
    }
}
