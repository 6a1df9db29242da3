import EditorFuzzing
import Testing
import TestingSupport

/// The editor fuzzer's checked-in corpus, replayed through the decoding and checking code the
/// fuzzer itself runs (the `EditorFuzzing` target): batches, undo and redo, attributes, marked
/// text, input filters, observers that edit, and the ChangeSet algebra.
@Suite(.tags(.fuzzCorpus)) struct EditorFuzzCorpusTests {
    static let corpus = FuzzCorpusReplay.folder("EditorCorpus")

    @Test func theCorpusIsThere() {
        let count = FuzzCorpusReplay.inputs(Self.corpus).count
        #expect(count >= 100, "\(count) inputs in \(Self.corpus.path)")
    }

    /// Every input, in 8 shards so they run in parallel.
    @Test(arguments: 0..<8)
    func everyCorpusInputKeepsTheInvariants(shard: Int) throws {
        try FuzzCorpusReplay.replay(Self.corpus, shard: shard, of: 8) { EditorFuzz.run($0) }
    }

    /// Random bytes (seeded) decode and run like fuzzer inputs; a quick stand-in for a campaign.
    @Test(arguments: 0..<4)
    func randomInputsKeepTheInvariants(batch: UInt64) {
        FuzzCorpusReplay.random(batch: batch, rounds: 20, maximumLength: 600) { EditorFuzz.run($0) }
    }
}
