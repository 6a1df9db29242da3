import Foundation
import TextViewCore

/// TextDocument through its public API only.
struct TextDocumentPeer: BenchmarkPeer {
    private var document: TextDocument

    static let lineLookupMethod = "lineRange(containing:)"

    init(loading text: String) {
        document = TextDocument(text)
    }

    static func makeInsertion(_ text: String) -> String { text }

    mutating func replace(location: Int, length: Int, with insertion: String) {
        document.replaceCharacters(in: NSRange(location: location, length: length), with: insertion)
    }

    var length: Int { document.length }

    var content: String { document.string }

    func lineRange(containing location: Int) -> NSRange {
        document.lineRange(containing: location)
    }
}
