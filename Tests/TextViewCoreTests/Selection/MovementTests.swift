import Foundation
import Testing
import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Movement": horizontal, line, paragraph and document moves.
@Suite struct MovementTests {
    // MARK: clusters

    @Test func moveLeftAndRightStepOverWholeClusters() {
        let editor = TextEditor(marked: "|👨‍👩‍👧‍👦🇨🇿1️⃣👍🏽e\u{301}\u{1100}\u{1161}\u{11A8}\r\nx")
        var seen: [Int] = []
        for _ in 0..<9 {
            editor.moveRight()
            seen.append(editor.selectedRange.location)
        }
        #expect(seen == [11, 15, 18, 22, 24, 27, 29, 30, 30])
        var back: [Int] = []
        for _ in 0..<9 {
            editor.moveLeft()
            back.append(editor.selectedRange.location)
        }
        #expect(back == [29, 27, 24, 22, 18, 15, 11, 0, 0])
    }

    @Test func moveLeftCollapsesANonEmptySelectionToItsLowerEnd() {
        let editor = TextEditor(marked: "a[bc]d")
        editor.moveLeft()
        #expect(editor.marked == "a|bcd")
    }

    @Test func moveRightCollapsesANonEmptySelectionToItsUpperEnd() {
        let editor = TextEditor(marked: "a]bc[d")
        editor.moveRight()
        #expect(editor.marked == "abc|d")
    }

    @Test func extendingMovesTheHeadAndKeepsTheAnchor() {
        let editor = TextEditor(marked: "ab|cd")
        editor.moveRight(extending: true)
        editor.moveRight(extending: true)
        #expect(editor.marked == "ab[cd]")
        editor.moveLeft(extending: true)
        #expect(editor.marked == "ab[c]d")
    }

    @Test func extendingPastTheAnchorTurnsTheSelectionAround() {
        let editor = TextEditor(marked: "ab[c]d")
        editor.moveLeft(extending: true)
        #expect(editor.marked == "ab|cd")
        editor.moveLeft(extending: true)
        #expect(editor.marked == "a]b[cd")
    }

    @Test func extendingOverAClusterSelectsItWhole() {
        let editor = TextEditor(marked: "a|🇨🇿b")
        editor.moveRight(extending: true)
        #expect(editor.marked == "a[🇨🇿]b")
    }

    @Test func movementStopsAtTheDocumentsEnds() {
        let editor = TextEditor(marked: "|ab")
        editor.moveLeft()
        editor.moveWordLeft()
        #expect(editor.marked == "|ab")
        editor.moveToEndOfDocument()
        editor.moveRight()
        editor.moveWordRight()
        #expect(editor.marked == "ab|")
    }

    // MARK: words

    @Test func moveWordLeftCrossesOneWord() {
        let editor = TextEditor(marked: "foo bar|")
        editor.moveWordLeft()
        #expect(editor.marked == "foo |bar")
        editor.moveWordLeft()
        #expect(editor.marked == "|foo bar")
    }

    @Test func moveWordRightSkipsPunctuationAndSpaces() {
        let editor = TextEditor(marked: "|foo, bar")
        editor.moveWordRight()
        #expect(editor.marked == "foo|, bar")
        editor.moveWordRight()
        #expect(editor.marked == "foo, bar|")
    }

    @Test func numbersAreWords() {
        let editor = TextEditor(marked: "|... 42 !!")
        editor.moveWordRight()
        #expect(editor.marked == "... 42| !!")
        editor.moveWordRight()
        #expect(editor.marked == "... 42 !!|")
    }

    @Test func emojiAreNotWords() {
        let editor = TextEditor(marked: "ab 👍🏽 🇨🇿|")
        editor.moveWordLeft()
        #expect(editor.marked == "|ab 👍🏽 🇨🇿")
    }

    @Test func moveWordRightExtending() {
        let editor = TextEditor(marked: "one |two three")
        editor.moveWordRight(extending: true)
        #expect(editor.marked == "one [two] three")
        editor.moveWordRight(extending: true)
        #expect(editor.marked == "one [two three]")
    }

    // MARK: lines and paragraphs

