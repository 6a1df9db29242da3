extension Rope {
    #if TEXTVIEWCORE_INTERNAL_CHECKS
    /// Checks every structural invariant; traps with the offending values.
    ///
    /// All leaves at one depth; summaries exact; no node over its maximum, none under its minimum
    /// but the root; valid UTF-16 in every leaf; no chunk boundary inside a surrogate pair or a
    /// CRLF; the finger, if any, names the leaf it claims to.
    func _invariantCheck() {
        var previousLast: UInt16? = nil
        var offset = 0
        Rope.check(root, isRoot: true, offset: &offset, previousLast: &previousLast)
        precondition(offset == count, "Mismatching summary: root count \(count), leaves hold \(offset)")
        if fingerEnd >= 0 {
            var node = root
            var start = 0
            var depth = 0
            while !node.isLeaf {
                let i = Int((fingerPath >> UInt64(4 * depth)) & 0xF)
                precondition(i < node.children.count, "finger index \(i) at depth \(depth) past \(node.children.count) children")
                for k in 0..<i { start += node.children[k].count }
                node = node.children[i]
                depth += 1
            }
            precondition(start == fingerStart && start + node.count == fingerEnd,
                         "finger \(fingerStart)..<\(fingerEnd) names leaf \(start)..<\(start + node.count)")
        }
    }

    private static func check(_ node: RopeNode, isRoot: Bool, offset: inout Int, previousLast: inout UInt16?) {
        if let units = node.units {
            precondition(node.height == 0, "leaf with height \(node.height)")
            precondition(node.count <= RopeConfiguration.maxChunk, "leaf of \(node.count) units over \(RopeConfiguration.maxChunk)")
            precondition(isRoot || node.count >= RopeConfiguration.minChunk, "non-root leaf at \(offset) has \(node.count) units, under \(RopeConfiguration.minChunk)")
            if node.count > 0 {
                if let last = previousLast {
                    precondition(!UTF16.isLeadSurrogate(last), "chunk boundary at \(offset) splits a surrogate pair")
                    precondition(!(last == 0x0D && units[0] == 0x0A), "chunk boundary at \(offset) splits a CRLF")
                }
                for i in 0..<node.count {
                    let u = units[i]
                    if UTF16.isLeadSurrogate(u) {
                        precondition(i + 1 < node.count && UTF16.isTrailSurrogate(units[i + 1]), "lone lead surrogate at \(offset + i)")
                    } else if UTF16.isTrailSurrogate(u) {
                        precondition(i > 0 && UTF16.isLeadSurrogate(units[i - 1]), "lone trail surrogate at \(offset + i)")
                    }
                }
                previousLast = units[node.count - 1]
            }
            let breaks = node.count == 0 ? 0 : LineBreaks.count(units, from: 0, to: node.count, limit: node.count)
            precondition(breaks == node.lineBreaks, "Mismatching summary: leaf at \(offset) has \(breaks) breaks, cached \(node.lineBreaks)")
            offset += node.count
            return
        }
        precondition(!node.children.isEmpty && node.children.count <= RopeConfiguration.maxChildren, "inner node with \(node.children.count) children")
        precondition(isRoot || node.children.count >= RopeConfiguration.minChildren, "non-root inner node at \(offset) has \(node.children.count) children, under \(RopeConfiguration.minChildren)")
        precondition(!isRoot || node.children.count >= 2, "root inner node with one child")
        precondition(node.summaries.count == node.children.count, "node at \(offset): \(node.summaries.count) summaries for \(node.children.count) children")
        for (k, child) in node.children.enumerated() {
            precondition(node.summaries[k] == ChildSummary(count: child.count, lineBreaks: child.lineBreaks),
                         "Mismatching summary: node at \(offset) caches \(node.summaries[k]) for child \(k) holding \(child.count) units, \(child.lineBreaks) breaks")
        }
        let start = offset
        var breaks = 0
        for child in node.children {
            precondition(child.height == node.height - 1, "child height \(child.height) under node height \(node.height)")
            check(child, isRoot: false, offset: &offset, previousLast: &previousLast)
            breaks += child.lineBreaks
        }
        precondition(offset - start == node.count, "Mismatching summary: node at \(start) caches count \(node.count), children hold \(offset - start)")
        precondition(breaks == node.lineBreaks, "Mismatching summary: node at \(start) caches \(node.lineBreaks) breaks, children hold \(breaks)")
    }
    #else
    /// Checks the rope's invariants; compiled in only with `TEXTVIEWCORE_INTERNAL_CHECKS`.
    @inline(__always)
    func _invariantCheck() {}
    #endif
}
