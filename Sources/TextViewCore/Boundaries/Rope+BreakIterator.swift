import CUnicode

// Unsafe in this file: C API: ICU's chunk callback gets a context pointer to a reader on the
// caller's stack, valid for the whole iteration.

extension Rope {
    /// Runs `body` with a break iterator of `kind` reading `text`, a window of this rope, in place.
    ///
    /// The window (and so the rope) is kept alive for the call, so its chunks stay valid; the
    /// iterator is detached before it goes back to the pool. `body` must not let the query escape.
    ///
    /// - Parameters:
    ///   - kind: The rules to follow.
    ///   - text: A window of this rope, at most `Int32.max` code units long.
    ///   - body: The queries, in rope offsets.
    /// - Returns: What `body` returns.
    /// - Complexity: O(log n) to start, plus what ICU reads around the queried offsets.
    func withBreakIterator<R>(_ kind: BreakKind, over text: RopeBreakText,
                              _ body: (RopeBoundaryQuery) throws -> R) rethrows -> R {
        try withUnsafePointer(to: text) { pointer in
            try BreakIteratorPool.withIterator(kind) { iterator in
                iterator.setChunkedText(length: text.count, callback: { context, index, chunk, chunkStart, chunkLength in
                    guard let context, let chunk, let chunkStart, let chunkLength else { return -1 }
                    return context.assumingMemoryBound(to: RopeBreakText.self).pointee
                        .chunk(at: Int(index), chunk, chunkStart, chunkLength)
                }, context: UnsafeMutableRawPointer(mutating: pointer))
                return try body(RopeBoundaryQuery(iterator: iterator, text: text))
            }
        }
    }
}
