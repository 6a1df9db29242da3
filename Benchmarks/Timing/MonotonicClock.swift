import Foundation

/// Nanoseconds from a monotonic clock; a plain integer so reading it costs a few ns.
enum MonotonicClock {
    @inline(__always)
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }
}
