// Clamping and snapping a selection to a document: the selection half of DESIGN.md's "Safe
// clamping". Every selection the editor stores has been through one of these.
extension TextSelection {
    /// This selection with both ends clamped to `0...length` (any `Int`, no trap) and snapped to
    /// grapheme-cluster boundaries: a range's lower end moves down and its upper end up (direction
    /// kept); a caret inside a cluster moves to the cluster's start (a setter's rule) or, with
    /// `caretToClusterEnd`, to its end (the rule after an edit, so a letter typed before a combining
    /// mark leaves the caret after the whole cluster).
    ///
    /// - Parameters:
    ///   - document: The text the selection belongs to.
    ///   - caretToClusterEnd: Where a caret inside a cluster goes.
    /// - Returns: A selection on cluster boundaries within the document.
    /// - Complexity: O(log n) per end, plus the clusters' length when ICU must decide.
    func snapped(in document: TextDocument, caretToClusterEnd: Bool) -> TextSelection {
        let anchor = document.clampedLocation(anchor)
        let head = document.clampedLocation(head)
        if anchor == head {
            let p = caretToClusterEnd ? document.clusterBoundary(atOrAfter: head) : document.clusterBoundary(atOrBefore: head)
            return TextSelection(anchor: p, head: p, affinity: affinity)
        }
        let clamped = TextSelection(anchor: anchor, head: head, affinity: affinity)
        return clamped.withBounds(lower: document.clusterBoundary(atOrBefore: clamped.lower),
                                  upper: document.clusterBoundary(atOrAfter: clamped.upper))
    }
}
