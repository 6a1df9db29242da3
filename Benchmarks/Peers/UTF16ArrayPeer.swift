import Foundation

/// A flat `[UInt16]`: the lower bound of constant factors, O(n) per edit away from the end.
struct UTF16ArrayPeer: BenchmarkPeer {
    private var units: [UInt16]

    static let lineLookupMethod = "naive scan (no line API)"

    init(loading text: String) {
        units = Array(text.utf16)
    }

    static func makeInsertion(_ text: String) -> [UInt16] { Array(text.utf16) }

    mutating func replace(location: Int, length: Int, with insertion: [UInt16]) {
        units.replaceSubrange(location ..< location + length, with: insertion)
    }

    var length: Int { units.count }

    var content: String { String(decoding: units, as: UTF16.self) }

    func lineRange(containing location: Int) -> NSRange {
        NaiveLineScanner.lineRange(in: units, containing: location)
    }
}
