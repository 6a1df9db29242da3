import Foundation
import Synchronization

/// Announces each phase of a run on stderr with its number, the time so far and an estimate of
/// the time left, so a person watching a run of several minutes always sees where it is.
///
/// The estimate is the planned seconds of the phases not yet finished, scaled by how the finished
/// phases compared with their plan (a busy machine runs every phase slower alike).
enum ProgressMeter {
    private struct State {
        var phases: [(name: String, seconds: Double)] = []
        var current = -1
        var start: UInt64 = 0
        var phaseStart: UInt64 = 0
        var plannedDone = 0.0
        var actualDone = 0.0
    }

    private static let state = Mutex(State())

    /// Starts the clock on a run made of `phases`, each with its planned wall-clock seconds.
    static func plan(_ phases: [(name: String, seconds: Double)]) {
        state.withLock {
            $0 = State()
            $0.phases = phases
            $0.start = BenchmarkClock.wallNow()
        }
        let total = phases.reduce(0) { $0 + $1.seconds }
        FileHandle.standardError.write(Data(
            "Benchmarks: \(phases.count) phases, planned about \(duration(total)) on an idle machine\n".utf8))
    }

    /// Ends the current phase and announces the one named `name`.
    static func begin(_ name: String) {
        let line = state.withLock { state -> String in
            let now = BenchmarkClock.wallNow()
            if state.current >= 0 {
                state.plannedDone += state.phases[state.current].seconds
                state.actualDone += Double(now - state.phaseStart) / 1e9
            }
            state.current = state.phases.firstIndex { $0.name == name } ?? state.current + 1
            state.phaseStart = now
            let remaining = state.phases.indices
                .filter { $0 >= state.current && $0 < state.phases.count }
                .reduce(0.0) { $0 + state.phases[$1].seconds }
            let pace = state.plannedDone > 1 ? min(4, max(0.5, state.actualDone / state.plannedDone)) : 1
            let elapsed = Double(now - state.start) / 1e9
            return "[\(state.current + 1)/\(state.phases.count)] \(name) — \(duration(elapsed)) so far, "
                + "about \(duration(remaining * pace)) left"
        }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Seconds since ``plan(_:)``.
    static var elapsedSeconds: Double {
        state.withLock { Double(BenchmarkClock.wallNow() - $0.start) / 1e9 }
    }

    /// `75` → `1 min 15 s`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return whole >= 60 ? "\(whole / 60) min \(whole % 60) s" : "\(whole) s"
    }
}
