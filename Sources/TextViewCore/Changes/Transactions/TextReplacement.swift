import Foundation

/// One replacement of a proposed edit: the text in `range` (UTF-16, in the text before the edit)
/// replaced by `text`.
public struct TextReplacement: Hashable, Sendable {
    /// The replaced range, in the text before the edit.
    public var range: NSRange
    /// The text put in its place.
    public var text: String

    /// A replacement of `range` by `text`.
    ///
    /// - Parameters:
    ///   - range: The replaced range, in UTF-16 code units of the text before the edit.
    ///   - text: The new text.
    public init(range: NSRange, text: String) {
        self.range = range
        self.text = text
    }
}
