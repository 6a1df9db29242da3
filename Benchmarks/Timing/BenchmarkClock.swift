import Foundation

/// The two clocks of the suite, as plain nanosecond integers.
///
/// Figures are the benchmark thread's CPU time (user + system, page faults included): the machine
/// is shared, and CPU time is not inflated by the scheduler giving the core to someone else for a
/// while. Caps are on wall-clock time, because they exist to bound how long the suite takes.
enum BenchmarkClock {
    /// Monotonic wall-clock time.
    @inline(__always)
    static func wallNow() -> UInt64 {
        read(CLOCK_MONOTONIC)
    }

    /// CPU time consumed by the calling thread.
    @inline(__always)
    static func cpuNow() -> UInt64 {
        read(CLOCK_THREAD_CPUTIME_ID)
    }

    @inline(__always)
    private static func read(_ clock: clockid_t) -> UInt64 {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }
}
