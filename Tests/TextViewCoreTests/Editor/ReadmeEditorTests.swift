import Foundation
import Testing
import TextViewCore

/// The README's editor section, step by step, with its comments as expectations.
@Suite struct ReadmeEditorTests {
    @Test func editorTourDoesWhatTheReadmeSays() {
        let editor = TextEditor(string: "Hello 👨‍👩‍👧 e\u{301}!")
        editor.selectedRange = NSRange(location: 6, length: 0)
        editor.moveRight()
        #expect(editor.selectedRange == NSRange(location: 14, length: 0))
        editor.deleteBackward()
        #expect(editor.text == "Hello  e\u{301}!")
        editor.moveToEndOfLine()
        editor.moveLeft()
        #expect(editor.selectedRange == NSRange(location: 9, length: 0))
        editor.deleteBackward()
        #expect(editor.text == "Hello  e!")
        editor.insertText("llo")
        #expect(editor.text == "Hello  ello!")
        #expect(editor.selectedRange == NSRange(location: 11, length: 0))

        editor.selections = [TextSelection(caret: 0), TextSelection(caret: editor.document.length)]
        editor.insertText("*")
        #expect(editor.text == "*Hello  ello!*")
        editor.selectedRange = NSRange(location: 10, length: -Int.max)
        #expect(editor.selectedRange == NSRange(location: 0, length: 10))
        editor.selectedRange = NSRange(location: NSNotFound, length: 0)
        #expect(editor.selectedRange == NSRange(location: 0, length: 10))
    }
}
