import SelectionFuzzing
import Testing
import TestingSupport

/// The fuzzer's checked-in corpus, replayed through the decoding and checking code the fuzzer
/// itself runs (the `SelectionFuzzing` target).
@Suite(.tags(.fuzzCorpus)) struct SelectionFuzzCorpusTests {
    static let corpus = FuzzCorpusReplay.folder("Corpus")

    @Test func theCorpusHoldsTheSeedsAndMore() {
        let names = FuzzCorpusReplay.inputs(Self.corpus).map(\.lastPathComponent)
        #expect(names.filter { $0.hasPrefix("seed-") }.count >= 24, "hand-made seeds in \(Self.corpus.path)")
        #expect(names.count >= 100, "\(names.count) inputs in \(Self.corpus.path)")
    }

    /// Every input, in 8 shards so they run in parallel.
    @Test(arguments: 0..<8)
    func everyCorpusInputKeepsTheInvariants(shard: Int) throws {
        try FuzzCorpusReplay.replay(Self.corpus, shard: shard, of: 8) { SelectionFuzz.run($0) }
    }

    /// Random bytes (seeded) decode and run like fuzzer inputs; a quick stand-in for a campaign.
    @Test(arguments: 0..<8)
    func randomInputsKeepTheInvariants(batch: UInt64) {
        FuzzCorpusReplay.random(batch: batch, rounds: 25, maximumLength: 400) { SelectionFuzz.run($0) }
    }
}
