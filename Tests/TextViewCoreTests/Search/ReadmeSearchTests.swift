import Foundation
import Testing
import TextViewCore

/// The README's find and replace section, run as written (keep in step).
@Suite struct ReadmeSearchTests {
    @Test func theReadmeSearchTourRuns() throws {
        let document = TextDocument("Walking and TALKING, then sleeping.")
        let word = SearchQuery("talking", caseInsensitive: true, wholeWord: true)
        let first = try document.firstMatch(for: word)
        #expect(first?.range == NSRange(location: 12, length: 7))
        let count = try document.numberOfMatches(for: word)
        #expect(count == 1)

        let editor = TextEditor(document: document)
        let ing = try SearchQuery(regularExpression: "\\b(\\w+)ing\\b", caseInsensitive: true)
        try editor.findNext(ing)
        #expect(editor.selectedRange == NSRange(location: 0, length: 7))
        try editor.selectAllMatches(ing)
        #expect(editor.selections.count == 3)
        try editor.replaceAll(ing, with: "$1ed")
        #expect(editor.text == "Walked and TALKed, then sleeped.")
        editor.undo()
        #expect(editor.text == "Walking and TALKING, then sleeping.")

        var results = try SearchResults(query: ing, in: editor.document)
        let observation = editor.addObserver { change in
            try? results.update(with: change.changes, in: editor.document)
        }
        editor.replaceCharacters(in: NSRange(location: 0, length: 0), with: "Singing ")
        #expect(results.matches.map(\.range) == [NSRange(location: 0, length: 7), NSRange(location: 8, length: 7),
                                                NSRange(location: 20, length: 7), NSRange(location: 34, length: 8)])
        withExtendedLifetime(observation) {}
    }
}
