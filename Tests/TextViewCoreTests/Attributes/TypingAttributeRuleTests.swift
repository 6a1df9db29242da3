import Foundation
import Testing
import TextViewCore

/// One test per typing-attribute rule (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md "Typing attributes",
/// Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md "Typing attributes"), including the cases that break in real editors.
@Suite struct TypingAttributeRuleTests {
    let bold = TextAttributes().bold()
    let red = TextAttributes().foregroundColor(.red)
    let blue = TextAttributes().foregroundColor(.blue)
    let spaced = ParagraphStyle(lineSpacing: 6, paragraphSpacing: 12)
    let centered = ParagraphStyle(alignment: .center)

    /// The runs as (text, attributes) pairs.
    func pieces(_ editor: TextEditor) -> [(String, TextAttributes)] {
        editor.document.runs.map { (editor.document.substring(with: $0.range), $0.attributes) }
    }

    func expectPieces(_ editor: TextEditor, _ expected: [(String, TextAttributes)], sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = pieces(editor)
        #expect(actual.map(\.0) == expected.map(\.0), sourceLocation: sourceLocation)
        #expect(actual.map(\.1) == expected.map(\.1), sourceLocation: sourceLocation)
        editor._invariantCheck()
    }

    /// "plain" then "bold" then "plain", caret at `caret`.
    func mixed(caret: Int) -> TextEditor {
        let editor = TextEditor(string: "ab")
        editor.selectedRange = NSRange(location: 1, length: 0)
        editor.typingAttributes = bold
        editor.insertText("B")
        editor.selectedRange = NSRange(location: caret, length: 0)
        return editor
    }

    @Test func typingAttributesComeFromTheCharacterBeforeTheCaret() {
        let editor = mixed(caret: 2)  // a B | b
        #expect(editor.typingAttributes == bold)
        editor.insertText("C")
        expectPieces(editor, [("a", TextAttributes()), ("BC", bold), ("b", TextAttributes())])
        editor.selectedRange = NSRange(location: 1, length: 0)  // a | B C b
        #expect(editor.typingAttributes == TextAttributes())
    }

    @Test func typingAttributesWithASelectionComeFromItsFirstCharacter() {
        let editor = mixed(caret: 0)
        editor.selectedRange = NSRange(location: 1, length: 2)  // a [B b]
        #expect(editor.typingAttributes == bold)
        editor.insertText("X")
        expectPieces(editor, [("a", TextAttributes()), ("X", bold)])
    }

    @Test func typingAttributesAtAParagraphStartComeFromItsFirstCharacter() {
        let editor = TextEditor(string: "one\ntwo")
        editor.setAttributes(red, range: NSRange(location: 4, length: 3))
        editor.selectedRange = NSRange(location: 4, length: 0)  // one\n|two
        #expect(editor.typingAttributes == red)
        editor.insertText("X")
        expectPieces(editor, [("one\n", TextAttributes()), ("Xtwo", red)])
    }

    @Test func typingAttributesInAnEmptyDocumentAreTheDefaults() {
        let editor = TextEditor()
        editor.defaultAttributes = blue.paragraphStyle(spaced)
        #expect(editor.typingAttributes == blue.paragraphStyle(spaced))
        editor.insertText("hi")
        expectPieces(editor, [("hi", blue.paragraphStyle(spaced))])
    }

    @Test func typingAttributesResetWhenTheSelectionChanges() {
        let editor = TextEditor(string: "abc")
        editor.selectedRange = NSRange(location: 3, length: 0)
        editor.typingAttributes = bold
        #expect(editor.typingAttributes == bold)
        editor.selectedRange = NSRange(location: 3, length: 0)  // the same selection: no change
        #expect(editor.typingAttributes == bold)
        editor.moveLeft()
        #expect(editor.typingAttributes == TextAttributes())
        editor.moveRight()
        #expect(editor.typingAttributes == TextAttributes(), "an assignment does not come back with the caret")
    }

