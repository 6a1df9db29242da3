import Foundation

extension TextDocument {
    /// The number of lines: line breaks plus one, so an empty document has one line and a text
    /// ending in a break has an empty last line.
    ///
    /// LF, CR, CRLF (one break), NEL (U+0085), U+2028 and U+2029 end lines, as in NSString.
    ///
    /// - Complexity: O(1).
    public var lineCount: Int { rope.lineBreakCount + 1 }

    /// The index of the line holding `location`: the number of line breaks that end at or before it.
    ///
    /// - Parameter location: A UTF-16 offset; clamped to `0...length`.
    /// - Returns: A line index in `0..<lineCount`.
    /// - Complexity: O(log n).
    public func lineIndex(at location: Int) -> Int {
        rope.lineIndex(at: clampedLocation(location))
    }

    /// The offset where line `index` starts.
    ///
    /// - Parameter index: A line index; clamped to `0..<lineCount`.
    /// - Returns: The UTF-16 offset of the line's first code unit.
    /// - Complexity: O(log n).
    public func location(ofLine index: Int) -> Int {
        rope.offset(ofLine: Swift.max(0, Swift.min(index, lineCount - 1)))
    }

    /// The range of the line holding `location`, including its terminator, with the meaning of
    /// NSString's `lineRange(for:)` for an empty range.
    ///
    /// - Parameter location: A UTF-16 offset; clamped to `0...length`.
    /// - Returns: The line's range; `{length, 0}` for the empty line after a final break.
    /// - Complexity: O(log n).
    public func lineRange(containing location: Int) -> NSRange {
        let range = rope.lineRange(containing: clampedLocation(location))
        return NSRange(location: range.lowerBound, length: range.count)
    }
}
