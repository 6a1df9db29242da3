extension RunTree {
    /// Replaces the runs of `range` with `newRuns` and merges equal neighbours at both seams: the
    /// one structural edit of the tree.
    ///
    /// Before touching the structure, the range is widened over any neighbouring run whose id
    /// equals the first or last new run (or, for a pure removal, over both neighbours when they
    /// are equal), and that run's length moves into the new one; so after the edit no two
    /// neighbours are equal and no later merge pass is needed. An edit that stays inside one run
    /// and keeps its id (typing, deleting inside a run) only changes lengths along one path.
    ///
    /// - Parameters:
    ///   - range: The replaced offsets, in `0...length`.
    ///   - newRuns: The runs that take its place: none empty, neighbours different.
    /// - Returns: The runs that went and came, by id, for reference counting.
    /// - Complexity: O(log n + k) for k runs removed or inserted.
    @discardableResult
    mutating func replace(_ range: Range<Int>, with newRuns: [StoredRun]) -> RunReferenceDeltas {
        precondition(range.lowerBound >= 0 && range.upperBound <= length, "run replace range \(range) out of bounds 0...\(length)")
        var lo = range.lowerBound
        var hi = range.upperBound
        if lo == hi && newRuns.isEmpty { return RunReferenceDeltas() }
        var added = 0
        for run in newRuns {
            precondition(run.length > 0, "empty run \(run) in a replacement of \(range)")
            added += run.length
        }

        if newRuns.count <= 1 && adjustInPlace(range, insertedLength: added, id: newRuns.first?.id) {
            return RunReferenceDeltas()
        }
        finger = nil

        var runs = newRuns
        let left = lo > 0 ? run(containing: lo - 1) : nil
        let right = hi < length ? run(containing: hi) : nil
        if let left, let first = runs.first, first.id == left.run.id {
            runs[0].length += lo - left.start
            lo = left.start
        }
        if let right {
            let rightEnd = right.start + right.run.length
            if let last = runs.last {
                if last.id == right.run.id {
                    runs[runs.count - 1].length += rightEnd - hi
                    hi = rightEnd
                }
            } else if let left, left.run.id == right.run.id {
                runs = [StoredRun(length: (lo - left.start) + (rightEnd - hi), id: left.run.id)]
                lo = left.start
                hi = rightEnd
            }
        }

        var edit = RunReferenceDeltas()
        edit.retained.reserveCapacity(runs.count + 2)
        for run in runs { edit.retained.append(run.id) }
        if lo < hi {
            forEachRun(overlapping: lo..<hi) { start, run in
                edit.released.append(run.id)
                // The pieces of a run cut by the range's ends stay.
                if start < lo { edit.retained.append(run.id) }
                if start + run.length > hi { edit.retained.append(run.id) }
                return true
            }
        } else if let right, right.start < lo {
            // An insertion inside a run cuts it in two.
            edit.retained.append(right.run.id)
        }

        if lo == 0 && hi == length {
            tree = RunTree.build(runs)
            return edit
        }
        tree.remove(lo..<hi)
        if !runs.isEmpty {
            tree.insert(runs, at: lo)
        }
        return edit
    }

    /// The in-place path of a replacement by at most one run: when `range` lies inside the run
    /// holding `range.lowerBound - 1` (or 0) and the new text, if any, carries that run's id, only
    /// that run's length changes, through the finger. Typing and deleting inside a run are this
    /// path.
    ///
    /// - Parameters:
    ///   - range: The replaced offsets.
    ///   - insertedLength: The new text's length.
    ///   - id: The new text's id (ignored when `insertedLength` is 0).
    /// - Returns: Whether the edit was done.
    mutating func adjustInPlace(_ range: Range<Int>, insertedLength: Int, id: AttributeID?) -> Bool {
        guard length > 0 else { return false }
        let lo = range.lowerBound
        let (start, run) = locate(lo > 0 ? lo - 1 : 0)
        guard range.upperBound <= start + run.length, insertedLength == 0 || id == run.id else { return false }
        let delta = insertedLength - range.count
        guard run.length + delta > 0 else { return false }
        if delta != 0 { adjustFingerRun(by: delta) }
        return true
    }
}
