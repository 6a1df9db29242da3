import TestSupport
import Foundation
import EditorFuzzing
import Testing

/// The editor fuzzer's checked-in corpus, replayed through the decoding and checking code the
/// fuzzer itself runs (the `EditorFuzzing` target): batches, undo and redo, attributes, marked
/// text, input filters, observers that edit, and the ChangeSet algebra.
@Suite struct EditorFuzzCorpusTests {
    /// `Fuzz/EditorCorpus` at the package root, found from this file's path.
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/EditorCorpus")

    static func inputs() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { corpus.appendingPathComponent($0) }
    }

    @Test func theCorpusIsThere() {
        let count = Self.inputs().count
        #expect(count >= 100, "\(count) inputs in \(Self.corpus.path)")
    }

    /// Every input, in 8 shards so they run in parallel.
    @Test(arguments: 0..<8)
    func everyCorpusInputKeepsTheInvariants(shard: Int) throws {
        for (i, url) in Self.inputs().enumerated() where i % 8 == shard {
            let bytes = try [UInt8](Data(contentsOf: url))
            let failure = EditorFuzz.run(bytes)
            #expect(failure == nil, "\(url.lastPathComponent): \(failure ?? "")")
        }
    }

    /// Random bytes (seeded) decode and run like fuzzer inputs; a quick stand-in for a campaign.
    @Test(arguments: 0..<4)
    func randomInputsKeepTheInvariants(batch: UInt64) {
        for round in 0..<20 {
            let seed = batch * 1_000 + UInt64(round)
            var rng = SplitMix64(seed: seed)
            let bytes = (0..<Int.random(in: 0...600, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let failure = EditorFuzz.run(bytes)
            #expect(failure == nil, "seed \(seed): \(failure ?? "")")
        }
    }
}
