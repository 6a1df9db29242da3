import Foundation
import Testing
import TextViewCore

/// Transactions are decided before they apply: the typing attributes a command leaves (a
/// deletion's carried ones, undo's reset) are settled before any observer hears of the change.
@Suite struct TransactionValueTests {
    @Test func anObserverOfABackspaceReadsTheCarriedTypingAttributes() {
        let bold = TextAttributes().bold()
        let editor = TextEditor(string: "ab")
        editor.setAttributes(bold, range: NSRange(location: 1, length: 1))
        editor.selectedRange = NSRange(location: 2, length: 0)
        var seen: [TextAttributes] = []
        let observation = editor.addObserver { _ in seen.append(editor.typingAttributes) }
        editor.deleteBackward()
        #expect(seen == [bold], "the observer read \(seen)")
        #expect(editor.typingAttributes == bold)
        editor.undo()
        // Undo goes back to the text's attributes: those of "b" before the caret.
        #expect(seen.count == 2 && seen[1] == editor.typingAttributes)
        observation.cancel()
    }

    @Test func anObserverOfAMultiCaretDeletionReadsEachCarriedAttribute() {
        let bold = TextAttributes().bold()
        let italic = TextAttributes().italic()
        let editor = TextEditor(string: "ab cd")
        editor.setAttributes(bold, range: NSRange(location: 1, length: 1))
        editor.setAttributes(italic, range: NSRange(location: 4, length: 1))
        editor.selections = [TextSelection(caret: 2), TextSelection(caret: 5)]
        var seen: [[TextAttributes]] = []
        let observation = editor.addObserver { _ in
            seen.append(editor.selections.indices.map { editor.typingAttributes(forSelectionAt: $0) })
        }
        editor.deleteBackward()
        #expect(editor.text == "a c")
        #expect(seen == [[bold, italic]], "the observer read \(seen)")
        observation.cancel()
    }
}
