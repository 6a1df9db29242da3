import Foundation
import Testing
import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Movement": selectAll, selectWord, selectLine, selectParagraph.
@Suite struct SelectCommandTests {
    @Test func selectAllSelectsEverythingAsOneSelection() {
        let editor = TextEditor(marked: "a|b]c[d|")
        editor.selectAll()
        #expect(editor.marked == "[abcd]")
        #expect(editor.primarySelectionIndex == 0)
        let empty = TextEditor()
        empty.selectAll()
        #expect(empty.marked == "|")
    }

    @Test func selectWordSelectsTheWordAtTheCaret() {
        let editor = TextEditor(marked: "one tw|o three")
        editor.selectWord()
        #expect(editor.marked == "one [two] three")
    }

    @Test func selectWordAtAWordsStartSelectsThatWord() {
        let editor = TextEditor(marked: "one |two")
        editor.selectWord()
        #expect(editor.marked == "one [two]")
    }

    @Test func selectWordAtTheEndSelectsTheLastSegment() {
        let editor = TextEditor(marked: "one two|")
        editor.selectWord()
        #expect(editor.marked == "one [two]")
    }

    @Test func selectWordExtendsANonEmptySelectionToWholeWordsForward() {
        let editor = TextEditor(marked: "one t]wo th[ree")
        editor.selectWord()
        #expect(editor.marked == "one [two three]")
    }

    @Test func selectWordInAnEmptyDocumentIsACaret() {
        let editor = TextEditor()
        editor.selectWord()
        #expect(editor.marked == "|")
    }

    @Test func selectWordAtEverySelection() {
        let editor = TextEditor(marked: "a|b cd e|f")
        editor.selectWord()
        #expect(editor.marked == "[ab] cd [ef]")
    }

    @Test func selectLineIncludesTheTerminator() {
        let editor = TextEditor(marked: "ab\r\nc|d\r\nef")
        editor.selectLine()
        #expect(editor.marked == "ab\r\n[cd\r\n]ef")
    }

    @Test func selectLineCoversTheLinesOfBothEnds() {
        let editor = TextEditor(marked: "ab\nc]d\ne[f\ngh")
        editor.selectLine()
        #expect(editor.marked == "ab\n[cd\nef\n]gh")
    }

    @Test func selectLineOfASelectionEndingAtALineStartStopsBeforeThatLine() {
        let editor = TextEditor(marked: "a[b\n]cd")
        editor.selectLine()
        #expect(editor.marked == "[ab\n]cd")
    }

    @Test func selectLineAfterAFinalBreakIsACaretAtTheEnd() {
        let editor = TextEditor(marked: "ab\n|")
        editor.selectLine()
        #expect(editor.marked == "ab\n|")
    }

    @Test func selectLinesThatMeetMerge() {
        let editor = TextEditor(marked: "a|b|\ncd")
        editor.selectLine()
        #expect(editor.marked == "[ab\n]cd")
        #expect(editor.selections.count == 1)
    }

    @Test func selectParagraphSelectsTheHardLine() {
        let editor = TextEditor(marked: "ab\u{2029}c|d\u{2029}ef")
        editor.selectParagraph()
        #expect(editor.marked == "ab\u{2029}[cd\u{2029}]ef")
    }
}
