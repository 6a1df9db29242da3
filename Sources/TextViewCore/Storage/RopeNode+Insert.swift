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
