import Foundation

/// An editing trace for the attribute benchmarks: its patches in UTF-16 offsets and the text the
/// replay must end with.
///
/// Loaded by this folder's own small reader (the traces are `gzip -dc`'d through `Process` and the
/// `"patches"` arrays scanned directly), so that the attribute benchmarks stand alone.
struct AttributeTrace {
    var name: String
    var patches: [(location: Int, deleteLength: Int, insert: String)]
    var endContent: String

    /// `Benchmarks/Traces`, found from this file's path.
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Traces", isDirectory: true)
    }

    /// Every `*.json.gz` trace, sorted by name; `limit` keeps only the first patches (the end text
    /// is then recomputed on a plain array).
    static func loadAll(limit: Int?) -> [AttributeTrace] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".json.gz") }.sorted()
        precondition(!names.isEmpty, "no traces in \(directory.path)")
        return names.map { load(directory.appendingPathComponent($0), limit: limit) }
    }

    static func load(_ file: URL, limit: Int?) -> AttributeTrace {
        let name = String(file.lastPathComponent.dropLast(".json.gz".count))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { fatalError("cannot run gzip for \(file.path): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        precondition(process.terminationStatus == 0 && !data.isEmpty, "gzip -dc \(file.path) failed")
        return parse([UInt8](data), name: name, limit: limit)
    }

    /// Reads a decompressed trace.
    static func parse(_ bytes: [UInt8], name: String, limit: Int?) -> AttributeTrace {
        var reader = AttributeTraceReader(bytes: bytes)
        let start = reader.string(after: "\"startContent\"") ?? ""
        var end = reader.string(after: "\"endContent\"") ?? ""
        var patches = reader.allPatches()
        precondition(start.isEmpty, "trace \(name) starts with text; the attribute benchmarks assume an empty start")
        if let limit, limit < patches.count {
            patches = Array(patches[..<limit])
            var units: [UInt16] = []
            for p in patches {
                units.replaceSubrange(p.location ..< p.location + p.deleteLength, with: Array(p.insert.utf16))
            }
            end = String(decoding: units, as: UTF16.self)
        }
        return AttributeTrace(name: name, patches: patches, endContent: end)
    }
}
