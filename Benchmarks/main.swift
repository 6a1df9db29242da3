import Foundation

let options = BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))

switch options.command {
case .help:
    print(BenchmarkOptions.usage)
case .memoryProbe(let peer, let characters, let seed):
    MemoryProbe.runChild(peer: peer, characters: characters, seed: seed)
case .lineLookups(let characters, let rounds, let only):
    LineLookupProbe.run(characters: characters, rounds: rounds, only: only)
case .terminal(let row, let megabytes, let keystrokes):
    TerminalBenchmarks.probe(row, megabytes: megabytes, keystrokes: keystrokes)
case .coordinator(let megabytes, let keystrokes):
    MainActor.assumeIsolated { CoordinatorBenchmarks.probe(megabytes: megabytes, keystrokes: keystrokes) }
case .editorPath(let trace, let mode, let runs):
    EditorPathProbe.run(trace: trace, mode: mode, runs: runs)
case .replayMemory(let trace, let replayed):
    ReplayMemoryProbe.run(trace: trace, replayed: replayed)
case .suite:
    // Debug code and the internal checks (invariants after every mutation, tiny rope nodes)
    // make every figure meaningless; --quick is only a smoke run, so it may use them.
    #if DEBUG
    if !options.quick {
        Console.fail("""
            this is a debug build, whose numbers mean nothing. Run `swift run -c release Benchmarks`, \
            or pass --quick for a smoke run.
            """)
    }
    #endif
    #if TEXTVIEWCORE_INTERNAL_CHECKS
    if !options.quick {
        Console.fail("""
            built with -DTEXTVIEWCORE_INTERNAL_CHECKS (invariant checks, tiny rope nodes), whose numbers \
            mean nothing. Build without it, or pass --quick for a smoke run.
            """)
    }
    #endif
    var suite = BenchmarkSuite(options: options)
    let allMet = suite.run()
    if options.check && !allMet {
        FileHandle.standardError.write(Data("Benchmarks: a target was missed (--check)\n".utf8))
        exit(3)
    }
}
