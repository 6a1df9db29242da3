import Foundation
import Testing
@testable import TextViewCore

/// The marked-text stage of `run(_:)`: for a representative command of every family, with an open
/// composition, whether the command commits it first (the rule, `commitsComposition(before:)`)
/// and what the text, the selection and the marked range are after it. Without the stage the
/// committing commands would leave the marked text in place.
@Suite struct CompositionStageTests {
    struct Case {
        var name: String
        var command: EditorCommand
        var commits: Bool
        var text: String
        var selection: NSRange
        var marked: NSRange?
    }

    /// "ab cd" with "xy" being composed at 2: "abxy cd", marked 2..<4, the caret at its end.
    static func composingEditor() -> TextEditor {
        let editor = TextEditor.composing("ab cd", caret: 2)
        editor.setMarkedText("xy", selectedRange: NSRange(location: 2, length: 0))
        return editor
    }

    static let marked = NSRange(location: 2, length: 2)

    static var cases: [Case] {
        let bold = TextAttributes().bold()
        return [
            // Typing: confirming the candidate replaces the marked text (no commit first).
            Case(name: "insertText", command: .insertText("Q"), commits: false, text: "abQ cd",
                 selection: NSRange(location: 3, length: 0), marked: nil),
            Case(name: "paste", command: .paste("P"), commits: true, text: "abxyP cd", selection: NSRange(location: 5, length: 0), marked: nil),
            Case(name: "insertEachSelection", command: .insertEachSelection(["E"], paste: false), commits: true, text: "abxyE cd",
                 selection: NSRange(location: 5, length: 0), marked: nil),
            Case(name: "replace", command: .replace(NSRange(location: 0, length: 1), "Z", userEvent: .inputType), commits: true,
                 text: "Zbxy cd", selection: NSRange(location: 1, length: 0), marked: nil),
            Case(name: "replaceCharacters away", command: .replaceCharacters(NSRange(location: 6, length: 1), .text("D"), userEvent: .replace),
                 commits: false, text: "abxy cD", selection: NSRange(location: 4, length: 0), marked: marked),
            Case(name: "replaceCharacters just after", command: .replaceCharacters(NSRange(location: 5, length: 1), .text("R"), userEvent: .replace),
                 commits: false, text: "abxy Rd", selection: NSRange(location: 4, length: 0), marked: marked),
            Case(name: "replaceCharacters touching", command: .replaceCharacters(NSRange(location: 4, length: 1), .text("_"), userEvent: .replace),
                 commits: true, text: "abxy_cd", selection: NSRange(location: 4, length: 0), marked: nil),
            Case(name: "setState", command: .setState(EditorState(document: TextDocument("s"))), commits: false, text: "s",
                 selection: NSRange(location: 0, length: 0), marked: nil),
            Case(name: "convertLineEndings, nothing to convert", command: .convertLineEndings(.crlf), commits: false, text: "abxy cd",
                 selection: NSRange(location: 4, length: 0), marked: marked),
            // Deletion.
            Case(name: "deleteBackward", command: .delete(.backward), commits: true, text: "abx cd",
                 selection: NSRange(location: 3, length: 0), marked: nil),
            // Movement.
            Case(name: "moveLeft", command: .move(.left, extending: false), commits: true, text: "abxy cd",
                 selection: NSRange(location: 3, length: 0), marked: nil),
            // Selection: inside the marked text keeps it, as UIKit does; anything else commits.
            Case(name: "selectedRange inside", command: .setSelectedRange(NSRange(location: 3, length: 0)), commits: false, text: "abxy cd",
                 selection: NSRange(location: 3, length: 0), marked: marked),
            Case(name: "selectedRange NSNotFound", command: .setSelectedRange(NSRange(location: NSNotFound, length: 0)), commits: false,
                 text: "abxy cd", selection: NSRange(location: 4, length: 0), marked: marked),
            Case(name: "selectedRange outside", command: .setSelectedRange(NSRange(location: 0, length: 0)), commits: true, text: "abxy cd",
                 selection: NSRange(location: 0, length: 0), marked: nil),
            Case(name: "selections inside", command: .setSelections([TextSelection(anchor: 2, head: 3)]), commits: false, text: "abxy cd",
                 selection: NSRange(location: 2, length: 1), marked: marked),
            Case(name: "selections, two", command: .setSelections([TextSelection(caret: 2), TextSelection(caret: 3)]), commits: true,
                 text: "abxy cd", selection: NSRange(location: 3, length: 0), marked: nil),
            Case(name: "addSelection", command: .addSelection(TextSelection(caret: 0)), commits: true, text: "abxy cd",
                 selection: NSRange(location: 0, length: 0), marked: nil),
            Case(name: "selectAll", command: .select(.all), commits: true, text: "abxy cd", selection: NSRange(location: 0, length: 7), marked: nil),
            Case(name: "selectFound", command: .selectFound([TextSelection(anchor: 5, head: 7)], primaryIndex: nil), commits: true,
                 text: "abxy cd", selection: NSRange(location: 5, length: 2), marked: nil),
            // Attributes share the composition's undo step.
            Case(name: "setAttributes", command: .setAttributes(bold, range: NSRange(location: 5, length: 2)), commits: false, text: "abxy cd",
                 selection: NSRange(location: 4, length: 0), marked: marked),
            Case(name: "toggleBold at a caret", command: .toggle(.bold), commits: false, text: "abxy cd",
                 selection: NSRange(location: 4, length: 0), marked: marked),
            // Marked text: its own commands keep it; converting another range commits it first.
            Case(name: "setMarkedText", command: .setMarkedText("z", selectedRange: NSRange(location: 1, length: 0),
                                                               replacementRange: NSRange(location: NSNotFound, length: 0), clauses: []),
                 commits: false, text: "abz cd", selection: NSRange(location: 3, length: 0), marked: NSRange(location: 2, length: 1)),
            Case(name: "setMarkedText elsewhere", command: .setMarkedText("Q", selectedRange: NSRange(location: 1, length: 0),
                                                                         replacementRange: NSRange(location: 5, length: 2), clauses: []),
                 commits: true, text: "abxy Q", selection: NSRange(location: 6, length: 0), marked: NSRange(location: 5, length: 1)),
            Case(name: "unmarkText", command: .unmarkText, commits: false, text: "abxy cd", selection: NSRange(location: 4, length: 0), marked: nil),
            Case(name: "abandonMarkedText", command: .abandonMarkedText, commits: false, text: "ab cd",
                 selection: NSRange(location: 2, length: 0), marked: nil),
            // Find and replace.
            Case(name: "replaceMatch", command: .replaceMatch(NSRange(location: 5, length: 2), "K"), commits: true, text: "abxy K",
                 selection: NSRange(location: 6, length: 0), marked: nil),
            Case(name: "replaceMatches", command: .replaceMatches([TextReplacement(range: NSRange(location: 0, length: 1), text: "M")]),
                 commits: true, text: "Mbxy cd", selection: NSRange(location: 4, length: 0), marked: nil),
            // Undo: the composition is committed, so that it is undone whole.
            Case(name: "undo", command: .undo, commits: true, text: "ab cd", selection: NSRange(location: 2, length: 0), marked: nil),
            Case(name: "breakUndoCoalescing", command: .breakUndoCoalescing, commits: false, text: "abxy cd",
                 selection: NSRange(location: 4, length: 0), marked: marked),
            // Batches: the commands they run decide.
            Case(name: "performEditing, empty", command: .performEditing({}), commits: false, text: "abxy cd",
                 selection: NSRange(location: 4, length: 0), marked: marked),
        ]
    }

