extension TextDocument {
    /// Checks the storage's invariants (balanced tree, exact summaries, valid UTF-16, chunks that
    /// never split a surrogate pair or CRLF; runs covering the text, merged, counted in their
    /// table, paragraph styles uniform per paragraph), trapping with the values at fault.
    ///
    /// A no-op unless built with `-Xswiftc -DTEXTVIEWCORE_INTERNAL_CHECKS`; tests call it after
    /// every mutation.
    ///
    /// - Complexity: O(n) when enabled.
    public func _invariantCheck() {
        rope._invariantCheck()
        _attributeInvariantCheck()
    }
}
