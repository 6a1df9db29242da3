extension RunTree {
    /// The run holding `offset`, remembered as the finger for the edit that follows.
    ///
    /// - Precondition: `0 <= offset < length`.
    /// - Complexity: O(1) when the finger already covers `offset`, else O(log n).
    mutating func locate(_ offset: Int) -> (start: Int, run: StoredRun) {
        if let finger, finger.covers(offset) { return (finger.start, finger.run) }
        precondition(offset >= 0 && offset < length, "run offset \(offset) out of bounds 0..<\(length)")
        let found = locateRun(offset)
        finger = BTreePath.canDescribe(height: found.path.height)
            ? BTreeFinger(path: found.path, index: found.index, start: found.start, length: found.run.length, element: found.run.id)
            : nil
        return (found.start, found.run)
    }

    /// Adds `delta` to the length of the finger's run, walking the finger's path.
    ///
    /// - Precondition: there is a finger and its run stays non-empty.
    mutating func adjustFingerRun(by delta: Int) {
        guard var current = finger else { preconditionFailure("no run finger to adjust") }
        precondition(current.length + delta > 0, "run \(current.run) at \(current.start) cannot change by \(delta)")
        tree.makeRootUnique()
        let index = current.index
        current.path.makeUnique(in: tree.root, adding: CountSummary(length: delta)) { _, leaf in
            leaf.leaf.items[index].length += delta
        }
        current.length += delta
        finger = current
    }
}

extension BTreeFinger where Element == AttributeID {
    /// The run tree finger's run: its length and id.
    @inline(__always)
    var run: StoredRun { StoredRun(length: length, id: element) }
}
