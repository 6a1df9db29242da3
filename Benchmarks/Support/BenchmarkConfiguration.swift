/// Sizes, operation counts and time caps of one suite run: the default (standard) run, `--full`
/// or `--quick`.
///
/// The caps are what bound a run: on Linux, Foundation's `NSMutableString` edits cost O(n) (about
/// 1 ms per edit at 100 K characters) and `AttributedString` about 100 µs per edit, so most peers
/// are stopped and projected. The standard run keeps every peer and every size and budgets time
/// per measurement; `--full` measures longer and repeats more.
struct BenchmarkConfiguration {
    /// Which run this is.
    var mode: RunMode
    /// Whether this is the `--quick` configuration.
    var isQuick: Bool { mode == .quick }
    /// Patches replayed from each trace; `nil` replays all of them.
    var tracePatchLimit: Int?
    /// Runs per trace and structure; the median is reported.
    var traceRuns: Int
    /// Time cap of one trace run (and the budget for all runs of one trace and structure).
    var traceCapNanoseconds: UInt64
    /// Filler characters of the large document the traces are replayed inside.
    var largeDocumentCharacters: Int
    /// Where inside the large document the trace is applied.
    var largeDocumentOffset: Int
    /// Runs per trace and structure inside the large document.
    var largeDocumentRuns: Int
    /// Time cap of one replay inside the large document.
    var largeDocumentCapNanoseconds: UInt64
    /// Sizes of the synthetic documents, in UTF-16 code units.
    var syntheticSizes: [Int]
    /// Operations of each synthetic phase (random edits, typing, line lookups).
    var syntheticOperations: Int
    /// Time cap of each synthetic phase, and the budget for repeated loads.
    var syntheticCapNanoseconds: UInt64
    /// Loads of each synthetic document (within the cap); the median is reported.
    var loadRuns: Int
    /// Keystrokes typed through a `TextEditor` on each synthetic document.
    var editorKeystrokes: Int
    /// Runs of those keystrokes per document (within the synthetic cap); the median is reported.
    var editorTypingRuns: Int
    /// Seed of every generator, so that runs are repeatable.
    var seed: UInt64
    /// The attribute workloads' sizes.
    var attributes: AttributeSizes

    /// The configuration of `mode`.
    static func of(_ mode: RunMode) -> BenchmarkConfiguration {
        switch mode {
        case .quick: .quick
        case .standard: .standard
        case .full: .full
        }
    }

    static let standard = BenchmarkConfiguration(
        mode: .standard,
        tracePatchLimit: nil,
        traceRuns: 3,
        traceCapNanoseconds: 1_000_000_000,
        largeDocumentCharacters: 10_000_000,
        largeDocumentOffset: 5_000_000,
        largeDocumentRuns: 2,
        largeDocumentCapNanoseconds: 750_000_000,
        syntheticSizes: [1_000_000, 10_000_000, 100_000_000],
        syntheticOperations: 50_000,
        syntheticCapNanoseconds: 750_000_000,
        loadRuns: 2,
        editorKeystrokes: 50_000,
        editorTypingRuns: 2,
        seed: 0x5EED_7E47,
        attributes: .standard
    )

    static let full = BenchmarkConfiguration(
        mode: .full,
        tracePatchLimit: nil,
        traceRuns: 5,
        traceCapNanoseconds: 4_000_000_000,
        largeDocumentCharacters: 10_000_000,
        largeDocumentOffset: 5_000_000,
        largeDocumentRuns: 3,
        largeDocumentCapNanoseconds: 3_000_000_000,
        syntheticSizes: [1_000_000, 10_000_000, 100_000_000],
        syntheticOperations: 100_000,
        syntheticCapNanoseconds: 3_000_000_000,
        loadRuns: 3,
        editorKeystrokes: 100_000,
        editorTypingRuns: 3,
        seed: 0x5EED_7E47,
        attributes: .full
    )

    static let quick = BenchmarkConfiguration(
        mode: .quick,
        tracePatchLimit: 2_000,
        traceRuns: 3,
        traceCapNanoseconds: 200_000_000,
        largeDocumentCharacters: 200_000,
        largeDocumentOffset: 100_000,
        largeDocumentRuns: 1,
        largeDocumentCapNanoseconds: 200_000_000,
        syntheticSizes: [20_000, 100_000, 500_000],
        syntheticOperations: 2_000,
        syntheticCapNanoseconds: 150_000_000,
        loadRuns: 3,
        editorKeystrokes: 2_000,
        editorTypingRuns: 3,
        seed: 0x5EED_7E47,
        attributes: .quick
    )
}
