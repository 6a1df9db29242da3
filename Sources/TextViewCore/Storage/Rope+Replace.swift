extension Rope {
    /// Replaces `range` with the UTF-16 of `string`.
    ///
    /// - Precondition: `range` lies in `0...count` on scalar boundaries.
    mutating func replace(_ range: Range<Int>, with string: String) {
        var string = string
        let utf8Count = string.utf8.count
        if utf8Count == 0 {
            replace(range, withUTF16: UnsafeBufferPointer(start: nil, count: 0))
            return
        }
        // A string's UTF-16 is never longer than its UTF-8, so this buffer always fits; small
        // insertions (typing) stay on the stack.
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: utf8Count) { buffer in
            let n = string.withUTF8 { UTF8Transcoding.transcodeValid($0, into: buffer.baseAddress!) }
            replace(range, withUTF16: UnsafeBufferPointer(start: buffer.baseAddress, count: n))
        }
    }

    /// Replaces `range` with the code units of `source`.
    ///
    /// Edits that stay inside one leaf (found through the finger when it is the last leaf touched)
    /// are done in place; others go through the general remove-then-insert path, which rebalances.
    ///
    /// - Precondition: `range` lies in `0...count` on scalar boundaries, and `source` is valid UTF-16.
    /// - Complexity: O(log n + m) for m inserted units.
    mutating func replace(_ range: Range<Int>, withUTF16 source: UnsafeBufferPointer<UInt16>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "replace range \(range) out of bounds 0...\(count)")
        if range.isEmpty && source.isEmpty { return }
        if !isKnownUniquelyReferenced(&root) { root = root.copy() }
        if replaceInOneLeaf(range, with: source) { return }
        fingerEnd = -1
        if range.lowerBound == 0 && range.upperBound == count {
            root = RopeNode()
        } else if !range.isEmpty {
            removeUnits(range)
        }
        if !source.isEmpty {
            insertUnits(source, at: range.lowerBound)
        }
        repairSeam(at: range.lowerBound)
        repairSeam(at: range.lowerBound + source.count)
    }

    /// The in-place path: finds the leaf holding `range` (through the finger when it can), and edits
    /// it when the result still fits, keeps the leaf's minimum size, and cannot make a CRLF straddle
    /// two leaves.
    ///
    /// - Returns: Whether the edit was done.
    private mutating func replaceInOneLeaf(_ range: Range<Int>, with source: UnsafeBufferPointer<UInt16>) -> Bool {
        let lo = range.lowerBound
        let hi = range.upperBound
        var path: UInt64 = 0
        var leafStart = 0
        var leafCount = 0
        if fingerEnd >= 0 && lo >= fingerStart && hi <= fingerEnd {
            path = fingerPath
            leafStart = fingerStart
            leafCount = fingerEnd - fingerStart
        } else {
            guard root.height < Rope.maxFingerHeight else { return false }
            var node = root
            var depth = 0
            while !node.isLeaf {
                let children = node.children
                var i = 0
                var childEnd = leafStart + children[0].count
                // Left preference: an offset on a boundary belongs to the child that ends there.
                while lo > childEnd {
                    i += 1
                    if i == children.count { return false }
                    leafStart = childEnd
                    childEnd += children[i].count
                }
                if hi > childEnd { return false }
                path |= UInt64(i) << UInt64(4 * depth)
                depth += 1
                node = children[i]
            }
            leafCount = node.count
        }
        let newCount = leafCount - (hi - lo) + source.count
        guard newCount <= RopeConfiguration.maxChunk else { return false }
        let isOnlyLeaf = leafCount == root.count
        guard newCount >= RopeConfiguration.minChunk || isOnlyLeaf else { return false }
        guard let _ = root.editLeaf(
            along: path, depth: 0, lo: lo - leafStart, hi: hi - leafStart, source: source,
            atDocumentStart: leafStart == 0, atDocumentEnd: leafStart + leafCount == root.count
        ) else {
            return false
        }
        fingerPath = path
        fingerStart = leafStart
        fingerEnd = leafStart + newCount
        return true
    }

    /// Makes the CRLF around `offset`, if any, live in one leaf, by moving the LF onto the end of
    /// the leaf that ends with the CR.
    private mutating func repairSeam(at offset: Int) {
        guard offset > 0 && offset < count else { return }
        let (leaf, start) = leaf(containing: offset - 1)
        guard start + leaf.count == offset,
              leaf.units![leaf.count - 1] == 0x0D,
              self[offset] == 0x0A else { return }
        removeUnits(offset ..< offset + 1)
        var lineFeed: UInt16 = 0x0A
        withUnsafePointer(to: &lineFeed) { insertUnits(UnsafeBufferPointer(start: $0, count: 1), at: offset) }
    }

    /// Removes `range` (not the whole rope) and rebalances.
    private mutating func removeUnits(_ range: Range<Int>) {
        if !isKnownUniquelyReferenced(&root) { root = root.copy() }
        root.remove(range.lowerBound, range.upperBound)
        collapseRoot()
    }

    /// Inserts `source` at `offset`, growing the tree upward when the root splits.
    private mutating func insertUnits(_ source: UnsafeBufferPointer<UInt16>, at offset: Int) {
        if !isKnownUniquelyReferenced(&root) { root = root.copy() }
        let extra = root.insert(source, at: offset)
        if extra.isEmpty { return }
        var level = [root] + extra
        while level.count > 1 {
            level = RopeNode.group(level)
        }
        root = level[0]
    }

    /// Replaces a root with one child by that child, as often as needed.
    private mutating func collapseRoot() {
        while !root.isLeaf && root.children.count == 1 {
            root = root.children[0]
        }
    }
}

extension RopeNode {
    /// Descends along a finger path, copying shared nodes, and edits the leaf in place if the edit
    /// keeps every invariant; updates the summaries on the way back.
    ///
    /// - Returns: The change in line breaks, or nil when the leaf refused (nothing changed then).
    fileprivate func editLeaf(
        along path: UInt64, depth: Int, lo: Int, hi: Int, source: UnsafeBufferPointer<UInt16>,
        atDocumentStart: Bool, atDocumentEnd: Bool
    ) -> Int? {
        if let units {
            // A CRLF must not straddle two leaves: refuse an LF arriving at the front of a leaf that
            // has a neighbour before it, or a CR arriving at the end of one with a neighbour after.
            if lo == 0 && !atDocumentStart {
                let first = source.first ?? (hi < count ? units[hi] : 0)
                if first == 0x0A { return nil }
            }
            if hi == count && !atDocumentEnd {
                let last = source.last ?? (lo > 0 ? units[lo - 1] : 0)
                if last == 0x0D { return nil }
            }
            return replaceInLeaf(lo, hi, with: source)
        }
        let i = Int((path >> UInt64(4 * depth)) & 0xF)
        precondition(i < children.count, "finger path index \(i) at depth \(depth) past \(children.count) children")
        if !isKnownUniquelyReferenced(&children[i]) { children[i] = children[i].copy() }
        guard let delta = children[i].editLeaf(
            along: path, depth: depth + 1, lo: lo, hi: hi, source: source,
            atDocumentStart: atDocumentStart, atDocumentEnd: atDocumentEnd
        ) else {
            return nil
        }
        count += source.count - (hi - lo)
        lineBreaks += delta
        return delta
    }
}
