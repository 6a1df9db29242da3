import Foundation

/// What a document keeps after a whole trace was typed into it, against the same text loaded at
/// once: the hidden `__replay-memory TRACE replayed|loaded` command, run in a fresh process per
/// figure (as ``MemoryProbe``), and the suite's "memory after a trace replay" rows.
///
/// A trace's final text is small (18 K to 137 K units), a few dozen pages, so the probe builds
/// enough copies to hold at least ``minimumUnits`` units and divides by all of them: the page
/// granularity of the resident size then moves the figure by under 0.1%. Everything the copies
/// do not own (the trace, its insertion table, the code) is resident before the baseline is read;
/// what a replay frees and the allocator keeps counts, as it does for an editor that was used.
enum ReplayMemoryProbe {
    static let command = "__replay-memory"
    /// Units all copies hold together, at least.
    static let minimumUnits = 4_000_000

    /// The child's side: builds the copies one way, prints bytes per unit, exits.
    static func run(trace path: String, replayed: Bool) -> Never {
        let trace = TraceLoader.load(URL(fileURLWithPath: path))
        let table = trace.script.insertions.map(TextDocumentPeer.makeInsertion)
        let edits = trace.script.edits
        let finalUnits = trace.endContent.utf16.count
        let copies = max(1, (minimumUnits + finalUnits - 1) / max(1, finalUnits))
        // The code paths and the allocator's first arenas, resident before the baseline.
        var warm = TextDocumentPeer(loading: trace.startContent)
        for edit in edits.prefix(2_000) {
            warm.replace(location: Int(edit.location), length: Int(edit.deleteLength), with: table[Int(edit.insertion)])
        }
        withExtendedLifetime(warm) {}
        withExtendedLifetime(TextDocumentPeer(loading: trace.endContent)) {}
        var documents: [TextDocumentPeer] = []
        documents.reserveCapacity(copies)
        // Loading the trace freed megabytes that the allocator keeps resident, which the copies
        // would reuse unseen; trimming hands those pages back, so what the copies touch counts.
        trimAllocator()
        let baseline = ProcStatus.read()
        for _ in 0..<copies {
            if replayed {
                var document = TextDocumentPeer(loading: trace.startContent)
                for edit in edits {
                    document.replace(location: Int(edit.location), length: Int(edit.deleteLength), with: table[Int(edit.insertion)])
                }
                documents.append(document)
            } else {
                documents.append(TextDocumentPeer(loading: trace.endContent))
            }
        }
        let after = ProcStatus.read()
        guard documents.allSatisfy({ $0.length == finalUnits }), documents[0].content == trace.endContent else {
            Console.fail("\(command): \(trace.name) ends with the wrong text")
        }
        print(Double(after.residentBytes - baseline.residentBytes) / Double(copies * finalUnits))
        exit(0)
    }

    /// glibc's `malloc_trim(0)`, found at run time (`malloc.h` is not in Swift's Glibc module);
    /// fails loudly where it is missing, since the figure would then mean nothing.
    private static func trimAllocator() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else {
            Console.fail("\(command): no malloc_trim (the replay memory needs glibc)")
        }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    /// The parent's side: both figures for the trace at `path`, each from its own child; nil (with
    /// a warning) when a child fails.
    static func measure(trace path: String, name: String) -> ReplayMemoryFigure? {
        guard let replayed = child(path, "replayed"), let loaded = child(path, "loaded") else { return nil }
        return ReplayMemoryFigure(trace: name, replayedBytesPerUnit: replayed, loadedBytesPerUnit: loaded)
    }

    private static func child(_ path: String, _ mode: String) -> Double? {
        let what = "replay memory probe of \(path) (\(mode))"
        guard let data = MemoryProbe.runSelf([command, path, mode], for: what) else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let value = Double(text) else {
            Console.warn("\(what): bad output \(text)")
            return nil
        }
        return value
    }
}
