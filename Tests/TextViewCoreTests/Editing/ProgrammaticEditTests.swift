import Foundation
import Testing
import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Mapping positions through an edit": replaceCharacters and text.
@Suite struct ProgrammaticEditTests {
    @Test func positionsBeforeAnEditAreUnchanged() {
        let editor = TextEditor(marked: "a|b[c]def")
        editor.replaceCharacters(in: NSRange(location: 4, length: 1), with: "XYZ")
        #expect(editor.marked == "a|b[c]dXYZf")
    }

    @Test func positionsAfterAnEditShiftByItsDelta() {
        let editor = TextEditor(marked: "abc|d]ef[")
        editor.replaceCharacters(in: NSRange(location: 0, length: 2), with: "XYZW")
        #expect(editor.marked == "XYZWc|d]ef[")
        editor.replaceCharacters(in: NSRange(location: 0, length: 4), with: "")
        #expect(editor.marked == "c|d]ef[")
    }

    @Test func aCaretAtSomeoneElsesInsertionPointStaysBeforeIt() {
        let editor = TextEditor(marked: "ab|cd")
        editor.replaceCharacters(in: NSRange(location: 2, length: 0), with: "XY")
        #expect(editor.marked == "ab|XYcd")
    }

    @Test func aCaretAtTheEndOfAReplacedRangeGoesToTheEndOfTheReplacement() {
        let editor = TextEditor(marked: "abc|d")
        editor.replaceCharacters(in: NSRange(location: 1, length: 2), with: "XYZ")
        #expect(editor.marked == "aXYZ|d")
    }

    @Test func aCaretInsideAReplacedRangeGoesToItsStart() {
        let editor = TextEditor(marked: "ab|cd")
        editor.replaceCharacters(in: NSRange(location: 1, length: 2), with: "XY")
        #expect(editor.marked == "a|XYd")
    }

    @Test func aRangeDoesNotGrowWhenTextIsInsertedAtItsEdges() {
        let editor = TextEditor(marked: "a[bc]d")
        editor.replaceCharacters(in: NSRange(location: 1, length: 0), with: "X")
        editor.replaceCharacters(in: NSRange(location: 4, length: 0), with: "Y")
        #expect(editor.marked == "aX[bc]Yd")
    }

    @Test func aRangeGrowsWhenTextIsInsertedInsideIt() {
        let editor = TextEditor(marked: "a]bc[d")
        editor.replaceCharacters(in: NSRange(location: 2, length: 0), with: "X")
        #expect(editor.marked == "a]bXc[d")
    }

    @Test func aRangeWhoseEndsCrossCollapsesToACaretAtItsMappedUpperEnd() {
        let editor = TextEditor(marked: "a[b]cd")
        editor.replaceCharacters(in: NSRange(location: 1, length: 2), with: "XY")
        #expect(editor.marked == "a|XYd")
        let exact = TextEditor(marked: "a[bc]d")
        exact.replaceCharacters(in: NSRange(location: 1, length: 2), with: "XY")
        #expect(exact.marked == "aXY|d")
    }

    @Test func mappingKeepsDirectionAndAffinity() {
        let editor = TextEditor(string: "abcdef")
        editor.selections = [TextSelection(anchor: 5, head: 3, affinity: .upstream)]
        editor.replaceCharacters(in: NSRange(location: 0, length: 1), with: "XY")
        #expect(editor.selections == [TextSelection(anchor: 6, head: 4, affinity: .upstream)])
    }

    @Test func aCaretLeftInsideAClusterByAnEditMovesToItsEnd() {
        let editor = TextEditor(marked: "e|x")
        editor.replaceCharacters(in: NSRange(location: 1, length: 0), with: "\u{301}")
        #expect(editor.marked == "e\u{301}|x")
        let crlf = TextEditor(marked: "a\r|b")
        crlf.replaceCharacters(in: NSRange(location: 2, length: 0), with: "\n")
        #expect(crlf.marked == "a\r\n|b")
    }

    @Test func aRangeLeftWithAnEndInsideAClusterGrowsOutward() {
        let editor = TextEditor(marked: "[ab]c")
        editor.replaceCharacters(in: NSRange(location: 2, length: 0), with: "\u{301}")
        #expect(editor.marked == "[ab\u{301}]c")
    }

    @Test func programmaticEditsMapEveryCaret() {
        let editor = TextEditor(marked: "|ab|cd|ef|")
        editor.replaceCharacters(in: NSRange(location: 2, length: 2), with: "WXYZ")
        #expect(editor.marked == "|ab|WXYZ|ef|")
    }

    @Test func caretsThatMeetAfterMappingMerge() {
        let editor = TextEditor(marked: "a|bc|d")
        editor.replaceCharacters(in: NSRange(location: 1, length: 2), with: "")
        #expect(editor.marked == "a|d")
        #expect(editor.primarySelectionIndex == 0)
    }

    @Test func replaceCharactersWithNotFoundChangesNothing() {
        let editor = TextEditor(marked: "a[bc]d|")
        editor.replaceCharacters(in: NSRange(location: NSNotFound, length: 1), with: "X")
        editor.replaceCharacters(in: NSRange(location: NSNotFound, length: -1), with: "")
        #expect(editor.marked == "a[bc]d|")
    }

    @Test(arguments: [
        (Int.max - 1, 3, "abc|dX"), (Int.min, 2, "Xabc|d"), (Int.min, Int.max, "Xabc|d"), (0, Int.max, "|X"),
        (2, -100, "Xc|d"), (10, -7, "abc|X"), (-5, 6, "Xbc|d"), (4, Int.min, "|X"),
    ])
    func replaceCharactersClampsAnyInt(location: Int, length: Int, expected: String) {
        let editor = TextEditor(marked: "abc|d")
        editor.replaceCharacters(in: NSRange(location: location, length: length), with: "X")
        #expect(editor.marked == expected)
        EditorValidity.expectValid(editor)
    }

    @Test func replaceCharactersInsideASurrogatePairSnapsToTheScalar() {
        let editor = TextEditor(marked: "x😀y|")
        editor.replaceCharacters(in: NSRange(location: 2, length: 1), with: "Z")
        #expect(editor.marked == "xZy|")
        let caret = TextEditor(marked: "x😀y|")
        caret.replaceCharacters(in: NSRange(location: 2, length: 0), with: "Z")
        #expect(caret.marked == "xZ😀y|")
    }

    @Test func replaceCharactersKeepsNSTextStoragesPrecisionInsideAClusterAndResnaps() {
        // Replacing just the combining mark: the editor's selections stay on cluster boundaries.
        let editor = TextEditor(marked: "[e\u{301}]x|")
        editor.replaceCharacters(in: NSRange(location: 1, length: 1), with: "\u{308}")
        #expect(editor.marked == "[e\u{308}]x|")
    }

    @Test func textSetterReplacesEverythingAndMapsTheSelections() {
        let editor = TextEditor(marked: "ab|c")
        editor.text = "hello"
        #expect(editor.marked == "|hello")
        let atEnd = TextEditor(marked: "abc|")
        atEnd.text = "hello"
        #expect(atEnd.marked == "hello|")
        let all = TextEditor(marked: "[abc]")
        all.text = "hi"
        #expect(all.marked == "hi|")
    }

    @Test func textGetterReturnsTheWholeText() {
        let editor = TextEditor(string: "a\r\nb👍🏽")
        #expect(editor.text == "a\r\nb👍🏽")
    }
}
