import Foundation
import Testing
import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Editing commands": insertText and its friends.
@Suite struct InsertTextTests {
    @Test func insertTextAtACaretLeavesTheCaretAfterTheText() {
        let editor = TextEditor(marked: "ab|cd")
        editor.insertText("XY")
        #expect(editor.marked == "abXY|cd")
    }

    @Test func insertTextReplacesTheSelection() {
        let editor = TextEditor(marked: "a]bc[d")
        editor.insertText("X")
        #expect(editor.marked == "aX|d")
    }

    @Test func insertTextIntoAnEmptyDocument() {
        let editor = TextEditor()
        editor.insertText("h")
        editor.insertText("i")
        #expect(editor.marked == "hi|")
    }

    @Test func insertingAnEmptyStringDeletesTheSelection() {
        let editor = TextEditor(marked: "a[bc]d")
        editor.insertText("")
        #expect(editor.marked == "a|d")
    }

    @Test func insertTextTypesAtEverySelectionAtOnce() {
        let editor = TextEditor(marked: "|a[b]c]d[e|")
        editor.insertText("XY")
        #expect(editor.marked == "XY|aXY|cXY|eXY|")
        #expect(editor.primarySelectionIndex == 3)
    }

    @Test func typingAtSeveralCaretsKeepsThePrimary() {
        let editor = TextEditor(string: "one two three")
        editor.selections = [TextSelection(caret: 3), TextSelection(caret: 13), TextSelection(caret: 7)]
        #expect(editor.primarySelectionIndex == 1)
        for ch in ["!", "?"] { editor.insertText(ch) }
        #expect(editor.marked == "one!?| two!?| three!?|")
        #expect(editor.primarySelectionIndex == 1)
        #expect(editor.selectedRange == NSRange(location: 11, length: 0))
    }

    @Test func caretLeftInsideAClusterByTypingMovesToItsEnd() {
        // "\u{301}" alone at the start is a cluster of its own; an "e" typed before it joins it.
        let editor = TextEditor(marked: "|\u{301}x")
        editor.insertText("e")
        #expect(editor.marked == "e\u{301}|x")
        EditorValidity.expectValid(editor)
    }

    @Test func typingCRBeforeLFLeavesTheCaretAfterTheCRLF() {
        let editor = TextEditor(marked: "a|\nb")
        editor.insertText("\r")
        #expect(editor.marked == "a\r\n|b")
        EditorValidity.expectValid(editor)
    }

    @Test func typingARegionalIndicatorBeforeAnotherMakesAFlagAndTheCaretGoesAfterIt() {
        let editor = TextEditor(marked: "|🇿")
        editor.insertText("🇨")
        #expect(editor.marked == "🇨🇿|")
    }

    @Test func typingAnEmojiSequenceScalarByScalar() {
        let editor = TextEditor()
        for piece in ["👨", "\u{200D}", "👩", "\u{200D}", "👧"] { editor.insertText(piece) }
        #expect(editor.marked == "👨‍👩‍👧|")
        #expect(editor.document.rangeOfComposedCharacterSequence(at: 0).length == editor.document.length)
    }

    @Test func typingASkinToneAfterAnEmojiJoinsIt() {
        let editor = TextEditor(marked: "👍|x")
        editor.insertText("🏽")
        #expect(editor.marked == "👍🏽|x")
    }

    @Test func insertNewlineInsertsALineFeed() {
        let editor = TextEditor(marked: "ab|cd")
        editor.insertNewline()
        #expect(editor.marked == "ab\n|cd")
    }

    @Test func insertTabInsertsATab() {
        let editor = TextEditor(marked: "[ab]|")
        editor.insertTab()
        #expect(editor.marked == "\t|")
    }

    @Test func severalCaretsTypingIntoHostileText() {
        let editor = TextEditor(marked: "|👨‍👩‍👧‍👦|🇨🇿|1️⃣|e\u{301}|\u{1100}\u{1161}\u{11A8}|\r\n|")
        editor.insertText("-")
        #expect(editor.marked == "-|👨‍👩‍👧‍👦-|🇨🇿-|1️⃣-|e\u{301}-|\u{1100}\u{1161}\u{11A8}-|\r\n-|")
        EditorValidity.expectValid(editor)
    }

    @Test func typingForgetsNothingAboutTheDocument() {
        var doc = TextDocument("abc")
        doc.hasByteOrderMark = true
        let editor = TextEditor(document: doc)
        editor.insertText("x")
        #expect(editor.document.hasByteOrderMark)
        #expect(editor.text == "xabc")
    }

    @Test func documentIsAnIndependentSnapshot() {
        let editor = TextEditor(marked: "abc|")
        let before = editor.document
        editor.insertText("d")
        #expect(before.string == "abc")
        #expect(editor.document.string == "abcd")
    }
}
