import Foundation
import Testing
import TestingSupport
import TextViewCore

/// What the reference model found, one rule per test: cases where ICU's word boundaries fall
/// inside a grapheme cluster (a Hangul syllable followed by a trailing jamo, LV/LVT + T, is one
/// cluster but two word-break units for ICU 72), so the editor's snapping rules decide; and the
/// reason the model's palette has no virama.
@Suite(.tags(.property)) struct ModelFindingsTests {
    /// The premise of `ModelPalette`: Swift's `Character` (Unicode 15.1's GB9c) and ICU 72 disagree
    /// on a Devanagari conjunct with a mark inside. Should this start failing after a toolchain or
    /// ICU upgrade, the virama can go back into the palette.
    @Test func swiftAndICUDisagreeOnAConjunctWithAMarkInside() {
        let text = "\u{915}\u{94D}\u{947}\u{937}" // क ् े ष
        #expect(text.count == 1)
        let document = TextDocument(text)
        #expect(document.rangeOfComposedCharacterSequence(at: 0) == NSRange(location: 0, length: 3))
    }

    /// 한 + ᆨ (U+D55C U+11A8) is one cluster of 2 units; ICU 72 puts a word boundary between them.
    static let syllableAndJamo = "\u{D55C}\u{11A8}"

    @Test func icuPutsAWordBoundaryInsideAHangulCluster() {
        let document = TextDocument(Self.syllableAndJamo + "42world")
        #expect(document.rangeOfComposedCharacterSequence(at: 0) == NSRange(location: 0, length: 2))
        #expect(document.wordBoundary(after: 0) == 1, "the premise of the tests below")
        #expect(document.wordBoundary(before: 2) == 1, "the premise of the tests below")
    }

    @Test func wordMovementInsideAClusterMovesOnBackward() {
        let editor = TextEditor(string: Self.syllableAndJamo + "42world")
        editor.selectedRange = NSRange(location: 2, length: 0)
        editor.moveWordLeft()
        #expect(editor.selectedRange == NSRange(location: 0, length: 0))
        editor._invariantCheck()
    }

    @Test func wordMovementInsideAClusterMovesOnForward() {
        let editor = TextEditor(string: Self.syllableAndJamo + " x")
        editor.moveWordRight()
        #expect(editor.selectedRange == NSRange(location: 2, length: 0))
        editor._invariantCheck()
    }

    @Test func deleteWordBackwardDeletesTheWholeCluster() {
        let editor = TextEditor(string: Self.syllableAndJamo + "42world")
        editor.selectedRange = NSRange(location: 2, length: 0)
        editor.deleteWordBackward()
        #expect(editor.text == "42world")
        #expect(editor.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test func selectWordSnapsAWordRangeInsideAClusterOutward() {
        // 한국어 + ᆨ: the last syllable and the jamo are one cluster, {2, 2}; ICU's word is {0, 3}.
        let editor = TextEditor(string: "\u{D55C}\u{AD6D}\u{C5B4}\u{11A8}\u{1F1E8}\u{1F1FF}")
        #expect(editor.document.wordRange(at: 0) == NSRange(location: 0, length: 3), "the premise")
        editor.selectWord()
        #expect(editor.selections == [TextSelection(anchor: 0, head: 4)])
    }
}
