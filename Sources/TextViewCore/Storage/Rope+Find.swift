extension Rope {
    /// The leaf holding `offset` and the offset where it starts; for `offset == count`, the last leaf.
    ///
    /// - Complexity: O(log n).
    func leaf(containing offset: Int) -> (leaf: RopeNode, start: Int) {
        // The editor reads around the caret (cluster checks, deletion) right where it just typed:
        // the finger's leaf answers without scanning any summaries.
        if finger.covers(offset) {
            return (finger.path.withLeaf(in: tree.root) { $0 }, finger.start)
        }
        precondition(offset >= 0 && offset <= count, "offset \(offset) out of bounds 0...\(count)")
        let found: BTreeLocation<TextChunk> = BTreePath.descend(in: tree.root, toOffset: offset)
        return (found.withNode { $0 }, found.start)
    }

    /// The code unit at `offset`.
    ///
    /// - Complexity: O(log n).
    subscript(offset: Int) -> UInt16 {
        unit(at: offset)
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
        let (found, before) = BTreePath.descend(in: tree.root, to: offset, in: UTF16Metric<ChunkSummary>.self, preferEarlier: false)
        let local = offset - found.start
        return found.withNode { node in
            // Count from the nearer end of the leaf: a CR just before `local` pairs with an LF at
            // `local`, which the second count sees, so both ways agree.
            let n = node.leaf.count
            if local == 0 { return before.lineBreaks }
            if local <= n / 2 {
                return before.lineBreaks + LineBreaks.count(node.units!, from: 0, to: local, limit: n)
            }
            return before.lineBreaks + node.lineBreaks - LineBreaks.count(node.units!, from: local, to: n, limit: n)
        }
    }

    /// The offset where line `index` starts: just after the `index`-th break; 0 for line 0 and
    /// `count` past the last break.
    ///
    /// - Complexity: O(log n).
    func offset(ofLine index: Int) -> Int {
        if index <= 0 { return 0 }
        if index > root.lineBreaks { return count }
        // The leaf holding the `index`-th break: the one where the count of breaks reaches it.
        let (found, before) = BTreePath.descend(in: tree.root, to: index, in: LineMetric.self, preferEarlier: true)
        let remaining = index - before.lineBreaks
        return found.withNode { node in
            let n = node.leaf.count
            let breaks = node.lineBreaks
            // Scan from the nearer end of the leaf.
            let end = remaining <= breaks / 2
                ? LineBreaks.endOfBreak(remaining, in: node.units!, count: n)
                : LineBreaks.endOfBreak(breaks - remaining + 1, in: node.units!, backwardFrom: n, count: n)
            guard let end else {
                preconditionFailure("line \(index): leaf at \(found.start) has fewer than \(remaining) breaks (summary \(breaks))")
            }
            return found.start + end
        }
    }

    /// The range of the line holding `offset`, its terminator included: the meaning of NSString's
    /// `lineRange(for:)` for an empty range; `count..<count` for the empty line after a final break.
    ///
    /// One descent to the leaf holding `offset`, then scans outward to the nearest breaks, into
    /// the neighbouring leaf under the same parent when the line crosses the leaf's ends; only a
    /// line that crosses those too (or whose neighbour is under another parent) needs a descent by
    /// line count for that end.
    ///
    /// - Complexity: O(log n + line length within the leaf and its neighbours).
    func lineRange(containing offset: Int) -> Range<Int> {
        precondition(offset >= 0 && offset <= count, "offset \(offset) out of bounds 0...\(count)")
        let found: BTreeLocation<TextChunk> = BTreePath.descend(in: tree.root, toOffset: offset)
        let local = offset - found.start
        let (inStart, inEnd, leafBreaks, leafCount) = found.withNode { node in
            let units = node.units!
            let n = node.leaf.count
            return (LineBreaks.endOfBreak(1, in: units, backwardFrom: local, count: n),
                    LineBreaks.endOfBreak(1, in: units, from: local, count: n),
                    node.lineBreaks, n)
        }
        // A line crossing its leaf's ends usually ends in the neighbour (a line is shorter than a
        // leaf): a second descent from the root by line count cost more than the rest of the lookup
        // (callgrind, 1 M characters: about 470 instructions, against 777 for an average lookup).
        // The breaks before the leaf are counted only when that descent is needed, and once.
        lazy var breaksBefore = lineIndex(at: found.start)
        let start: Int
        if let inStart {
            start = found.start + inStart
        } else if let inPrevious = found.withSibling(-1, { node in
            LineBreaks.endOfBreak(1, in: node.units!, backwardFrom: node.leaf.count, count: node.leaf.count).map { $0 - node.leaf.count }
        }), let inPrevious {
            start = found.start + inPrevious
        } else {
            start = self.offset(ofLine: breaksBefore)
        }
        let end: Int
        if let inEnd {
            end = found.start + inEnd
        } else if let inNext = found.withSibling(1, { node in
            LineBreaks.endOfBreak(1, in: node.units!, count: node.leaf.count)
        }), let inNext {
            end = found.start + leafCount + inNext
        } else {
            end = self.offset(ofLine: breaksBefore + leafBreaks + 1)
        }
        return start..<end
    }
}
