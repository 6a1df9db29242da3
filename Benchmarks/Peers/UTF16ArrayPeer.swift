import Foundation

/// A flat `[UInt16]`: the lower bound of constant factors, O(n) per edit away from the end.
///
/// Its line lookups use a line table (the offset where each line starts) built before the lookups
/// and not timed, then a binary search: the best a flat array can do, which the rope's line
/// lookups are measured against. An edit drops the table.
struct UTF16ArrayPeer: BenchmarkPeer {
    private var units: [UInt16]
    /// Where each line starts, in order, the first being 0; empty when not built.
    private var lineStarts: [Int] = []

    static let lineLookupMethod = "binary search of a line table built untimed before the lookups"

    init(loading text: String) {
        units = Array(text.utf16)
    }

    static func makeInsertion(_ text: String) -> [UInt16] { Array(text.utf16) }

    mutating func replace(location: Int, length: Int, with insertion: [UInt16]) {
        if !lineStarts.isEmpty { lineStarts = [] }
        units.replaceSubrange(location ..< location + length, with: insertion)
    }

    var length: Int { units.count }

    var content: String { String(decoding: units, as: UTF16.self) }

    mutating func prepareLineLookups() {
        var starts = [0]
        let n = units.count
        for i in 0..<n {
            let unit = units[i]
            // A CR followed by LF ends its break at the LF.
            if unit == 0x0A || unit == 0x85 || unit == 0x2028 || unit == 0x2029
                || (unit == 0x0D && (i + 1 == n || units[i + 1] != 0x0A)) {
                starts.append(i + 1)
            }
        }
        lineStarts = starts
    }

    func lineRange(containing location: Int) -> NSRange {
        if lineStarts.isEmpty { return NaiveLineScanner.lineRange(in: units, containing: location) }
        // The last line start at or before `location`.
        var lo = 0
        var hi = lineStarts.count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if lineStarts[mid] <= location { lo = mid } else { hi = mid }
        }
        let end = lo + 1 < lineStarts.count ? lineStarts[lo + 1] : units.count
        return NSRange(location: lineStarts[lo], length: end - lineStarts[lo])
    }
}
