import Foundation
import Testing
import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Selections": the setters, one rule per test.
@Suite struct SelectionSetterTests {
    /// "a👨‍👩‍👧‍👦b": the family is one cluster at 1..<12.
    static let family = "a👨‍👩‍👧‍👦b"

    @Test func editorStartsWithOneCaretAtZero() {
        let editor = TextEditor(string: "hello")
        #expect(editor.selections == [TextSelection(caret: 0)])
        #expect(editor.selectedRange == NSRange(location: 0, length: 0))
        #expect(editor.primarySelectionIndex == 0)
        #expect(TextEditor().selections == [TextSelection(caret: 0)])
    }

    @Test func selectedRangeSetterIgnoresNotFound() {
        let editor = TextEditor(marked: "a[bc]d|e")
        for length in [0, 1, -1, Int.max, Int.min] {
            editor.selectedRange = NSRange(location: NSNotFound, length: length)
            #expect(editor.marked == "a[bc]d|e")
            #expect(editor.primarySelectionIndex == 1)
        }
    }

    @Test func selectedRangeSetterReadsANegativeLengthFromTheOtherEnd() {
        let editor = TextEditor(string: "abcdef")
        editor.selectedRange = NSRange(location: 4, length: -3)
        #expect(editor.marked == "a[bcd]ef")
    }

    @Test(arguments: [
        (Int.max - 1, 0, NSRange(location: 6, length: 0)), (Int.min, 0, NSRange(location: 0, length: 0)),
        (Int.min, Int.max, NSRange(location: 0, length: 0)), (Int.min + 1, Int.max, NSRange(location: 0, length: 0)),
        (0, Int.max, NSRange(location: 0, length: 6)), (Int.max - 1, 5, NSRange(location: 6, length: 0)),
        (3, Int.max, NSRange(location: 3, length: 3)), (3, Int.min, NSRange(location: 0, length: 3)),
        (-5, 7, NSRange(location: 0, length: 2)), (100, -97, NSRange(location: 3, length: 3)),
    ])
    func selectedRangeSetterClampsAnyIntWithoutTrapping(location: Int, length: Int, expected: NSRange) {
        let editor = TextEditor(string: "abcdef")
        editor.selectedRange = NSRange(location: location, length: length)
        #expect(editor.selectedRange == expected)
        editor._invariantCheck()
    }

    @Test func selectedRangeSetterSnapsEndsOutwardToClusters() {
        let editor = TextEditor(string: Self.family)
        editor.selectedRange = NSRange(location: 3, length: 2)
        #expect(editor.selectedRange == NSRange(location: 1, length: 11))
        editor.selectedRange = NSRange(location: 0, length: 2)
        #expect(editor.selectedRange == NSRange(location: 0, length: 12))
    }

    @Test func emptySelectedRangeInsideAClusterSnapsToTheClusterStart() {
        let editor = TextEditor(string: Self.family)
        editor.selectedRange = NSRange(location: 6, length: 0)
        #expect(editor.selectedRange == NSRange(location: 1, length: 0))
        let crlf = TextEditor(string: "a\r\nb")
        crlf.selectedRange = NSRange(location: 2, length: 0)
        #expect(crlf.marked == "a|\r\nb")
    }

    @Test func selectedRangeInsideASurrogatePairSnapsToTheScalarsCluster() {
        let editor = TextEditor(string: "x😀y")
        editor.selectedRange = NSRange(location: 2, length: 0)
        #expect(editor.marked == "x|😀y")
        editor.selectedRange = NSRange(location: 2, length: 1)
        #expect(editor.marked == "x[😀]y")
    }

    @Test func selectedRangeSetterReplacesAllSelectionsWithOneForwardSelection() {
        let editor = TextEditor(marked: "|a]bc[d|e")
        editor.selectedRange = NSRange(location: 3, length: -2)
        #expect(editor.marked == "a[bc]de")
        #expect(editor.primarySelectionIndex == 0)
    }

    @Test func selectedRangeGetterReturnsThePrimarysRange() {
        let editor = TextEditor(string: "abcdef")
        editor.selections = [TextSelection(anchor: 4, head: 2), TextSelection(caret: 0)]
        #expect(editor.primarySelectionIndex == 0)
        #expect(editor.selectedRange == NSRange(location: 0, length: 0))
        editor.selections = [TextSelection(caret: 0), TextSelection(anchor: 4, head: 2)]
        #expect(editor.selectedRange == NSRange(location: 2, length: 2))
    }

    @Test func selectionsSetterClampsAnyInt() {
        let editor = TextEditor(string: "abc")
        editor.selections = [TextSelection(anchor: Int.min, head: 1)]
        #expect(editor.marked == "[a]bc")
        editor.selections = [TextSelection(anchor: Int.max, head: Int.min)]
        #expect(editor.marked == "]abc[")
        editor.selections = [TextSelection(caret: NSNotFound)]
        #expect(editor.marked == "abc|")
        editor.selections = [TextSelection(caret: -1)]
        #expect(editor.marked == "|abc")
    }

