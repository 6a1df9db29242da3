/// A node of the run tree: a leaf holding runs, or an inner node holding children. Every node
/// caches its length (UTF-16 code units); inner nodes keep their children's lengths side by side
/// so that a descent reads one array.
///
/// Nodes are shared between tree values and copied on write: a mutation makes each node on its
/// path uniquely referenced before editing it.
final class RunNode {
    // As in RopeNode: a node is mutated only after `isKnownUniquelyReferenced`, which the tree's
    // own code paths check statically; the dynamic exclusivity checks cost a third of an edit.
    // Unreachable by user code during an access: a node holds only lengths, ids and nodes.
    /// UTF-16 code units covered by the runs below this node.
    @exclusivity(unchecked) var length: Int
    /// A leaf's runs; empty for an inner node.
    @exclusivity(unchecked) var runs: [StoredRun]
    /// An inner node's children; empty for a leaf.
    @exclusivity(unchecked) var children: [RunNode]
    /// The children's lengths, index for index.
    @exclusivity(unchecked) var childLengths: [Int]
    /// 0 for leaves; all leaves are at one depth.
    let height: Int

    /// Creates a leaf holding `runs`.
    init(runs: [StoredRun]) {
        var total = 0
        for run in runs { total += run.length }
        self.length = total
        self.runs = runs
        self.children = []
        self.childLengths = []
        self.height = 0
    }

    /// Creates an inner node over `children` (all of one height).
    init(children: [RunNode]) {
        precondition(!children.isEmpty, "an inner run node needs children")
        self.length = 0
        self.runs = []
        self.children = children
        self.childLengths = []
        self.height = children[0].height + 1
        recomputeSummary()
    }

    /// A copy of `source` sharing its runs or children and taking its lengths as they are (the
    /// arrays are copied on write), so a copy-on-write path step sums nothing.
    private init(copying source: RunNode) {
        length = source.length
        runs = source.runs
        children = source.children
        childLengths = source.childLengths
        height = source.height
    }

    @inline(__always)
    var isLeaf: Bool { height == 0 }

    /// A copy sharing this node's children or runs (arrays are copied on write themselves).
    func copy() -> RunNode {
        RunNode(copying: self)
    }

    /// Recomputes the length (and an inner node's child lengths) from the contents.
    func recomputeSummary() {
        if isLeaf {
            var total = 0
            for run in runs { total += run.length }
            length = total
            return
        }
        childLengths.removeAll(keepingCapacity: true)
        childLengths.reserveCapacity(children.count)
        var total = 0
        for child in children {
            childLengths.append(child.length)
            total += child.length
        }
        length = total
    }

    /// Whether this node holds fewer items than a non-root node may.
    var isUnderfull: Bool {
        isLeaf ? runs.count < RunConfiguration.minRuns : children.count < RunConfiguration.minChildren
    }

    /// Cuts `items` into consecutive groups of at most `maximum`, as even as possible, so that each
    /// holds at least half the maximum when there is more than one.
    static func evenGroups<T>(_ items: [T], maximum: Int) -> [ArraySlice<T>] {
        let groups = Swift.max(1, (items.count + maximum - 1) / maximum)
        var result: [ArraySlice<T>] = []
        result.reserveCapacity(groups)
        var start = 0
        for k in 1...groups {
            let end = (items.count * k) / groups
            result.append(items[start..<end])
            start = end
        }
        return result
    }

    /// Leaves holding `runs` in order, each within the leaf size limits (a single leaf may be
    /// smaller).
    static func makeLeaves(_ runs: [StoredRun]) -> [RunNode] {
        evenGroups(runs, maximum: RunConfiguration.maxRuns).map { RunNode(runs: Array($0)) }
    }

    /// Parents over same-height `nodes`, each within the inner node size limits.
    static func group(_ nodes: [RunNode]) -> [RunNode] {
        evenGroups(nodes, maximum: RunConfiguration.maxChildren).map { RunNode(children: Array($0)) }
    }
}
