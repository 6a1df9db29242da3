import TestSupport
import Testing
@testable import TextViewCore

/// A leaf of digits, one UTF-16 unit each, for testing the generic tree on its own: tiny nodes
/// (five digits a leaf, four children a node) so a few hundred digits make a deep tree, and a
/// second metric (the digits' sum) beside the length.
private struct DigitSummary: BTreeSummary {
    var length: Int
    var total: Int
    static var zero: DigitSummary { DigitSummary(length: 0, total: 0) }
    static func + (a: DigitSummary, b: DigitSummary) -> DigitSummary { DigitSummary(length: a.length + b.length, total: a.total + b.total) }
    static func - (a: DigitSummary, b: DigitSummary) -> DigitSummary { DigitSummary(length: a.length - b.length, total: a.total - b.total) }
}

private enum DigitSumMetric: BTreeMetric {
    static func measure(_ summary: DigitSummary) -> Int { summary.total }
}

private struct DigitLeaf: BTreeLeaf {
    static let maxDigits = 5
    static let minDigits = 2
    static var maxChildren: Int { 4 }
    static var minChildren: Int { 2 }
    var digits: [UInt8] = []
    init() {}
    init(_ digits: ArraySlice<UInt8>) { self.digits = Array(digits) }
    static var inner: DigitLeaf { DigitLeaf() }
    func summarize() -> DigitSummary { DigitSummary(length: digits.count, total: digits.reduce(0) { $0 + Int($1) }) }
    var isUnderfull: Bool { digits.count < DigitLeaf.minDigits }
    func copy() -> DigitLeaf { self }
    func release() {}
    static func destroy(_ node: BTreeNode<Self>) { destroyContents(of: node) }
    mutating func insert(_ content: [UInt8], at offset: Int, summary: inout DigitSummary) -> [DigitLeaf] {
        digits.insert(contentsOf: content, at: offset)
        summary = summarize()
        guard digits.count > DigitLeaf.maxDigits else { return [] }
        var leaves = BTreeNode<DigitLeaf>.evenGroups(digits, maximum: DigitLeaf.maxDigits).map(DigitLeaf.init)
        self = leaves.removeFirst()
        summary = summarize()
        return leaves
    }
    mutating func remove(_ lo: Int, _ hi: Int, summary: inout DigitSummary) {
        digits.removeSubrange(lo..<hi)
        summary = summarize()
    }
    mutating func absorb(_ right: DigitLeaf) -> DigitLeaf? {
        let all = digits + right.digits
        if all.count <= DigitLeaf.maxDigits {
            digits = all
            return nil
        }
        digits = Array(all[..<(all.count / 2)])
        return DigitLeaf(all[(all.count / 2)...])
    }
    #if TEXTVIEWCORE_INTERNAL_CHECKS
    func _checkLeaf(isRoot: Bool, at offset: Int, after previous: DigitLeaf?) {
        precondition(digits.count <= DigitLeaf.maxDigits && (isRoot || digits.count >= DigitLeaf.minDigits), "leaf of \(digits.count) digits at \(offset)")
    }
    #endif
}

private typealias DigitTree = BTree<DigitLeaf>

/// The generic B-tree under the rope and the run tree, on a leaf of its own: random edits against
/// an array, descents under two metrics, paths, copy-on-write and bottom-up building.
@Suite struct BTreeTests {
    /// The tree's contents, leaf by leaf.
    private static func digits(_ tree: DigitTree) -> [UInt8] {
        var result: [UInt8] = []
        tree.forEachLeaf(overlapping: 0..<tree.length) { leaf, _ in
            result += leaf.leaf.digits
            return true
        }
        return result
    }

