import TestSupport
import Foundation
import Testing

/// What the fuzzers' corpus tests share: a corpus folder's inputs, replayed in shards, and seeded
/// random inputs run like fuzzer inputs.
enum FuzzCorpusReplay {
    /// The folder `name` under `Fuzz/` at the package root, found from this file's path.
    static func folder(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz").appendingPathComponent(name)
    }

    /// The inputs of `folder`, sorted by name.
    static func inputs(_ folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Runs every `shards`-th input of `folder` from `shard` through `run`, expecting no failure.
    static func replay(_ folder: URL, shard: Int, of shards: Int, _ run: ([UInt8]) -> String?) throws {
        for (i, url) in inputs(folder).enumerated() where i % shards == shard {
            let bytes = try [UInt8](Data(contentsOf: url))
            let failure = run(bytes)
            #expect(failure == nil, "\(url.lastPathComponent): \(failure ?? "")")
        }
    }

    /// Runs `rounds` seeded random inputs of up to `maximumLength` bytes through `run`.
    static func random(batch: UInt64, rounds: Int, maximumLength: Int, _ run: ([UInt8]) -> String?) {
        for round in 0..<rounds {
            let seed = batch * 1_000 + UInt64(round)
            var rng = SplitMix64(seed: seed)
            let bytes = (0..<Int.random(in: 0...maximumLength, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let failure = run(bytes)
            #expect(failure == nil, "seed \(seed): \(failure ?? "")")
        }
    }
}
