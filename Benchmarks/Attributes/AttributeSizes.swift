/// How much work each attribute workload does in one run mode: the peers' operation counts are
/// capped so that their O(n) edits fit the run's time budget (ns per operation is what compares).
struct AttributeSizes {
    /// Patches of each trace replayed (nil: all of them).
    var tracePatches: Int?
    /// Patches replayed on NSMutableAttributedString (nil: as many as TextDocument).
    var foundationTracePatches: Int?
    /// Patches replayed on AttributedString.
    var attributedStringTracePatches: Int
    /// Runs of each trace replay; the fastest counts.
    var traceRepeats: Int
    /// UTF-16 units of the large document.
    var documentCharacters: Int
    /// Random edits on TextDocument, and on each Foundation peer.
    var edits: Int, peerEdits: Int
    /// Attribute lookups on TextDocument and NSMutableAttributedString, and on AttributedString.
    var lookups: Int, attributedStringLookups: Int
    /// `setAttributes` calls on TextDocument and NSMutableAttributedString, and on AttributedString.
    var updates: Int, attributedStringUpdates: Int

    var documentLabel: String { "\(documentCharacters / 1_000_000) MB" }

    static let quick = AttributeSizes(
        tracePatches: 3_000, foundationTracePatches: nil, attributedStringTracePatches: 1_000, traceRepeats: 3,
        documentCharacters: 1_000_000, edits: 5_000, peerEdits: 300,
        lookups: 50_000, attributedStringLookups: 2_000, updates: 5_000, attributedStringUpdates: 500)

    static let standard = AttributeSizes(
        tracePatches: nil, foundationTracePatches: 20_000, attributedStringTracePatches: 5_000, traceRepeats: 2,
        documentCharacters: 10_000_000, edits: 50_000, peerEdits: 300,
        lookups: 500_000, attributedStringLookups: 10_000, updates: 50_000, attributedStringUpdates: 1_000)

    static let full = AttributeSizes(
        tracePatches: nil, foundationTracePatches: nil, attributedStringTracePatches: 40_000, traceRepeats: 3,
        documentCharacters: 10_000_000, edits: 50_000, peerEdits: 1_000,
        lookups: 500_000, attributedStringLookups: 20_000, updates: 50_000, attributedStringUpdates: 5_000)
}