    @Test func moveToBeginningOfLineGoesToTheHeadsLineStart() {
        let editor = TextEditor(marked: "ab\r\ncd|ef")
        editor.moveToBeginningOfLine()
        #expect(editor.marked == "ab\r\n|cdef")
        editor.moveToBeginningOfLine()
        #expect(editor.marked == "ab\r\n|cdef")
    }

    @Test func moveToEndOfLineStopsBeforeTheTerminator() {
        let editor = TextEditor(marked: "a|b\r\ncd")
        editor.moveToEndOfLine()
        #expect(editor.marked == "ab|\r\ncd")
        let separator = TextEditor(marked: "|ab\u{2028}cd")
        separator.moveToEndOfLine()
        #expect(separator.marked == "ab|\u{2028}cd")
        let last = TextEditor(marked: "ab\n|cd")
        last.moveToEndOfLine()
        #expect(last.marked == "ab\ncd|")
    }

    @Test func lineMovesExtendFromTheHead() {
        let editor = TextEditor(marked: "xx\nab|cd")
        editor.moveToEndOfLine(extending: true)
        #expect(editor.marked == "xx\nab[cd]")
        editor.moveToBeginningOfLine(extending: true)
        #expect(editor.marked == "xx\n]ab[cd")
    }

    @Test func moveToBeginningOfParagraphRepeatsToThePreviousParagraph() {
        let editor = TextEditor(marked: "one\r\ntwo\nth|ree")
        editor.moveToBeginningOfParagraph()
        #expect(editor.marked == "one\r\ntwo\n|three")
        editor.moveToBeginningOfParagraph()
        #expect(editor.marked == "one\r\n|two\nthree")
        editor.moveToBeginningOfParagraph()
        editor.moveToBeginningOfParagraph()
        #expect(editor.marked == "|one\r\ntwo\nthree")
    }

    @Test func moveToEndOfParagraphRepeatsToTheNextParagraphsEnd() {
        let editor = TextEditor(marked: "o|ne\r\ntwo\n\nfour")
        editor.moveToEndOfParagraph()
        #expect(editor.marked == "one|\r\ntwo\n\nfour")
        editor.moveToEndOfParagraph()
        #expect(editor.marked == "one\r\ntwo|\n\nfour")
        editor.moveToEndOfParagraph()
        #expect(editor.marked == "one\r\ntwo\n|\nfour")
        editor.moveToEndOfParagraph()
        editor.moveToEndOfParagraph()
        #expect(editor.marked == "one\r\ntwo\n\nfour|")
    }

    @Test func moveToDocumentEnds() {
        let editor = TextEditor(marked: "ab|\ncd")
        editor.moveToEndOfDocument(extending: true)
        #expect(editor.marked == "ab[\ncd]")
        editor.moveToBeginningOfDocument(extending: true)
        #expect(editor.marked == "]ab[\ncd")
        editor.moveToEndOfDocument()
        #expect(editor.marked == "ab\ncd|")
        editor.moveToBeginningOfDocument()
        #expect(editor.marked == "|ab\ncd")
    }

    // MARK: several selections

    @Test func everySelectionMoves() {
        let editor = TextEditor(marked: "a|bc [de] f|g")
        editor.moveRight()
        #expect(editor.marked == "ab|c de| fg|")
    }

    @Test func selectionsThatMeetWhileMovingMerge() {
        let editor = TextEditor(marked: "x\nab|cd|e")
        editor.moveToBeginningOfLine()
        #expect(editor.marked == "x\n|abcde")
        #expect(editor.selections.count == 1)
    }

    @Test func extendingSelectionsThatGrowIntoEachOtherMerge() {
        let editor = TextEditor(marked: "a[b]c[d]e")
        editor.moveRight(extending: true)
        #expect(editor.marked == "a[bcde]")
        #expect(editor.primarySelectionIndex == 0)
    }

    @Test func movementMakesDownstreamSelections() {
        let editor = TextEditor(string: "abc")
        editor.selections = [TextSelection(anchor: 1, head: 1, affinity: .upstream)]
        editor.moveRight()
        #expect(editor.selections == [TextSelection(caret: 2)])
    }
}
