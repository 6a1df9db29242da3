extension UndoGroup {
    /// The range of the text that reverting this step writes (text restored, runs restored), in
    /// the text after the revert; nil for a step of no steps.
    ///
    /// - Complexity: O(s) for s steps.
    var revertedRange: Range<Int>? {
        var hull: Range<Int>?
        // Reverting runs the steps last to first; each one maps the hull so far, then joins it.
        for step in steps.reversed() {
            let written: Range<Int>
            switch step {
            case .text(let location, let removed, _, let insertedLength):
                // `location ..< location + insertedLength` becomes the `removed` units again.
                let a = location
                let b = location + insertedLength
                let m = removed.count
                if let h = hull {
                    let delta = m - (b - a)
                    let lower = h.lowerBound <= a ? h.lowerBound : (h.lowerBound >= b ? h.lowerBound + delta : a)
                    let upper = h.upperBound <= a ? h.upperBound : (h.upperBound >= b ? h.upperBound + delta : a + m)
                    hull = lower ..< Swift.max(lower, upper)
                }
                written = a ..< a + m
            case .runs(let location, let oldRuns):
                written = location ..< location + oldRuns.reduce(0) { $0 + $1.length }
            }
            hull = hull.map { Swift.min($0.lowerBound, written.lowerBound) ..< Swift.max($0.upperBound, written.upperBound) } ?? written
        }
        return hull
    }
}
