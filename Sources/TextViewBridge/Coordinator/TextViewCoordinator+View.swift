import Foundation
import TextViewCore

// Editor ↔ view: the view shows the editor; the view's input goes to the editor.
extension TextViewCoordinator {
    /// Attaches the view that shows the editor (from `makeUIView`): its whole text is replaced
    /// by the editor's, with attributes, and its selection and typing attributes are set. From
    /// then on every editor change reaches it (see ``TextViewAdapter``). Attaching another view
    /// replaces the first.
    ///
    /// - Parameter view: The view.
    /// - Complexity: O(n + k) for the first copy of the text and its k runs.
    public func attach(_ view: any TextViewAdapter) {
        guard !isInvalidated else { return }
        self.view = view
        enter(.updatingView) { showEditor(in: view) }
    }

    /// Replaces the view's whole text, selection, typing attributes and marked range with the
    /// editor's.
    private func showEditor(in view: any TextViewAdapter) {
        let whole = NSRange(location: 0, length: editor.document.length)
        view.replaceCharacters(in: NSRange(location: 0, length: view.length), with: editor.document.string,
                               runs: relativeRuns(in: whole))
        view.selectedRange = editor.selectedRange
        view.typingAttributes = editor.typingAttributes
        viewMarkedRange = editor.markedRange
        view.setMarkedRange(viewMarkedRange)
    }

    /// Detaches the view (it no longer hears of editor changes).
    public func detachView() {
        view = nil
    }

    /// The view's `textView(_:shouldChangeTextIn:replacementText:)`, with UITextViewDelegate's
    /// meaning: `text` replaces `range` of the view's text (which is the editor's). The edit is made
    /// on the editor as the user's (typing coalesces into one undo step exactly as
    /// `TextEditor.insertText(_:)` does; a deletion of the cluster before the caret, or of part
    /// of it, is `TextEditor.deleteBackward()`, of the one after it `TextEditor.deleteForward()`),
    /// and reaches the view through the editor, so the view must
    /// not apply it itself.
    ///
    /// - The range is made safe by the one clamping function
    ///   (`TextDocument.clampedRange(_:snapping:)`, scalar boundaries): `NSNotFound` is no edit,
    ///   any other range is clamped into the text.
    /// - While the editor composes, an edit anywhere (at the caret, before the marked text)
    ///   commits the marked text first and goes at `range`, moved past the commit: nothing typed
    ///   is replaced. The marked keystroke itself, which UIKit also reports here (`range` the
    ///   marked text, `text` the new marked text), is recognised: before the view's
    ///   ``viewSetMarkedText(_:selectedRange:replacementRange:)-(String?,_,_)`` it is applied as
    ///   that keystroke, after it (the same range and text again) it is ignored; see
    ///   `Sources/TextViewBridge/TextViewBridge.docc/CoordinatorWithSwiftUI.md`, "What a view forwards where".
    ///
    /// - Parameters:
    ///   - range: The range the view wants to replace.
    ///   - text: The replacement.
    /// - Returns: `false`: the coordinator has already put the editor's result in the view.
    public func viewShouldChangeText(in range: NSRange, replacementText text: String) -> Bool {
        guard phase != .updatingView, phase != .forwardingMarkedText else { return false }
        let keystroke = viewMarkedKeystroke
        viewMarkedKeystroke = nil
        viewTypedText = nil
        guard let range = editor.document.clampedRange(range, snapping: .scalar) else { return false }
        if let marked = editor.markedRange {
            if let keystroke, keystroke.replaced == range, keystroke.text == text, keystroke.marked == marked {
                return false  // UIKit reporting the marked keystroke the view has forwarded
            }
            if range == marked {
                // The marked keystroke reported before the view forwards it: the same text set
                // again by the forwarded call changes nothing.
                editor.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
                return false
            }
            editor.replace(range, withText: text)
            return false
        }
        let current = editor.selectedRange
        if text.isEmpty, range.length > 0, current.length == 0, NSMaxRange(range) == current.location,
           range.location >= cluster(at: current.location - 1).location {
            editor.deleteBackward()
        } else if text.isEmpty, range.length > 0, current.length == 0, range.location == current.location,
                  NSMaxRange(range) <= NSMaxRange(cluster(at: current.location)) {
            editor.deleteForward()
        } else {
            if current != range { editor.selectedRange = range }
            editor.insertText(text)
            let caret = editor.selectedRange
            let inserted = NSRange(location: caret.location - text.utf16.count, length: text.utf16.count)
            if !text.isEmpty, caret.length == 0, inserted.location >= 0 { viewTypedText = (inserted, text) }
        }
        return false
    }

