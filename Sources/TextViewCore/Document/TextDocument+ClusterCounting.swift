// Counting clusters along a line, for vertical movement's columns. The walk decides each boundary
// from two code units where it can (all of ASCII and most Latin text) and hands the rest of the
// range to one ICU iterator the first time it cannot.
extension TextDocument {
    /// Calls `body` with each cluster boundary strictly between `start` and `limit`, in order,
    /// until it returns false.
    ///
    /// - Parameters:
    ///   - start: A cluster boundary.
    ///   - limit: An offset at or after `start`, within `0...length`.
    ///   - body: Called with each boundary; returns whether to go on.
    /// - Complexity: O(log n + k) for k code units walked.
    func forEachClusterBoundary(from start: Int, to limit: Int, _ body: (Int) -> Bool) {
        precondition(start >= 0 && start <= limit && limit <= length, "cluster walk \(start)..<\(limit) outside 0...\(length)")
        guard limit - start >= 2 else { return }
        var lastBoundary = start
        var previous: UInt16 = 0
        var offset = start
        var stopped = false
        var needsICU = false
        rope.forEachChunk(in: start ..< limit) { chunk in
            for unit in chunk {
                if offset > start {
                    switch Self.localClusterBoundary(previous, unit) {
                    case true?:
                        lastBoundary = offset
                        if !body(offset) {
                            stopped = true
                            return false
                        }
                    case false?:
                        break
                    case nil:
                        needsICU = true
                        return false
                    }
                }
                previous = unit
                offset += 1
            }
            return true
        }
        guard needsICU && !stopped else { return }
        // Windows that start at the last boundary found (text before a boundary decides nothing
        // after it) and end a margin before their cut end, so ICU never backs up over the text
        // already walked; a cluster longer than a window widens it.
        var x = lastBoundary
        var window = Self.clusterQueryWindow
        while x < limit {
            let text = RopeBreakText(rope: rope, from: x, limit: window)
            var progressed = false
            var finished = false
            rope.withBreakIterator(.character, over: text) { query in
                while true {
                    guard let next = query.following(x) else {
                        // At the window's end, a line break before `limit`: on from there.
                        finished = x >= limit
                        return
                    }
                    if next >= limit {
                        // A cut end can only add a boundary at the cut itself (the rules look
                        // one code point ahead), so none before `limit` was missed.
                        finished = true
                        return
                    }
                    if query.isNearCut(next, margin: Self.clusterQueryCutMargin) { return }
                    progressed = true
                    if !body(next) {
                        finished = true
                        return
                    }
                    x = next
                }
            }
            if finished { return }
            window = progressed ? Self.clusterQueryWindow : Swift.min(window * 4, Int(Int32.max))
        }
    }

    /// The number of grapheme clusters between two cluster boundaries.
    ///
    /// - Parameters:
    ///   - start: A cluster boundary.
    ///   - end: A cluster boundary at or after `start`.
    /// - Complexity: O(log n + k) for k = `end - start`.
    func clusterCount(from start: Int, to end: Int) -> Int {
        if start == end { return 0 }
        var count = 1
        forEachClusterBoundary(from: start, to: end) { _ in
            count += 1
            return true
        }
        return count
    }

    /// The boundary `clusters` clusters after `start`, or `limit` if that comes first.
    ///
    /// - Parameters:
    ///   - clusters: How many clusters to move over; 0 or less gives `start`.
    ///   - start: A cluster boundary.
    ///   - limit: A cluster boundary at or after `start`.
    /// - Complexity: O(log n + k) for the k code units moved over.
    func clusterBoundary(advancing clusters: Int, from start: Int, limit: Int) -> Int {
        if clusters <= 0 { return start }
        var remaining = clusters
        var result = limit
        forEachClusterBoundary(from: start, to: limit) { boundary in
            remaining -= 1
            if remaining == 0 {
                result = boundary
                return false
            }
            return true
        }
        return result
    }
}
