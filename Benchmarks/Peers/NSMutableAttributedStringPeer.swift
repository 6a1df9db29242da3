import Foundation

/// `NSMutableAttributedString`, the class NSTextStorage derives from.
struct NSMutableAttributedStringPeer: BenchmarkPeer {
    private let storage: NSMutableAttributedString

    static let lineLookupMethod = "mutableString.lineRange(for:)"

    init(loading text: String) {
        storage = NSMutableAttributedString(string: text)
    }

    static func makeInsertion(_ text: String) -> String { text }

    mutating func replace(location: Int, length: Int, with insertion: String) {
        storage.replaceCharacters(in: NSRange(location: location, length: length), with: insertion)
    }

    var length: Int { storage.length }

    var content: String { storage.string }

    func lineRange(containing location: Int) -> NSRange {
        storage.mutableString.lineRange(for: NSRange(location: location, length: 0))
    }
}
