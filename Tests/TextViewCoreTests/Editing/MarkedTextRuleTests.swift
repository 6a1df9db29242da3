import Foundation
import Testing
import TextViewCore

/// The rules of marked text one by one: clamping, mapping, what ends a composition, attributes,
/// abandoning.
@Suite struct MarkedTextRuleTests {
    @Test(arguments: [
        (NSRange(location: NSNotFound, length: 0), NSRange(location: 4, length: 0)),
        (NSRange(location: -5, length: 0), NSRange(location: 1, length: 0)),
        (NSRange(location: Int.max, length: 0), NSRange(location: 4, length: 0)),
        (NSRange(location: Int.max, length: Int.max), NSRange(location: 4, length: 0)),
        (NSRange(location: 2, length: -1), NSRange(location: 2, length: 1)),
        (NSRange(location: Int.min, length: Int.max), NSRange(location: 1, length: 0)),
        (NSRange(location: 1, length: Int.max), NSRange(location: 2, length: 2)),
    ])
    func aHostileSelectedRangeIsClampedIntoTheMarkedText(_ given: NSRange, _ expected: NSRange) {
        let editor = TextEditor.composing("a")
        editor.setMarkedText("xyz", selectedRange: given)
        #expect(editor.markedRange == NSRange(location: 1, length: 3))
        #expect(editor.selectedRange == expected)
        #expect(editor.text == "axyz")
    }

    @Test func markedTextReplacesTheSelectionWhenThereIsNone() {
        let editor = TextEditor(string: "one two")
        editor.selectedRange = NSRange(location: 4, length: 3)
        editor.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        #expect(editor.text == "one に" && editor.markedRange == NSRange(location: 4, length: 1))
        editor.unmarkText()
        editor.undo()
        #expect(editor.text == "one two" && editor.selectedRange == NSRange(location: 4, length: 3))
    }

    /// An edit made at another selection (here a program's, away from the marked text) maps the
    /// marked range and keeps the composition.
    @Test func theMarkedRangeMapsThroughAnEditAtAnotherSelection() {
        let editor = TextEditor(string: "ab cd")
        editor.clock = { 100 }
        editor.selections = [TextSelection(caret: 1), TextSelection(caret: 5)]   // primary: the last
        editor.compose([CompositionStep("z"), CompositionStep("zh")])
        #expect(editor.markedRange == NSRange(location: 5, length: 2))
        editor.replaceCharacters(in: NSRange(location: 1, length: 0), with: "XYZ")   // at the other caret
        #expect(editor.markedRange == NSRange(location: 8, length: 2))
        #expect(editor.text == "aXYZb cdzh")
        editor.setMarkedText("中", selectedRange: NSRange(location: 1, length: 0))
        #expect(editor.text == "aXYZb cd中" && editor.markedRange == NSRange(location: 8, length: 1))
        editor.replaceCharacters(in: NSRange(location: 0, length: 4), with: "")
        #expect(editor.markedRange == NSRange(location: 4, length: 1))
        editor.unmarkText()
        #expect(editor.text == "b cd中")
        // The edits made meanwhile share the composition's undo step.
        editor.undo()
        #expect(editor.text == "ab cd" && !editor.canUndo)
    }

    @Test func aCommandOrASelectionOutsideTheMarkedTextCommitsFirst() {
        let editor = TextEditor.composing("ab")
        editor.compose([CompositionStep("か")])
        editor.moveLeft()
        #expect(editor.markedRange == nil && editor.text == "abか" && editor.selectedRange == NSRange(location: 2, length: 0))
        editor.compose([CompositionStep("ん")])
        editor.selectedRange = NSRange(location: 0, length: 0)
        #expect(editor.markedRange == nil && editor.text == "abんか")
        editor.compose([CompositionStep("x")])
        editor.deleteBackward()                          // commits, then deletes
        #expect(editor.text == "abんか" && editor.markedRange == nil)
        editor.compose([CompositionStep("y")])
        editor.undo()                                    // commits, then undoes the composition
        #expect(editor.text == "abんか" && editor.markedRange == nil)
    }

    @Test func markedTextAttributesAreLaidOverTheTypingAttributesUntilTheCommit() {
        let editor = TextEditor.composing("")
        let base = TextAttributes().bold()
        editor.typingAttributes = base
        editor.markedTextAttributes = TextAttributes().underlineStyle()
        editor.compose([CompositionStep("か"), CompositionStep("かん")])
        #expect(editor.document.attributes(at: 0) == base.underlineStyle())
        editor.unmarkText()
        #expect(editor.document.attributes(at: 0) == base && editor.document.attributes(at: 1) == base)
        editor.undo()
        #expect(editor.text.isEmpty)
        editor.redo()
        #expect(editor.text == "かん" && editor.document.attributes(at: 1) == base)
    }

    @Test func anAbandonedCompositionLeavesNoUndoStepAndKeepsRedo() {
        let editor = TextEditor.composing("ab")
        editor.insertText("c")
        editor.undo()
        #expect(editor.canRedo)
        editor.compose([CompositionStep("z"), CompositionStep("zh")])
        editor.abandonMarkedText()
        #expect(editor.text == "ab" && editor.markedRange == nil && editor.selectedRange == NSRange(location: 2, length: 0))
        #expect(!editor.canUndo && editor.canRedo)
        editor.redo()
        #expect(editor.text == "abc")
        // Marked text set to "" abandons too (a Hangul backspace past the last jamo).
        editor.compose([CompositionStep("ㅎ")])
        editor.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        #expect(editor.text == "abc" && editor.markedRange == nil)
        editor.undo()
        #expect(editor.text == "ab")
    }

    @Test func abandoningAfterReplacingASelectionStaysUndoable() {
        let editor = TextEditor(string: "keep this")
        editor.selectedRange = NSRange(location: 5, length: 4)
        editor.compose([CompositionStep("z")])
        editor.abandonMarkedText()
        #expect(editor.text == "keep ")
        editor.undo()
        #expect(editor.text == "keep this")
    }

    @Test func compositionKeystrokesNeverCoalesceWithTypingAround() {
        let editor = TextEditor.composing("")
        editor.insertText("a")
        editor.compose([CompositionStep("z")])
        editor.unmarkText()
        editor.insertText("b")
        #expect(editor.text == "azb")
        editor.undo()
        #expect(editor.text == "az")
        editor.undo()
        #expect(editor.text == "a")
    }
}
