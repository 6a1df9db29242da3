/// What the `Benchmarks` process was asked to do.
enum BenchmarkCommand {
    /// Run the suite (full or `--quick`).
    case suite
    /// Print the usage.
    case help
    /// The hidden child mode: load one synthetic document into one structure and print its memory.
    case memoryProbe(peer: PeerKind, characters: Int, seed: UInt64)
    /// The hidden line-lookup probe (``LineLookupProbe``).
    case lineLookups(characters: Int, rounds: Int, only: PeerKind?)
    /// The hidden tvedit probe: one terminal row alone (``TerminalBenchmarks/probe(_:megabytes:keystrokes:)``).
    case terminal(row: String, megabytes: Int, keystrokes: Int)
    /// The hidden coordinator probe: typing through the `TextDocument` binding alone
    /// (``CoordinatorBenchmarks/probe(megabytes:keystrokes:)``).
    case coordinator(megabytes: Int, keystrokes: Int)
    /// The hidden editor-path probe: one trace through one trace-table peer (``EditorPathProbe``).
    case editorPath(trace: String, mode: String, runs: Int)
    /// The hidden replay-memory probe: one trace's copies, replayed or loaded (``ReplayMemoryProbe``).
    case replayMemory(trace: String, replayed: Bool)
}
