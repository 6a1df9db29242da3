// Unsafe in this file: a leaf's new runs are assembled in a stack temporary, then copied into the
// leaf, so an edit inside one leaf allocates no array.

extension RunTree {
    /// The one-leaf path of a replacement: when one leaf holds both the run before `range` and the
    /// run at its end, the edit is done inside that leaf, with one descent and no rebalancing.
    ///
    /// The leaf's runs from the one holding `range.lowerBound - 1` to the one holding
    /// `range.upperBound` (the window) are replaced by: what the first keeps before the range,
    /// the new runs, what the last keeps after it, with equal neighbours merged. The window keeps at
    /// least one unit of each neighbour (or reaches the document's end), so its outer neighbours
    /// are runs it never touched, which differ from its ends: nothing outside the leaf can need a
    /// merge. The table counts the window's runs released and the new ones retained.
    ///
    /// - Returns: Whether the edit was done (false: the window spans leaves, or the leaf would
    ///   overflow or underflow).
    mutating func spliceInOneLeaf<C: Collection>(
        _ range: Range<Int>, with newRuns: C, addedLength: Int, table: inout AttributeTable
    ) -> Bool where C.Element == StoredRun {
        let total = length
        let lo = range.lowerBound
        let hi = range.upperBound
        guard total > 0 else { return false }
        let probe = lo > 0 ? lo - 1 : 0
        guard let location = BTreePath.find(in: tree.root, from: probe, to: probe, preferEarlier: false),
              BTreePath.canDescribe(height: location.path.height) else { return false }
        let path = location.path
        let leafStart = location.start
        let leafEnd = leafStart + location.withNode { $0.length }
        // The window must end in this leaf: before its end, or at the document's end in the last leaf.
        guard hi < leafEnd || (hi == total && leafEnd == total) else { return false }

        // The window: runs a...b of the leaf, from `windowStart`.
        var a = 0
        var b = 0
        var keepLeft = 0
        var keepRight = 0
        var leftID = AttributeID(0)
        var rightID = AttributeID(0)
        let runCount: Int = location.withNode { leaf in
            leaf.leaf.items.withUnsafeBufferPointer { runs in
                var start = leafStart
                var i = 0
                while probe >= start + runs[i].length {
                    start += runs[i].length
                    i += 1
                }
                a = i
                leftID = runs[i].id
                keepLeft = lo - start
                if lo == 0 { keepLeft = 0 }
                if hi < total {
                    while hi >= start + runs[i].length {
                        start += runs[i].length
                        i += 1
                    }
                    b = i
                    rightID = runs[i].id
                    keepRight = start + runs[i].length - hi
                } else {
                    b = runs.count - 1
                }
                return runs.count
            }
        }

        let capacity = newRuns.count + 2
        return withUnsafeTemporaryAllocation(of: StoredRun.self, capacity: capacity) { buffer -> Bool in
            var n = 0
            func append(_ run: StoredRun) {
                if n > 0 && buffer[n - 1].id == run.id {
                    buffer[n - 1].length += run.length
                } else {
                    buffer.initializeElement(at: n, to: run)
                    n += 1
                }
            }
            if keepLeft > 0 { append(StoredRun(length: keepLeft, id: leftID)) }
            for run in newRuns { append(run) }
            if keepRight > 0 { append(StoredRun(length: keepRight, id: rightID)) }
            defer { buffer.baseAddress!.deinitialize(count: n) }

            let newCount = runCount - (b - a + 1) + n
            guard newCount <= RunConfiguration.maxRuns,
                  newCount >= RunConfiguration.minRuns || path.height == 0 else { return false }

            let content = UnsafeBufferPointer(start: buffer.baseAddress, count: n)
            finger = nil
            for run in content { table.retain(run.id) }
            let delta = addedLength - range.count
            tree.makeRootUnique()
            path.makeUnique(in: tree.root, adding: CountSummary(length: delta)) { _, leaf in
                for k in a...b { table.release(leaf.runs[k].id) }
                leaf.leaf.items.replaceSubrange(a...b, with: content)
            }
            return true
        }
    }
}
