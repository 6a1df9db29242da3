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
        isUpdatingView = true
        defer { isUpdatingView = false }
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

    /// The view's `textView(_:shouldChangeTextIn:replacementText:)`: the edit is made on the
    /// editor as the user's (typing coalesces into one undo step exactly as ``TextEditor/insertText(_:)``
    /// does; a deletion ending at the caret is ``TextEditor/deleteBackward()``), and reaches the
    /// view through the editor, so the view must not apply it itself.
    ///
    /// - Parameters:
    ///   - range: The range the view wants to replace.
    ///   - text: The replacement.
    /// - Returns: `false`: the coordinator has already put the editor's result in the view.
    public func viewShouldChangeText(in range: NSRange, replacementText text: String) -> Bool {
        guard !isUpdatingView else { return false }
        let current = editor.selectedRange
        if text.isEmpty, range.length > 0, current.length == 0, NSMaxRange(range) == current.location {
            editor.deleteBackward()
        } else if text.isEmpty, range.length > 0, current.length == 0, range.location == current.location {
            editor.deleteForward()
        } else {
            if current != range { editor.selectedRange = range }
            editor.insertText(text)
        }
        return false
    }

    /// The view's `insertText(_:)` (a `UITextInput` view that forwards its input): typed text.
    ///
    /// - Parameter text: The text typed.
    public func viewInsertText(_ text: String) {
        guard !isUpdatingView else { return }
        editor.insertText(text)
    }

    /// The view's `deleteBackward()`.
    public func viewDeleteBackward() {
        guard !isUpdatingView else { return }
        editor.deleteBackward()
    }

    /// The view's `textViewDidChangeSelection(_:)`: the user moved the selection. Ignored while
    /// the coordinator itself is changing the view (UIKit reports those changes too).
    ///
    /// - Parameter range: The view's new selection.
    public func viewDidChangeSelection(_ range: NSRange) {
        guard !isUpdatingView, editor.selectedRange != range else { return }
        editor.selectedRange = range
        // A clamped or snapped result goes back to the view through the editor's change.
    }

    /// Brings the view to the editor after `change`: each text replacement with its attributes,
    /// then changed attributes, the selection and the typing attributes.
    func update(_ view: any TextViewAdapter, with change: TextChange) {
        isUpdatingView = true
        defer { isUpdatingView = false }
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
