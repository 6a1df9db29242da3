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
    /// This structure's time / TextDocument's time on the same trace.
    var ratioToTextDocument: Double?
}
