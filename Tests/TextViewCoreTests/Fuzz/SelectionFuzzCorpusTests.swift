import TestSupport
import Foundation
import SelectionFuzzing
import Testing

/// The fuzzer's checked-in corpus, replayed through the decoding and checking code the fuzzer
/// itself runs (the `SelectionFuzzing` target).
@Suite struct SelectionFuzzCorpusTests {
    /// `Fuzz/Corpus` at the package root, found from this file's path.
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    static func inputs() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { corpus.appendingPathComponent($0) }
    }

    @Test func theCorpusHoldsTheSeedsAndMore() {
        let names = Self.inputs().map(\.lastPathComponent)
        #expect(names.filter { $0.hasPrefix("seed-") }.count >= 24, "hand-made seeds in \(Self.corpus.path)")
        #expect(names.count >= 100, "\(names.count) inputs in \(Self.corpus.path)")
    }

    /// Every input, in 8 shards so they run in parallel.
    @Test(arguments: 0..<8)
    func everyCorpusInputKeepsTheInvariants(shard: Int) throws {
        for (i, url) in Self.inputs().enumerated() where i % 8 == shard {
            let bytes = try [UInt8](Data(contentsOf: url))
            let failure = SelectionFuzz.run(bytes)
            #expect(failure == nil, "\(url.lastPathComponent): \(failure ?? "")")
        }
    }

    /// Random bytes (seeded) decode and run like fuzzer inputs; a quick stand-in for a campaign.
    @Test(arguments: 0..<8)
    func randomInputsKeepTheInvariants(batch: UInt64) {
        for round in 0..<25 {
            let seed = batch * 1_000 + UInt64(round)
            var rng = SplitMix64(seed: seed)
            let bytes = (0..<Int.random(in: 0...400, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let failure = SelectionFuzz.run(bytes)
            #expect(failure == nil, "seed \(seed): \(failure ?? "")")
        }
    }
}
