import Foundation
import TextViewCore

// The view's marked-text calls (UITextInput, NSTextInputClient): an input method composing in the
// view composes in the editor, which owns the marked text; the view shows it through the adapter.
extension TextViewCoordinator {
    /// The attribute that numbers an input method's clauses in attributed marked text
    /// (`NSAttributedString.Key.markedClauseSegment`, AppKit's `NSMarkedClauseSegmentAttributeName`).
    public static let markedClauseSegmentKey = NSAttributedString.Key("NSMarkedClauseSegment")

    /// The view's `setMarkedText(_:selectedRange:)` (UITextInput) or
    /// `setMarkedText(_:selectedRange:replacementRange:)` (NSTextInputClient): the input method's
    /// marked text goes to the editor (`TextEditor.setMarkedText(_:selectedRange:replacementRange:clauses:)`)
    /// and reaches the view through the adapter, like any editor change: a view that forwards this
    /// call must not apply the marked text itself.
    ///
    /// - `nil` or empty text abandons the composition (UIKit's meaning of an empty marked text).
    /// - `replacementRange` is in the view's (the editor's) coordinates; `NSNotFound` replaces the
    ///   marked text, or the selection when nothing is marked.
    /// - If the view's `shouldChangeTextIn` typed this very text just before (UIKit reporting the
    ///   first marked keystroke before forwarding it), the composition takes that text over
    ///   instead of adding it a second time.
    ///
    /// - Parameters:
    ///   - markedText: The marked text.
    ///   - selectedRange: The selection within it.
    ///   - replacementRange: The text it replaces, or `NSNotFound`.
    public func viewSetMarkedText(_ markedText: String?, selectedRange: NSRange,
                                  replacementRange: NSRange = NSRange(location: NSNotFound, length: 0)) {
        forwardMarkedText(markedText ?? "", selectedRange: selectedRange, replacementRange: replacementRange, clauses: [])
    }

    /// The view's `setAttributedMarkedText(_:selectedRange:)` (UITextInput), or NSTextInputClient's
    /// `setMarkedText(_:selectedRange:replacementRange:)` with an `NSAttributedString`: as
    /// ``viewSetMarkedText(_:selectedRange:replacementRange:)-(String?,_,_)``, with the input method's
    /// clauses (the runs of ``markedClauseSegmentKey``) kept as the editor's
    /// `TextEditor.markedTextClauses`. The input method's other attributes are not copied into
    /// the text: marked text looks as `TextEditor.markedTextAttributes` says.
    ///
    /// - Parameters:
    ///   - markedText: The attributed marked text.
    ///   - selectedRange: The selection within it.
    ///   - replacementRange: The text it replaces, or `NSNotFound`.
    public func viewSetMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange,
                                  replacementRange: NSRange = NSRange(location: NSNotFound, length: 0)) {
        guard let markedText else {
            return forwardMarkedText("", selectedRange: selectedRange, replacementRange: replacementRange, clauses: [])
        }
        var clauses: [NSRange] = []
        markedText.enumerateAttribute(Self.markedClauseSegmentKey, in: NSRange(location: 0, length: markedText.length)) { value, range, _ in
            if value != nil { clauses.append(range) }
        }
        forwardMarkedText(markedText.string, selectedRange: selectedRange, replacementRange: replacementRange, clauses: clauses)
    }

    /// The view's `unmarkText()`: the editor commits the marked text (`TextEditor.unmarkText()`).
    public func viewUnmarkText() {
        guard !isUpdatingView else { return }
        viewMarkedKeystroke = nil
        viewTypedText = nil
        enter(.forwardingMarkedText) { editor.unmarkText() }
    }

    /// Sends a marked keystroke to the editor and remembers it, so that UIKit reporting it again
    /// through `shouldChangeTextIn` is not applied twice.
    private func forwardMarkedText(_ text: String, selectedRange: NSRange, replacementRange: NSRange, clauses: [NSRange]) {
        guard phase != .updatingView, !isInvalidated else { return }
        let typed = viewTypedText
        viewTypedText = nil
        viewMarkedKeystroke = nil
        var replacementRange = replacementRange
        if replacementRange.location == NSNotFound, !editor.hasMarkedText, let typed, typed.text == text,
           editor.selectedRange == NSRange(location: NSMaxRange(typed.range), length: 0),
           NSMaxRange(typed.range) <= editor.document.length, editor.document.substring(with: typed.range) == text {
            // The first keystroke, reported through `shouldChangeTextIn` before this call: its
            // typed text becomes the marked text.
            replacementRange = typed.range
        }
        let replaced = editor.markedRange
            ?? editor.document.clampedRange(replacementRange, snapping: .scalar)
            ?? editor.selectedRange
        enter(.forwardingMarkedText) {
            editor.setMarkedText(text, selectedRange: selectedRange, replacementRange: replacementRange, clauses: clauses)
        }
        if let marked = editor.markedRange { viewMarkedKeystroke = (replaced, text, marked) }
    }
}
