import Foundation
import Testing
import TestingSupport
import TextViewCore

/// What the editor fuzzer found, each reduced to the few calls that showed it.
@Suite(.tags(.fuzzCorpus)) struct EditorFuzzFindingsTests {
    /// A filter that rejects every user edit: a composition's commit then removes the marked text.
    static func rejectEverything(_ editor: TextEditor) -> TextObservation {
        editor.addInputFilter { _ in .reject }
    }

    /// Undoing a group that a composition joined, after the composition was abandoned (its commit
    /// rejected by a filter), reverted the marked text's insertion a second time and trapped.
    @Test func anAbandonedCompositionInsideAnUndoGroupIsUndoneWithTheGroup() {
        let editor = TextEditor(string: "ab")
        let filter = Self.rejectEverything(editor)
        editor.beginUndoGroup()
        editor.setAttributes(TextAttributes().bold(), range: NSRange(location: 0, length: 2))
        editor.setMarkedText("\u{1D49C}", selectedRange: NSRange(location: 0, length: 0))
        editor.endUndoGroup()
        // Commits first; the filter rejects the commit, so the marked text goes; then the group.
        editor.undo()
        #expect(editor.text == "ab")
        #expect(editor.document.attributes(at: 0) == TextAttributes())
        #expect(!editor.canUndo)
        editor.redo()
        #expect(editor.text == "ab" && editor.document.attributes(at: 1) == TextAttributes().bold())
        editor._invariantCheck()
        filter.cancel()
    }

    /// `addSelection` while composing commits first; a filter that changes the committed text
    /// left the new selection snapped to the text from before the commit (past its end).
    @Test func aSelectionAddedWhileComposingFitsTheCommittedText() {
        let editor = TextEditor(string: "ab")
        let filter = editor.addInputFilter(.allowedCharacters(.letters))
        editor.selectedRange = NSRange(location: 2, length: 0)
        editor.setMarkedText("1 2 3", selectedRange: NSRange(location: 5, length: 0))
        editor.addSelection(TextSelection(anchor: 0, head: 7))
        #expect(editor.text == "ab")
        #expect(editor.selections.allSatisfy { (0...2).contains($0.anchor) && (0...2).contains($0.head) })
        editor._invariantCheck()
        filter.cancel()
    }

    /// Undo put back selections saved during a composition, where a caret may split a cluster of
    /// the marked text, into text that is no longer marked.
    @Test func undoSnapsSelectionsSavedDuringAComposition() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let editor = TextEditor(string: "")
        editor.insertText("x")
        let filter = Self.rejectEverything(editor)
        editor.setMarkedText(family, selectedRange: NSRange(location: 2, length: 0))
        #expect(editor.selectedRange == NSRange(location: 3, length: 0))   // inside the cluster
        // The typing step goes; the composition's cancellation then stays a step of its own.
        editor.removeAllUndoSteps()
        editor.selectedRange = NSRange(location: 0, length: 0)   // ends the composition: rejected
        #expect(editor.text == "x")
        editor.undo()
        #expect(editor.text == "x" + family)
        #expect([1, 9].contains(editor.selectedRange.location) && editor.selectedRange.length == 0)
        editor._invariantCheck()
        filter.cancel()
    }

    /// `text =` while composing commits first; when a filter lengthened the committed text, the
    /// whole-text range taken before the commit left the added text behind.
    @Test func settingTheTextWhileComposingReplacesAllOfIt() {
        let editor = TextEditor(string: "abc")
        editor.selectedRange = NSRange(location: 3, length: 0)
        editor.setMarkedText("xyz", selectedRange: NSRange(location: 3, length: 0))
        let filter = editor.addInputFilter { edit in .transform(edit.mapInsertedStrings { $0.text + "!!" }) }
        editor.text = "new"
        #expect(editor.text == "new")
        #expect(!editor.hasMarkedText)
        filter.cancel()
    }

    /// A filter returning hostile ranges made the next filter's `resultingLength` overflow:
    /// each filter now sees the previous one's result made safe.
    @Test func aFilterAfterOneReturningHostileRangesSeesSafeRanges() {
        let editor = TextEditor(string: "abc")
        editor.selectedRange = NSRange(location: 3, length: 0)
        var seen: [NSRange] = []
        let hostile = editor.addInputFilter { edit in
            let moved = edit.replacements.map { TextReplacement(range: NSRange(location: 2, length: Int.min), text: $0.text) }
            return .transform(ProposedEdit(replacements: moved, userEvent: edit.userEvent, document: edit.document))
        }
        let recorder = editor.addInputFilter { edit in
            seen += edit.replacedRanges
            return .accept
        }
        let limit = editor.addInputFilter(.maximumLength(10))
        editor.insertText("xy")
        #expect(seen == [NSRange(location: 0, length: 2)])
        #expect(editor.text == "xyc")
        for token in [hostile, recorder, limit] { token.cancel() }
    }
}

extension EditorFuzzFindingsTests {
    /// A composition begun while undo was not recording moved the history through its marked
    /// text; abandoning it (a rejected commit) with undo recording again dropped the recorded
    /// cancellation, so undo then restored text at a place past the end and trapped.
    @Test func anAbandonedCompositionBegunUnrecordedKeepsTheHistoryInStep() {
        let editor = TextEditor(string: "\u{304B}\u{306A}")
        editor.deleteToEndOfLine()
        let filter = Self.rejectEverything(editor)
        editor.recordsUndo = false
        editor.setMarkedText("42", selectedRange: NSRange(location: 0, length: 2))
        editor.recordsUndo = true
        var undone = 0
        while editor.canUndo && undone < 10 {
            editor.undo()
            editor._invariantCheck()
            undone += 1
        }
        #expect(editor.text.hasSuffix("\u{304B}\u{306A}"))
        filter.cancel()
    }
}

extension EditorFuzzFindingsTests {
    static let indented: ParagraphStyle = {
        var style = ParagraphStyle()
        style.firstLineHeadIndent = 12
        return style
    }()

    /// Undo restores runs exactly; after a paragraph style set while undo was not recording, the
    /// restored text kept its old style inside a paragraph that has another.
    @Test func undoAfterAnUnrecordedParagraphStyleKeepsParagraphsUniform() {
        let editor = TextEditor(string: "ab")
        editor.replaceCharacters(in: NSRange(location: 1, length: 1), with: "")
        editor.recordsUndo = false
        editor.setParagraphStyle(Self.indented, forParagraphsIn: NSRange(location: 0, length: 1))
        editor.undo()
        #expect(editor.text == "ab")
        #expect(editor.document.attributes(at: 1).paragraphStyle == editor.document.attributes(at: 0).paragraphStyle)
        editor._invariantCheck()
    }

    /// An attribute edit made while composing joined the composition's undo step, and abandoning
    /// the composition dropped it: the paragraph style stayed with no step to undo it.
    @Test func anAttributeEditWhileComposingOutlivesTheAbandonedComposition() {
        let editor = TextEditor(string: "ab")
        editor.selectedRange = NSRange(location: 2, length: 0)
        editor.setMarkedText("xy", selectedRange: NSRange(location: 2, length: 0))
        editor.setParagraphStyle(Self.indented, forParagraphsIn: NSRange(location: 0, length: 1))
        editor.abandonMarkedText()
        #expect(editor.text == "ab" && editor.document.paragraphStyle(at: 0) == Self.indented)
        #expect(editor.canUndo)
        editor.undo()
        #expect(editor.text == "ab" && editor.document.paragraphStyle(at: 0) == nil)
        editor._invariantCheck()
    }
}
