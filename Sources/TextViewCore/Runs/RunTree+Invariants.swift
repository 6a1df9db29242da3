extension RunTree {
    #if TEXTVIEWCORE_INTERNAL_CHECKS
    /// Checks every structural invariant; traps with the offending values.
    ///
    /// All leaves at one depth; cached lengths exact; no node over its maximum, none under its
    /// minimum but the root; no empty run; no two neighbouring runs (across leaves too) with one id;
    /// an empty tree is one empty leaf.
    func _invariantCheck() {
        var offset = 0
        var previous: StoredRun? = nil
        RunTree.check(root, isRoot: true, offset: &offset, previous: &previous)
        precondition(offset == root.length, "Mismatching summary: root length \(root.length), runs hold \(offset)")
        if root.length == 0 {
            precondition(root.isLeaf && root.runs.isEmpty, "empty run tree is not a single empty leaf")
        }
        if let finger {
            precondition(finger.height == root.height, "run finger of height \(finger.height) in a tree of height \(root.height)")
            var node = root
            var start = 0
            for depth in 0..<finger.height {
                let i = Int((finger.path >> UInt64(4 * depth)) & 0xF)
                precondition(i < node.children.count, "run finger index \(i) at depth \(depth) past \(node.children.count) children")
                for k in 0..<i { start += node.childLengths[k] }
                node = node.children[i]
            }
            precondition(finger.index < node.runs.count, "run finger index \(finger.index) past \(node.runs.count) runs")
            for k in 0..<finger.index { start += node.runs[k].length }
            precondition(start == finger.start && node.runs[finger.index] == finger.run,
                         "run finger says \(finger.run) at \(finger.start), the tree has \(node.runs[finger.index]) at \(start)")
        }
    }

    private static func check(_ node: RunNode, isRoot: Bool, offset: inout Int, previous: inout StoredRun?) {
        if node.isLeaf {
            precondition(node.runs.count <= RunConfiguration.maxRuns, "run leaf at \(offset) holds \(node.runs.count) runs, over \(RunConfiguration.maxRuns)")
            precondition(isRoot || node.runs.count >= RunConfiguration.minRuns, "non-root run leaf at \(offset) holds \(node.runs.count) runs, under \(RunConfiguration.minRuns)")
            let start = offset
            for run in node.runs {
                precondition(run.length > 0, "empty run \(run) at \(offset)")
                if let previous {
                    precondition(previous.id != run.id, "uncoalesced runs \(previous) and \(run) meet at \(offset)")
                }
                previous = run
                offset += run.length
            }
            precondition(offset - start == node.length, "Mismatching summary: run leaf at \(start) caches \(node.length), runs hold \(offset - start)")
            return
        }
        precondition(!node.children.isEmpty && node.children.count <= RunConfiguration.maxChildren, "run node at \(offset) has \(node.children.count) children")
        precondition(isRoot || node.children.count >= RunConfiguration.minChildren, "non-root run node at \(offset) has \(node.children.count) children, under \(RunConfiguration.minChildren)")
        precondition(!isRoot || node.children.count >= 2, "root run node with one child")
        precondition(node.childLengths.count == node.children.count, "run node at \(offset): \(node.childLengths.count) lengths for \(node.children.count) children")
        let start = offset
        for (k, child) in node.children.enumerated() {
            precondition(child.height == node.height - 1, "run child height \(child.height) under height \(node.height)")
            precondition(node.childLengths[k] == child.length, "Mismatching summary: run node at \(start) caches \(node.childLengths[k]) for child \(k) of length \(child.length)")
            check(child, isRoot: false, offset: &offset, previous: &previous)
        }
        precondition(offset - start == node.length, "Mismatching summary: run node at \(start) caches \(node.length), children hold \(offset - start)")
    }
    #else
    /// Checks the run tree's invariants; compiled in only with `TEXTVIEWCORE_INTERNAL_CHECKS`.
    @inline(__always)
    func _invariantCheck() {}
    #endif
}
