/// One structure on one synthetic document.
struct SyntheticFigure: Codable, Sendable {
    var characters: Int
    var structure: PeerKind
    /// Building the structure from a String.
    var load: TimingResult
    /// Random single-character inserts and deletes.
    var randomEdits: TimingResult
    /// Typing at a moving caret in the middle, with backspaces.
    var typing: TimingResult
    /// Random line lookups.
    var lineLookups: TimingResult
    var lineLookupMethod: String
    /// Whether every phase ran to the end, so the final text and the lookups' results can be
    /// compared with those of the first complete structure (TextDocument unless it was capped).
    var complete: Bool
    /// Whether they were compared and matched (a mismatch ends the program); nil if not compared.
    var matchesReference: Bool?
    /// This structure's ns per operation / TextDocument's, per phase.
    var randomEditsRatio: Double?
    var typingRatio: Double?
    var lineLookupsRatio: Double?
}
