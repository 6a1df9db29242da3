import Testing
import TestingSupport
import WireFuzzing

/// The wire fuzzer's checked-in corpus, replayed through the decoding and checking code the
/// fuzzer itself runs (the `WireFuzzing` target): every public decoder fed hostile JSON, and what
/// decodes applied, pushed to an authority and received by peers over a transport that delays,
/// repeats and reorders; the peers must converge on the authority's document.
@Suite(.tags(.fuzzCorpus)) struct WireFuzzCorpusTests {
    static let corpus = FuzzCorpusReplay.folder("WireCorpus")

    @Test func theCorpusIsThere() {
        let count = FuzzCorpusReplay.inputs(Self.corpus).count
        #expect(count >= 100, "\(count) inputs in \(Self.corpus.path)")
    }

    /// Every input, in 4 shards so they run in parallel.
    @Test(arguments: 0..<4)
    func everyCorpusInputKeepsThePromises(shard: Int) throws {
        try FuzzCorpusReplay.replay(Self.corpus, shard: shard, of: 4) { WireFuzz.run($0) }
    }

    /// Random bytes (seeded) decode and run like fuzzer inputs; a quick stand-in for a campaign.
    @Test(arguments: 0..<4)
    func randomInputsKeepThePromises(batch: UInt64) {
        FuzzCorpusReplay.random(batch: batch, rounds: 50, maximumLength: 600) { WireFuzz.run($0) }
    }
}
