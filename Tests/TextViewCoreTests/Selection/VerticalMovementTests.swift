import Foundation
import Testing
import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Movement": up and down with a goal column.
@Suite struct VerticalMovementTests {
    @Test func moveDownGoesToTheSameColumnOnTheNextLine() {
        let editor = TextEditor(marked: "ab|cd\nefgh")
        editor.moveDown()
        #expect(editor.marked == "abcd\nef|gh")
    }

    @Test func moveDownKeepsTheGoalColumn() {
        let editor = TextEditor(marked: "abcdef|\nab\nabcdefgh")
        editor.moveDown()
        #expect(editor.marked == "abcdef\nab|\nabcdefgh")
        editor.moveDown()
        #expect(editor.marked == "abcdef\nab\nabcdef|gh")
        editor.moveUp()
        editor.moveUp()
        #expect(editor.marked == "abcdef|\nab\nabcdefgh")
    }

    @Test func moveUpOnTheFirstLineGoesToZero() {
        let editor = TextEditor(marked: "ab|c\nd")
        editor.moveUp()
        #expect(editor.marked == "|abc\nd")
    }

    @Test func moveDownOnTheLastLineGoesToTheEnd() {
        let editor = TextEditor(marked: "a\nb|cd")
        editor.moveDown()
        #expect(editor.marked == "a\nbcd|")
    }

    @Test func theGoalColumnSurvivesMovingUpToTheStart() {
        let editor = TextEditor(marked: "abc\nabcdef|")
        editor.moveUp()
        #expect(editor.marked == "abc|\nabcdef")
        editor.moveUp()
        #expect(editor.marked == "|abc\nabcdef")
        editor.moveDown()
        #expect(editor.marked == "abc\nabcdef|", "column 6, not the 0 it moved up to")
    }

    @Test func anyOtherCommandForgetsTheGoalColumn() {
        let editor = TextEditor(marked: "abcdef|\nab\nabcdefgh")
        editor.moveDown()
        editor.moveLeft()
        editor.moveDown()
        #expect(editor.marked == "abcdef\nab\na|bcdefgh")
        let typed = TextEditor(marked: "abcdef|\nab\nabcdefgh")
        typed.moveDown()
        typed.insertText("X")
        typed.moveDown()
        #expect(typed.marked == "abcdef\nabX\nabc|defgh")
        let set = TextEditor(marked: "abcdef|\nab\nabcdefgh")
        set.moveDown()
        set.selectedRange = set.selectedRange
        set.moveDown()
        #expect(set.marked == "abcdef\nab\nab|cdefgh")
    }

    @Test func columnsCountClustersNotCodeUnits() {
        let editor = TextEditor(marked: "👨‍👩‍👧‍👦🇨🇿|x\nabcd")
        editor.moveDown()
        #expect(editor.marked == "👨‍👩‍👧‍👦🇨🇿x\nab|cd")
        editor.moveUp()
        #expect(editor.marked == "👨‍👩‍👧‍👦🇨🇿|x\nabcd")
        let cjk = TextEditor(marked: "漢字|かな\ne\u{301}e\u{301}e\u{301}")
        cjk.moveDown()
        #expect(cjk.marked == "漢字かな\ne\u{301}e\u{301}|e\u{301}")
    }

    @Test func verticalMovesStopBeforeTheTerminator() {
        let editor = TextEditor(marked: "abcdef|\r\nab\r\nx")
        editor.moveDown()
        #expect(editor.marked == "abcdef\r\nab|\r\nx")
        let separators = TextEditor(marked: "abc|\u{2028}a\u{2029}b")
        separators.moveDown()
        #expect(separators.marked == "abc\u{2028}a|\u{2029}b")
        separators.moveDown()
        #expect(separators.marked == "abc\u{2028}a\u{2029}b|")
    }

    @Test func moveDownExtendingKeepsTheAnchor() {
        let editor = TextEditor(marked: "ab|cd\nefgh\nij")
        editor.moveDown(extending: true)
        #expect(editor.marked == "ab[cd\nef]gh\nij")
        editor.moveDown(extending: true)
        #expect(editor.marked == "ab[cd\nefgh\nij]")
        editor.moveUp(extending: true)
        #expect(editor.marked == "ab[cd\nef]gh\nij")
    }

    @Test func moveDownFromANonEmptySelectionStartsAtTheHead() {
        let editor = TextEditor(marked: "a]bc[d\nefgh")
        editor.moveDown()
        #expect(editor.marked == "abcd\ne|fgh")
    }

    @Test func everySelectionKeepsItsOwnGoalColumn() {
        let editor = TextEditor(marked: "a|bcdef\nabcd|ef\nab\nabcdef")
        editor.moveDown()
        #expect(editor.marked == "abcdef\na|bcdef\nab|\nabcdef")
        editor.moveDown()
        #expect(editor.marked == "abcdef\nabcdef\na|b\nabcd|ef")
    }

    @Test func caretsThatMeetOnAShortLineMergeAndKeepTheDecidingGoal() {
        let editor = TextEditor(marked: "ab|c|def\nx\nabcdef")
        #expect(editor.primarySelectionIndex == 1)
        editor.moveDown()
        #expect(editor.marked == "abcdef\nx|\nabcdef")
        editor.moveDown()
        #expect(editor.marked == "abcdef\nx\nabc|def", "the primary's goal column, 3, wins")
    }

    @Test func verticalMovesInAnEmptyDocument() {
        let editor = TextEditor()
        editor.moveDown()
        editor.moveUp(extending: true)
        #expect(editor.marked == "|")
    }
}

/// Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Selections": an ignored call is not an operation.
@Suite struct IgnoredCallTests {
    @Test func ignoredCallsKeepTheGoalColumn() {
        let editor = TextEditor(marked: "abcdef|\nab\nabcdefgh")
        editor.moveDown()
        editor.selectedRange = NSRange(location: NSNotFound, length: 0)
        editor.selections = []
        editor.replaceCharacters(in: NSRange(location: NSNotFound, length: 2), with: "zz")
        editor.moveDown()
        #expect(editor.marked == "abcdef\nab\nabcdef|gh")
    }
}
