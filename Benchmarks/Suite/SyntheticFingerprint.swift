/// What a structure ended a complete synthetic run with, to compare it with TextDocument's: the
/// same edits and lookups must give the same text and the same line ranges.
struct SyntheticFingerprint: Equatable {
    var length: Int
    var contentHash: Int
    var lookupChecksum: Int
}
