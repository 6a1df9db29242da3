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
        var node = Unmanaged.passUnretained(root)
        if fingerEnd >= 0 && offset >= fingerStart && offset < fingerEnd {
            var depth = 0
            while node._withUnsafeGuaranteedRef({ !$0.isLeaf }) {
                let i = Int((fingerPath >> UInt64(4 * depth)) & 0xF)
                node = node._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.children[i]) }
                depth += 1
            }
            let start = fingerStart
            return node._withUnsafeGuaranteedRef { (UnsafePointer($0.units!), start, $0.count) }
        }
        var start = 0
        while node._withUnsafeGuaranteedRef({ !$0.isLeaf }) {
            node = node._withUnsafeGuaranteedRef { parent in
                parent.summaries.withUnsafeBufferPointer { summaries in
                    var i = 0
                    while i + 1 < summaries.count && offset >= start + summaries[i].count {
                        start += summaries[i].count
                        i += 1
                    }
                    return Unmanaged.passUnretained(parent.children[i])
                }
            }
        }
        let leafStart = start
        return node._withUnsafeGuaranteedRef { (UnsafePointer($0.units!), leafStart, $0.count) }
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
