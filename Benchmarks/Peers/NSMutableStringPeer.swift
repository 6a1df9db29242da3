import Foundation

/// `NSMutableString`, the string NSTextStorage exposes as `mutableString`.
struct NSMutableStringPeer: BenchmarkPeer {
    private let storage: NSMutableString

    static let lineLookupMethod = "NSString.lineRange(for:)"

    init(loading text: String) {
        storage = NSMutableString(string: text)
    }

    static func makeInsertion(_ text: String) -> String { text }

    mutating func replace(location: Int, length: Int, with insertion: String) {
        storage.replaceCharacters(in: NSRange(location: location, length: length), with: insertion)
    }

    var length: Int { storage.length }

    var content: String { storage as String }

    func lineRange(containing location: Int) -> NSRange {
        storage.lineRange(for: NSRange(location: location, length: 0))
    }
}
