import Foundation
import TextViewCore

/// One keystroke of an input method: the marked text it shows and the caret (or selection) it puts
/// inside it.
struct CompositionStep {
    var text: String
    var selection: NSRange

    /// A step with the caret at the end of `text`.
    init(_ text: String) {
        self.text = text
        self.selection = NSRange(location: text.utf16.count, length: 0)
    }

    /// A step with `selection` inside `text`.
    init(_ text: String, selection: NSRange) {
        self.text = text
        self.selection = selection
    }
}

extension TextEditor {
    /// Plays `steps` as marked text, checking after each that the marked range holds the step's
    /// text; returns the marked texts seen.
    @discardableResult
    func compose(_ steps: [CompositionStep]) -> [String] {
        var seen: [String] = []
        for step in steps {
            setMarkedText(step.text, selectedRange: step.selection)
            seen.append(markedRange.map { document.substring(with: $0) } ?? "<none>")
        }
        return seen
    }

    /// An editor whose clock stands still, so undo coalescing depends only on what is typed.
    static func composing(_ text: String, caret: Int? = nil) -> TextEditor {
        let editor = TextEditor(string: text)
        editor.clock = { 100 }
        editor.selectedRange = NSRange(location: caret ?? editor.document.length, length: 0)
        return editor
    }
}
