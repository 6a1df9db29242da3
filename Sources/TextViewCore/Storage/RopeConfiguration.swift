/// Node sizes of the rope.
///
/// Under `TEXTVIEWCORE_INTERNAL_CHECKS` the nodes are tiny, so that a test of a few hundred characters
/// already splits and merges leaves and inner nodes over several levels.
enum RopeConfiguration {
    #if TEXTVIEWCORE_INTERNAL_CHECKS
    /// Most UTF-16 code units a leaf holds (its buffer's capacity).
    static let maxChunk = 8
    /// Fewest code units a leaf holds, unless it is the only leaf.
    static let minChunk = 2
    /// Most children of an inner node.
    static let maxChildren = 4
    /// Fewest children of an inner node other than the root.
    static let minChildren = 2
    /// Units a leaf's buffer grows or shrinks by (see ``TextChunk/reserve(_:)``).
    static let capacityStep = 2
    #else
    static let maxChunk = 512
    static let minChunk = 128
    /// 32 children: a 100 K-unit document is a level shallower than with 16, and each level of an
    /// edit's write pass (copy-on-write checks, two summary updates) costs about 60 instructions
    /// (callgrind, rope alone: automerge-paper 569 -> 505 an edit, rustcode 818 -> 772).
    static let maxChildren = 32
    static let minChildren = 8
    /// 32 units: a leaf wastes under 96 bytes, and typing reallocates once every 32 keystrokes.
    static let capacityStep = 32
    #endif
}
