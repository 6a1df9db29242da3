import Foundation
import Testing
import TextViewBridge

@MainActor
struct FormattedFieldTests {
    static let english = Locale(identifier: "en_US")

    /// Pins what Linux Foundation's parse strategies accept on this toolchain, since the field
    /// leaves validity entirely to them.
    @Test func foundationFormatStylesOnThisToolchain() throws {
        let number = FloatingPointFormatStyle<Double>.number.locale(Self.english)
        #expect(try number.parseStrategy.parse("1,234.5") == 1234.5)
        #expect(throws: (any Error).self) { try number.parseStrategy.parse("abc") }
        #expect(try number.parseStrategy.parse("12abc") == 12, "lenient: a numeric prefix parses")
        let percent = FloatingPointFormatStyle<Double>.Percent.percent.locale(Self.english)
        #expect(try percent.parseStrategy.parse("50%") == 0.5)
        #expect(percent.format(0.25) == "25%")
        let currency = FloatingPointFormatStyle<Double>.Currency.currency(code: "USD").locale(Self.english)
        #expect(currency.format(12.5) == "$12.50")
        #expect(try currency.parseStrategy.parse("$12.50") == 12.5)
    }

    @Test func invalidDraftNeverWritesBackAndExposesTheError() {
        let field = FormattedField(value: 3, format: IntegerFormatStyle<Int>.number.locale(Self.english))
        var writes: [Int] = []
        field.onCommit = { writes.append($0) }
        #expect(field.text == "3")
        field.text = "abc"
        #expect(field.error?.text == "abc")
        #expect(!field.isValid)
        #expect(!field.commit())
        #expect(field.value == 3, "invalid text must leave the value")
        #expect(field.text == "abc", "the draft stays for the user to fix")
        field.text = ""
        #expect(!field.commit(), "a required value refuses an empty draft")
        #expect(writes.isEmpty)
        field.text = "1234"
        #expect(field.value == 3, "no commit before submit or focus loss")
        field.submit()
        #expect(field.value == 1234)
        #expect(field.text == "1,234", "a commit reformats the draft")
        #expect(writes == [1234])
        #expect(field.error == nil)
    }

    @Test func optionalFieldWritesNilForBlankText() {
        let field = FormattedField(
            optionalValue: 2.5, format: FloatingPointFormatStyle<Double>.number.locale(Self.english))
        var writes: [Double?] = []
        field.onCommit = { writes.append($0) }
        field.text = "  "
        field.editingChanged(false)
        #expect(field.value == nil)
        #expect(writes == [nil])
        field.text = "x"
        field.editingChanged(false)
        #expect(field.value == nil, "invalid text does not write, not even nil")
        #expect(writes == [nil])
    }

    @Test func commitsOnFocusLossThroughTheFocusCoordinator() {
        let scheduler = ManualScheduler()
        let focus = FocusCoordinator<String>(scheduler: scheduler)
        let price = FormattedField(
            value: 0.0,
            format: FloatingPointFormatStyle<Double>.Currency.currency(code: "USD").locale(Self.english))
        focus.attach("price", onEditingChanged: price.editingChanged)
        focus.attach("note")
        focus.focusedField = "price"
        price.text = ""
        price.insertText("9.5")
        #expect(price.value == 0)
        focus.submit()
        #expect(focus.focusedField == "note")
        #expect(price.value == 9.5)
        #expect(price.text == "$9.50")
    }

    @Test func liveCommitsWriteWithoutReformattingUnderTheCaret() {
        let field = FormattedField(
            value: 0.0, format: FloatingPointFormatStyle<Double>.number.locale(Self.english),
            commitPolicy: .live)
        field.text = ""
        field.insertText("1")
        field.insertText("2")
        field.insertText(".")
        #expect(field.value == 12)
        #expect(field.text == "12.", "a live commit must not rewrite what is being typed")
        field.insertText("5")
        #expect(field.value == 12.5)
        field.deleteBackward()
        field.deleteBackward()
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "")
        #expect(field.value == 1, "live: \"1\" was the last draft that parsed; empty does not write")
        #expect(field.error != nil)
    }

    @Test func hostValueReplacesDraftButItsOwnEchoDoesNot() {
        let field = FormattedField(value: 1, format: IntegerFormatStyle<Int>.number.locale(Self.english))
        field.text = "10"
        field.commit()
        field.text = "10x"
        field.selectedRange = NSRange(location: 1, length: 0)
        field.value = 10
        #expect(field.text == "10x", "the echo of our own commit must not clobber the draft")
        #expect(field.selectedRange == NSRange(location: 1, length: 0), "nor move the caret")
        field.value = 7
        #expect(field.text == "7")
        #expect(field.error == nil)
    }
}
