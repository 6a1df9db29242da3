import Foundation
import TestSupport
import Testing
@testable import TextViewCore

/// The editor's find and replace commands.
@Suite struct FindCommandTests {
    @Test func findNextAndPreviousSelectTheMatch() throws {
        let editor = TextEditor(string: "cat dog cat dog")
        let query = SearchQuery("dog")
        #expect(try editor.findNext(query)?.range == NSRange(location: 4, length: 3))
        #expect(editor.selectedRange == NSRange(location: 4, length: 3))
        try editor.findNext(query)
        #expect(editor.selectedRange == NSRange(location: 12, length: 3))
        try editor.findNext(query) // wraps
        #expect(editor.selectedRange == NSRange(location: 4, length: 3))
        try editor.findPrevious(query) // wraps back to the last
        #expect(editor.selectedRange == NSRange(location: 12, length: 3))
        #expect(try editor.findNext(SearchQuery("bird")) == nil)
        #expect(editor.selectedRange == NSRange(location: 12, length: 3))
        #expect(try editor.findNext(query, wraps: false) == nil)
    }

    @Test func selectAllMatchesMakesOneSelectionPerMatch() throws {
        let editor = TextEditor(string: "a-b a-b a-b")
        editor.selectedRange = NSRange(location: 5, length: 0)
        #expect(try editor.selectAllMatches(SearchQuery("a-b")) == 3)
        #expect(editor.selections.map(\.range) == [NSRange(location: 0, length: 3), NSRange(location: 4, length: 3), NSRange(location: 8, length: 3)])
        #expect(editor.primarySelectionIndex == 2)
        #expect(try editor.selectAllMatches(SearchQuery("zzz")) == 0)
        #expect(editor.selections.count == 3)
    }

    @Test func selectNextOccurrenceAddsASelection() {
        let editor = TextEditor(string: "foo bar foo foobar foo")
        editor.selectedRange = NSRange(location: 1, length: 0)
        #expect(editor.selectNextOccurrence()) // the word at the caret
        #expect(editor.selections.map(\.range) == [NSRange(location: 0, length: 3)])
        #expect(editor.selectNextOccurrence())
        #expect(editor.selections.map(\.range) == [NSRange(location: 0, length: 3), NSRange(location: 8, length: 3)])
        #expect(editor.primarySelectionIndex == 1)
        #expect(editor.selectNextOccurrence()) // inside "foobar": an exact, not a whole-word, search
        #expect(editor.selectNextOccurrence())
        #expect(editor.selections.count == 4)
        #expect(!editor.selectNextOccurrence()) // every occurrence is selected
        #expect(editor.selections.count == 4)
    }

    @Test func replaceCurrentReplacesTheSelectedMatchAndFindsTheNext() throws {
        let editor = TextEditor(string: "x1 x2 x3")
        let query = try SearchQuery(regularExpression: "x(\\d)")
        // Not on a match: find only.
        #expect(try editor.replaceCurrent(query, with: "<$1>")?.range == NSRange(location: 0, length: 2))
        #expect(editor.text == "x1 x2 x3")
        #expect(try editor.replaceCurrent(query, with: "<$1>")?.range == NSRange(location: 4, length: 2))
        #expect(editor.text == "<1> x2 x3")
        #expect(editor.selectedRange == NSRange(location: 4, length: 2))
        editor.undo()
        #expect(editor.text == "x1 x2 x3")
    }

    @Test func replaceAllIsOneTransactionAndOneUndoStep() throws {
        let editor = TextEditor(string: "Walking and talking, then sleeping.")
        let bold = TextAttributes().bold()
        editor.setAttributes(bold, range: NSRange(location: 12, length: 7))
        editor.selectedRange = NSRange(location: 35, length: 0)
        var changes: [TextChange] = []
        let observation = editor.addObserver { changes.append($0) }
        let query = try SearchQuery(regularExpression: "\\b(\\w+)ing\\b")
        #expect(try editor.replaceAll(query, with: "$1ed") == 3)
        #expect(editor.text == "Walked and talked, then sleeped.")
        #expect(changes.count == 1)
        #expect(changes.first?.userEvents == [.inputReplaceAll])
        #expect(changes.first?.changes.replacements.count == 3)
        // A replacement takes the attributes of the first character it replaces.
        #expect(editor.document.attributes(at: 11) == bold)
        #expect(editor.document.attributes(at: 16) == bold)
        #expect(editor.document.attributes(at: 0) == TextAttributes())
        // The caret at the end is mapped.
        #expect(editor.selectedRange == NSRange(location: 32, length: 0))
        editor.undo()
        #expect(editor.text == "Walking and talking, then sleeping.")
        #expect(editor.document.attributes(at: 12) == bold)
        #expect(!editor.canUndo || editor.text == "Walking and talking, then sleeping.")
        editor.redo()
        #expect(editor.text == "Walked and talked, then sleeped.")
        withExtendedLifetime(observation) {}
    }

    @Test func replaceAllUndoRestoresRandomDocuments() throws {
        for seed in UInt64(0) ..< 60 {
            var random = SplitMix64(seed: seed)
            let string = SearchReference.text(&random)
            let pattern = SearchReference.query(in: string, &random)
            let editor = TextEditor(string: string)
            let before = editor.document
            let query = SearchQuery(pattern, caseInsensitive: Bool.random(using: &random))
            let count = try editor.replaceAll(query, with: "[\(pattern.count)]")
            #expect(count == (try before.allMatches(for: query).count), "seed \(seed)")
            if count > 0 {
                #expect(try editor.document.numberOfMatches(for: query) < count || pattern.contains("["), "seed \(seed)")
                editor.undo()
            }
            #expect(editor.document == before, "seed \(seed): \(pattern.debugDescription) in \(string.debugDescription)")
        }
    }

    @Test func aBadTemplateChangesNothing() throws {
        let editor = TextEditor(string: "aaa")
        let query = try SearchQuery(regularExpression: "a")
        #expect(throws: SearchError.self) { try editor.replaceAll(query, with: "$3") }
        #expect(editor.text == "aaa")
        #expect(!editor.canUndo)
    }
}
