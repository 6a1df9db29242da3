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

/// Elements in pages of a fixed size, indexed as one array: growing adds a page and never moves
/// the elements already there. (In one array, each doubling copied every node of the height
/// map at once: paging down through 10 MB, the 4,514th frame took 2.8 ms where the others take
/// 0.07 ms, and the spike grows with the document.)
struct NodePages<Element> {
    /// Elements a page: 2^pageShift.
    static var pageShift: Int { 10 }
    private var pages: [[Element]] = []
    /// How many elements there are.
    private(set) var count = 0

    /// The element at `index`, less than ``count``.
    subscript(index: Int32) -> Element {
        get { pages[Int(index) >> Self.pageShift][Int(index) & (1 << Self.pageShift - 1)] }
        _modify { yield &pages[Int(index) >> Self.pageShift][Int(index) & (1 << Self.pageShift - 1)] }
    }

    /// Adds `element` at index ``count``, in a new page when the last is full (a page grows as
    /// an array does: a small map stays small, and a doubling copies one page at most).
    mutating func append(_ element: Element) {
        if count & (1 << Self.pageShift - 1) == 0 { pages.append([]) }
        pages[pages.count - 1].append(element)
        count += 1
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
///
/// The nodes live in arrays (``NodePages``) and point at each other by index: the map is a plain
/// value whose copies share the arrays until one of them changes (the arrays' copy-on-write), and
/// a descent reads array elements, with no reference counting and no dynamic exclusivity check a
/// level (with class nodes, those were most of a page down's height-map cost).
struct HeightMap {
    /// A node of the treap: its entry, the sums over its subtree, and its children's indices in
    /// ``nodes`` (``none`` for no child).
    struct Node {
        var entry: HeightEntry
        var summary: HeightSummary
        var left: Int32
        var right: Int32
        var priority: UInt64
    }

    /// The index that stands for no node.
    static let none: Int32 = -1

    /// Every node; the indices in ``free`` are slots no node of the tree uses.
    private var nodes = NodePages<Node>()
    /// Slots of removed nodes, reused before the array grows.
    private var free: [Int32] = []
    /// The root's index.
    private var root: Int32 = HeightMap.none
    private var seed: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// A map of one entry.
    init(_ entry: HeightEntry) {
        root = makeNode(entry)
    }

    /// The sums over all entries.
    var total: HeightSummary { summary(root) }

    /// The sums over the subtree under `node`; zero for none.
    @inline(__always)
    private func summary(_ node: Int32) -> HeightSummary {
        node == Self.none ? HeightSummary() : nodes[node].summary
    }

    /// The paragraphs under `node`; 0 for none.
    @inline(__always)
    private func paragraphs(_ node: Int32) -> Int {
        node == Self.none ? 0 : nodes[node].summary.paragraphs
    }

    /// A new node for `entry` (in a free slot when there is one), with the next priority.
    private mutating func makeNode(_ entry: HeightEntry) -> Int32 {
        // SplitMix64 steps: deterministic, well spread priorities.
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        let node = Node(entry: entry, summary: HeightSummary(entry), left: Self.none, right: Self.none, priority: z ^ (z >> 31))
        if let slot = free.popLast() {
            nodes[slot] = node
            return slot
        }
        nodes.append(node)
        return Int32(nodes.count - 1)
    }

    /// Returns the slots of `node`'s subtree to the free list.
    private mutating func release(_ node: Int32) {
        guard node != Self.none else { return }
        release(nodes[node].left)
        release(nodes[node].right)
        free.append(node)
    }

    /// Recomputes `node`'s sums from its entry and its children's sums.
    @inline(__always)
    private mutating func update(_ node: Int32) {
        let n = nodes[node]
        var sum = HeightSummary(n.entry)
        if n.left != Self.none { sum = nodes[n.left].summary + sum }
        if n.right != Self.none { sum = sum + nodes[n.right].summary }
        nodes[node].summary = sum
    }

    /// The entry holding the first paragraph whose summed key passes `key`, descending by the
    /// summary field `field`: the entry `e` with `field(before) <= key < field(before + e)`, or the
    /// last entry when `key` is at or past the total.
    @inline(__always)
    private func locate(_ key: Double, _ field: (HeightSummary) -> Double) -> LocatedEntry {
        var node = root
        var before = HeightSummary()
        while true {
            let n = nodes[node]
            let leftSummary = summary(n.left)
            if n.left != Self.none, key < field(before + leftSummary) {
                node = n.left
                continue
            }
            let through = before + leftSummary + HeightSummary(n.entry)
            if key < field(through) || n.right == Self.none {
                return LocatedEntry(entry: n.entry, before: before + leftSummary)
            }
            before = through
            node = n.right
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
        if range.count == 1 && entries.count == 1 && entries[0].paragraphs == 1 {
            // One laid-out paragraph laid out again (a keystroke): in place, no node made or freed.
            // Else the descent stops at the gap holding the paragraph.
            let found = setEntry(entries[0], atParagraph: range.lowerBound, in: root, before: HeightSummary())
            if found.isSet { return }
            // One paragraph at either end of a gap measured (paging through a document lays out
            // the paragraph after the last one measured): the gap shrinks in place and the
            // paragraph's node goes in beside it, in one descent, with no split or merge.
            let gap = found.gap == Self.none ? nil : nodes[found.gap].entry
            let first = found.before.paragraphs
            if let gap, gap.paragraphs > 1 && !gap.isMeasured,
               range.lowerBound == first || range.lowerBound == first + gap.paragraphs - 1 {
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
                root = insert(makeNode(entries[0]), beforeParagraph: range.lowerBound, in: root,
                              shrinking: found.gap, to: rest)
                return
            }
        }
        // The offsets of the cut points, read from the document only where a cut falls inside a gap.
        let lowerCut = cutOffset(at: range.lowerBound, paragraphStart: paragraphStart)
        let upperCut = cutOffset(at: range.upperBound, paragraphStart: paragraphStart)
        let (left, rest) = split(root, at: range.lowerBound, cutOffset: lowerCut, base: HeightSummary())
        let (removed, right) = split(rest, at: range.upperBound, cutOffset: upperCut, base: summary(left))
        release(removed)
        var middle = Self.none
        for entry in entries {
            middle = merge(middle, makeNode(entry))
        }
        root = merge(merge(left, middle), right)
    }

    /// Replaces the entry holding paragraph `paragraph` under `node` (whose entries come after
    /// `before`) with `entry` when it holds that one paragraph alone, updating the sums on the way
    /// back up; else changes nothing and returns the entry's node (a gap of several; ``none``
    /// past the last entry) and the sums before it.
    private mutating func setEntry(_ entry: HeightEntry, atParagraph paragraph: Int, in node: Int32,
                                   before: HeightSummary) -> (isSet: Bool, gap: Int32, before: HeightSummary) {
        guard node != Self.none else { return (false, Self.none, before) }
        let n = nodes[node]
        let leftCount = paragraphs(n.left)
        let found: (isSet: Bool, gap: Int32, before: HeightSummary)
        if paragraph < leftCount {
            found = setEntry(entry, atParagraph: paragraph, in: n.left, before: before)
        } else if paragraph < leftCount + n.entry.paragraphs {
            let entryBefore = before + summary(n.left)
            guard n.entry.paragraphs == 1 else { return (false, node, entryBefore) }
            nodes[node].entry = entry
            found = (true, node, entryBefore)
        } else {
            found = setEntry(entry, atParagraph: paragraph - leftCount - n.entry.paragraphs, in: n.right,
                             before: before + summary(n.left) + HeightSummary(n.entry))
        }
        if found.isSet { update(node) }
        return found
    }

    /// Inserts `new` in `node`'s subtree just before the entry whose first paragraph is
    /// `paragraph` (or at the end when `paragraph` is the subtree's count), keeping the treap's
    /// order by priority with rotations on the way back up; the subtree's new root is returned.
    /// On the way down the entry of node `gap` becomes `rest`, a gap one paragraph shorter at the
    /// end where `new` goes in: `gap` lies on the descent to `new`'s place, so its sums and its
    /// ancestors' are made again on the way up (the stale sums read on the way down choose the
    /// same branches, as the paragraph taken from the gap is the one `new` stands for).
    ///
    /// - Complexity: O(log n) expected.
    private mutating func insert(_ new: Int32, beforeParagraph paragraph: Int, in node: Int32,
                                 shrinking gap: Int32, to rest: HeightEntry) -> Int32 {
        guard node != Self.none else { return new }
        if node == gap { nodes[node].entry = rest }
        let n = nodes[node]
        let leftCount = paragraphs(n.left)
        if paragraph <= leftCount {
            let left = insert(new, beforeParagraph: paragraph, in: n.left, shrinking: gap, to: rest)
            if nodes[left].priority > n.priority {
                nodes[node].left = nodes[left].right
                update(node)
                nodes[left].right = node
                update(left)
                return left
            }
            nodes[node].left = left
        } else {
            let right = insert(new, beforeParagraph: paragraph - leftCount - n.entry.paragraphs, in: n.right,
                               shrinking: gap, to: rest)
            if nodes[right].priority > n.priority {
                nodes[node].right = nodes[right].left
                update(node)
                nodes[right].left = node
                update(right)
                return right
            }
            nodes[node].right = right
        }
        update(node)
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
    private mutating func split(_ node: Int32, at paragraph: Int, cutOffset: Int, base: HeightSummary) -> (Int32, Int32) {
        guard node != Self.none else { return (Self.none, Self.none) }
        let n = nodes[node]
        let entryBase = base + summary(n.left)
        let first = entryBase.paragraphs
        if paragraph <= first {
            let (l, r) = split(n.left, at: paragraph, cutOffset: cutOffset, base: base)
            nodes[node].left = r
            update(node)
            return (l, node)
        }
        if paragraph >= first + n.entry.paragraphs {
            let (l, r) = split(n.right, at: paragraph, cutOffset: cutOffset, base: entryBase + HeightSummary(n.entry))
            nodes[node].right = l
            update(node)
            return (node, r)
        }
        // The cut falls inside a gap: two gaps, each keeping its share of the estimate.
        let gap = n.entry
        let estimate = gap.height / Double(gap.paragraphs)
        let leftLength = cutOffset - entryBase.length
        let leftCount = paragraph - first
        let leftGap = HeightEntry.gap(length: leftLength, paragraphs: leftCount, estimate: estimate)
        let rightGap = HeightEntry.gap(length: gap.length - leftLength, paragraphs: gap.paragraphs - leftCount, estimate: estimate)
        // The gap's slot goes back first, so the left part's node takes it; `n` is a copy, so its
        // children are still read from it after the slot is overwritten.
        free.append(node)
        let l = merge(n.left, makeNode(leftGap))
        let r = merge(makeNode(rightGap), n.right)
        return (l, r)
    }

    /// One subtree of `a`'s entries followed by `b`'s.
    private mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
        guard a != Self.none else { return b }
        guard b != Self.none else { return a }
        if nodes[a].priority >= nodes[b].priority {
            let right = merge(nodes[a].right, b)
            nodes[a].right = right
            update(a)
            return a
        }
        let left = merge(a, nodes[b].left)
        nodes[b].left = left
        update(b)
        return b
    }

    /// Every entry in order (for checks and tests).
    var entries: [HeightEntry] {
        var result: [HeightEntry] = []
        func walk(_ node: Int32) {
            guard node != Self.none else { return }
            walk(nodes[node].left)
            result.append(nodes[node].entry)
            walk(nodes[node].right)
        }
        walk(root)
        return result
    }

    /// How many slots the node array holds and how many of them are free (for checks and tests:
    /// a replacement returns the slots of the nodes it removes).
    var slots: (used: Int, free: Int) { (nodes.count - free.count, free.count) }
}
