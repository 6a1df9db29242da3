/// A position on one run of a ``RunTree``, moving forward run by run in amortised O(1): it keeps
/// the path from the root, so the next leaf is found by climbing only as far as needed.
///
/// The cursor holds references to the tree's nodes, which a value's nodes never change under it
/// (a mutation of the tree copies shared nodes first).
struct RunCursor {
    private var path: [(node: RunNode, index: Int)] = []
    private var leaf: RunNode?
    private var runIndex = 0
    /// Where the current run starts.
    private(set) var start = 0

    /// A cursor on the run holding `offset`, or past the end when `offset >= tree.length`.
    ///
    /// - Complexity: O(log n).
    init(_ tree: RunTree, at offset: Int) {
        guard offset >= 0 && offset < tree.length else {
            start = tree.length
            return
        }
        var node = tree.root
        var nodeStart = 0
        while !node.isLeaf {
            var i = 0
            while offset >= nodeStart + node.entries[i].summary.length {
                nodeStart += node.entries[i].summary.length
                i += 1
            }
            path.append((node, i))
            node = node.entries[i].node
        }
        var i = 0
        while offset >= nodeStart + node.runs[i].length {
            nodeStart += node.runs[i].length
            i += 1
        }
        leaf = node
        runIndex = i
        start = nodeStart
    }

    /// The run under the cursor, or nil past the end.
    var run: StoredRun? {
        guard let leaf else { return nil }
        return leaf.runs[runIndex]
    }

    /// Moves to the next run (past the end after the last).
    mutating func advance() {
        guard let current = leaf else { return }
        start += current.runs[runIndex].length
        runIndex += 1
        if runIndex < current.runs.count { return }
        // Climb to the first ancestor with a child to the right, then down its leftmost path.
        while let (node, index) = path.last {
            if index + 1 < node.entries.count {
                path[path.count - 1].index = index + 1
                var next = node.entries[index + 1].node
                while !next.isLeaf {
                    path.append((next, 0))
                    next = next.entries[0].node
                }
                leaf = next
                runIndex = 0
                return
            }
            path.removeLast()
        }
        leaf = nil
    }
}
