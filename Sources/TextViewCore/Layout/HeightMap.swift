/// One entry of a ``HeightMap``: a laid-out paragraph, or a gap of paragraphs not laid out yet
/// whose height is an estimate (CodeMirror's `HeightMapText` and `HeightMapGap`).
struct HeightEntry: Hashable {
    /// The UTF-16 length of its paragraphs, line breaks included.
    var length: Int
    /// How many paragraphs it stands for: 1 when measured.
    var paragraphs: Int
    /// The height: measured, or estimated for a gap.
    var height: Double
    /// How many visual lines it holds: measured, or one per paragraph for a gap.
    var lines: Int
    /// Whether the height is measured rather than estimated.
    var isMeasured: Bool

    /// A measured paragraph.
    static func measured(length: Int, height: Double, lines: Int) -> HeightEntry {
        HeightEntry(length: length, paragraphs: 1, height: height, lines: lines, isMeasured: true)
    }

    /// A paragraph wrapped only in part (a long one, wrapped as far as queries asked): its height
    /// and lines are estimated for the rest, so it counts as not measured.
    static func partial(length: Int, height: Double, lines: Int) -> HeightEntry {
        HeightEntry(length: length, paragraphs: 1, height: height, lines: lines, isMeasured: false)
    }

    /// A gap of `paragraphs` paragraphs, each estimated at `estimate`.
    static func gap(length: Int, paragraphs: Int, estimate: Double) -> HeightEntry {
        HeightEntry(length: length, paragraphs: paragraphs, height: Double(paragraphs) * estimate, lines: paragraphs, isMeasured: false)
    }
}

/// The sums over a run of entries.
struct HeightSummary: Hashable {
    var length = 0
    var paragraphs = 0
    var height = 0.0
    var lines = 0
    /// How many of the paragraphs are measured.
    var measured = 0

    static func + (a: HeightSummary, b: HeightSummary) -> HeightSummary {
        HeightSummary(length: a.length + b.length, paragraphs: a.paragraphs + b.paragraphs, height: a.height + b.height,
                      lines: a.lines + b.lines, measured: a.measured + b.measured)
    }

    init() {}

    init(length: Int, paragraphs: Int, height: Double, lines: Int, measured: Int) {
        self.length = length
        self.paragraphs = paragraphs
        self.height = height
        self.lines = lines
        self.measured = measured
    }

    init(_ entry: HeightEntry) {
        self.init(length: entry.length, paragraphs: entry.paragraphs, height: entry.height, lines: entry.lines,
                  measured: entry.isMeasured ? 1 : 0)
    }
}

/// An entry found in a ``HeightMap`` with the sums of everything before it.
struct LocatedEntry {
    /// The entry.
    var entry: HeightEntry
    /// Sums of the entries before it: its first paragraph's index, its offset, its y, its first
    /// visual line.
    var before: HeightSummary
}

/// The paragraphs' heights in document order, as a balanced tree with the sums of lengths,
/// paragraphs, heights and visual lines in every node, so offset → y, y → offset and paragraph →
/// y are O(log n) and replacing k entries is O(k + log n).
///
/// The same idea as the rope's and the attribute runs' B-trees (a summary per subtree, a search by
/// summed key), in a treap: entries are few per paragraph and change one at a time, so a
/// binary tree with split and merge is simpler than a B-tree's node splitting, at the same cost.
/// Priorities come from a fixed sequence, so the shape is deterministic.
struct HeightMap {
    final class Node {
        var entry: HeightEntry
        let priority: UInt64
        var left: Node?
        var right: Node?
        var summary: HeightSummary

        init(_ entry: HeightEntry, priority: UInt64) {
            self.entry = entry
            self.priority = priority
            self.summary = HeightSummary(entry)
        }

        func update() {
            var sum = HeightSummary(entry)
            if let left { sum = left.summary + sum }
            if let right { sum = sum + right.summary }
            summary = sum
        }
    }

    private(set) var root: Node?
    private var seed: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// A map of one entry.
    init(_ entry: HeightEntry) {
        root = makeNode(entry)
    }

    /// The sums over all entries.
    var total: HeightSummary { root?.summary ?? HeightSummary() }

    /// Makes the tree this map's own before a mutation: the nodes are changed in place, so a
    /// copy of the map (which shares the root) gets a copy of every node first. A tree is never
    /// shared below its root, so a root held once means every node is. O(n) once after a copy,
    /// O(1) otherwise (the layout that owns a map never copies it).
    private mutating func makeUnique() {
        guard root != nil, !isKnownUniquelyReferenced(&root) else { return }
        root = root.map(Self.deepCopy)
    }

    /// A copy of the subtree under `node`, node by node.
    private static func deepCopy(_ node: Node) -> Node {
        let copy = Node(node.entry, priority: node.priority)
        copy.left = node.left.map(deepCopy)
        copy.right = node.right.map(deepCopy)
        copy.summary = node.summary
        return copy
    }

