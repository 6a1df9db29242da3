import Foundation
import Testing
import TextViewBridge
import TextViewCore

/// The field models with input filters: a secure field's maximum length, a formatted field's
/// allowed characters, a line limit's filter.
@MainActor
struct FieldFilterTests {
    @Test func aSecureFieldStopsAtItsMaximumLength() {
        let field = SecureTextField(secret: "")
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        field.maximumLength = 4
        field.insertText("hun")
        field.insertText("ter2")
        #expect(field.secret == "hunt" && field.maskedText == "••••")
        field.insertText("x")                              // nothing fits: no change reported
        #expect(changes == ["hun", "hunt"])
        field.secret = "a longer secret from the host"     // the host is not cut
        #expect(field.secret == "a longer secret from the host")
        field.maximumLength = nil
        field.insertText("!")
        #expect(field.secret.hasSuffix("!"))
    }

    @Test func aFormattedFieldFiltersWhatIsTyped() {
        let field = FormattedField(value: 12, format: IntegerFormatStyle<Int>.number)
        let filter = field.addInputFilter(.allowedCharacters(.decimalDigits))
        field.selectedRange = NSRange(location: 2, length: 0)
        field.insertText("3a4")
        #expect(field.text == "1234" && field.isValid)
        field.commit()
        #expect(field.value == 1234)
        field.value = 99                                   // the host's value is not filtered
        #expect(field.text == "99")
        filter.cancel()
    }

    @Test func aLineLimitFilterDropsBreaksPastTheMaximum() throws {
        let editor = TextEditor(string: "one")
        editor.selectedRange = NSRange(location: 3, length: 0)
        let filter = editor.addInputFilter(try #require(LineLimit.lines(2).inputFilter))
        editor.paste("\ntwo\nthree")
        #expect(editor.text == "one\ntwothree")
        editor.insertNewline()
        #expect(editor.document.lineCount == 2)
        editor.selectedRange = NSRange(location: 3, length: 1)   // replacing the break frees a line
        editor.insertText("\n")
        #expect(editor.text == "one\ntwothree")
        #expect(LineLimit.unlimited.inputFilter == nil && LineLimit.lines(3...).inputFilter == nil)
        filter.cancel()
    }
}