    @Test func anAssignedValueLastsUntilTheSelectionMoves() {
        let editor = TextEditor(string: "abc")
        editor.selectedRange = NSRange(location: 1, length: 0)
        editor.typingAttributes = red
        editor.setAttributes(blue, range: NSRange(location: 0, length: 3))  // not a selection move
        #expect(editor.typingAttributes == red)
        editor.insertText("x")
        editor.insertText("y")  // the caret moved, but onto red text: red continues from the text
        expectPieces(editor, [("a", blue), ("xy", red), ("bc", blue)])
        editor.selections = [TextSelection(caret: 0), TextSelection(caret: 5)]
        editor.typingAttributes = bold
        #expect(editor.typingAttributes(forSelectionAt: 0) == bold && editor.typingAttributes(forSelectionAt: 1) == bold)
    }

    @Test func aNewlineCarriesTheParagraphStyleOn() {
        let editor = TextEditor()
        editor.defaultAttributes = TextAttributes().paragraphStyle(spaced)
        editor.insertText("first")
        editor.insertNewline()
        editor.insertText("second")
        editor.insertNewline()
        #expect(editor.typingAttributes.paragraphStyle == spaced)
        editor.insertText("third")
        for p in 0 ..< 3 {
            let range = editor.document.paragraphRange(containing: [0, 6, 13][p])
            #expect(editor.document.paragraphStyle(at: range.location) == spaced, "paragraph \(p)")
        }
        expectPieces(editor, [("first\nsecond\nthird", TextAttributes().paragraphStyle(spaced))])
    }

    @Test func insertingAtLocationZero() {
        let editor = TextEditor(string: "abc")
        editor.setAttributes(red.paragraphStyle(centered), range: NSRange(location: 0, length: 3))
        editor.selectedRange = NSRange(location: 0, length: 0)
        #expect(editor.typingAttributes == red.paragraphStyle(centered))
        editor.insertText("X")
        expectPieces(editor, [("Xabc", red.paragraphStyle(centered))])
        // Foundation's rule at 0 would give the inserted text the following character's
        // attributes too; here an assignment at 0 wins, and its paragraph style becomes the
        // paragraph's, since the new text is now the paragraph's first character.
        editor.selectedRange = NSRange(location: 0, length: 0)
        editor.typingAttributes = bold.paragraphStyle(spaced)
        editor.insertText("Y")
        expectPieces(editor, [("Y", bold.paragraphStyle(spaced)), ("Xabc", red.paragraphStyle(spaced))])
    }

    @Test func deletingEverythingAndTypingAgain() {
        let styled = red.paragraphStyle(spaced)
        let editor = TextEditor()
        editor.defaultAttributes = TextAttributes()
        editor.typingAttributes = styled
        editor.insertText("abc")
        // Backspace to empty: the last deleted character's style carries on.
        for _ in 0 ..< 3 { editor.deleteBackward() }
        #expect(editor.document.length == 0)
        #expect(editor.typingAttributes == styled)
        editor.insertText("new")
        expectPieces(editor, [("new", styled)])
        // Select all and delete: the same.
        editor.selectAll()
        editor.deleteBackward()
        #expect(editor.typingAttributes == styled)
        editor.insertText("again")
        expectPieces(editor, [("again", styled)])
        // Select all and type over it.
        editor.selectAll()
        editor.insertText("over")
        expectPieces(editor, [("over", styled)])
    }

    @Test func aDeletionCarriesTheDeletedCharactersAttributes() {
        let editor = mixed(caret: 2)  // a B | b
        editor.deleteBackward()       // a | b
        #expect(editor.typingAttributes == bold)
        editor.insertText("C")
        expectPieces(editor, [("a", TextAttributes()), ("C", bold), ("b", TextAttributes())])
        // Deleting nothing (a caret at 0) keeps whatever was there.
        let start = TextEditor(string: "xy")
        start.typingAttributes = red
        start.deleteBackward()
        #expect(start.typingAttributes == red)
    }

