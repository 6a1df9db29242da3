import Foundation

/// One replacement of a proposed edit: the text in `range` (UTF-16, in the text before the edit)
/// replaced by `text`.
///
/// The editor's own edits are replacements too (one type from the command to the document): they
/// also carry the new text's attributes, or its runs, which hosts never see: a replacement handed
/// to an input filter or a will-change observer has its range and text only.
public struct TextReplacement: Hashable, Sendable {
    /// The replaced range, in the text before the edit.
    public var range: NSRange
    /// The text put in its place.
    public var text: String
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
    private final class AttributedBox: Equatable, Sendable {
        let document: TextDocument
        init(_ document: TextDocument) { self.document = document }
        static func == (a: AttributedBox, b: AttributedBox) -> Bool { a === b || a.document == b.document }
    }

    /// A replacement of `range` by `text`.
    ///
    /// - Parameters:
    ///   - range: The replaced range, in UTF-16 code units of the text before the edit.
    ///   - text: The new text.
    public init(range: NSRange, text: String) {
        self.range = range
        self.text = text
    }

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

    /// The start of the replaced range.
    var lower: Int { range.location }

    /// The end of the replaced range.
    var upper: Int { range.location + range.length }

    /// The length of the new text, in UTF-16 code units (an attributed edit's text is its string).
    var insertedLength: Int { text.utf16.count }

    /// The same replacement over another range.
    func replacing(_ lower: Int, _ upper: Int) -> TextReplacement {
        var copy = self
        copy.range = NSRange(location: lower, length: upper - lower)
        return copy
    }

    /// The replacement as hosts see it: its range and text, without the attributes or runs the
    /// editor's own edits carry (so that it equals one a host builds with the same range and text).
    var plain: TextReplacement { TextReplacement(range: range, text: text) }

    /// Whether two replacements replace the same range with the same text, carrying the same
    /// attributes or runs.
    public static func == (a: TextReplacement, b: TextReplacement) -> Bool {
        a.range == b.range && a.text == b.text && a.attributes == b.attributes && a.attributedBox == b.attributedBox
    }

    /// Hashes the range and the text (replacements that differ only in what the editor carries
    /// hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(text)
    }
}
