#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cost of one operation at two sizes, `n` and `factor × n`, so a test can tell a linear path
/// from a quadratic one by a ratio that holds on any machine, instead of by a time.
public struct ScaleResult: Sendable, CustomStringConvertible {
    /// The smaller size.
    public let n: Int
    /// The larger size's multiple of `n`.
    public let factor: Int
    /// The best CPU time, in seconds, at `n`.
    public let small: Double
    /// The best CPU time, in seconds, at `factor × n`.
    public let large: Double

    /// `large / small`: about `factor` for linear total work, about 1 for constant work per
    /// operation, `factor²` for quadratic.
    public var ratio: Double { large / max(small, 1e-9) }

    public var description: String {
        let format = { (seconds: Double) in String(Int((seconds * 1e6).rounded())) + " µs" }
        return "n = \(n): \(format(small)), \(factor)n: \(format(large)), ratio \(Double(Int(ratio * 100)) / 100)"
    }
}

/// How the cost of an operation may grow from n to 4n, and the ratio that still passes.
///
/// Each bound is the geometric midpoint between the ratio the growth gives and the ratio of the
/// growth a test must catch, so noise has as much room upward as a defect has downward: a busy
/// machine's caches make the larger size slower, and a bound just above the ideal ratio failed clean
/// CI runs of correct code (6.25 against 6 for k carets moved on one line, O(k log k)).
public enum ScaleGrowth: String, Sendable {
    /// Total work linear in n: 4×, against a quadratic path's 16×, so within √(4 · 16) = 8.
    case linear
    /// Total work O(n log n) (k selections or edits, each O(log n), or a sort): 4.8× at n = 1,000,
    /// against a quadratic path's 16×, so within √(4.8 · 16) ≈ 8.8.
    case linearithmic
    /// Work per operation that must not grow with n: 1×, against a linear path's 4×, so within
    /// √(1 · 4) = 2.
    case constant

    /// The largest ratio of the cost at 4n to the cost at n that passes.
    public var bound: Double {
        switch self {
        case .linear: (4.0 * 16).squareRoot()
        case .linearithmic: (4.8 * 16).squareRoot()
        case .constant: (1.0 * 4).squareRoot()
        }
    }
}

/// Measures how the cost of an operation grows with its size (CPU time of the calling thread,
/// best of several repeats, so a busy machine only adds noise upward and the minimum stays honest).
public enum ScaleProbe {
    /// The CPU time the calling thread has used, in seconds.
    public static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Prepares a state of size `n` and of size `factor × n` (untimed), then times `measure` on
    /// each, keeping the best of `repeats` runs, each on a freshly prepared state.
    ///
    /// - Parameters:
    ///   - n: The smaller size.
    ///   - factor: The multiple for the larger size; 4 by default.
    ///   - repeats: How many runs per size; the fastest counts.
    ///   - bound: The ratio the caller will accept. A result over it is measured again, twice at
    ///     most, and the smallest ratio is returned: a busy machine only adds time, in bursts that
    ///     can land on either size, while a path that really grows faster stays over the bound
    ///     every time.
    ///   - prepare: Builds the state for a size; not timed.
    ///   - measure: The work whose growth is measured.
    public static func measure<State>(
        n: Int, factor: Int = 4, repeats: Int = 3, bound: Double = .infinity,
        prepare: (Int) -> State, measure: (inout State) -> Void
    ) -> ScaleResult {
        func best(_ size: Int) -> Double {
            var fastest = Double.infinity
            for _ in 0..<max(repeats, 1) {
                var state = prepare(size)
                let start = threadCPUTime()
                measure(&state)
                fastest = min(fastest, threadCPUTime() - start)
                withExtendedLifetime(state) {}
            }
            return fastest
        }
        var result = ScaleResult(n: n, factor: factor, small: best(n), large: best(n * factor))
        for _ in 0 ..< 2 where result.ratio > bound {
            let again = ScaleResult(n: n, factor: factor, small: best(n), large: best(n * factor))
            if again.ratio < result.ratio { result = again }
        }
        return result
    }
}
