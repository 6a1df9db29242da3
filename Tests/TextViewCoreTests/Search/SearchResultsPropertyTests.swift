import Foundation
import TestSupport
import Testing
import TestingSupport
@testable import TextViewCore

/// Results that follow edits equal a fresh search after every random edit.
@Suite(.tags(.property)) struct SearchResultsPropertyTests {
    static let queries: [SearchQuery] = [
        SearchQuery("ab"),
        SearchQuery("aa"),
        SearchQuery("e", caseInsensitive: true, diacriticInsensitive: true),
        SearchQuery("walk", caseInsensitive: true, wholeWord: true),
        SearchQuery("\r\n"),
        try! SearchQuery(regularExpression: "a+b?"),
        try! SearchQuery(regularExpression: "\\b\\w+ing\\b"),
        try! SearchQuery(regularExpression: "(?<=a)b|ba"),
        SearchQuery("b", range: NSRange(location: 20, length: 300)),
    ]

    @Test(arguments: 0 ..< queries.count)
    func mappedResultsEqualAFreshSearch(queryIndex: Int) throws {
        let query = Self.queries[queryIndex]
        for seed in UInt64(0) ..< 24 {
            var random = SplitMix64(seed: seed &* 31 &+ UInt64(queryIndex))
            let editor = TextEditor(string: SearchReference.text(&random, pieces: 400))
            var results = try SearchResults(query: query, in: editor.document)
            var last: TextChange?
            let observation = editor.addObserver { last = $0 }
            for step in 0 ..< 25 {
                let length = editor.document.length
                var edits: [NSRange] = []
                for _ in 0 ..< Int.random(in: 1 ... 3, using: &random) {
                    let at = Int.random(in: 0 ... length, using: &random)
                    edits.append(NSRange(location: at, length: Int.random(in: 0 ... Swift.min(8, length - at), using: &random)))
                }
                edits.sort { $0.location < $1.location }
                var disjoint: [NSRange] = []
                for edit in edits where disjoint.last.map({ NSMaxRange($0) < edit.location }) ?? true {
                    disjoint.append(edit)
                }
                editor.performEditing {
                    for edit in disjoint.reversed() {
                        editor.replaceCharacters(in: edit, with: SearchReference.text(&random, pieces: 3))
                    }
                }
                guard let change = last else { continue }
                last = nil
                try results.update(with: change.changes, in: editor.document)
                var fresh = query
                fresh.range = results.query.range
                let expected = try editor.document.allMatches(for: fresh)
                #expect(results.matches == expected, "seed \(seed) step \(step) query \(queryIndex)")
                if results.matches != expected { break }
            }
            withExtendedLifetime(observation) {}
        }
    }
}
