import Foundation

/// The hidden `__line-lookups CHARACTERS ROUNDS [PEER]` command: the synthetic section's line
/// lookups alone, TextDocument against the array with a line table, on the same text (the synthetic
/// document after the section's random edits and typing), rounds alternating between the two, so
/// that the ratio comes with its spread and callgrind can count one function.
///
/// The edits run on TextDocument only (on a 100 M array they take minutes); the array loads the
/// text they leave. Under callgrind, `--toggle-collect='*LineLookupProbe*lookUp*'` counts exactly
/// the lookups; PEER (`TextDocument` or `[UInt16]`) runs one structure only.
enum LineLookupProbe {
    static let command = "__line-lookups"

    static func run(characters: Int, rounds: Int, only: PeerKind?) -> Never {
        let configuration = BenchmarkConfiguration.standard
        let text = SyntheticText.make(characters: characters, seed: configuration.seed)
        let scripts = SyntheticScripts(length: characters, operations: configuration.syntheticOperations,
                                       seed: configuration.seed)
        var document = TextDocumentPeer(loading: text)
        _ = SyntheticRun.replay(scripts.randomEdits, on: &document, cap: .max)
        _ = SyntheticRun.replay(scripts.typing, on: &document, cap: .max)
        var array = UTF16ArrayPeer(loading: only == .textDocument ? "" : document.content)
        array.prepareLineLookups()
        let lookups = scripts.lookups
        if only == nil {
            // The same answers, or the figures compare different work.
            guard lookUp(document, lookups) == lookUp(array, lookups) else {
                Console.fail("TextDocument and the line table disagree on the \(characters)-unit document")
            }
        }
        for round in 1...rounds {
            let ours = only == .utf16Array ? nil : time(document, lookups)
            let table = only == .textDocument ? nil : time(array, lookups)
            var line = "\(Formatting.size(characters)) round \(round):"
            if let ours { line += " TextDocument \(String(format: "%.1f", ours)) ns" }
            if let table { line += " line table \(String(format: "%.1f", table)) ns" }
            if let ours, let table { line += " ratio \(String(format: "%.2f", ours / table))×" }
            print(line)
        }
        exit(0)
    }

    /// CPU nanoseconds per lookup.
    private static func time<P: BenchmarkPeer>(_ peer: P, _ lookups: [Int]) -> Double {
        let start = BenchmarkClock.cpuNow()
        let checksum = lookUp(peer, lookups)
        let elapsed = BenchmarkClock.cpuNow() - start
        if checksum == 42 { print("") } // keeps the loop
        return Double(elapsed) / Double(lookups.count)
    }

    /// The suite's lookup loop (same checksum), not inlined so that callgrind can count it.
    @inline(never)
    private static func lookUp<P: BenchmarkPeer>(_ peer: P, _ lookups: [Int]) -> Int {
        var checksum = 0
        for location in lookups {
            let range = peer.lineRange(containing: location)
            checksum = checksum &* 31 &+ range.location &* 7 &+ range.length
        }
        return checksum
    }
}
