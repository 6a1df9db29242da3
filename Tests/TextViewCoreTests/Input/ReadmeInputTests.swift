import Foundation
import Testing
import TextViewCore

/// The README's input-methods section, run as written, its comments as expectations (keep in step).
@Suite struct ReadmeInputTests {
    @Test func theReadmeInputMethodsAndFiltersExampleRuns() {
        let editor = TextEditor(string: "我说")
        editor.selectedRange = NSRange(location: 2, length: 0)
        editor.markedTextAttributes = TextAttributes().underlineStyle()
        for pinyin in ["z", "zh", "zhong", "zhong'guo", "中国"] {
            editor.setMarkedText(pinyin, selectedRange: NSRange(location: pinyin.utf16.count, length: 0))
        }
        #expect(editor.markedRange == NSRange(location: 2, length: 2))
        #expect(editor.document.attributes(at: 2) == TextAttributes().underlineStyle())
        editor.unmarkText()
        #expect(editor.text == "我说中国" && editor.document.attributes(at: 2) == TextAttributes())
        editor.undo()
        #expect(editor.text == "我说")

        var heard: [TextWillChange] = []
        let announced = editor.addWillChangeObserver { will in heard.append(will) }
        let digitsOnly = editor.addInputFilter(.allowedCharacters(.decimalDigits))
        let smartQuotes = editor.addInputFilter { edit in
            .transform(edit.mapInsertedStrings { $0.text == "\"" ? "\u{201C}" : $0.text })
        }
        editor.insertText("4a2")
        #expect(editor.text == "我说42")
        #expect(heard.last.map { ($0.text, $0.selection, $0.userEvent) } ?? (false, false, "") == (true, true, .inputType))
        editor.replaceCharacters(in: NSRange(location: 0, length: 0), with: "x")
        #expect(editor.text == "x我说42")
        digitsOnly.cancel(); smartQuotes.cancel(); announced.cancel()
        editor.insertText("\"")
        #expect(editor.text.hasSuffix("\""))
    }
}
