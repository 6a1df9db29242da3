extension RopeNode {
    /// Inserts `source` at node-relative `offset`; an offset on a child boundary goes to the end of
    /// the child before it.
    ///
    /// - Precondition: this node is uniquely referenced.
    /// - Returns: New siblings (same height) to place right after this node when it overflowed;
    ///   empty otherwise.
    func insert(_ source: UnsafeBufferPointer<UInt16>, at offset: Int) -> [RopeNode] {
        precondition(offset >= 0 && offset <= count, "insert offset \(offset) out of bounds 0...\(count)")
        if let units {
            if count + source.count <= RopeConfiguration.maxChunk {
                replaceInLeaf(offset, offset, with: source)
                return []
            }
            let total = count + source.count
            let merged = UnsafeMutablePointer<UInt16>.allocate(capacity: total)
            defer { merged.deallocate() }
            merged.initialize(from: units, count: offset)
            (merged + offset).initialize(from: source.baseAddress!, count: source.count)
            (merged + offset + source.count).initialize(from: units + offset, count: count - offset)
            var leaves = RopeNode.makeLeaves(merged, count: total)
            let first = leaves.removeFirst()
            units.update(from: first.units!, count: first.count)
            count = first.count
            lineBreaks = first.lineBreaks
            return leaves
        }
        var i = 0
        var start = 0
        while offset > start + summaries[i].count {
            start += summaries[i].count
            i += 1
        }
        if !isKnownUniquelyReferenced(&children[i]) { children[i] = children[i].copy() }
        let extra = children[i].insert(source, at: offset - start)
        if extra.isEmpty {
            let child = children[i]
            count += source.count
            lineBreaks += child.lineBreaks - summaries[i].lineBreaks
            summaries[i] = ChildSummary(count: child.count, lineBreaks: child.lineBreaks)
            return []
        }
        children.insert(contentsOf: extra, at: i + 1)
        if children.count <= RopeConfiguration.maxChildren {
            recomputeSummary()
            return []
        }
        var groups = RopeNode.group(children)
        children = groups.removeFirst().children
        recomputeSummary()
        return groups
    }

    /// Applies an edit that overflows leaf `children[index]` by splitting it in two at a valid cut
    /// near the middle, the second half becoming a new child right after it.
    ///
    /// - Precondition: this node is unique and has room for one more child; the child is a unique
    ///   leaf; the edited text fits in two leaves. This node's own count and line breaks already
    ///   include the edit (the caller added the deltas on the way down).
    /// - Returns: The number of code units the first half keeps.
    func splitChild(at index: Int, replacing lo: Int, _ hi: Int, with source: UnsafeBufferPointer<UInt16>) -> Int {
        let leaf = children[index]
        let units = leaf.units!
        let total = leaf.count - (hi - lo) + source.count
        precondition(children.count < RopeConfiguration.maxChildren && total <= 2 * RopeConfiguration.maxChunk,
                     "split of \(total) units under a node with \(children.count) children")
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: total) { merged in
            let base = merged.baseAddress!
            base.initialize(from: units, count: lo)
            if let from = source.baseAddress { (base + lo).initialize(from: from, count: source.count) }
            (base + lo + source.count).initialize(from: units + hi, count: leaf.count - hi)
            var cut = total / 2
            if !RopeNode.isValidCut(base, cut) { cut -= 1 }
            units.update(from: base, count: cut)
            leaf.count = cut
            leaf.recomputeSummary()
            let second = RopeNode(leafCopying: UnsafeBufferPointer(start: base + cut, count: total - cut))
            children.insert(second, at: index + 1)
            summaries[index] = ChildSummary(count: leaf.count, lineBreaks: leaf.lineBreaks)
            summaries.insert(ChildSummary(count: second.count, lineBreaks: second.lineBreaks), at: index + 1)
            return cut
        }
    }

    /// Groups same-height nodes under new parents of at most `maxChildren` children each, as even
    /// as possible (so every group has at least `minChildren` when there is more than one).
    static func group(_ nodes: [RopeNode]) -> [RopeNode] {
        let maxChildren = RopeConfiguration.maxChildren
        let groups = (nodes.count + maxChildren - 1) / maxChildren
        var parents: [RopeNode] = []
        parents.reserveCapacity(groups)
        var start = 0
        for k in 1...groups {
            let end = (nodes.count * k) / groups
            parents.append(RopeNode(children: Array(nodes[start..<end])))
            start = end
        }
        return parents
    }
}
