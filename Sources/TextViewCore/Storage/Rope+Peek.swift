extension Rope {
    /// The chunk holding `offset` (`0 <= offset < count`), found through the finger when the
    /// finger's leaf holds it (right after an edit, the units around it are there), else by a
    /// descent that holds no references. The pointer is valid while this rope value is alive and
    /// unmutated.
    ///
    /// The attribute layer reads the units next to every edit (is the character before it a line
    /// break?); this keeps those reads off the keystroke's cost.
    ///
    /// - Complexity: O(log n), with no search when the finger holds `offset`.
    func peekChunk(containing offset: Int) -> (base: UnsafePointer<UInt16>, start: Int, count: Int) {
        precondition(offset >= 0 && offset < count, "offset \(offset) out of bounds 0..<\(count)")
        if fingerEnd >= 0 && offset >= fingerStart && offset < fingerEnd {
            return fingerPath.location(in: tree.root, start: fingerStart).withNode {
                (UnsafePointer($0.units!), fingerStart, $0.leaf.count)
            }
        }
        let found = BTreePath.leaf(in: tree.root, containing: offset)
        return found.withNode { (UnsafePointer($0.units!), found.start, $0.leaf.count) }
    }

    /// The code unit at `offset`, read like ``peekChunk(containing:)``.
    ///
    /// - Precondition: `0 <= offset < count`.
    /// - Complexity: O(log n), with no search when the finger holds `offset`.
    @inline(__always)
    func unit(at offset: Int) -> UInt16 {
        let chunk = peekChunk(containing: offset)
        return chunk.base[offset - chunk.start]
    }
}
