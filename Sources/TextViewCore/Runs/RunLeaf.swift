/// A leaf of the run tree: up to ``RunConfiguration/maxRuns`` runs in order.
///
/// Splicing cuts the run an insertion falls inside and the runs a removal's ends fall inside; it
/// never merges equal neighbours: ``RunTree/replace(_:with:)`` makes the seams unequal first.
struct RunLeaf: BTreeLeaf {
    typealias Summary = CountSummary
    typealias Content = [StoredRun]

    var runs: [StoredRun]

    static var maxChildren: Int { RunConfiguration.maxChildren }
    static var minChildren: Int { RunConfiguration.minChildren }

    init() { runs = [] }

    init(runs: [StoredRun]) { self.runs = runs }

    static var inner: RunLeaf { RunLeaf() }

    func summarize() -> CountSummary {
        var total = 0
        for run in runs { total += run.length }
        return CountSummary(length: total)
    }

    var isUnderfull: Bool { runs.count < RunConfiguration.minRuns }

    func copy() -> RunLeaf { self }

    func release() {}
    static func destroy(_ node: BTreeNode<Self>) { destroyContents(of: node) }

    mutating func insert(_ newRuns: [StoredRun], at offset: Int, summary: inout CountSummary) -> [RunLeaf] {
        var i = 0
        var start = 0
        while i < runs.count && start + runs[i].length <= offset {
            start += runs[i].length
            i += 1
        }
        if i < runs.count && start < offset {
            let left = offset - start
            let right = StoredRun(length: runs[i].length - left, id: runs[i].id)
            runs[i].length = left
            runs.insert(right, at: i + 1)
            i += 1
        }
        runs.insert(contentsOf: newRuns, at: i)
        for run in newRuns { summary.length += run.length }
        if runs.count <= RunConfiguration.maxRuns { return [] }
        var leaves = RunLeaf.makeLeaves(runs)
        self = leaves.removeFirst()
        summary = summarize()
        return leaves
    }

    mutating func remove(_ lo: Int, _ hi: Int, summary: inout CountSummary) {
        var kept: [StoredRun] = []
        kept.reserveCapacity(runs.count + 1)
        var start = 0
        for run in runs {
            let end = start + run.length
            if end <= lo || start >= hi {
                kept.append(run)
            } else {
                if start < lo { kept.append(StoredRun(length: lo - start, id: run.id)) }
                if end > hi { kept.append(StoredRun(length: end - hi, id: run.id)) }
            }
            start = end
        }
        runs = kept
        summary.length -= hi - lo
    }

    mutating func absorb(_ right: RunLeaf) -> RunLeaf? {
        let all = runs + right.runs
        if all.count <= RunConfiguration.maxRuns {
            runs = all
            return nil
        }
        let cut = all.count / 2
        runs = Array(all[..<cut])
        return RunLeaf(runs: Array(all[cut...]))
    }

    /// Leaves holding `runs` in order, each within the leaf size limits (a single leaf may be
    /// smaller).
    static func makeLeaves(_ runs: [StoredRun]) -> [RunLeaf] {
        BTreeNode<RunLeaf>.evenGroups(runs, maximum: RunConfiguration.maxRuns).map { RunLeaf(runs: Array($0)) }
    }
}

/// A node of the run tree.
typealias RunNode = BTreeNode<RunLeaf>

extension BTreeNode where Leaf == RunLeaf {
    /// A leaf's runs; empty for an inner node.
    @inline(__always)
    var runs: [StoredRun] { leaf.runs }

    /// UTF-16 code units covered by the runs below this node.
    @inline(__always)
    var length: Int { summary.length }
}
