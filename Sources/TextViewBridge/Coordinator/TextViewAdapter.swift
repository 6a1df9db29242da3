import Foundation
import TextViewCore

/// The view side of a ``TextViewCoordinator``: what it needs of a `UITextView` (or any text
/// view) to keep it equal to the editor. Conform a small wrapper around the view (its
/// `textStorage`, `selectedRange`, `typingAttributes`).
///
/// The coordinator calls these for every editor change, whatever its origin (typing, undo,
/// programmatic edits, attribute changes, host writes), right when the editor reports it, so the
/// view never holds a range the editor does not. Text changes arrive as the minimal replacements
/// of the change (never the whole text), in order, each at offsets valid in the view's text at
/// that moment.
@MainActor
public protocol TextViewAdapter: AnyObject {
    /// Replaces the characters in `range` of the view's text (`textStorage.replaceCharacters`),
    /// then gives the new characters their attributes.
    ///
    /// - Parameters:
    ///   - range: A range of the view's current text, in UTF-16 units; always valid.
    ///   - text: The new characters.
    ///   - runs: The new characters' attribute runs, with ranges relative to `text` (location 0
    ///     is its first unit), covering it exactly.
    func replaceCharacters(in range: NSRange, with text: String, runs: [TextDocument.AttributeRun])

    /// Sets the attributes of `range` of the view's text (an attribute-only change).
    ///
    /// - Parameters:
    ///   - attributes: The attributes of the whole range.
    ///   - range: A range of the view's current text; always valid.
    func setAttributes(_ attributes: TextAttributes, range: NSRange)

    /// The length of the view's text in UTF-16 units (`textStorage.length`); read when the view
    /// is attached, to replace all of it.
    var length: Int { get }

    /// The view's selection (`selectedRange`). The coordinator sets it after the text.
    var selectedRange: NSRange { get set }

    /// The attributes the view gives typed text (`typingAttributes`).
    var typingAttributes: TextAttributes { get set }

    /// Tells the view the range of the editor's marked text (nil when nothing is composed),
    /// after the text and selection, whenever it changes. Optional: a `UITextView` tracks its own
    /// marked text, so the default does nothing; a view that draws marked text itself uses it.
    ///
    /// - Parameter range: The marked range in the view's current text, or nil.
    func setMarkedRange(_ range: NSRange?)
}

extension TextViewAdapter {
    /// Does nothing: the view shows marked text itself (as `UITextView` does).
    ///
    /// - Parameter range: The marked range, or nil.
    public func setMarkedRange(_ range: NSRange?) {}
}
