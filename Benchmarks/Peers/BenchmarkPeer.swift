import Foundation

/// A text structure the suite measures: TextDocument or one of its Foundation peers.
///
/// Every operation is expressed in UTF-16 offsets, the NSRange world TextDocument lives in, so a
/// peer pays whatever converting an offset costs it (AttributedString does pay).
protocol BenchmarkPeer {
    /// An inserted text converted to the peer's own type, outside the timed loops.
    associatedtype Insertion

    /// How line lookups are done (shown in the tables).
    static var lineLookupMethod: String { get }

    /// Builds the structure holding `text`: what the load figure times.
    init(loading text: String)

    /// Converts an inserted text once, before timing.
    static func makeInsertion(_ text: String) -> Insertion

    /// Replaces `length` code units at `location` with `insertion`; the range is always valid.
    mutating func replace(location: Int, length: Int, with insertion: Insertion)

    /// The length in UTF-16 code units.
    var length: Int { get }

    /// The whole text, for verification.
    var content: String { get }

    /// Builds whatever the peer's line lookups need, before they are timed (the plain array's line
    /// table); nothing for a structure that keeps its own line index.
    mutating func prepareLineLookups()

    /// The range of the line holding `location` with NSString's `lineRange(for:)` meaning.
    func lineRange(containing location: Int) -> NSRange

    /// How many edits so far could not go the peer's own way and took a fallback; nil for a peer
    /// that has none (only the editor path has one).
    var fallbackCount: Int? { get }
}