    @Test func everyFamilyCommitsOrKeepsTheCompositionByItsRule() {
        for c in Self.cases {
            let editor = Self.composingEditor()
            #expect(editor.markedRange == Self.marked)
            #expect(editor.commitsComposition(before: c.command) == c.commits, "\(c.name)")
            editor.dispatch(c.command)
            #expect(editor.text == c.text, "\(c.name)")
            #expect(editor.selectedRange == c.selection, "\(c.name)")
            #expect(editor.markedRange == c.marked, "\(c.name)")
        }
    }

    /// Nothing marked: no command commits.
    @Test func withoutMarkedTextNothingCommits() {
        let editor = TextEditor(string: "ab cd")
        for c in Self.cases { #expect(!editor.commitsComposition(before: c.command), "\(c.name)") }
    }

    /// A commit an input filter shortens moves what the command was built with: a range after
    /// the marked text moves back with the text.
    @Test func positionsMovePastACommitAFilterShortens() {
        for command in [EditorCommand.replace(NSRange(location: 5, length: 2), "K", userEvent: .inputType),
                        .replaceMatch(NSRange(location: 5, length: 2), "K")] {
            let editor = Self.composingEditor()
            let filter = editor.addInputFilter(.maximumLength(6))
            editor.dispatch(command)
            #expect(editor.text == "abx K", "\(command)")
            #expect(editor.markedRange == nil)
            filter.cancel()
        }
    }

    /// A command queued while observers are called commits when it runs, not when it is queued.
    @Test func aQueuedCommandCommitsWhenItRuns() {
        let editor = Self.composingEditor()
        var composingWhenQueued: Bool?
        let token = editor.addObserver { _ in
            guard composingWhenQueued == nil else { return }
            editor.moveToEndOfDocument()
            composingWhenQueued = editor.hasMarkedText
        }
        editor.setMarkedText("xyz", selectedRange: NSRange(location: 3, length: 0))
        #expect(composingWhenQueued == true)
        #expect(editor.text == "abxyz cd")
        #expect(editor.markedRange == nil)
        #expect(editor.selectedRange == NSRange(location: 8, length: 0))
        token.cancel()
    }
}
