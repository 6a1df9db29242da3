import Foundation
import Testing
import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Editing commands": the deletions.
@Suite struct DeletionTests {
    // MARK: deleteBackward

    @Test func deleteBackwardRemovesTheSelection() {
        let editor = TextEditor(marked: "a]bc[d")
        editor.deleteBackward()
        #expect(editor.marked == "a|d")
    }

    @Test func deleteBackwardAtZeroDoesNothing() {
        let editor = TextEditor(marked: "|ab")
        editor.deleteBackward()
        #expect(editor.marked == "|ab")
    }

    @Test func deleteBackwardRemovesTheCharacterBeforeTheCaret() {
        let editor = TextEditor(marked: "ab|c")
        editor.deleteBackward()
        #expect(editor.marked == "a|c")
    }

    @Test func deleteBackwardRemovesOnlyTheLastCombiningMark() {
        let editor = TextEditor(marked: "xa\u{308}\u{323}|y")
        editor.deleteBackward()
        #expect(editor.marked == "xa\u{308}|y")
        editor.deleteBackward()
        #expect(editor.marked == "xa|y")
        editor.deleteBackward()
        #expect(editor.marked == "x|y")
    }

    @Test func deleteBackwardRemovesOnlyADevanagariVowelSign() {
        // "ते": TA + VOWEL SIGN E (Mn); "कि": KA + VOWEL SIGN I (Mc).
        let editor = TextEditor(marked: "त\u{947}|")
        editor.deleteBackward()
        #expect(editor.marked == "त|")
        let spacing = TextEditor(marked: "क\u{93F}|")
        spacing.deleteBackward()
        #expect(spacing.marked == "क|")
    }

    @Test func deleteBackwardRemovesAnEnclosingMarkAlone() {
        let editor = TextEditor(marked: "a\u{20DD}|")
        editor.deleteBackward()
        #expect(editor.marked == "a|")
    }

    @Test func deleteBackwardRemovesAFamilyEmojiWhole() {
        let editor = TextEditor(marked: "x👨‍👩‍👧‍👦|")
        editor.deleteBackward()
        #expect(editor.marked == "x|")
    }

    @Test func deleteBackwardRemovesAFlagWhole() {
        let editor = TextEditor(marked: "🇨🇿🇯🇵|")
        editor.deleteBackward()
        #expect(editor.marked == "🇨🇿|")
        let tagFlag = TextEditor(marked: "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}|")
        tagFlag.deleteBackward()
        #expect(tagFlag.marked == "|")
        let rainbow = TextEditor(marked: "🏳️‍🌈|")
        rainbow.deleteBackward()
        #expect(rainbow.marked == "|")
    }

    @Test func deleteBackwardRemovesAKeycapWhole() {
        // The keycap mark U+20E3 is an enclosing mark, but a keycap is an emoji sequence.
        let editor = TextEditor(marked: "a1️⃣|")
        editor.deleteBackward()
        #expect(editor.marked == "a|")
        let bare = TextEditor(marked: "a1\u{20E3}|")
        bare.deleteBackward()
        #expect(bare.marked == "a|")
    }

    @Test func deleteBackwardRemovesASkinToneSequenceWhole() {
        let editor = TextEditor(marked: "👍🏽|")
        editor.deleteBackward()
        #expect(editor.marked == "|")
    }

    @Test func deleteBackwardRemovesAnEmojiWithVariationSelectorWhole() {
        // U+FE0F is a nonspacing mark, but it makes the cluster an emoji sequence.
        let editor = TextEditor(marked: "❤️|")
        editor.deleteBackward()
        #expect(editor.marked == "|")
    }

    @Test func deleteBackwardRemovesAnEmojiPresentationScalarWithAMarkWhole() {
        // 😀 has Emoji_Presentation, so 😀 + COMBINING ACUTE is an emoji sequence.
        let editor = TextEditor(marked: "😀\u{301}|")
        editor.deleteBackward()
        #expect(editor.marked == "|")
    }

    @Test func deleteBackwardRemovesAHangulClusterWhole() {
        let editor = TextEditor(marked: "한\u{1100}\u{1161}\u{11A8}|")
        editor.deleteBackward()
        #expect(editor.marked == "한|")
        editor.deleteBackward()
        #expect(editor.marked == "|")
    }

    @Test func deleteBackwardRemovesCRLFWhole() {
        let editor = TextEditor(marked: "a\r\n|b")
        editor.deleteBackward()
        #expect(editor.marked == "a|b")
    }

    @Test func deleteBackwardRemovesASurrogatePairWhole() {
        let editor = TextEditor(marked: "a𝒜|")
        editor.deleteBackward()
        #expect(editor.marked == "a|")
    }

    @Test func deleteBackwardRemovesALoneCombiningMarkCluster() {
        let editor = TextEditor(marked: "\u{301}|a")
        editor.deleteBackward()
        #expect(editor.marked == "|a")
    }

    @Test func deleteBackwardAtSeveralCaretsMergesCaretsThatMeet() {
        let editor = TextEditor(marked: "a|b|c|d")
        editor.deleteBackward()
        #expect(editor.marked == "|d")
        #expect(editor.selections.count == 1)
    }

