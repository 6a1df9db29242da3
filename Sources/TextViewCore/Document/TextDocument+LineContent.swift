// Where a hard line's text ends, before its terminator: what "end of line" means for movement and
// deletion until there is a layout.
extension TextDocument {
    /// The end of the content of the line holding `location`: the line's end minus its terminator
    /// (both units of a CRLF); the document's end on the last line, which has no terminator.
    ///
    /// - Parameter location: A UTF-16 offset; clamped to `0...length`.
    /// - Returns: An offset in the line, on a cluster boundary.
    /// - Complexity: O(log n).
    func lineContentEnd(containing location: Int) -> Int {
        let line = lineIndex(at: location)
        if line == lineCount - 1 {
            return length
        }
        let end = rope.offset(ofLine: line + 1)
        let start = rope.offset(ofLine: line)
        if end - start >= 2 && rope[end - 1] == 0x0A && rope[end - 2] == 0x0D {
            return end - 2
        }
        return end - 1
    }

    /// The start of the line holding `location`.
    ///
    /// - Parameter location: A UTF-16 offset; clamped to `0...length`.
    /// - Complexity: O(log n).
    func lineStart(containing location: Int) -> Int {
        rope.lineRange(containing: clampedLocation(location)).lowerBound
    }
}