    @Test func selectionsSetterSnapsRangesOutwardKeepingDirection() {
        let editor = TextEditor(string: "🇨🇿e\u{301}👍🏽")
        editor.selections = [TextSelection(anchor: 6, head: 2)]
        #expect(editor.marked == "]🇨🇿e\u{301}[👍🏽")
        editor.selections = [TextSelection(anchor: 5, head: 8)]
        #expect(editor.marked == "🇨🇿[e\u{301}👍🏽]")
    }

    @Test func selectionsSetterSnapsCaretsDownToTheClusterStart() {
        let editor = TextEditor(string: "1️⃣\u{1100}\u{1161}\u{11A8}")
        editor.selections = [TextSelection(caret: 2), TextSelection(caret: 5)]
        #expect(editor.marked == "|1️⃣|\u{1100}\u{1161}\u{11A8}")
    }

    @Test func selectionsSetterIgnoresAnEmptyArray() {
        let editor = TextEditor(marked: "a|b[c]")
        editor.selections = []
        #expect(editor.marked == "a|b[c]")
        #expect(editor.primarySelectionIndex == 1)
    }

    @Test func selectionsSetterMakesTheLastGivenPrimary() {
        let editor = TextEditor(string: "abcdef")
        editor.selections = [TextSelection(caret: 5), TextSelection(caret: 1), TextSelection(caret: 3)]
        #expect(editor.marked == "a|bc|de|f")
        #expect(editor.primarySelectionIndex == 1)
        #expect(editor.selectedRange == NSRange(location: 3, length: 0))
    }

    @Test func selectionsAreSortedByStart() {
        let editor = TextEditor(string: "abcdef")
        editor.selections = [TextSelection(anchor: 6, head: 4), TextSelection(caret: 0), TextSelection(anchor: 2, head: 3)]
        #expect(editor.selections == [TextSelection(caret: 0), TextSelection(anchor: 2, head: 3), TextSelection(anchor: 6, head: 4)])
        #expect(editor.primarySelectionIndex == 1)
    }

    @Test func overlappingSelectionsMerge() {
        let editor = TextEditor(string: "abcdef")
        editor.selections = [TextSelection(anchor: 1, head: 4), TextSelection(anchor: 3, head: 5)]
        #expect(editor.marked == "a[bcde]f")
        #expect(editor.selections.count == 1)
    }

    @Test func touchingSelectionsMerge() {
        let editor = TextEditor(string: "abcdef")
        editor.selections = [TextSelection(anchor: 1, head: 3), TextSelection(anchor: 3, head: 5)]
        #expect(editor.marked == "a[bcde]f")
        editor.selections = [TextSelection(caret: 2), TextSelection(anchor: 2, head: 4)]
        #expect(editor.marked == "ab[cd]ef")
        editor.selections = [TextSelection(caret: 2), TextSelection(caret: 2)]
        #expect(editor.marked == "ab|cdef")
    }

    @Test func selectionsThatSnapIntoEachOtherMerge() {
        let editor = TextEditor(string: "a👨‍👩‍👧‍👦b")
        editor.selections = [TextSelection(caret: 3), TextSelection(caret: 9)]
        #expect(editor.marked == "a|👨‍👩‍👧‍👦b")
        editor.selections = [TextSelection(anchor: 0, head: 2), TextSelection(anchor: 11, head: 13)]
        #expect(editor.marked == "[a👨‍👩‍👧‍👦b]")
    }

    @Test func aMergedSelectionHoldingThePrimaryBecomesPrimaryWithItsDirection() {
        let editor = TextEditor(string: "abcdefgh")
        editor.selections = [TextSelection(caret: 0), TextSelection(anchor: 2, head: 5), TextSelection(anchor: 6, head: 3)]
        #expect(editor.marked == "|ab]cdef[gh")
        #expect(editor.primarySelectionIndex == 1)
        editor.selections = [TextSelection(anchor: 6, head: 3), TextSelection(caret: 0), TextSelection(anchor: 2, head: 5)]
        #expect(editor.marked == "|ab[cdef]gh")
        #expect(editor.primarySelectionIndex == 1)
    }

    @Test func aMergedSelectionWithoutThePrimaryTakesTheFirstOnesDirection() {
        let editor = TextEditor(string: "abcdefgh")
        editor.selections = [TextSelection(anchor: 5, head: 2), TextSelection(anchor: 3, head: 6), TextSelection(caret: 8)]
        #expect(editor.marked == "ab]cdef[gh|")
        #expect(editor.primarySelectionIndex == 1)
        editor.selections = [TextSelection(anchor: 3, head: 6), TextSelection(anchor: 5, head: 2), TextSelection(caret: 8)]
        #expect(editor.marked == "ab]cdef[gh|", "sorted by start, so the selection starting at 2 is first")
    }

    @Test func aCaretCountsAsForwardWhenItDecidesAMerge() {
        let editor = TextEditor(string: "abcdef")
        editor.selections = [TextSelection(anchor: 4, head: 2), TextSelection(caret: 2)]
        #expect(editor.marked == "ab[cd]ef")
    }

