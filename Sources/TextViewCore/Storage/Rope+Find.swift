extension Rope {
    /// The leaf holding `offset` and the offset where it starts; for `offset == count`, the last leaf.
    ///
    /// - Complexity: O(log n).
    func leaf(containing offset: Int) -> (leaf: RopeNode, start: Int) {
        // The editor reads around the caret (cluster checks, deletion) right where it just typed:
        // the finger's leaf answers without scanning any summaries.
        if offset >= fingerStart && offset < fingerEnd {
            var node = Unmanaged.passUnretained(root)
            var depth = 0
            while node._withUnsafeGuaranteedRef({ !$0.isLeaf }) {
                let i = Int((fingerPath >> UInt64(4 * depth)) & 0xF)
                node = node._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.children[i]) }
                depth += 1
            }
            return (node.takeUnretainedValue(), fingerStart)
        }
        let found = descend(to: offset)
        return (found.leaf, found.start)
    }

    /// The descent every offset lookup shares: the leaf holding `offset` (the last leaf for
    /// `offset == count`), where it starts, and how many line breaks lie before it.
    private func descend(to offset: Int) -> (leaf: RopeNode, start: Int, linesBefore: Int) {
        precondition(offset >= 0 && offset <= count, "offset \(offset) out of bounds 0...\(count)")
        var node = root
        var start = 0
        var lines = 0
        while !node.isLeaf {
            let summaries = node.summaries
            var i = 0
            while i + 1 < summaries.count && offset >= start + summaries[i].count {
                start += summaries[i].count
                lines += summaries[i].lineBreaks
                i += 1
            }
            node = node.children[i]
        }
        return (node, start, lines)
    }

    /// The code unit at `offset`.
    ///
    /// - Complexity: O(log n).
    subscript(offset: Int) -> UInt16 {
        precondition(offset >= 0 && offset < count, "offset \(offset) out of bounds 0..<\(count)")
        let (leaf, start) = leaf(containing: offset)
        return leaf.units![offset - start]
    }

    /// The chunk holding `offset` (for `offset == count` the last chunk; an empty rope gives an empty
    /// chunk). The pointer stays valid while this rope value is alive and unmutated.
    ///
    /// - Complexity: O(log n).
    func chunk(containing offset: Int) -> (base: UnsafePointer<UInt16>, start: Int, count: Int) {
        let (leaf, start) = leaf(containing: offset)
        return (UnsafePointer(leaf.units!), start, leaf.count)
    }

    /// `offset`, or the start of the surrogate pair it falls inside.
    func scalarBoundary(atOrBefore offset: Int) -> Int {
        offset > 0 && offset < count && UTF16.isTrailSurrogate(self[offset]) ? offset - 1 : offset
    }

    /// `offset`, or the end of the surrogate pair it falls inside.
    func scalarBoundary(atOrAfter offset: Int) -> Int {
        offset > 0 && offset < count && UTF16.isTrailSurrogate(self[offset]) ? offset + 1 : offset
    }

    /// The number of line breaks that end at or before `offset`: the index of the line holding it.
    ///
    /// - Complexity: O(log n).
    func lineIndex(at offset: Int) -> Int {
        let (leaf, start, lines) = descend(to: offset)
        let local = offset - start
        return local == 0 ? lines : lines + LineBreaks.count(leaf.units!, from: 0, to: local, limit: leaf.count)
    }

    /// The offset where line `index` starts: just after the `index`-th break; 0 for line 0 and
    /// `count` past the last break.
    ///
    /// - Complexity: O(log n).
    func offset(ofLine index: Int) -> Int {
        if index <= 0 { return 0 }
        if index > root.lineBreaks { return count }
        var node = root
        var start = 0
        var remaining = index
        while !node.isLeaf {
            let summaries = node.summaries
            var i = 0
            while remaining > summaries[i].lineBreaks {
                remaining -= summaries[i].lineBreaks
                start += summaries[i].count
                i += 1
            }
            node = node.children[i]
        }
        guard let end = LineBreaks.endOfBreak(remaining, in: node.units!, count: node.count) else {
            preconditionFailure("line \(index): leaf at \(start) has fewer than \(remaining) breaks (summary \(node.lineBreaks))")
        }
        return start + end
    }
}
