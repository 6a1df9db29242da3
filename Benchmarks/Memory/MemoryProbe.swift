import Foundation

/// Measures one structure's memory in a fresh process: the suite re-executes its own binary with
/// the hidden `__memory-probe` sub-command, once per structure and size, so that no other
/// structure, trace or allocator leftover is counted.
struct MemoryProbe: PeerVisitor {
    let kind: PeerKind
    let characters: Int
    let seed: UInt64

    /// The child's side: builds the text, loads it into `P`, prints a `MemoryFigure` as JSON.
    // Not optimised: Swift 6.3.1's optimiser crashes (OSSACompleteLifetime, "Invalid SIL") when it
    // specialises this function for the editor peers, whose struct holds a class reference and
    // whose guard ends in a `Never` call. The probe's own code is not what it measures.
    @_optimize(none)
    mutating func visit<P: BenchmarkPeer>(_ peer: P.Type) -> MemoryFigure {
        // Run every step once on a small text first, so that the code, Foundation's tables and
        // the allocator's first arenas are already resident: at small sizes they would otherwise
        // count as the structure's memory.
        withExtendedLifetime(P(loading: SyntheticText.make(characters: 4_096, seed: seed &+ 1))) {}
        _ = ProcStatus.resetPeak()
        _ = ProcStatus.read()
        let baseline = ProcStatus.read()
        var text: String? = SyntheticText.make(characters: characters, seed: seed)
        let wasReset = ProcStatus.resetPeak()
        let before = ProcStatus.read()
        let loaded = P(loading: text!)
        let after = ProcStatus.read()
        text = nil
        let kept = ProcStatus.read()
        guard loaded.length == characters else {
            Console.fail("\(P.self) loaded \(loaded.length) code units instead of \(characters)")
        }
        return withExtendedLifetime(loaded) {
            MemoryFigure(
                structure: kind,
                characters: characters,
                peakBeforeBytes: before.peakResidentBytes,
                peakAfterBytes: after.peakResidentBytes,
                peakBytesPerCharacter: Double(after.peakResidentBytes - before.peakResidentBytes) / Double(characters),
                residentBytesPerCharacter: Double(kept.residentBytes - baseline.residentBytes) / Double(characters),
                peakWasReset: wasReset
            )
        }
    }

    /// The child's entry point: measures, prints one JSON line, exits.
    static func runChild(peer: PeerKind, characters: Int, seed: UInt64) -> Never {
        var probe = MemoryProbe(kind: peer, characters: characters, seed: seed)
        let figure = peer.accept(&probe)
        let encoder = JSONEncoder()
        guard let data = try? encoder.encode(figure) else { Console.fail("cannot encode \(figure)") }
        FileHandle.standardOutput.write(data + Data("\n".utf8))
        exit(0)
    }

    /// The parent's side: runs the child for `peer` and decodes its figure; nil (with a warning)
    /// if the child failed, so one broken peer does not lose the rest of the suite.
    static func measureInChild(peer: PeerKind, characters: Int, seed: UInt64) -> MemoryFigure? {
        // A fixed mmap threshold (which also stops glibc from raising it after a free) makes
        // every large block its own mapping, returned to the system when freed, so the input
        // text really leaves the resident size when the child drops it. `mallopt` is not
        // visible from Swift; the tunable does the same.
        let what = "memory probe of \(peer.rawValue) at \(characters)"
        guard let data = runSelf([BenchmarkOptions.memoryProbeCommand, peer.rawValue, String(characters), String(seed)],
                                 tunables: "glibc.malloc.mmap_threshold=131072", for: what) else { return nil }
        guard let figure = try? JSONDecoder().decode(MemoryFigure.self, from: data) else {
            Console.warn("\(what): bad output \(String(decoding: data, as: UTF8.self))")
            return nil
        }
        return figure
    }

    /// Re-runs this executable with `arguments` (and `GLIBC_TUNABLES` set to `tunables`), and
    /// returns what it wrote to stdout; nil, with a warning naming `what`, when it could not start
    /// or failed, so one broken probe does not lose the rest of the suite.
    static func runSelf(_ arguments: [String], tunables: String? = nil, for what: String) -> Data? {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        if let tunables {
            var environment = ProcessInfo.processInfo.environment
            environment["GLIBC_TUNABLES"] = tunables
            process.environment = environment
        }
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            Console.warn("cannot re-run \(executable) for the \(what): \(error)")
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Console.warn("\(what) failed (status \(process.terminationStatus)): \(String(decoding: data, as: UTF8.self))")
            return nil
        }
        return data
    }
}
