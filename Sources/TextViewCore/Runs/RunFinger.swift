/// The last run a ``RunTree`` located for an edit: the path to its leaf, its index there, where it
/// starts and its current length and id.
///
/// Typing locates the run before the caret again and again; while the finger holds, that lookup
/// reads no node, and the length change walks the remembered path with no search. Any structural
/// edit drops the finger; changing that run's length through it keeps it up to date.
struct RunFinger {
    /// Child indices from the root to the run's leaf.
    var path: BTreePath
    /// The run's index in its leaf.
    var index: Int
    /// Where the run starts.
    var start: Int
    /// The run as it is now.
    var run: StoredRun

    /// Whether the run covers `offset`.
    @inline(__always)
    func covers(_ offset: Int) -> Bool {
        offset >= start && offset < start + run.length
    }
}
