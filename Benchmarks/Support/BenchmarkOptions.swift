import Foundation

/// The command line of the `Benchmarks` executable.
///
/// `--quick` runs everything on small inputs, `--full` measures longer, `--check` makes a missed
/// target an error, `--plots DIR` writes SVG charts, `--json PATH` also writes every figure as JSON,
/// `--traces DIR` reads the traces from another folder. The hidden sub-command
/// `__memory-probe PEER CHARACTERS SEED` is how the suite re-executes itself to measure one
/// structure's memory in a fresh process; `__line-lookups CHARACTERS ROUNDS [PEER]` times the
/// synthetic line lookups alone (``LineLookupProbe``); `__terminal keystroke|page-down MEGABYTES
/// [KEYSTROKES]` runs one tvedit row alone (``TerminalBenchmarks/probe(_:megabytes:keystrokes:)``);
/// `__coordinator MEGABYTES [KEYSTROKES]` types through the coordinator's `TextDocument` binding alone
/// (``CoordinatorBenchmarks/probe(megabytes:keystrokes:)``); `__editor-path TRACE MODE [RUNS]` replays
/// one trace through one peer of the trace table (``EditorPathProbe``); `__replay-memory TRACE
/// replayed|loaded` measures what documents keep after a trace (``ReplayMemoryProbe``).
struct BenchmarkOptions {
    static let memoryProbeCommand = "__memory-probe"

    static let usage = """
        usage: swift run -c release Benchmarks [--quick | --full] [--check] [--plots DIR] [--json PATH]
                                               [--traces DIR] [--only SECTION]...

          (default)      every peer and size, budgeted: about 6 minutes on 2 busy cores
          --full         longer caps and more repeats (about 20 minutes)
          --quick        small inputs, for CI (allowed in a debug build; numbers are smoke only)
          --check        exit with status 3 when a target is missed
          --plots DIR    write SVG charts of this run into DIR
          --json PATH    also write every figure as JSON to PATH
          --traces DIR   read the *.json.gz (or decompressed *.json) editing traces from DIR
                         (default: Benchmarks/Traces next to this source file)
          --only SECTION run only these sections (repeatable): traces, large, synthetic, memory,
                         attributes, layout, coordinator, search, scale, terminal; the targets of the
                         sections not run are reported as missing
        """

    var command: BenchmarkCommand = .suite
    var mode = RunMode.standard
    var quick: Bool { mode == .quick }
    /// Whether a missed target makes the exit status non-zero.
    var check = false
    /// Where to write the SVG charts, if anywhere.
    var plotsDirectory: String?
    var jsonPath: String?
    var tracesDirectory: String?
    /// The sections to run; all of them unless `--only` names some.
    var sections = Set(BenchmarkSection.allCases)

    /// Parses `arguments` (without the executable's name); a mistake exits with status 1.
    init(arguments: [String]) {
        if arguments.first == Self.memoryProbeCommand {
            guard arguments.count == 4,
                  let peer = PeerKind(rawValue: arguments[1]),
                  let characters = Int(arguments[2]), characters > 0,
                  let seed = UInt64(arguments[3])
            else { Console.fail("bad \(Self.memoryProbeCommand) arguments: \(arguments)") }
            command = .memoryProbe(peer: peer, characters: characters, seed: seed)
            return
        }
        if arguments.first == LineLookupProbe.command {
            guard arguments.count == 3 || arguments.count == 4,
                  let characters = Int(arguments[1]), characters > 0,
                  let rounds = Int(arguments[2]), rounds > 0
            else { Console.fail("bad \(LineLookupProbe.command) arguments: \(arguments)") }
            var only: PeerKind?
            if arguments.count == 4 {
                guard let kind = PeerKind(rawValue: arguments[3]), kind == .textDocument || kind == .utf16Array else {
                    Console.fail("\(LineLookupProbe.command): PEER is TextDocument or [UInt16], not \(arguments[3])")
                }
                only = kind
            }
            command = .lineLookups(characters: characters, rounds: rounds, only: only)
            return
        }
        if arguments.first == TerminalBenchmarks.probeCommand {
            guard arguments.count == 3 || arguments.count == 4, let megabytes = Int(arguments[2]), megabytes > 0,
                  let keystrokes = arguments.count == 4 ? Int(arguments[3]) : 3_000, keystrokes > 0
            else { Console.fail("bad \(TerminalBenchmarks.probeCommand) arguments: \(arguments)") }
            command = .terminal(row: arguments[1], megabytes: megabytes, keystrokes: keystrokes)
            return
        }
        if arguments.first == CoordinatorBenchmarks.probeCommand {
            guard arguments.count == 2 || arguments.count == 3, let megabytes = Int(arguments[1]), megabytes > 0,
                  let keystrokes = arguments.count == 3 ? Int(arguments[2]) : 20_000, keystrokes > 0
            else { Console.fail("bad \(CoordinatorBenchmarks.probeCommand) arguments: \(arguments)") }
            command = .coordinator(megabytes: megabytes, keystrokes: keystrokes)
            return
        }
        if arguments.first == EditorPathProbe.command {
            guard arguments.count == 3 || arguments.count == 4,
                  let runs = arguments.count == 4 ? Int(arguments[3]) : 5, runs > 0,
                  EditorPathProbe.modes.contains(arguments[2])
            else { Console.fail("bad \(EditorPathProbe.command) arguments: \(arguments) (TRACE document|plain|observed [RUNS])") }
            command = .editorPath(trace: arguments[1], mode: arguments[2], runs: runs)
            return
        }
        if arguments.first == ReplayMemoryProbe.command {
            guard arguments.count == 3, arguments[2] == "replayed" || arguments[2] == "loaded"
            else { Console.fail("bad \(ReplayMemoryProbe.command) arguments: \(arguments) (TRACE replayed|loaded)") }
            command = .replayMemory(trace: arguments[1], replayed: arguments[2] == "replayed")
            return
        }
        var rest = arguments[...]
        var only: Set<BenchmarkSection> = []
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick":
                mode = .quick
            case "--full":
                mode = .full
            case "--check":
                check = true
            case "--plots":
                guard let path = rest.popFirst() else { Console.fail("--plots needs a folder\n" + Self.usage) }
                plotsDirectory = path
            case "--json":
                guard let path = rest.popFirst() else { Console.fail("--json needs a path\n" + Self.usage) }
                jsonPath = path
            case "--traces":
                guard let path = rest.popFirst() else { Console.fail("--traces needs a folder\n" + Self.usage) }
                tracesDirectory = path
            case "--only":
                guard let name = rest.popFirst(), let section = BenchmarkSection(rawValue: name) else {
                    Console.fail("--only needs one of \(BenchmarkSection.allCases.map(\.rawValue))\n" + Self.usage)
                }
                only.insert(section)
            case "--help", "-h":
                command = .help
            default:
                Console.fail("unknown argument '\(argument)'\n" + Self.usage)
            }
        }
        if !only.isEmpty { sections = only }
    }
}
