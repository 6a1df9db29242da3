import Foundation

/// Swift's `AttributedString`; each NSRange offset is converted through its UTF-16 view, which is
/// what an NSRange-based editor built on it has to do.
struct AttributedStringPeer: BenchmarkPeer {
    private var storage: AttributedString

    static let lineLookupMethod = "naive scan (no line API)"

    init(loading text: String) {
        storage = AttributedString(text)
    }

    static func makeInsertion(_ text: String) -> String { text }

    mutating func replace(location: Int, length: Int, with insertion: String) {
        let utf16 = storage.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: location)
        let upper = utf16.index(lower, offsetBy: length)
        // The scalar view edits exactly the given code units; the character view would round a
        // range inside a grapheme cluster outward and make the text diverge from the trace.
        storage.unicodeScalars.replaceSubrange(lower ..< upper, with: insertion.unicodeScalars)
    }

    var length: Int { storage.utf16.count }

    var content: String { String(storage.characters) }

    func lineRange(containing location: Int) -> NSRange {
        NaiveLineScanner.lineRange(in: storage.utf16, containing: location)
    }
}