    @Test func typingAtTheStartOfAStyledParagraph() {
        let editor = TextEditor(string: "Title\nBody")
        editor.setParagraphStyle(centered, forParagraphsIn: NSRange(location: 0, length: 0))
        editor.setAttributes(bold.paragraphStyle(spaced), range: NSRange(location: 6, length: 4))
        editor.selectedRange = NSRange(location: 6, length: 0)
        #expect(editor.typingAttributes == bold.paragraphStyle(spaced))
        editor.insertText("My ")
        expectPieces(editor, [("Title\n", TextAttributes().paragraphStyle(centered)), ("My Body", bold.paragraphStyle(spaced))])
        // Even with an assigned style of another paragraph style, the paragraph keeps one style:
        // the new first character decides, as NSTextStorage's fixAttributes does.
        editor.selectedRange = NSRange(location: 6, length: 0)
        editor.typingAttributes = red.paragraphStyle(centered)
        editor.insertText(">")
        #expect(editor.document.paragraphStyle(at: 7) == centered)
        #expect(editor.document.paragraphStyle(at: 12) == centered)
    }

    @Test func returnAtTheEndOfAStyledParagraph() {
        let editor = TextEditor(string: "Heading\nbody")
        editor.setAttributes(bold.paragraphStyle(spaced), range: NSRange(location: 0, length: 8))
        editor.selectedRange = NSRange(location: 7, length: 0)  // Heading|\n
        editor.insertNewline()                                  // Heading\n|\nbody
        #expect(editor.typingAttributes == bold.paragraphStyle(spaced))
        editor.insertText("Sub")
        #expect(editor.document.paragraphStyle(at: 8) == spaced)
        #expect(editor.document.paragraphStyle(at: 12) == nil, "the body paragraph keeps its own style")
        expectPieces(editor, [("Heading\nSub\n", bold.paragraphStyle(spaced)), ("body", TextAttributes())])
        // Return at the very end of a styled last paragraph.
        let last = TextEditor(string: "end")
        last.setParagraphStyle(spaced, forParagraphsIn: NSRange(location: 0, length: 0))
        last.selectedRange = NSRange(location: 3, length: 0)
        last.insertNewline()
        #expect(last.typingAttributes.paragraphStyle == spaced)
        last.insertText("more")
        #expect(last.document.paragraphStyle(at: 4) == spaced)
    }

    @Test func severalSelectionsWithDifferentAttributes() {
        let editor = TextEditor(string: "red blue")
        editor.setAttributes(red, range: NSRange(location: 0, length: 3))
        editor.setAttributes(blue, range: NSRange(location: 4, length: 4))
        editor.selections = [TextSelection(caret: 3), TextSelection(caret: 8)]
        #expect(editor.typingAttributes(forSelectionAt: 0) == red)
        #expect(editor.typingAttributes(forSelectionAt: 1) == blue)
        #expect(editor.typingAttributes == blue, "the primary (last given) selection's")
        editor.insertText("!")
        expectPieces(editor, [("red!", red), (" ", TextAttributes()), ("blue!", blue)])
        // Deleting at both carries each one's deleted character.
        editor.deleteBackward()
        #expect(editor.typingAttributes(forSelectionAt: 0) == red)
        #expect(editor.typingAttributes(forSelectionAt: 1) == blue)
        // Out-of-range indices clamp instead of trapping.
        #expect(editor.typingAttributes(forSelectionAt: -5) == red)
        #expect(editor.typingAttributes(forSelectionAt: .max) == blue)
    }

    @Test func textSetIntoAnEmptyDocumentTakesTheTypingAttributes() {
        // The seed's UITextView loses its paragraph style when the binding's text arrives; here
        // the defaults, set once, style the host's text and everything typed after it.
        let editor = TextEditor()
        editor.defaultAttributes = TextAttributes().font(.preferred(.body)).paragraphStyle(spaced)
        editor.text = "from the host\nsecond line"
        #expect(editor.document.paragraphStyle(at: 0) == spaced)
        #expect(editor.document.paragraphStyle(at: 14) == spaced)
        editor.selectedRange = NSRange(location: editor.document.length, length: 0)
        editor.insertNewline()
        editor.insertText("typed")
        expectPieces(editor, [("from the host\nsecond line\ntyped", TextAttributes().font(.preferred(.body)).paragraphStyle(spaced))])
    }
}