    /// The grapheme cluster holding the unit at `offset` (a Backspace's or a forward delete's
    /// reach: a deletion of more is the range's, not a key's).
    private func cluster(at offset: Int) -> NSRange {
        editor.document.clampedRange(NSRange(location: offset, length: 1), snapping: .graphemeCluster) ?? NSRange(location: offset, length: 0)
    }

    /// The view's `insertText(_:)` (UIKeyInput; NSTextInputClient's `insertText(_:replacementRange:)`):
    /// typed text. While text is marked it replaces the marked text and commits it (an input
    /// method confirming a candidate); a `replacementRange` (document coordinates, made safe by
    /// the one clamping function) names other text to replace (a Hanja conversion's commit), as
    /// the user's edit, committing any marked text first.
    ///
    /// - Parameters:
    ///   - text: The text typed.
    ///   - replacementRange: The text it replaces, or `NSNotFound` (the marked text, or the
    ///     selection).
    public func viewInsertText(_ text: String, replacementRange: NSRange = NSRange(location: NSNotFound, length: 0)) {
        guard !isUpdatingView else { return }
        viewMarkedKeystroke = nil
        viewTypedText = nil
        if let range = editor.document.clampedRange(replacementRange, snapping: .scalar), range != editor.markedRange {
            editor.replace(range, withText: text)
        } else {
            editor.insertText(text)
        }
    }

    /// The view's `deleteBackward()`.
    public func viewDeleteBackward() {
        guard !isUpdatingView else { return }
        viewMarkedKeystroke = nil
        viewTypedText = nil
        editor.deleteBackward()
    }

    /// The view's `textViewDidChangeSelection(_:)`: the user moved the selection. Ignored while
    /// the coordinator itself is changing the view (UIKit reports those changes too).
    ///
    /// - Parameter range: The view's new selection.
    public func viewDidChangeSelection(_ range: NSRange) {
        guard !isUpdatingView else { return }
        if editor.selectedRange != range { editor.selectedRange = range }
        // A clamped or snapped result goes back to the view through the editor's change; one the
        // editor snapped onto the selection it had changes nothing there, so it is sent here.
        guard let view, !editor.isDeliveringChanges, view.selectedRange != editor.selectedRange else { return }
        enter(.updatingView) { view.selectedRange = editor.selectedRange }
    }

    /// Brings the view to the editor after `change`: each text replacement with its attributes,
    /// then changed attributes, the selection and the typing attributes.
    func update(_ view: any TextViewAdapter, with change: TextChange) {
        enter(.updatingView) { show(change, in: view) }
    }

    /// Puts `change` into the view (``update(_:with:)``).
    private func show(_ change: TextChange, in view: any TextViewAdapter) {
        if change.editedMask.contains(.characters) {
            var shift = 0
            for replacement in change.changes.replacements {
                let start = replacement.range.lowerBound + shift
                let inserted = NSRange(location: start, length: replacement.insertedLength)
                view.replaceCharacters(in: NSRange(location: start, length: replacement.range.count),
                                       with: editor.document.substring(with: inserted), runs: relativeRuns(in: inserted))
                shift += replacement.insertedLength - replacement.range.count
            }
        }
        if change.editedMask.contains(.attributes), change.editedRange.location != NSNotFound {
            for run in editor.document.runs(in: change.editedRange) {
                view.setAttributes(run.attributes, range: run.range)
            }
        }
        let range = editor.selectedRange
        if view.selectedRange != range { view.selectedRange = range }
        let typing = editor.typingAttributes
        if view.typingAttributes != typing { view.typingAttributes = typing }
        let marked = editor.markedRange
        if marked != viewMarkedRange {
            viewMarkedRange = marked
            view.setMarkedRange(marked)
        }
    }

    /// The runs of `range`, with ranges relative to its start.
    private func relativeRuns(in range: NSRange) -> [TextDocument.AttributeRun] {
        editor.document.runs(in: range).map {
            TextDocument.AttributeRun(range: NSRange(location: $0.range.location - range.location, length: $0.range.length),
                                      attributes: $0.attributes)
        }
    }
}
