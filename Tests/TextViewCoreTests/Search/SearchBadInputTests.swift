import Foundation
import Testing
@testable import TextViewCore

/// Bad patterns and templates throw errors that say what and where; runaway matches and long
/// searches stop; bad ranges clamp.
@Suite struct SearchBadInputTests {
    @Test func anInvalidPatternCarriesICUsMessageAndOffset() {
        #expect(throws: SearchError.invalidPattern(message: "U_REGEX_MISMATCHED_PAREN", line: 1, offset: 3)) {
            try SearchQuery(regularExpression: "a(b")
        }
        do {
            _ = try SearchQuery(regularExpression: "ab[z-a]")
            Issue.record("an inverted range compiled")
        } catch let SearchError.invalidPattern(message, _, offset) {
            #expect(message == "U_REGEX_INVALID_RANGE")
            #expect(offset > 0 && offset <= 7)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func invalidTemplatesSayWhere() throws {
        let document = TextDocument("ab")
        let query = try SearchQuery(regularExpression: "(a)")
        let match = try #require(try document.firstMatch(for: query))
        #expect(throws: SearchError.invalidTemplate(message: "there is no capture group 2", offset: 1)) {
            try document.replacement(for: match, of: query, template: "x$2")
        }
        #expect(throws: SearchError.self) { try document.replacement(for: match, of: query, template: "$x") }
        #expect(throws: SearchError.self) { try document.replacement(for: match, of: query, template: "${nope}") }
    }

    // The time limit: Issue26FindTests.issue26_timeLimitIsADurationKeptWithinTwice.

    @Test func aDeadlineStopsARunawayMatch() throws {
        let document = TextDocument(String(repeating: "a", count: 40) + "!")
        var query = try SearchQuery(regularExpression: "(a+)+b")
        query.timeLimit = nil
        #expect(throws: SearchError.deadlineExceeded) {
            try document.allMatches(for: query, deadline: .now + .milliseconds(50))
        }
    }

    @Test func anotherTaskCancelsASearch() async throws {
        let document = TextDocument(String(repeating: "a", count: 40) + "!")
        var query = try SearchQuery(regularExpression: "(a+)+b")
        query.timeLimit = nil
        let cancellation = SearchCancellation()
        let search = Task.detached { () -> SearchError? in
            do {
                _ = try document.allMatches(for: query, cancellation: cancellation)
                return nil
            } catch {
                return error as? SearchError
            }
        }
        try await Task.sleep(for: .milliseconds(50))
        cancellation.cancel()
        #expect(await search.value == .cancelled)
    }

    @Test func cancellingTheTaskCancelsALiteralSearch() async throws {
        let document = TextDocument(String(repeating: "abc ", count: 200_000))
        let search = Task.detached { () -> SearchError? in
            while !Task.isCancelled {}
            do {
                _ = try document.allMatches(for: SearchQuery("abc"))
                return nil
            } catch {
                return error as? SearchError
            }
        }
        search.cancel()
        #expect(await search.value == .cancelled)
        let cancellation = SearchCancellation()
        cancellation.cancel()
        #expect(throws: SearchError.cancelled) { try document.allMatches(for: SearchQuery("abc"), cancellation: cancellation) }
        // The lazy sequence ends early and keeps the error.
        var iterator = try document.matches(for: SearchQuery("abc"), cancellation: cancellation).makeIterator()
        #expect(iterator.next() == nil)
        #expect(iterator.error == .cancelled)
    }

    @Test func hostileLocationsClamp() throws {
        let document = TextDocument("ab ab")
        let query = SearchQuery("ab")
        #expect(try document.nextMatch(for: query, from: Int.min)?.range.location == 0)
        #expect(try document.nextMatch(for: query, from: NSNotFound) == nil)
        #expect(try document.previousMatch(for: query, from: Int.max)?.range.location == 3)
        #expect(try document.matches(for: query, from: Int.max, direction: .backward).count(where: { _ in true }) == 2)
    }
}
