/// One structure's replay of one trace (alone, or inside the large document).
struct TraceFigure: Codable, Sendable {
    var trace: String
    var structure: PeerKind
    /// Patches replayed.
    var edits: Int
    /// Length of the text after the replay.
    var finalLength: Int
    var timing: TimingResult
    /// Whether the final text was compared with the expected one, and how that went.
    var check: TextCheck
    /// Patches that took the peer's fallback in the first complete run (the editor path's
    /// `replaceCharacters(in:with:)` for a range inside a grapheme cluster); nil for a peer without
    /// one, or when the cap stopped every run.
    var fallbacks: Int?
    /// This structure's time / TextDocument's time on the same trace.
    var ratioToTextDocument: Double?
}
