extension ChangeSet {
    /// The lengths and the replacements, as `ChangeSet(9 -> 13: [0..<3 -> 7])`: each replaced old
    /// range with the number of units that replace it; `[]` when nothing changes.
    ///
    /// - Complexity: O(*n*) for *n* replacements.
    public var description: String {
        var parts: [String] = []
        for index in 0..<storage.count {
            let replacement = storage[index]
            parts.append("\(replacement.range.lowerBound)..<\(replacement.range.upperBound) -> \(replacement.insertedLength)")
        }
        return "ChangeSet(\(oldLength) -> \(newLength): [" + parts.joined(separator: ", ") + "])"
    }
}
