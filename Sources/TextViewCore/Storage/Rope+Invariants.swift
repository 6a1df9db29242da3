extension Rope {
    #if TEXTVIEWCORE_INTERNAL_CHECKS
    /// Checks every invariant; traps with the offending values.
    ///
    /// The tree's structure and summaries (see ``BTree/_invariantCheck()``); no chunk over
    /// ``RopeConfiguration/maxChunk`` or, but the root, under ``RopeConfiguration/minChunk``; valid
    /// UTF-16 in every chunk; no chunk boundary inside a surrogate pair or a CRLF; the finger, if
    /// any, names the leaf it claims to.
    func _invariantCheck() {
        tree._invariantCheck()
        if finger.isSet {
            let (leaf, start) = tree._checkPath(finger.path)
            precondition(finger.index == 0 && start == finger.start && leaf.count == finger.length,
                         "finger \(finger.start)..<\(finger.end) names leaf \(start)..<\(start + leaf.count)")
        }
    }
    #else
    /// Checks the rope's invariants; compiled in only with `TEXTVIEWCORE_INTERNAL_CHECKS`.
    @inline(__always)
    func _invariantCheck() {}
    #endif
}

#if TEXTVIEWCORE_INTERNAL_CHECKS
extension TextChunk {
    func _checkLeaf(isRoot: Bool, at offset: Int, after previous: TextChunk?) {
        precondition(count <= RopeConfiguration.maxChunk, "leaf of \(count) units over \(RopeConfiguration.maxChunk)")
        precondition(count <= capacity && capacity <= RopeConfiguration.maxChunk, "leaf at \(offset): \(count) units in a buffer of \(capacity)")
        precondition(isRoot || count >= RopeConfiguration.minChunk, "non-root leaf at \(offset) has \(count) units, under \(RopeConfiguration.minChunk)")
        guard count > 0, let units else { return }
        if let previous, let previousUnits = previous.units {
            let last = previousUnits[previous.count - 1]
            precondition(!UTF16.isLeadSurrogate(last), "chunk boundary at \(offset) splits a surrogate pair")
            precondition(!(last == 0x0D && units[0] == 0x0A), "chunk boundary at \(offset) splits a CRLF")
        }
        for i in 0..<count {
            let u = units[i]
            if UTF16.isLeadSurrogate(u) {
                precondition(i + 1 < count && UTF16.isTrailSurrogate(units[i + 1]), "lone lead surrogate at \(offset + i)")
            } else if UTF16.isTrailSurrogate(u) {
                precondition(i > 0 && UTF16.isLeadSurrogate(units[i - 1]), "lone trail surrogate at \(offset + i)")
            }
        }
    }
}
#endif
