// Clamping and snapping a selection to a document: the selection half of the README's
// "The clamping rules". Every selection the editor stores has been through one of these.
extension TextSelection {
    /// This selection with both ends clamped to `0...length` (any `Int`, no trap) and snapped to
    /// grapheme-cluster boundaries: a range's lower end moves down and its upper end up (direction
    /// kept); a caret inside a cluster moves to the cluster's start (a setter's rule) or, with
    /// `caretToClusterEnd`, to its end (the rule after an edit, so a letter typed before a combining
    /// mark leaves the caret after the whole cluster).
    ///
    /// The one exemption: a selection lying within the marked text an input method is composing
    /// snaps to scalar boundaries only, since the input method may put its caret inside a cluster
    /// it is still building (after a dead key, between Hangul jamo).
    ///
    /// - Parameters:
    ///   - document: The text the selection belongs to.
    ///   - caretToClusterEnd: Where a caret inside a cluster goes.
    ///   - marked: The marked text's range, if an input method is composing.
    /// - Returns: A selection on cluster boundaries within the document (scalar boundaries within
    ///   `marked`).
    /// - Complexity: O(log n) per end, plus the clusters' length when ICU must decide.
    func snapped(in document: TextDocument, caretToClusterEnd: Bool, composing marked: Range<Int>? = nil) -> TextSelection {
        let anchor = document.clampedLocation(anchor)
        let head = document.clampedLocation(head)
        if let marked, Swift.min(anchor, head) >= marked.lowerBound, Swift.max(anchor, head) <= marked.upperBound {
            let lower = document.rope.scalarBoundary(atOrBefore: Swift.min(anchor, head))
            let upper = anchor == head ? lower : document.rope.scalarBoundary(atOrAfter: Swift.max(anchor, head))
            return TextSelection(anchor: anchor, head: head, affinity: affinity).withBounds(lower: lower, upper: upper)
        }
        if anchor == head {
            let p = caretToClusterEnd ? document.clusterBoundary(atOrAfter: head) : document.clusterBoundary(atOrBefore: head)
            return TextSelection(anchor: p, head: p, affinity: affinity)
        }
        let clamped = TextSelection(anchor: anchor, head: head, affinity: affinity)
        return clamped.withBounds(lower: document.clusterBoundary(atOrBefore: clamped.lower),
                                  upper: document.clusterBoundary(atOrAfter: clamped.upper))
    }
}
