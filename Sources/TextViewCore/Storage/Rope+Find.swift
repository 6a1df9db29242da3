extension Rope {
    /// The leaf holding `offset` and the offset where it starts; for `offset == count`, the last leaf.
    ///
    /// - Complexity: O(log n).
    func leaf(containing offset: Int) -> (leaf: RopeNode, start: Int) {
        // The editor reads around the caret (cluster checks, deletion) right where it just typed:
        // the finger's leaf answers without scanning any summaries.
        if offset >= fingerStart && offset < fingerEnd {
            return (fingerPath.withLeaf(in: tree.root) { $0 }, fingerStart)
        }
        precondition(offset >= 0 && offset <= count, "offset \(offset) out of bounds 0...\(count)")
        let found = tree.descend(to: offset, in: UTF16Metric<ChunkSummary>.self)
        return (found.leaf, found.before.count)
    }

    /// The code unit at `offset`.
    ///
    /// - Complexity: O(log n).
    subscript(offset: Int) -> UInt16 {
        unit(at: offset)
    }

    /// The chunk holding `offset` (for `offset == count` the last chunk; an empty rope gives an empty
    /// chunk). The pointer stays valid while this rope value is alive and unmutated.
    ///
    /// - Complexity: O(log n).
    func chunk(containing offset: Int) -> (base: UnsafePointer<UInt16>, start: Int, count: Int) {
        // Unretained, through the finger when it holds `offset` (the caret's neighbourhood).
        if offset < count { return peekChunk(containing: offset) }
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
        precondition(offset >= 0 && offset <= count, "offset \(offset) out of bounds 0...\(count)")
        let (leaf, before) = tree.descend(to: offset, in: UTF16Metric<ChunkSummary>.self)
        let local = offset - before.count
        return local == 0 ? before.lineBreaks : before.lineBreaks + LineBreaks.count(leaf.units!, from: 0, to: local, limit: leaf.count)
    }

    /// The offset where line `index` starts: just after the `index`-th break; 0 for line 0 and
    /// `count` past the last break.
    ///
    /// - Complexity: O(log n).
    func offset(ofLine index: Int) -> Int {
        if index <= 0 { return 0 }
        if index > root.lineBreaks { return count }
        // The leaf holding the `index`-th break: the one where the count of breaks reaches it.
        let (node, before) = tree.descend(to: index, in: LineMetric.self, preferEarlier: true)
        let start = before.count
        let remaining = index - before.lineBreaks
        guard let end = LineBreaks.endOfBreak(remaining, in: node.units!, count: node.count) else {
            preconditionFailure("line \(index): leaf at \(start) has fewer than \(remaining) breaks (summary \(node.lineBreaks))")
        }
        return start + end
    }
}
