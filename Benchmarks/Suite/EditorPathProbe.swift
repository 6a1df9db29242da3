import Foundation

/// The hidden `__editor-path TRACE MODE [RUNS]` command: one trace replayed through one peer of the
/// trace table (MODE `document`, `plain` or `observed`: raw `TextDocument`, the editor path, the
/// editor path with an observer and undo), each run on a fresh structure, with the CPU time per
/// patch of each run printed.
///
/// Every patch goes through one function that is never inlined, so that callgrind counts exactly
/// the patches: `--toggle-collect='*EditorPathProbe*patch*'` (add `--cache-sim=yes` for the
/// instruction-cache misses that separate the editor path's time from its instruction count).
/// TRACE is a file (`*.json.gz` or decompressed `*.json`; under valgrind, decompressed).
enum EditorPathProbe {
    static let command = "__editor-path"
    /// The rows it can replay.
    static let modes: Set<String> = ["document", "plain", "observed"]

    static func run(trace path: String, mode: String, runs: Int) -> Never {
        let trace = TraceLoader.load(URL(fileURLWithPath: path))
        switch mode {
        case "document": replay(trace, TextDocumentPeer.self, runs: runs)
        case "plain": replay(trace, TextEditorPeer<PlainEditorMode>.self, runs: runs)
        case "observed": replay(trace, TextEditorPeer<ObservedEditorMode>.self, runs: runs)
        default: Console.fail("\(command): MODE is document, plain or observed, not \(mode)")
        }
    }

    private static func replay<P: BenchmarkPeer>(_ trace: EditTrace, _ peer: P.Type, runs: Int) -> Never {
        let table = trace.script.insertions.map(P.makeInsertion)
        let edits = trace.script.edits
        for run in 1...runs {
            var document = P(loading: trace.startContent)
            let start = BenchmarkClock.cpuNow()
            for edit in edits { patch(&document, edit, table) }
            let elapsed = Double(BenchmarkClock.cpuNow() - start)
            guard document.content == trace.endContent else {
                Console.fail("\(command): \(trace.name) ends with the wrong text")
            }
            print(String(format: "%@ %@ run %d: %.1f ns a patch (%d patches)", trace.name, String(describing: P.self), run,
                         elapsed / Double(edits.count), edits.count))
        }
        exit(0)
    }

    /// One patch. Not inlined, so callgrind can count the patches alone.
    @inline(never)
    private static func patch<P: BenchmarkPeer>(_ document: inout P, _ edit: ScriptedEdit, _ table: [P.Insertion]) {
        document.replace(location: Int(edit.location), length: Int(edit.deleteLength), with: table[Int(edit.insertion)])
    }
}
