/// One primitive change of a document, with what it replaced, so it can be reverted exactly.
///
/// Steps are recorded in the order they happen, each in the coordinates of the text at that
/// moment; reverting a list means reverting its steps last to first.
enum JournalStep: Equatable, Sendable {
    /// The text at `location ..< location + removed.count` (UTF-16 code units, kept as units so
    /// that saving them is a copy, not a transcoding; with runs `removedRuns`) was replaced by
    /// `insertedLength` units (whose runs a later `.runs` step may still change).
    case text(location: Int, removed: [UInt16], removedRuns: [AttributedRun], insertedLength: Int)
    /// The runs at `location` covering `oldRuns`' total length were changed; the text was not.
    case runs(location: Int, oldRuns: [AttributedRun])
}
