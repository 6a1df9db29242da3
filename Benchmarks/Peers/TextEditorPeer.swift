import Foundation
import TextViewCore

/// TextDocument behind a `TextEditor`, driven the way a text view drives it: every patch becomes a
/// selection change and a typing command, so each one pays for clamping and snapping the selection,
/// the command's single mutation path and the caret's placement after it.
///
/// A patch that replaces or inserts selects its range and calls `insertText(_:)`; a pure deletion
/// selects its range and calls `deleteBackward()`. The selection setter snaps to grapheme clusters,
/// so a patch range inside a cluster (a trace that builds an emoji one scalar at a time, or edits
/// under a combining mark) cannot be selected as it is: that patch falls back to the programmatic
/// `replaceCharacters(in:with:)`, and ``fallbackCount`` counts how often.
///
/// `Mode` decides whether an observer listens and undo records: the plain editor path against the
/// same path with notifications and undo, which may add at most 30%.
struct TextEditorPeer<Mode: EditorPeerMode>: BenchmarkPeer {
    let editor: TextEditor
    private var fallbacks = 0
    private let counter = ChangeCounter()
    private let observation: TextObservation?

    static var lineLookupMethod: String { "document.lineRange(containing:)" }

    init(loading text: String) {
        editor = TextEditor(string: text)
        if Mode.observedWithUndo {
            editor.undoLimit = nil
            observation = editor.addObserver { [counter] change in
                counter.changes += 1
                counter.lengthChange += change.changeInLength
            }
        } else {
            editor.recordsUndo = false
            observation = nil
        }
    }

    static func makeInsertion(_ text: String) -> String { text }

    mutating func replace(location: Int, length: Int, with insertion: String) {
        let range = NSRange(location: location, length: length)
        editor.selectedRange = range
        guard editor.selectedRange == range else {
            fallbacks += 1
            editor.replaceCharacters(in: range, with: insertion)
            return
        }
        if length > 0, insertion.isEmpty {
            editor.deleteBackward()
        } else {
            editor.insertText(insertion)
        }
    }

    var length: Int { editor.document.length }

    var content: String { editor.text }

    func lineRange(containing location: Int) -> NSRange {
        editor.document.lineRange(containing: location)
    }

    /// Patches applied through `replaceCharacters(in:with:)` because their range, once snapped to
    /// grapheme clusters by the selection setter, was a different range.
    var fallbackCount: Int? { fallbacks }
}