    private mutating func makeNode(_ entry: HeightEntry) -> Node {
        // SplitMix64 steps: deterministic, well spread priorities.
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Node(entry, priority: z ^ (z >> 31))
    }

    /// The entry holding the first paragraph whose summed key passes `key`, descending by the
    /// summary field `field`: the entry `e` with `field(before) <= key < field(before + e)`, or the
    /// last entry when `key` is at or past the total.
    private func locate(_ key: Double, _ field: (HeightSummary) -> Double) -> LocatedEntry {
        var node = root!
        var before = HeightSummary()
        while true {
            let leftSummary = node.left?.summary ?? HeightSummary()
            if let left = node.left, key < field(before + leftSummary) {
                node = left
                continue
            }
            let through = before + leftSummary + HeightSummary(node.entry)
            if key < field(through) || node.right == nil {
                return LocatedEntry(entry: node.entry, before: before + leftSummary)
            }
            before = through
            node = node.right!
        }
    }

    /// The entry holding paragraph `index` (clamped to the paragraphs there are).
    ///
    /// - Complexity: O(log n).
    func entry(atParagraph index: Int) -> LocatedEntry {
        locate(Double(index)) { Double($0.paragraphs) }
    }

    /// The entry holding `offset`; the last one for the end of the text.
    ///
    /// - Complexity: O(log n).
    func entry(atOffset offset: Int) -> LocatedEntry {
        locate(Double(offset)) { Double($0.length) }
    }

    /// The entry holding `y`; the first for y < 0, the last past the bottom.
    ///
    /// - Complexity: O(log n).
    func entry(atY y: Double) -> LocatedEntry {
        locate(y) { $0.height }
    }

    /// The entry holding visual line `index`.
    ///
    /// - Complexity: O(log n).
    func entry(atLine index: Int) -> LocatedEntry {
        locate(Double(index)) { Double($0.lines) }
    }

    /// Replaces the entries of paragraphs `range` with `entries`, cutting a gap that straddles an
    /// end of the range in two.
    ///
    /// - Parameters:
    ///   - range: Paragraph indices, within the paragraphs there are.
    ///   - entries: The new entries, in order.
    ///   - paragraphStart: The offset of a paragraph by index, for cutting a gap: in the
    ///     coordinates of the entries before the range (which the replacement leaves alone).
    /// - Complexity: O((k + 1) log n) for k new entries.
    mutating func replace(paragraphs range: Range<Int>, with entries: [HeightEntry], paragraphStart: (Int) -> Int) {
        makeUnique()
        if range.count == 1 && entries.count == 1 && entries[0].paragraphs == 1, let root {
            // One laid-out paragraph laid out again (a keystroke): in place, no node made or freed.
            if Self.setEntry(entries[0], atParagraph: range.lowerBound, in: root, onlyOverOneParagraph: true) {
                return
            }
            // One paragraph at either end of a gap measured (paging through a document lays out
            // the paragraph after the last one measured): the gap shrinks in place and the
            // paragraph's node goes in beside it, with no split or merge of the tree.
            let found = entry(atParagraph: range.lowerBound)
            let gap = found.entry
            let first = found.before.paragraphs
            let atAnEnd = range.lowerBound == first || range.lowerBound == first + gap.paragraphs - 1
            if gap.paragraphs > 1 && !gap.isMeasured && atAnEnd {
                // The paragraph's length before the replacement (an edit may have changed it since,
                // so the new entry's length is not it): one offset read, as cutting the gap does.
                let gapStart = found.before.length
                let removed = range.lowerBound == first
                    ? paragraphStart(range.lowerBound + 1) - gapStart
                    : gapStart + gap.length - paragraphStart(range.lowerBound)
                // 0 for the text's last paragraph when it is empty, as the gap's cut allows.
                precondition(removed >= 0 && removed <= gap.length,
                             "paragraph \(range.lowerBound) of a gap of \(gap.length) units is \(removed) long")
                let rest = HeightEntry.gap(length: gap.length - removed, paragraphs: gap.paragraphs - 1,
                                           estimate: gap.height / Double(gap.paragraphs))
                _ = Self.setEntry(rest, atParagraph: range.lowerBound, in: root, onlyOverOneParagraph: false)
                self.root = Self.insert(makeNode(entries[0]), beforeParagraph: range.lowerBound, in: root)
                return
            }
        }
        // The offsets of the cut points, read from the document only where a cut falls inside a gap.
        let lowerCut = cutOffset(at: range.lowerBound, paragraphStart: paragraphStart)
        let upperCut = cutOffset(at: range.upperBound, paragraphStart: paragraphStart)
        let (left, rest) = split(root, at: range.lowerBound, cutOffset: lowerCut, base: HeightSummary())
        let restBase = left?.summary ?? HeightSummary()
        let (_, right) = split(rest, at: range.upperBound, cutOffset: upperCut, base: restBase)
        var middle: Node? = nil
        for entry in entries {
            middle = Self.merge(middle, makeNode(entry))
        }
        root = Self.merge(Self.merge(left, middle), right)
    }

