import Foundation

/// One match of a ``SearchQuery``: its range and, for a regular expression, the range of each
/// capture group.
public struct SearchMatch: Hashable, Sendable {
    /// The matched text's range, in UTF-16 offsets; never empty, on grapheme cluster boundaries
    /// unless the query allows otherwise.
    public var range: NSRange
    /// The capture groups' ranges, group 1 first; nil for a group that took no part in the match.
    public var groups: [NSRange?]

    /// A match of `range` with the given capture groups.
    ///
    /// - Parameters:
    ///   - range: The matched range.
    ///   - groups: The capture groups' ranges, group 1 first.
    public init(range: NSRange, groups: [NSRange?] = []) {
        self.range = range
        self.groups = groups
    }

    /// The range of capture group `index`: 0 is the whole match; nil for a group that took no
    /// part or does not exist.
    ///
    /// - Parameter index: A group number.
    public func range(ofGroup index: Int) -> NSRange? {
        if index == 0 { return range }
        return index > 0 && index <= groups.count ? groups[index - 1] : nil
    }

    var lower: Int { range.location }
    var upper: Int { range.location + range.length }
}
