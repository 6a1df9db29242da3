import Foundation
import Testing
@testable import TextViewCore

@Suite struct SearchScratch {
    @Test func smoke() throws {
        let d = TextDocument("Hello hello HELLO cafe\u{301} café e\u{301} straße STRASSE walking Running\r\n👍🏽 한국")
        print(try d.allMatches(for: SearchQuery("hello")).map(\.range))
        print(try d.allMatches(for: SearchQuery("hello", caseInsensitive: true)).map(\.range))
        print(try d.allMatches(for: SearchQuery("e")).map(\.range))
        print(try d.allMatches(for: SearchQuery("cafe", diacriticInsensitive: true)).map(\.range))
        print(try d.allMatches(for: SearchQuery("strasse", caseInsensitive: true)).map(\.range))
        print(try d.allMatches(for: SearchQuery(regularExpression: "\\b[A-Z]?[a-z]+ing\\b")).map(\.range))
        print(try d.allMatches(for: SearchQuery(regularExpression: "(\\w)(\\w)")).prefix(3).map { $0.groups })
        print(try d.previousMatch(for: SearchQuery("hello", caseInsensitive: true), from: 12)?.range as Any)
        do { _ = try SearchQuery(regularExpression: "a(b") } catch { print(error) }
        var long = TextDocument(String(repeating: "a", count: 40))
        long.replaceCharacters(in: NSRange(location: 0, length: 0), with: "")
        var q = try SearchQuery(regularExpression: "(a+)+b")
        q.timeLimit = 10
        do { _ = try long.allMatches(for: q) } catch { print(error) }
    }
}