    @Test func deleteBackwardAtSeveralCaretsAndSelections() {
        let editor = TextEditor(marked: "ab|cd[ef]gh👍🏽|i")
        editor.deleteBackward()
        #expect(editor.marked == "a|cd|gh|i")
    }

    @Test func deleteBackwardLeavingACaretInsideAClusterMovesItToTheEnd() {
        // Deleting the x joins the two regional indicators into one flag.
        let editor = TextEditor(marked: "🇨x|🇿")
        editor.deleteBackward()
        #expect(editor.marked == "🇨🇿|")
        EditorValidity.expectValid(editor)
    }

    // MARK: deleteForward

    @Test func deleteForwardRemovesTheWholeClusterAfterTheCaret() {
        let editor = TextEditor(marked: "|e\u{301}\u{323}x")
        editor.deleteForward()
        #expect(editor.marked == "|x")
        let family = TextEditor(marked: "|👨‍👩‍👧‍👦x")
        family.deleteForward()
        #expect(family.marked == "|x")
    }

    @Test func deleteForwardRemovesCRLFWhole() {
        let editor = TextEditor(marked: "a|\r\nb")
        editor.deleteForward()
        #expect(editor.marked == "a|b")
    }

    @Test func deleteForwardAtTheEndDoesNothing() {
        let editor = TextEditor(marked: "ab|")
        editor.deleteForward()
        #expect(editor.marked == "ab|")
    }

    @Test func deleteForwardRemovesTheSelection() {
        let editor = TextEditor(marked: "a[bc]d")
        editor.deleteForward()
        #expect(editor.marked == "a|d")
    }

    // MARK: word deletions

    @Test func deleteWordBackwardDeletesToTheWordMovementTarget() {
        let editor = TextEditor(marked: "foo bar|")
        editor.deleteWordBackward()
        #expect(editor.marked == "foo |")
        editor.deleteWordBackward()
        #expect(editor.marked == "|")
    }

    @Test func deleteWordForwardDeletesToTheWordMovementTarget() {
        let editor = TextEditor(marked: "|foo, bar")
        editor.deleteWordForward()
        #expect(editor.marked == "|, bar")
        editor.deleteWordForward()
        #expect(editor.marked == "|")
    }

    @Test func wordDeletionsRemoveANonEmptySelectionOnly() {
        let editor = TextEditor(marked: "foo [bar] baz")
        editor.deleteWordBackward()
        #expect(editor.marked == "foo | baz")
        let forward = TextEditor(marked: "foo ]bar[ baz")
        forward.deleteWordForward()
        #expect(forward.marked == "foo | baz")
    }

    @Test func overlappingDeletionsAreMergedSoNothingIsDeletedTwice() {
        // The caret's word deletion reaches back over the selection.
        let editor = TextEditor(marked: "a[b]c, |xyz")
        editor.deleteWordBackward()
        #expect(editor.marked == "|xyz")
        #expect(editor.selections.count == 1)
    }

    // MARK: line deletions

    @Test func deleteToBeginningOfLineDeletesFromTheLineStart() {
        let editor = TextEditor(marked: "ab\ncd|ef")
        editor.deleteToBeginningOfLine()
        #expect(editor.marked == "ab\n|ef")
    }

    @Test func deleteToBeginningOfLineAtALineStartDeletesTheBreakBefore() {
        let editor = TextEditor(marked: "ab\r\n|cd")
        editor.deleteToBeginningOfLine()
        #expect(editor.marked == "ab|cd")
        let separator = TextEditor(marked: "ab\u{2028}|cd")
        separator.deleteToBeginningOfLine()
        #expect(separator.marked == "ab|cd")
    }

    @Test func deleteToBeginningOfLineAtZeroDoesNothing() {
        let editor = TextEditor(marked: "|ab")
        editor.deleteToBeginningOfLine()
        #expect(editor.marked == "|ab")
    }

    @Test func deleteToBeginningOfLineWithTwoCaretsOnOneLineDeletesOnce() {
        let editor = TextEditor(marked: "x\nab|cd|ef")
        editor.deleteToBeginningOfLine()
        #expect(editor.marked == "x\n|ef")
    }

    @Test func deleteToEndOfLineDeletesToTheContentEnd() {
        let editor = TextEditor(marked: "a|b\r\ncd")
        editor.deleteToEndOfLine()
        #expect(editor.marked == "a|\r\ncd")
        let last = TextEditor(marked: "ab\nc|d")
        last.deleteToEndOfLine()
        #expect(last.marked == "ab\nc|")
    }

    @Test func deleteToEndOfLineAtTheContentEndDeletesTheBreak() {
        let editor = TextEditor(marked: "ab|\r\ncd")
        editor.deleteToEndOfLine()
        #expect(editor.marked == "ab|cd")
        let paragraph = TextEditor(marked: "ab|\u{2029}cd")
        paragraph.deleteToEndOfLine()
        #expect(paragraph.marked == "ab|cd")
    }

    @Test func deleteToEndOfLineAtTheEndDoesNothing() {
        let editor = TextEditor(marked: "ab\n|")
        editor.deleteToEndOfLine()
        #expect(editor.marked == "ab\n|")
    }

    @Test func deleteToEndOfLineRemovesANonEmptySelectionOnly() {
        let editor = TextEditor(marked: "a[b]cd\nef")
        editor.deleteToEndOfLine()
        #expect(editor.marked == "a|cd\nef")
    }
}
