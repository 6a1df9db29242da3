/// Node sizes of the run tree.
///
/// Under `TEXTVIEWCORE_INTERNAL_CHECKS` the nodes are tiny, so that a test with a dozen runs
/// already splits and merges leaves and inner nodes over several levels.
enum RunConfiguration {
    #if TEXTVIEWCORE_INTERNAL_CHECKS
    /// Most runs a leaf holds.
    static let maxRuns = 4
    /// Fewest runs a leaf holds, unless it is the root.
    static let minRuns = 2
    /// Most children of an inner node.
    static let maxChildren = 4
    /// Fewest children of an inner node other than the root.
    static let minChildren = 2
    #else
    static let maxRuns = 32
    static let minRuns = 8
    static let maxChildren = 16
    static let minChildren = 4
    #endif
}