    @Test func mergingKeepsTheDecidingSelectionsAffinity() {
        let editor = TextEditor(string: "abcdef")
        editor.selections = [TextSelection(anchor: 1, head: 3, affinity: .downstream), TextSelection(anchor: 2, head: 4, affinity: .upstream)]
        #expect(editor.selections == [TextSelection(anchor: 1, head: 4, affinity: .upstream)])
    }

    @Test func addSelectionAppendsAndMakesItPrimary() {
        let editor = TextEditor(marked: "ab|cdef")
        editor.addSelection(TextSelection(caret: 0))
        #expect(editor.marked == "|ab|cdef")
        #expect(editor.primarySelectionIndex == 0)
        editor.addSelection(TextSelection(anchor: 6, head: 5))
        #expect(editor.marked == "|ab|cde]f[")
        #expect(editor.primarySelectionIndex == 2)
    }

    @Test func addSelectionMergesWithWhatItTouches() {
        let editor = TextEditor(marked: "a[bc]def")
        editor.addSelection(TextSelection(anchor: 5, head: 3))
        #expect(editor.marked == "a]bcde[f")
        #expect(editor.selections.count == 1)
    }

    @Test func addSelectionClampsAndSnaps() {
        let editor = TextEditor(marked: "|x👍🏽")
        editor.addSelection(TextSelection(anchor: Int.max, head: 2))
        #expect(editor.marked == "|x]👍🏽[")
        editor.addSelection(TextSelection(caret: Int.min))
        #expect(editor.marked == "|x]👍🏽[")
        #expect(editor.primarySelectionIndex == 0)
    }

    @Test func textSelectionRangeIsMinToMax() {
        #expect(TextSelection(anchor: 5, head: 2).range == NSRange(location: 2, length: 3))
        #expect(TextSelection(anchor: 2, head: 5).range == NSRange(location: 2, length: 3))
        #expect(TextSelection(caret: 4).isCaret)
        #expect(!TextSelection(anchor: 4, head: 5).isCaret)
        #expect(TextSelection(anchor: Int.min, head: Int.max).range.length == Int.max)
    }

    @Test func textSelectionFromARangeIsForwardAndReadsNegativeLengths() {
        #expect(TextSelection(range: NSRange(location: 2, length: 3)) == TextSelection(anchor: 2, head: 5))
        #expect(TextSelection(range: NSRange(location: 5, length: -3)) == TextSelection(anchor: 2, head: 5))
        #expect(TextSelection(range: NSRange(location: Int.max, length: 5)) == TextSelection(caret: Int.max))
        #expect(TextSelection(range: NSRange(location: Int.min, length: -5)) == TextSelection(caret: Int.min))
        #expect(TextSelection(range: NSRange(location: 1, length: 0)).affinity == .downstream)
    }

    /// Setting the selection the editor has changes nothing and tells no one, whether the range is
    /// the selection as given or becomes it once clamped and snapped; a backward selection set
    /// through a range (of either sign) becomes forward, which is a change; and no hostile range
    /// mistaken for the current selection (its arithmetic wrapping) is taken as it.
    @Test func settingTheSelectionItHasChangesNothing() {
        let editor = TextEditor(string: Self.family + "cd")
        var heard: [NSRange] = []
        let observation = editor.addObserver { change in heard.append(change.selectionsAfter[0].range) }
        defer { observation.cancel() }
        editor.selectedRange = NSRange(location: 12, length: 0)
        #expect(heard == [NSRange(location: 12, length: 0)])
        editor.selectedRange = NSRange(location: 12, length: 0)
        // Inside the family: snapped to its start, 1, which is not the selection.
        editor.selectedRange = NSRange(location: 5, length: 0)
        #expect(heard == [NSRange(location: 12, length: 0), NSRange(location: 1, length: 0)])
        // Snapped onto the selection it has: nothing.
        editor.selectedRange = NSRange(location: 7, length: 0)
        #expect(heard.count == 2)
        for (location, length) in [(NSNotFound, 0), (Int.min, Int.max), (Int.min + 1, Int.max), (Int.max, 2), (1 &- Int.max, Int.max)] {
            editor.selectedRange = NSRange(location: 1, length: 0)
            editor.selectedRange = NSRange(location: location, length: length)
            editor._invariantCheck()
        }
        editor.selections = [TextSelection(anchor: 13, head: 1)]
        let before = heard.count
        editor.selectedRange = NSRange(location: 1, length: 12)
        #expect(editor.selections == [TextSelection(anchor: 1, head: 13)])
        #expect(heard.count == before + 1)
        editor.selections = [TextSelection(anchor: 13, head: 1)]
        editor.selectedRange = NSRange(location: 13, length: -12)
        #expect(editor.selections == [TextSelection(anchor: 1, head: 13)])
        #expect(heard.count == before + 3)
        editor.selectedRange = NSRange(location: 1, length: 12)
        #expect(heard.count == before + 3)
    }
}
