/// A leaf of the run tree: up to ``RunConfiguration/maxRuns`` runs in order.
///
/// Splicing cuts the run an insertion falls inside and the runs a removal's ends fall inside; it
/// never merges equal neighbours: ``RunTree/replace(_:with:)`` makes the seams unequal first.
struct RunLeaf: BTreeItemLeaf {
    typealias Summary = CountSummary
    typealias Content = [StoredRun]

    /// The runs, in order.
    var items: [StoredRun]

    static var maxItems: Int { RunConfiguration.maxRuns }
    static var maxChildren: Int { RunConfiguration.maxChildren }
    static var minChildren: Int { RunConfiguration.minChildren }

    init(items: [StoredRun]) { self.items = items }

    /// The runs, in order (``items`` under the run tree's name).
    @inline(__always)
    var runs: [StoredRun] { items }

    func summarize() -> CountSummary {
        var total = 0
        for run in items { total += run.length }
        return CountSummary(length: total)
    }

    var isUnderfull: Bool { items.count < RunConfiguration.minRuns }

    static func destroy(_ node: BTreeNode<Self>) { destroyContents(of: node) }

    mutating func insert(_ newRuns: [StoredRun], at offset: Int, summary: inout CountSummary) -> [RunLeaf] {
        var i = 0
        var start = 0
        while i < items.count && start + items[i].length <= offset {
            start += items[i].length
            i += 1
        }
        if i < items.count && start < offset {
            let left = offset - start
            let right = StoredRun(length: items[i].length - left, id: items[i].id)
            items[i].length = left
            items.insert(right, at: i + 1)
            i += 1
        }
        items.insert(contentsOf: newRuns, at: i)
        for run in newRuns { summary.length += run.length }
        return splitIfOverfull(summary: &summary)
    }

    mutating func remove(_ lo: Int, _ hi: Int, summary: inout CountSummary) {
        var kept: [StoredRun] = []
        kept.reserveCapacity(items.count + 1)
        var start = 0
        for run in items {
            let end = start + run.length
            if end <= lo || start >= hi {
                kept.append(run)
            } else {
                if start < lo { kept.append(StoredRun(length: lo - start, id: run.id)) }
                if end > hi { kept.append(StoredRun(length: end - hi, id: run.id)) }
            }
            start = end
        }
        items = kept
        summary.length -= hi - lo
    }
}

/// A node of the run tree.
typealias RunNode = BTreeNode<RunLeaf>

extension BTreeNode where Leaf == RunLeaf {
    /// A leaf's runs; empty for an inner node.
    @inline(__always)
    var runs: [StoredRun] { leaf.items }

    /// UTF-16 code units covered by the runs below this node.
    @inline(__always)
    var length: Int { summary.length }
}