    /// Replaces the entry holding paragraph `paragraph` under `node` with `entry`, updating the
    /// sums on the way back up; false (nothing changed) when there is no such entry, or when
    /// `onlyOverOneParagraph` and that entry is a gap of several.
    private static func setEntry(_ entry: HeightEntry, atParagraph paragraph: Int, in node: Node,
                                 onlyOverOneParagraph: Bool) -> Bool {
        let leftCount = node.left?.summary.paragraphs ?? 0
        let done: Bool
        if paragraph < leftCount {
            done = setEntry(entry, atParagraph: paragraph, in: node.left!, onlyOverOneParagraph: onlyOverOneParagraph)
        } else if paragraph < leftCount + node.entry.paragraphs {
            guard !onlyOverOneParagraph || node.entry.paragraphs == 1 else { return false }
            node.entry = entry
            done = true
        } else if let right = node.right {
            done = setEntry(entry, atParagraph: paragraph - leftCount - node.entry.paragraphs, in: right,
                            onlyOverOneParagraph: onlyOverOneParagraph)
        } else {
            done = false
        }
        if done { node.update() }
        return done
    }

    /// Inserts `new` in `node`'s subtree just before the entry whose first paragraph is
    /// `paragraph` (or at the end when `paragraph` is the subtree's count), keeping the treap's
    /// order by priority with rotations on the way back up; the subtree's new root is returned.
    ///
    /// - Complexity: O(log n) expected.
    private static func insert(_ new: Node, beforeParagraph paragraph: Int, in node: Node?) -> Node {
        guard let node else { return new }
        let leftCount = node.left?.summary.paragraphs ?? 0
        if paragraph <= leftCount {
            let left = insert(new, beforeParagraph: paragraph, in: node.left)
            if left.priority > node.priority {
                node.left = left.right
                node.update()
                left.right = node
                left.update()
                return left
            }
            node.left = left
        } else {
            let right = insert(new, beforeParagraph: paragraph - leftCount - node.entry.paragraphs, in: node.right)
            if right.priority > node.priority {
                node.right = right.left
                node.update()
                right.left = node
                right.update()
                return right
            }
            node.right = right
        }
        node.update()
        return node
    }

    /// The offset of paragraph `paragraph` when it falls strictly inside a gap, else 0 (unused).
    private func cutOffset(at paragraph: Int, paragraphStart: (Int) -> Int) -> Int {
        guard paragraph > 0 && paragraph < total.paragraphs else { return 0 }
        let found = entry(atParagraph: paragraph)
        return found.before.paragraphs == paragraph ? 0 : paragraphStart(paragraph)
    }

    /// Splits `node`'s subtree (whose first entry comes after `base`) into the entries of
    /// paragraphs before `paragraph` and the rest; a gap holding the cut is cut at `cutOffset`.
    private mutating func split(_ node: Node?, at paragraph: Int, cutOffset: Int, base: HeightSummary) -> (Node?, Node?) {
        guard let node else { return (nil, nil) }
        let leftSummary = node.left?.summary ?? HeightSummary()
        let entryBase = base + leftSummary
        let first = entryBase.paragraphs
        if paragraph <= first {
            let (l, r) = split(node.left, at: paragraph, cutOffset: cutOffset, base: base)
            node.left = r
            node.update()
            return (l, node)
        }
        if paragraph >= first + node.entry.paragraphs {
            let (l, r) = split(node.right, at: paragraph, cutOffset: cutOffset, base: entryBase + HeightSummary(node.entry))
            node.right = l
            node.update()
            return (node, r)
        }
        // The cut falls inside a gap: two gaps, each keeping its share of the estimate.
        let gap = node.entry
        let estimate = gap.height / Double(gap.paragraphs)
        let leftLength = cutOffset - entryBase.length
        let leftCount = paragraph - first
        let leftGap = HeightEntry.gap(length: leftLength, paragraphs: leftCount, estimate: estimate)
        let rightGap = HeightEntry.gap(length: gap.length - leftLength, paragraphs: gap.paragraphs - leftCount, estimate: estimate)
        let l = Self.merge(node.left, makeNode(leftGap))
        let r = Self.merge(makeNode(rightGap), node.right)
        return (l, r)
    }

    private static func merge(_ a: Node?, _ b: Node?) -> Node? {
        guard let a else { return b }
        guard let b else { return a }
        if a.priority >= b.priority {
            a.right = merge(a.right, b)
            a.update()
            return a
        }
        b.left = merge(a, b.left)
        b.update()
        return b
    }

    /// Every entry in order (for checks and tests).
    var entries: [HeightEntry] {
        var result: [HeightEntry] = []
        func walk(_ node: Node?) {
            guard let node else { return }
            walk(node.left)
            result.append(node.entry)
            walk(node.right)
        }
        walk(root)
        return result
    }
}
