/// A B-tree of attribute runs keyed by UTF-16 length: the second tree of a ``TextDocument``, beside
/// its rope.
///
/// Leaves hold up to ``RunConfiguration/maxRuns`` runs, inner nodes up to
/// ``RunConfiguration/maxChildren`` children; every node caches its length, so finding the run at
/// an offset is O(log n) and an edit touches the runs of its range plus one path. Neighbouring
/// runs never share an id and no run is empty (``replace(_:with:)`` keeps it so; the invariant
/// check verifies it). The tree is a copy-on-write value like the rope.
///
/// It knows nothing of what the ids mean: ``AttributeStorage`` pairs it with the table of values
/// and keeps the table's reference counts from the ``RunEdit``s this tree reports.
struct RunTree: @unchecked Sendable {
    // @unchecked: nodes are shared between values but never mutated unless uniquely referenced.
    var root: RunNode
    /// The run last located for an edit (see ``locate(_:)``); nil after any structural edit.
    var finger: RunFinger?

    /// An empty tree.
    init() {
        root = RunNode(runs: [])
    }

    /// A tree holding `runs`, built bottom-up.
    ///
    /// - Precondition: no run is empty and neighbours have different ids.
    /// - Complexity: O(k) for k runs.
    init(runs: [StoredRun]) {
        self.root = RunTree.build(runs)
        self.finger = nil
    }

    /// UTF-16 length covered. O(1).
    var length: Int { root.length }

    /// Whether the tree holds no runs.
    var isEmpty: Bool { root.length == 0 }

    static func build(_ runs: [StoredRun]) -> RunNode {
        if runs.isEmpty { return RunNode(runs: []) }
        var level = RunNode.makeLeaves(runs)
        while level.count > 1 {
            level = RunNode.group(level)
        }
        return level[0]
    }
}
