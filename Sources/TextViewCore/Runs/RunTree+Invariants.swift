extension RunTree {
    #if TEXTVIEWCORE_INTERNAL_CHECKS
    /// Checks every invariant; traps with the offending values.
    ///
    /// The tree's structure (see ``BTree/_invariantCheck()``); no leaf over ``RunConfiguration/maxRuns``
    /// or, but the root, under ``RunConfiguration/minRuns``; no empty run; no two neighbouring runs
    /// (across leaves too) with one id; an empty tree is one empty leaf; the finger, if any, names
    /// the run it claims to.
    func _invariantCheck() {
        tree._invariantCheck()
        if length == 0 {
            precondition(root.isLeaf && root.runs.isEmpty, "empty run tree is not a single empty leaf")
        }
        if let finger {
            let (leaf, leafStart) = tree._checkPath(finger.path)
            precondition(finger.index < leaf.runs.count, "run finger index \(finger.index) past \(leaf.runs.count) runs")
            let start = leaf.runs[..<finger.index].reduce(leafStart) { $0 + $1.length }
            precondition(start == finger.start && leaf.runs[finger.index] == finger.run,
                         "run finger says \(finger.run) at \(finger.start), the tree has \(leaf.runs[finger.index]) at \(start)")
        }
    }
    #else
    /// Checks the run tree's invariants; compiled in only with `TEXTVIEWCORE_INTERNAL_CHECKS`.
    @inline(__always)
    func _invariantCheck() {}
    #endif
}

#if TEXTVIEWCORE_INTERNAL_CHECKS
extension RunLeaf {
    func _checkLeaf(isRoot: Bool, at offset: Int, after previous: RunLeaf?) {
        precondition(runs.count <= RunConfiguration.maxRuns, "run leaf at \(offset) holds \(runs.count) runs, over \(RunConfiguration.maxRuns)")
        precondition(isRoot || runs.count >= RunConfiguration.minRuns, "non-root run leaf at \(offset) holds \(runs.count) runs, under \(RunConfiguration.minRuns)")
        var before = previous?.runs.last
        var position = offset
        for run in runs {
            precondition(run.length > 0, "empty run \(run) at \(position)")
            if let before {
                precondition(before.id != run.id, "uncoalesced runs \(before) and \(run) meet at \(position)")
            }
            before = run
            position += run.length
        }
    }
}
#endif
