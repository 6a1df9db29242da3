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
    /// Units a buffer leaves for the allocator's header (none: the tiny sizes test the logic).
    static let allocatorHeaderUnits = 0
    #else
    /// 508 units: a full buffer is 1,016 bytes, which with glibc's 8-byte chunk header is exactly a
    /// 1,024-byte chunk, where 512 units took a 1,040-byte one (Darwin's allocator rounds both to
    /// 1,024). Memory probe, bytes a character at 1 M / 10 M / 100 M: 2.30 / 2.25 / 2.26 -> 2.22 /
    /// 2.24 / 2.25 (with the buffer sizes below); the edit path is unchanged (callgrind, public
    /// edit per patch, +0.8 to +1.7 instructions on the four traces).
    static let maxChunk = 508
    static let minChunk = 128
    /// 32 children: a 100 K-unit document is a level shallower than with 16, and each level of an
    /// edit's write pass (copy-on-write checks, two summary updates) costs about 60 instructions
    /// (callgrind, rope alone: automerge-paper 569 -> 505 an edit, rustcode 818 -> 772).
    static let maxChildren = 32
    static let minChildren = 8
    /// 32 units: a leaf wastes under 96 bytes, and typing reallocates once every 32 keystrokes.
    static let capacityStep = 32
    /// Buffers hold a multiple of the step less these 4 units (8 bytes, glibc's chunk header), so
    /// that every buffer size fills its malloc chunk exactly (60 units: 120 bytes, a 128-byte chunk).
    static let allocatorHeaderUnits = 4
    #endif
}
