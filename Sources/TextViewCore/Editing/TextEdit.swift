import Foundation

/// One replacement of a batch applied by the editor's single mutation path: `range` of the text
/// before the batch, on scalar boundaries, replaced by `text`.
struct TextEdit: Equatable {
    /// The replaced range, in the coordinates of the text before the whole batch.
    var range: NSRange
    /// The replacement.
    var text: String
    /// The replacement's attributes, or nil for the document's rule (those of the first replaced
    /// character, or of the character before an insertion).
    var attributes: TextAttributes?
    /// The replacement with its runs (attributed paste, an attributed replacement), or nil for
    /// plain text in ``attributes``; when set, `text` is its string.
    var attributed: TextDocument? {
        get { attributedBox?.document }
        set { attributedBox = newValue.map(AttributedBox.init) }
    }
    /// Whether the replacement carries runs (``attributed`` is set), read without copying them.
    var hasAttributedText: Bool { attributedBox != nil }
    /// ``attributed``, boxed: a document is many words wide, and a keystroke's edit is copied
    /// several times on its way to the document (inline, it tripled the editor path's copying).
    private var attributedBox: AttributedBox?

    /// An immutable reference to an edit's attributed text.
    private final class AttributedBox: Equatable {
        let document: TextDocument
        init(_ document: TextDocument) { self.document = document }
        static func == (a: AttributedBox, b: AttributedBox) -> Bool { a === b || a.document == b.document }
    }

    /// The start of the replaced range.
    var lower: Int { range.location }

    /// The end of the replaced range.
    var upper: Int { range.location + range.length }

    /// The length of the new text, in UTF-16 code units (an attributed edit's text is its string).
    var insertedLength: Int { text.utf16.count }

    /// Replaces `lower ..< upper` with `text` carrying `attributes` (nil: the document's rule).
    init(_ lower: Int, _ upper: Int, _ text: String, attributes: TextAttributes? = nil) {
        precondition(lower <= upper, "edit range \(lower)..<\(upper) is reversed")
        self.range = NSRange(location: lower, length: upper - lower)
        self.text = text
        self.attributes = attributes
    }

    /// Replaces `lower ..< upper` with `attributed`'s text and runs.
    init(_ lower: Int, _ upper: Int, attributed: TextDocument) {
        self.init(lower, upper, attributed.string, attributes: attributed.length > 0 ? attributed.attributes(at: 0) : nil)
        self.attributed = attributed
    }

    /// The same replacement over another range.
    func replacing(_ lower: Int, _ upper: Int) -> TextEdit {
        var copy = self
        copy.range = NSRange(location: lower, length: upper - lower)
        return copy
    }
}
