import Foundation

let options = BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))

switch options.command {
case .help:
    print(BenchmarkOptions.usage)
case .memoryProbe(let peer, let characters, let seed):
    MemoryProbe.runChild(peer: peer, characters: characters, seed: seed)
case .suite:
    #if DEBUG
    if !options.quick {
        Console.fail("""
            this is a debug build, whose numbers mean nothing. Run `swift run -c release Benchmarks`, \
            or pass --quick for a smoke run.
            """)
    }
    #endif
    var suite = BenchmarkSuite(options: options)
    suite.run()
}
