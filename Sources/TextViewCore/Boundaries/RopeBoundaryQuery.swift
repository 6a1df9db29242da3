/// Boundary queries on a rope, in rope offsets, for the length of a `Rope.withBreakIterator` call.
///
/// Offsets outside the window ICU sees are clamped to it, and the window's ends count as boundaries.
struct RopeBoundaryQuery {
    /// The iterator, already pointed at the window.
    let iterator: BreakIterator
    /// The window of the rope the iterator reads.
    let text: RopeBreakText

    /// The first boundary after `offset`, or `nil` when `offset` is at or past the end.
    func following(_ offset: Int) -> Int? {
        iterator.following(local(offset)).map { $0 + text.base }
    }

    /// The last boundary before `offset`, or `nil` when `offset` is at or before the start.
    func preceding(_ offset: Int) -> Int? {
        // ICU moves an offset inside a surrogate pair back to the pair's start before looking
        // backwards, which would skip a boundary right there; past the pair the answer is the same.
        let offset = text.rope.scalarBoundary(atOrAfter: Swift.max(0, Swift.min(offset, text.rope.count)))
        return iterator.preceding(local(offset)).map { $0 + text.base }
    }

    /// Whether `offset` is a boundary.
    func isBoundary(_ offset: Int) -> Bool {
        iterator.isBoundary(local(offset))
    }

    /// Whether a boundary at `offset` may only be an artefact of the window: it is within
    /// `margin` code units of an end where the window cuts the text (see `RopeBreakText.cutStart`).
    func isNearCut(_ offset: Int, margin: Int) -> Bool {
        (text.cutStart && offset - text.base <= margin) || (text.cutEnd && text.base + text.count - offset <= margin)
    }

    /// A cluster boundary with whether it lies too close to a cut end to be trusted (see
    /// `TextDocument.clusterQueryCutMargin`).
    func checked(_ boundary: Int) -> (Int, cut: Bool) {
        (boundary, isNearCut(boundary, margin: TextDocument.clusterQueryCutMargin))
    }

    /// The status of the rule behind the boundary last returned.
    var ruleStatus: Int { iterator.ruleStatus }

    private func local(_ offset: Int) -> Int {
        offset <= text.base ? 0 : Swift.min(offset - text.base, text.count)
    }
}