    /// The structural invariants, checked here too so that a build without internal checks tests
    /// them: one leaf depth, exact summaries, node sizes.
    private static func validate(_ node: BTreeNode<DigitLeaf>, isRoot: Bool = true) -> String? {
        if node.isLeaf {
            if node.summary != node.leaf.summarize() { return "leaf summary \(node.summary) for \(node.leaf.digits)" }
            if !isRoot && node.leaf.isUnderfull { return "underfull leaf \(node.leaf.digits)" }
            if node.leaf.digits.count > DigitLeaf.maxDigits { return "overfull leaf \(node.leaf.digits)" }
            return nil
        }
        if node.entries.count > DigitLeaf.maxChildren || (!isRoot && node.entries.count < DigitLeaf.minChildren) || (isRoot && node.entries.count < 2) {
            return "node of \(node.entries.count) children"
        }
        var total = DigitSummary.zero
        for (k, child) in node.childNodes.enumerated() {
            if child.height != node.height - 1 { return "child height \(child.height) under \(node.height)" }
            if node.entries[k].summary != child.summary { return "cached \(node.entries[k].summary) for \(child.summary)" }
            total += child.summary
            if let problem = validate(child, isRoot: false) { return problem }
        }
        return total == node.summary ? nil : "node caches \(node.summary), children hold \(total)"
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func randomEditsMatchAnArray(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var tree = DigitTree()
        var reference: [UInt8] = []
        var snapshots: [(DigitTree, [UInt8])] = []
        for step in 0..<3_000 {
            if reference.isEmpty || Int.random(in: 0..<5, using: &rng) < 3 {
                let content = (0..<Int.random(in: 1...12, using: &rng)).map { _ in UInt8.random(in: 0...9, using: &rng) }
                let offset = Int.random(in: 0...reference.count, using: &rng)
                tree.insert(content, at: offset)
                reference.insert(contentsOf: content, at: offset)
            } else {
                let lo = Int.random(in: 0..<reference.count, using: &rng)
                let hi = Swift.min(reference.count, lo + Int.random(in: 1...20, using: &rng))
                tree.remove(lo..<hi)
                reference.removeSubrange(lo..<hi)
            }
            tree._invariantCheck()
            if let problem = BTreeTests.validate(tree.root) {
                Issue.record("seed \(seed) step \(step): \(problem)")
                return
            }
            guard BTreeTests.digits(tree) == reference, tree.summary.total == reference.reduce(0, { $0 + Int($1) }) else {
                Issue.record("seed \(seed) step \(step): contents diverged")
                return
            }
            if step % 100 == 0 { snapshots.append((tree, reference)) }
        }
        #expect(tree.root.height >= 3, "seed \(seed): a tree of height \(tree.root.height) tests little")
        for (copy, contents) in snapshots {
            #expect(BTreeTests.digits(copy) == contents, "seed \(seed): a copy changed under later edits")
        }
    }

    @Test func descentsUnderBothMetricsFindTheLeafHoldingTheValue() {
        var rng = SplitMix64(seed: 7)
        let reference = (0..<400).map { _ in UInt8.random(in: 1...9, using: &rng) }
        let tree = DigitTree(leaves: BTreeNode<DigitLeaf>.evenGroups(reference, maximum: DigitLeaf.maxDigits).map(DigitLeaf.init))
        #expect(BTreeTests.validate(tree.root) == nil)
        var prefix = [0]
        for digit in reference { prefix.append(prefix.last! + Int(digit)) }
        for value in 0...tree.summary.total {
            for preferEarlier in [false, true] {
                let found = BTreePath.descend(in: tree.root, to: value, in: DigitSumMetric.self, preferEarlier: preferEarlier)
                let (leaf, before) = (found.location.withNode { $0 }, found.before)
                let end = before.total + leaf.summary.total
                let isLast = before.length + leaf.summary.length == tree.length
                let holds = preferEarlier ? (before.total < value || before.length == 0) && value <= end
                                          : before.total <= value && (value < end || isLast)
                #expect(holds, "sum \(value) (earlier: \(preferEarlier)) went to the leaf covering \(before.total)..<\(end)")
                #expect(before.total == prefix[before.length], "before-summary \(before) disagrees with the digits")
            }
        }
        var neighbours = 0
        for offset in 0..<tree.length {
            let found = BTreePath.descend(in: tree.root, to: offset, in: UTF16Metric<DigitSummary>.self, preferEarlier: false)
            let (leaf, before) = (found.location.withNode { $0 }, found.before)
            #expect(before.length <= offset && offset < before.length + leaf.summary.length)
            // The descent that does not add up summaries finds the same leaf, starting where the
            // summary before it ends.
            let unsummed: BTreeLocation<DigitLeaf> = BTreePath.descend(in: tree.root, toOffset: offset)
            #expect(unsummed.withNode { $0 } === leaf && unsummed.start == before.length, "offset \(offset)")
            // A neighbour under the same parent is the leaf just before or after this one.
            if let next = unsummed.withSibling(1, { $0 }) {
                neighbours += 1
                let after: BTreeLocation<DigitLeaf> = BTreePath.descend(in: tree.root, toOffset: before.length + leaf.summary.length)
                #expect(after.withNode { $0 } === next, "offset \(offset): next sibling")
            }
            if let previous = unsummed.withSibling(-1, { $0 }) {
                neighbours += 1
                let earlier: BTreeLocation<DigitLeaf> = BTreePath.descend(in: tree.root, toOffset: before.length - 1)
                #expect(earlier.withNode { $0 } === previous, "offset \(offset): previous sibling")
            }
        }
        #expect(neighbours > 0, "no leaf had a neighbour under its parent")
    }

    @Test func findRecordsAPathThatLeadsBackToTheLeaf() {
        let reference = (0..<300).map { UInt8($0 % 10) }
        let tree = DigitTree(leaves: BTreeNode<DigitLeaf>.evenGroups(reference, maximum: DigitLeaf.maxDigits).map(DigitLeaf.init))
        for lo in 0...tree.length {
            for preferEarlier in [false, true] {
                guard let location = BTreePath.find(in: tree.root, from: lo, to: lo, preferEarlier: preferEarlier) else {
                    Issue.record("offset \(lo) found no leaf")
                    continue
                }
                let (length, same) = location.withNode { node in
                    (node.summary.length, location.path.withLeaf(in: tree.root) { $0 === node })
                }
                #expect(same, "the path to \(lo) leads elsewhere")
                #expect(location.path.height == tree.root.height)
                #expect(location.start <= lo && lo <= location.start + length)
                if !preferEarlier && lo < tree.length { #expect(lo < location.start + length, "offset \(lo) at a leaf's end") }
                if preferEarlier && lo > 0 { #expect(lo > location.start, "offset \(lo) at a leaf's start") }
            }
        }
        // A range across two leaves has no one leaf.
        let first = BTreePath.find(in: tree.root, from: 0, to: 0, preferEarlier: false)!
        let firstEnd = first.withNode { $0.summary.length }
        #expect(BTreePath.find(in: tree.root, from: 0, to: firstEnd + 1, preferEarlier: false) == nil)
    }

    @Test func writingDownAPathCopiesSharedNodesAndKeepsSummaries() {
        let reference = (0..<200).map { UInt8($0 % 7) }
        var tree = DigitTree(leaves: BTreeNode<DigitLeaf>.evenGroups(reference, maximum: DigitLeaf.maxDigits).map(DigitLeaf.init))
        let copy = tree
        let location = BTreePath.find(in: tree.root, from: 123, to: 123, preferEarlier: false)!
        let local = 123 - location.start
        let old = Int(reference[123])
        tree.makeRootUnique()
        location.path.makeUnique(in: tree.root, adding: DigitSummary(length: 0, total: 9 - old)) { _, leaf in
            leaf.leaf.digits[local] = 9
        }
        var expected = reference
        expected[123] = 9
        #expect(BTreeTests.digits(tree) == expected)
        #expect(BTreeTests.validate(tree.root) == nil)
        #expect(BTreeTests.digits(copy) == reference, "the shared copy changed")
        #expect(BTreeTests.validate(copy.root) == nil)
    }

    @Test func pathsPackFiveBitsALevel() {
        var path = BTreePath()
        let indices = (0..<BTreePath.maxHeight).map { ($0 * 7) % BTreePath.maxChildren }
        for i in indices { path.append(i) }
        #expect(BTreePath.maxHeight == 12 && BTreePath.maxChildren == 32)
        #expect(path.height == indices.count)
        #expect((0..<indices.count).map { path[$0] } == indices)
        let next = path.nextSibling()
        #expect(next[indices.count - 1] == indices.last! + 1 && next[0] == indices[0])
        #expect(BTreePath.canDescribe(height: 12) && !BTreePath.canDescribe(height: 13))
    }

    @Test(arguments: Array(1...40))
    func buildingBottomUpMakesAValidTree(leaves: Int) {
        let reference = (0..<(leaves * 3 + 1)).map { UInt8($0 % 10) }
        let tree = DigitTree(leaves: BTreeNode<DigitLeaf>.evenGroups(reference, maximum: 3).map(DigitLeaf.init))
        tree._invariantCheck()
        #expect(BTreeTests.validate(tree.root) == nil)
        #expect(BTreeTests.digits(tree) == reference)
    }
}
