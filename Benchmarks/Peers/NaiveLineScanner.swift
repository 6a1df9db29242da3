import Foundation

/// Line lookup for structures without a line API: scan back and forward to the nearest breaks.
///
/// Gives NSString's `lineRange(for:)` answer for an empty range: LF, CR, CRLF, NEL, U+2028 and
/// U+2029 end lines, and the range includes the terminator.
enum NaiveLineScanner {
    private static func isBreak(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }

    /// The range of the line holding `location` in `units`.
    ///
    /// - Complexity: O(line length) index steps, plus the two offset conversions.
    static func lineRange<C: BidirectionalCollection>(in units: C, containing location: Int) -> NSRange
    where C.Element == UInt16 {
        let at = units.index(units.startIndex, offsetBy: location)
        var start = at
        while start > units.startIndex {
            let before = units.index(before: start)
            if isBreak(units[before]) {
                // Between the CR and LF of a CRLF: the line is the one the CRLF ends.
                if units[before] == 0x0D, start < units.endIndex, units[start] == 0x0A, start == at {
                    start = before
                    continue
                }
                break
            }
            start = before
        }
        var end = at
        while end < units.endIndex {
            let unit = units[end]
            end = units.index(after: end)
            if isBreak(unit) {
                if unit == 0x0D, end < units.endIndex, units[end] == 0x0A { end = units.index(after: end) }
                break
            }
        }
        let lower = units.distance(from: units.startIndex, to: start)
        return NSRange(location: lower, length: units.distance(from: start, to: end))
    }
}
