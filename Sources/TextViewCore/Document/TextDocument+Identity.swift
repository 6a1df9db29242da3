extension TextDocument {
    /// Whether this document and `other` share their storage: then they are equal, text and
    /// attribute runs, without comparing a unit. `false` says nothing (equal documents may be
    /// stored apart); use `==` for equality.
    ///
    /// A copy of a document is identical to it until one of them is mutated, so a holder of a
    /// copy can tell in O(1) that the document it copied has not changed since (what
    /// swift-collections' `isIdentical(to:)` does for its collections).
    ///
    /// - Parameter other: Another document.
    /// - Returns: `true` when both share their text and run storage.
    /// - Complexity: O(1).
    public func isIdentical(to other: TextDocument) -> Bool {
        rope.root === other.rope.root && attributeStorage.isIdentical(to: other.attributeStorage)
    }
}
