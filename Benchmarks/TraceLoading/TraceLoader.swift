import Foundation

/// Finds the editing traces, decompresses them with the system's `gzip` and parses them.
enum TraceLoader {
    /// `Benchmarks/Traces` of the checkout this file was compiled from: found through `#filePath`
    /// so that a fresh clone works from any working directory, with nothing outside the package.
    static var defaultDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // TraceLoading
            .deletingLastPathComponent()  // Benchmarks
            .appendingPathComponent("Traces", isDirectory: true)
    }

    /// Loads every `*.json.gz` (or already decompressed `*.json`) in `directory`, sorted by name;
    /// fails loudly if there is none. Plain JSON lets a profiler run the suite: under valgrind,
    /// starting `gzip` fails.
    static func loadAll(from directory: URL) -> [EditTrace] {
        files(in: directory).map(load)
    }

    /// The `*.json.gz` (or decompressed `*.json`) files in `directory`, sorted by name; fails
    /// loudly if there is none.
    static func files(in directory: URL) -> [URL] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".json.gz") || $0.hasSuffix(".json") }
                .sorted()
        } catch {
            Console.fail("cannot list the traces folder \(directory.path): \(error)")
        }
        guard !names.isEmpty else { Console.fail("no *.json.gz traces in \(directory.path)") }
        return names.map { directory.appendingPathComponent($0) }
    }

    /// A trace's name: its file's name without `.json.gz` or `.json`.
    static func name(of file: URL) -> String {
        String(file.lastPathComponent.dropLast(file.pathExtension == "gz" ? ".json.gz".count : ".json".count))
    }

    /// Loads one trace; any failure (missing gzip, bad JSON, a patch outside the text) is fatal.
    static func load(_ file: URL) -> EditTrace {
        let compressed = file.pathExtension == "gz"
        let name = Self.name(of: file)
        let json: [UInt8]
        if compressed {
            json = gunzip(file)
        } else {
            guard let data = FileManager.default.contents(atPath: file.path) else { Console.fail("cannot read \(file.path)") }
            json = Array(data)
        }
        let parser = json.withUnsafeBufferPointer { TraceJSONParser(bytes: $0, name: name) }
        var script = EditScript(startLength: parser.startContent.utf16.count)
        for (index, patch) in parser.patches.enumerated() {
            guard script.append(location: patch.location, deleteLength: patch.deleteLength, insert: patch.insert) else {
                Console.fail("trace \(name): patch \(index) [\(patch.location), \(patch.deleteLength)] is outside the text of length \(script.endLength)")
            }
        }
        guard script.endLength == parser.endContent.utf16.count else {
            Console.fail("trace \(name): the patches give length \(script.endLength), endContent has \(parser.endContent.utf16.count)")
        }
        return EditTrace(name: name, startContent: parser.startContent, endContent: parser.endContent, script: script)
    }

    /// Runs `gzip -dc` through `Process`: no zlib binding and no outside package needed.
    private static func gunzip(_ file: URL) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            Console.fail("cannot run gzip for \(file.path): \(error)")
        }
        // Read before waiting: a full pipe would otherwise block gzip forever.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !data.isEmpty else {
            Console.fail("gzip -dc \(file.path) failed with status \(process.terminationStatus)")
        }
        return [UInt8](data)
    }
}
