#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import Testing
@testable import TextViewCore

/// Leaf buffers are sized to their chunks: after edits that split and shrink leaves, no leaf keeps
/// a full buffer for half a chunk (the fragmentation a trace replay showed), and the text stays
/// exact through the reallocations.
@Suite struct LeafCapacityTests {
    /// Sums of units held and buffer capacity over the rope's leaves, and the number of leaves.
    private static func usage(_ rope: Rope) -> (units: Int, capacity: Int, leaves: Int) {
        var units = 0
        var capacity = 0
        var leaves = 0
        rope.tree.forEachLeaf(overlapping: 0 ..< rope.count) { node, _ in
            units += node.leaf.count
            capacity += node.leaf.capacity
            leaves += 1
            return true
        }
        return (units, capacity, leaves)
    }

    @Test func buffersFollowTheirChunksThroughTypingAndDeleting() {
        let seed: UInt64 = 77
        print("buffersFollowTheirChunksThroughTypingAndDeleting seed \(seed)")
        var rng = SplitMix64(seed: seed)
        var rope = Rope(String(repeating: "lorem ipsum dolor\n", count: 400))
        var reference = Array(rope.string(in: 0 ..< rope.count).utf16)
        let step = RopeConfiguration.capacityStep
        for round in 0 ..< 6_000 {
            // Typing bursts at random carets, then deletions, so leaves split, grow and shrink.
            let at = Int.random(in: 0 ... rope.count, using: &rng)
            if round % 3 == 2 && rope.count > 0 {
                let hi = Swift.min(rope.count, at + Int.random(in: 1 ... 40, using: &rng))
                let lo = Swift.min(at, hi)
                rope.replace(lo ..< hi, with: "")
                reference.removeSubrange(lo ..< hi)
            } else {
                let text = String(repeating: "x", count: Int.random(in: 1 ... 12, using: &rng))
                rope.replace(at ..< at, with: text)
                reference.insert(contentsOf: text.utf16, at: at)
            }
            rope._invariantCheck()
        }
        #expect(Array(rope.string(in: 0 ..< rope.count).utf16) == reference, "seed \(seed): text differs after the edits")
        let used = Self.usage(rope)
        // Each leaf wastes at most about three steps; a full buffer per leaf would waste
        // maxChunk - count, most of a buffer for the half-full leaves splits leave.
        #expect(used.capacity <= used.units + used.leaves * 3 * step,
                "seed \(seed): \(used.capacity) units of buffer for \(used.units) units in \(used.leaves) leaves")
    }

    /// Typing a text from start to end (a document written in one go, the common trace) splits the
    /// last leaf over and over; the part left behind each time keeps a buffer sized exactly to it,
    /// and only the leaf being typed into keeps a step of room.
    @Test func typingOnLeavesTheLeavesBehindWithTightBuffers() {
        var rope = Rope("")
        var reference: [UInt16] = []
        let words = ["the ", "rope ", "keeps ", "leaves\n", "é ", "𝄞 "]
        for k in 0 ..< 4_000 {
            let word = words[k % words.count]
            rope.replace(rope.count ..< rope.count, with: word)
            reference += word.utf16
            if k % 97 == 0 { rope._invariantCheck() }
        }
        #expect(Array(rope.string(in: 0 ..< rope.count).utf16) == reference, "text differs after typing")
        var loose: [String] = []
        var leaves = 0
        rope.tree.forEachLeaf(overlapping: 0 ..< rope.count) { node, start in
            leaves += 1
            if start + node.leaf.count < rope.count && node.leaf.capacity != TextChunk.capacity(for: node.leaf.count) {
                loose.append("leaf at \(start): \(node.leaf.count) units in \(node.leaf.capacity)")
            }
            return true
        }
        #expect(leaves > 10, "the text should span many leaves, not \(leaves)")
        #expect(loose.isEmpty, "\(loose.count) of \(leaves) leaves keep spare room, first: \(loose.prefix(3))")
    }

    #if canImport(Glibc) && !TEXTVIEWCORE_INTERNAL_CHECKS
    /// With glibc, every buffer size a leaf can have fills its malloc chunk exactly, and a leaf node
    /// fits a 72-byte request (an 80-byte chunk): what the memory figures rely on. (The tiny nodes
    /// of the internal-checks build do not apply the allocator's header.)
    @Test func buffersAndLeafNodesFillTheirMallocChunks() throws {
        // glibc's malloc_usable_size, declared in <malloc.h>, which the Glibc module does not export.
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size"))
        let malloc_usable_size = unsafeBitCast(symbol, to: UsableSize.self)
        var misfits: [String] = []
        for n in 0 ... RopeConfiguration.maxChunk {
            let capacity = TextChunk.capacity(for: n)
            // The chunk a request maps to is the smallest one malloc hands out for it: a single
            // allocation may reuse a free chunk up to 31 bytes larger that is not worth splitting
            // (648 bytes for a 632-byte buffer, seen once in six runs with other suites running),
            // so the least usable size of a few live allocations is the one judged.
            let buffers = (0 ..< 8).map { _ in UnsafeMutablePointer<UInt16>.allocate(capacity: capacity) }
            defer { buffers.forEach { $0.deallocate() } }
            let usable = buffers.map { malloc_usable_size($0) }.min()!
            if capacity < n || capacity > RopeConfiguration.maxChunk || usable != capacity * 2 {
                misfits.append("\(n) units: a buffer of \(capacity) in \(usable) bytes")
            }
        }
        #expect(misfits.isEmpty, "\(misfits.count) sizes misfit, first \(misfits.first ?? "")")
        // The same for the node: the least of a few live ones.
        let nodes = (0 ..< 8).map { _ in RopeNode.make(leaf: TextChunk(copying: UnsafeBufferPointer(start: nil, count: 0))) }
        let size = withExtendedLifetime(nodes) { nodes.map { malloc_usable_size(Unmanaged.passUnretained($0).toOpaque()) }.min()! }
        #expect(size <= 72, "a leaf node takes \(size) bytes")
    }
    #endif
}
