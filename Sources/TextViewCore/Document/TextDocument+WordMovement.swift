// The editor's word movement (Docs/EditorSemantics.md, "Movement"): ICU's word segments, skipping
// those that hold no letter or digit, as Option-Left/Right do on macOS.
extension TextDocument {
    /// Where a word movement from `location` ends: stepping through ICU word segments until the
    /// segment just crossed is a word (see ``isWordSegment(_:)``) or the document's start or end is
    /// reached.
    ///
    /// - Parameters:
    ///   - location: The starting offset; clamped to `0...length`.
    ///   - forward: Right (towards the end) or left.
    /// - Returns: The target, on a cluster boundary (ICU's word boundaries are; should one not be,
    ///   it moves on in the direction of travel).
    /// - Complexity: O(log n) per segment crossed, plus the segments' length.
    func wordMovementTarget(from location: Int, forward: Bool) -> Int {
        var x = clampedLocation(location)
        if forward {
            while x < length {
                let next = wordBoundary(after: x)
                let crossedWord = isWordSegment(x ..< next)
                x = next
                if crossedWord { break }
            }
            return clusterBoundary(atOrAfter: x)
        }
        while x > 0 {
            let previous = wordBoundary(before: x)
            let crossedWord = isWordSegment(previous ..< x)
            x = previous
            if crossedWord { break }
        }
        return clusterBoundary(atOrBefore: x)
    }

    /// Whether `range` holds a scalar that is alphabetic or a number (general category Nd, Nl or
    /// No): a word rather than spaces, punctuation or symbols.
    ///
    /// - Parameter range: A range on scalar boundaries.
    /// - Complexity: O(log n + k) for k code units, stopping at the first letter or digit.
    func isWordSegment(_ range: Range<Int>) -> Bool {
        var found = false
        forEachScalar(in: range) { scalar, _ in
            let properties = scalar.properties
            switch properties.generalCategory {
            case .decimalNumber, .letterNumber, .otherNumber:
                found = true
            default:
                found = properties.isAlphabetic
            }
            return !found
        }
        return found
    }
}
