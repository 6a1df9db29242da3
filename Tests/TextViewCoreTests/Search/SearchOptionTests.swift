import Foundation
import Testing
@testable import TextViewCore

/// Each rule of the query, one at a time (Sources/TextViewCore/TextViewCore.docc/FindAndReplace.md).
@Suite struct SearchOptionTests {
    private func ranges(_ text: String, _ query: SearchQuery) throws -> [NSRange] {
        try TextDocument(text).allMatches(for: query).map(\.range)
    }

    @Test func exactSearchComparesCodeUnits() throws {
        #expect(try ranges("Hello hello HELLO", SearchQuery("hello")) == [NSRange(location: 6, length: 5)])
        // Precomposed é is not e + U+0301 without diacritic folding.
        #expect(try ranges("café cafe\u{301}", SearchQuery("café")) == [NSRange(location: 0, length: 4)])
    }

    @Test func caseInsensitiveUsesFullCaseFolding() throws {
        let query = SearchQuery("strasse", caseInsensitive: true)
        #expect(try ranges("Straße STRASSE strasse", query) == [NSRange(location: 0, length: 6), NSRange(location: 7, length: 7), NSRange(location: 15, length: 7)])
        // "s" alone never matches half of ß.
        #expect(try ranges("ß", SearchQuery("s", caseInsensitive: true)) == [])
        #expect(try ranges("Ω ω \u{2126}", SearchQuery("ω", caseInsensitive: true)).count == 3)
    }

    @Test func diacriticInsensitiveIgnoresNonspacingMarks() throws {
        let query = SearchQuery("cafe", diacriticInsensitive: true)
        // The marks after a match are part of it, so it never ends inside a cluster.
        #expect(try ranges("café cafe\u{301} CAFE", query) == [NSRange(location: 0, length: 4), NSRange(location: 5, length: 5)])
        #expect(try ranges("한 가", SearchQuery("가", diacriticInsensitive: true)) == [NSRange(location: 2, length: 1)])
    }

    @Test func aLetterDoesNotMatchInsideACluster() throws {
        let text = "e\u{301} e"
        #expect(try ranges(text, SearchQuery("e")) == [NSRange(location: 3, length: 1)])
        var inside = SearchQuery("e")
        inside.matchesInsideClusters = true
        #expect(try ranges(text, inside) == [NSRange(location: 0, length: 1), NSRange(location: 3, length: 1)])
        // Or the query says so by carrying the mark.
        #expect(try ranges(text, SearchQuery("e\u{301}")) == [NSRange(location: 0, length: 2)])
        #expect(try ranges("👍🏽 👍", SearchQuery("👍")) == [NSRange(location: 5, length: 2)])
        #expect(try ranges("a\r\nb", SearchQuery("\r")) == [])
    }

    @Test func wholeWordWantsWordBoundariesAtBothEnds() throws {
        let query = SearchQuery("walk", caseInsensitive: true, wholeWord: true)
        #expect(try ranges("walking Walk sidewalk walk.", query) == [NSRange(location: 8, length: 4), NSRange(location: 22, length: 4)])
        let regex = try SearchQuery(regularExpression: "[a-z]+", wholeWord: true)
        #expect(try ranges("ab1 cd", regex) == [NSRange(location: 4, length: 2)])
    }

    @Test func aRangeLimitsWhereMatchesLie() throws {
        let text = "aa aa aa"
        #expect(try ranges(text, SearchQuery("aa", range: NSRange(location: 1, length: 6))) == [NSRange(location: 3, length: 2)])
        // Reversed, huge and NSNotFound ranges go through the clamping function.
        #expect(try ranges(text, SearchQuery("aa", range: NSRange(location: 8, length: -8))).count == 3)
        #expect(try ranges(text, SearchQuery("aa", range: NSRange(location: -5, length: Int.max))).count == 3)
        #expect(try ranges(text, SearchQuery("aa", range: NSRange(location: 6, length: Int.max))) == [NSRange(location: 6, length: 2)])
        #expect(try ranges(text, SearchQuery("aa", range: NSRange(location: NSNotFound, length: 3))) == [])
        // A range ending inside a cluster grows to hold it.
        #expect(try ranges("xe\u{301}", SearchQuery("e\u{301}", range: NSRange(location: 0, length: 2))) == [NSRange(location: 1, length: 2)])
    }

    @Test func emptyPatternsMatchNothing() throws {
        let document = TextDocument("abc")
        #expect(try document.allMatches(for: SearchQuery("")) == [])
        #expect(try document.allMatches(for: SearchQuery(regularExpression: "")) == [])
        #expect(try document.nextMatch(for: SearchQuery(""), wraps: true) == nil)
        // A pattern that only matches the empty string finds nothing either.
        #expect(try document.allMatches(for: SearchQuery(regularExpression: "x*")) == [])
    }

    @Test func nextPreviousAndWrapping() throws {
        let document = TextDocument("one two one two one")
        let query = SearchQuery("one")
        #expect(try document.nextMatch(for: query, from: 1)?.range == NSRange(location: 8, length: 3))
        #expect(try document.nextMatch(for: query, from: 17) == nil)
        #expect(try document.nextMatch(for: query, from: 17, wraps: true)?.range == NSRange(location: 0, length: 3))
        #expect(try document.previousMatch(for: query, from: 8)?.range == NSRange(location: 0, length: 3))
        #expect(try document.previousMatch(for: query, from: 0) == nil)
        #expect(try document.previousMatch(for: query, from: 0, wraps: true)?.range == NSRange(location: 16, length: 3))
        let forward = try document.matches(for: query, from: 5, wraps: true).map(\.range.location)
        #expect(forward == [8, 16, 0])
        let backward = try document.matches(for: query, from: 9, direction: .backward, wraps: true).map(\.range.location)
        #expect(backward == [8, 0, 16])
        #expect(try document.numberOfMatches(for: query) == 3)
    }

    @Test func previousFindsMatchesFarBefore() throws {
        let document = TextDocument("needle" + String(repeating: "x", count: 50_000))
        #expect(try document.previousMatch(for: SearchQuery("needle"), from: document.length)?.range == NSRange(location: 0, length: 6))
    }

    @Test func captureGroupsAndTemplates() throws {
        let document = TextDocument("John Smith, Jane Doe")
        let query = try SearchQuery(regularExpression: "(?<first>\\w+) (\\w+)")
        #expect(query.captureGroupCount == 2)
        let match = try #require(try document.firstMatch(for: query))
        #expect(match.range(ofGroup: 1) == NSRange(location: 0, length: 4))
        #expect(match.range(ofGroup: 2) == NSRange(location: 5, length: 5))
        #expect(match.range(ofGroup: 3) == nil)
        #expect(try document.replacement(for: match, of: query, template: "$2, ${first}") == "Smith, John")
        #expect(try document.replacement(for: match, of: query, template: "\\$1 costs \\\\ $1") == "$1 costs \\ John")
        #expect(try document.replacement(for: match, of: query, template: "$12") == "John2")
        #expect(try document.replacement(for: match, of: query, template: "\\1") == "1")
        // Literal queries take the template as it is.
        let literal = SearchQuery("John")
        let plain = try #require(try document.firstMatch(for: literal))
        #expect(try document.replacement(for: plain, of: literal, template: "$1 \\") == "$1 \\")
    }
}
