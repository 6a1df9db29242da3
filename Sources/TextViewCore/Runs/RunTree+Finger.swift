extension RunTree {
    /// The run holding `offset`, remembered as the finger for the edit that follows.
    ///
    /// - Precondition: `0 <= offset < length`.
    /// - Complexity: O(1) when the finger already covers `offset`, else O(log n).
    mutating func locate(_ offset: Int) -> (start: Int, run: StoredRun) {
        if let finger, finger.covers(offset) { return (finger.start, finger.run) }
        precondition(offset >= 0 && offset < root.length, "run offset \(offset) out of bounds 0..<\(root.length)")
        guard root.height < 16 else {
            finger = nil
            return run(containing: offset)
        }
        var node = Unmanaged.passUnretained(root)
        var start = 0
        var path: UInt64 = 0
        var height = 0
        while node._withUnsafeGuaranteedRef({ !$0.isLeaf }) {
            let i: Int = node._withUnsafeGuaranteedRef { parent in
                parent.childLengths.withUnsafeBufferPointer { lengths in
                    var i = 0
                    while offset >= start + lengths[i] {
                        start += lengths[i]
                        i += 1
                    }
                    return i
                }
            }
            path |= UInt64(i) << UInt64(4 * height)
            height += 1
            node = node._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.children[i]) }
        }
        let (index, run) = node._withUnsafeGuaranteedRef { leaf in
            leaf.runs.withUnsafeBufferPointer { runs in
                var i = 0
                while offset >= start + runs[i].length {
                    start += runs[i].length
                    i += 1
                }
                return (i, runs[i])
            }
        }
        finger = RunFinger(path: path, height: height, index: index, start: start, run: run)
        return (start, run)
    }

    /// Adds `delta` to the length of the finger's run, walking the finger's path.
    ///
    /// - Precondition: there is a finger and its run stays non-empty.
    mutating func adjustFingerRun(by delta: Int) {
        guard var current = finger else { preconditionFailure("no run finger to adjust") }
        precondition(current.run.length + delta > 0, "run \(current.run) at \(current.start) cannot change by \(delta)")
        if !isKnownUniquelyReferenced(&root) { root = root.copy() }
        var node = Unmanaged.passUnretained(root)
        for depth in 0..<current.height {
            let i = Int((current.path >> UInt64(4 * depth)) & 0xF)
            node = node._withUnsafeGuaranteedRef { parent in
                parent.length += delta
                parent.childLengths[i] += delta
                if !isKnownUniquelyReferenced(&parent.children[i]) { parent.children[i] = parent.children[i].copy() }
                return Unmanaged.passUnretained(parent.children[i])
            }
        }
        let index = current.index
        node._withUnsafeGuaranteedRef { leaf in
            leaf.runs[index].length += delta
            leaf.length += delta
        }
        current.run.length += delta
        finger = current
    }
}
