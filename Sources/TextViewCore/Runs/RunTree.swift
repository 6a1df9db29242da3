/// A B-tree of attribute runs keyed by UTF-16 length: the second tree of a ``TextDocument``, beside
/// its rope, and the same generic ``BTree`` with ``RunLeaf`` leaves.
///
/// Leaves hold up to ``RunConfiguration/maxRuns`` runs, inner nodes up to
/// ``RunConfiguration/maxChildren`` children; every node caches its length, so finding the run at
/// an offset is O(log n) and an edit touches the runs of its range plus one path. Neighbouring
/// runs never share an id and no run is empty (``replace(_:with:)`` keeps it so; the invariant
/// check verifies it). The tree is a copy-on-write value like the rope.
///
/// It knows nothing of what the ids mean: ``AttributeStorage`` pairs it with the table of values
/// and keeps the table's reference counts from the reference-count deltas (``RunReferenceDeltas``) this tree reports.
struct RunTree: Sendable {
    var tree: BTree<RunLeaf>
    /// The run last located for an edit (see ``locate(_:)``); nil after any structural edit.
    var finger: BTreeFinger<AttributeID>?

    /// An empty tree.
    init() {
        tree = BTree()
    }

    /// A tree holding `runs`, built bottom-up.
    ///
    /// - Precondition: no run is empty and neighbours have different ids.
    /// - Complexity: O(k) for k runs.
    init(runs: [StoredRun]) {
        self.tree = RunTree.build(runs)
        self.finger = nil
    }

    /// The root node (its identity tells whether two trees share everything).
    @inline(__always)
    var root: RunNode { tree.root }

    /// UTF-16 length covered. O(1).
    var length: Int { tree.length }

    /// Whether the tree holds no runs.
    var isEmpty: Bool { tree.length == 0 }

    static func build(_ runs: [StoredRun]) -> BTree<RunLeaf> {
        BTree(leaves: RunLeaf.makeLeaves(runs))
    }
}

/// A run as the tree stores it: a length in UTF-16 code units and the interned attributes.
///
/// Lengths are never zero inside a tree, and neighbours never share an id (they are merged).
struct StoredRun: Equatable, CustomStringConvertible {
    var length: Int
    var id: AttributeID

    init(length: Int, id: AttributeID) {
        self.length = length
        self.id = id
    }

    var description: String { "\(length)\(id)" }
}

/// What a structural edit of a ``RunTree`` did to the number of runs per id: the ids of the runs
/// that went away and of the runs that came in (a run cut in two counts as one gone, two in).
///
/// ``AttributeStorage`` turns these into reference counts of its table; an edit that only changed
/// a run's length reports nothing.
struct RunReferenceDeltas {
    var released: [AttributeID] = []
    var retained: [AttributeID] = []
}
