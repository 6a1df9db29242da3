import Foundation

extension TextDocument {
    /// Calls `body` with the UTF-16 code units of `range`, piece by piece in text order, read in
    /// place from storage, until it returns false.
    ///
    /// A reader that walks the text of a range (a terminal painting a row) gets the units without
    /// a `String` being built for them. The range is clamped to the text and snapped outward to
    /// scalar boundaries, as ``substring(with:)`` does; the pieces are valid only inside `body`.
    ///
    /// - Parameters:
    ///   - range: Any range; `NSNotFound` reads nothing.
    ///   - body: Called with each piece; return false to stop.
    /// - Complexity: O(log n + k) for the k pieces read.
    // Unsafe: each piece points into the rope's chunk and is valid only inside `body`; package-only,
    // so no raw pointer reaches code outside the package (the terminal paints rows through it).
    package func forEachUTF16Chunk(in range: NSRange, _ body: (UnsafeBufferPointer<UInt16>) -> Bool) {
        // Snapped as the walk reads the leaves: no descent a range end for it.
        guard let clamped = clampedRange(range, snapping: .none), clamped.length > 0 else { return }
        rope.forEachChunk(widenedToScalars: clamped.location ..< clamped.location + clamped.length, body)
    }
}
