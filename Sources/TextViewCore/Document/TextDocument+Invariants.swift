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

extension TextDocument {
    #if TEXTVIEWCORE_INTERNAL_CHECKS
    /// Checks that the runs cover exactly the text, that the run tree and its table are sound,
    /// and that every paragraph is uniform in its paragraph style.
    internal func _attributeInvariantCheck() {
        precondition(attributeStorage.length == rope.count, "runs cover \(attributeStorage.length) units, the text has \(rope.count)")
        attributeStorage._invariantCheck()
        // Inside a beginEditing() batch paragraphs may wait for the end of the batch.
        if editingBatch != nil { return }
        var line = 0
        var start = 0
        let breaks = rope.lineBreakCount
        while start < rope.count {
            let end = line < breaks ? rope.offset(ofLine: line + 1) : rope.count
            if end > start {
                let first = attributeStorage.attributes(attributeStorage.run(containing: start).run.id).paragraphStyle
                attributeStorage.forEachRun(overlapping: start ..< end) { runStart, run in
                    let style = attributeStorage.attributes(run.id).paragraphStyle
                    precondition(style == first, "paragraph \(start)..<\(end) is not uniform: run at \(runStart) has \(String(describing: style)), its first character \(String(describing: first))")
                    return true
                }
            }
            line += 1
            start = end
        }
    }
    #else
    @inline(__always)
    internal func _attributeInvariantCheck() {}
    #endif
}
