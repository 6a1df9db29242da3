// TEMPORARY: replaced by the ICU-backed boundaries.
extension TextDocument {
    func clusterBoundary(atOrBefore offset: Int) -> Int { rope.scalarBoundary(atOrBefore: offset) }
    func clusterBoundary(atOrAfter offset: Int) -> Int { rope.scalarBoundary(atOrAfter: offset) }
}
