import Foundation
import TestSupport
import Testing
@testable import TextViewCore

/// Issue 21, "Find and replace" (items 30, 31, 32) and the search parts of items 10 and 12: each
/// test is named after its item and failed before the fix.
@Suite struct Boundary21FindTests {
    // MARK: Item 30: ICU's template syntax

    @Test func item30_templateEndingInBackslash() throws {
        let document = TextDocument("😀 x😀")
        let query = try SearchQuery(regularExpression: "\\p{Extended_Pictographic}")
        let match = try #require(try document.allMatches(for: query).first)
        // ICU (uregex_replaceAll) and Foundation drop a backslash that ends the template.
        #expect(try document.replacement(for: match, of: query, template: "\\") == "")
        #expect(try document.replacement(for: match, of: query, template: "a\\") == "a")
        #expect(try document.replacement(for: match, of: query, template: "$0\\") == "😀")
        #expect(try document.replacement(for: match, of: query, template: "\\\\") == "\\")
        #expect(try document.replacement(for: match, of: query, template: "x\\😀\\") == "x😀")
    }

    @Test func item30_dollarWithANonASCIIDigitIsAGroupNumber() throws {
        let document = TextDocument("John Smith")
        let query = try SearchQuery(regularExpression: "(\\w+) (\\w+)")
        let match = try #require(try document.firstMatch(for: query))
        // U+0661 ARABIC-INDIC DIGIT ONE, U+0967 DEVANAGARI DIGIT ONE, U+1D7D0 MATHEMATICAL BOLD
        // DIGIT TWO (a surrogate pair): each a decimal digit (Nd), as ICU's u_isdigit reads them.
        #expect(try document.replacement(for: match, of: query, template: "$\u{661}") == "John")
        #expect(try document.replacement(for: match, of: query, template: "$\u{967}-$2") == "John-Smith")
        #expect(try document.replacement(for: match, of: query, template: "$\u{1D7D0}!") == "Smith!")
        // As with ASCII digits, one too many for the groups stays text; a first one too many is an error.
        #expect(try document.replacement(for: match, of: query, template: "$\u{661}\u{662}") == "John\u{662}")
        #expect(throws: SearchError.invalidTemplate(message: "there is no capture group 3", offset: 0)) {
            try document.replacement(for: match, of: query, template: "$\u{663}")
        }
        // A digit of another kind (Nl, No) is not a group number.
        #expect(throws: SearchError.self) { try document.replacement(for: match, of: query, template: "$\u{2160}") }
        #expect(throws: SearchError.self) { try document.replacement(for: match, of: query, template: "$\u{B2}") }
    }

    @Test func item30_codePointEscapesAreICUs() throws {
        let document = TextDocument("ab")
        let query = try SearchQuery(regularExpression: "a")
        let match = try #require(try document.firstMatch(for: query))
        #expect(try document.replacement(for: match, of: query, template: "\\u0041") == "A")
        #expect(try document.replacement(for: match, of: query, template: "\\U0001F600") == "😀")
        #expect(try document.replacement(for: match, of: query, template: "\\uD83D\\uDE00") == "😀")
        // Not four (or eight) hex digits: an escaped letter like any other.
        #expect(try document.replacement(for: match, of: query, template: "\\u41") == "u41")
        #expect(try document.replacement(for: match, of: query, template: "\\U00110000") == "U00110000")
    }

    /// Random templates over the syntax Foundation's `NSRegularExpression.replacementString(for:in:offset:template:)`
    /// reads as ICU does on Linux (literal text, `\c`, a trailing `\`, `$n` for an existing group
    /// with fewer than ten groups): the replacements agree.
    @Test func item30_templatesAgreeWithNSRegularExpression() throws {
        // Not `\😀`: Foundation on Linux then skips half the pair and keeps a later backslash
        // ("x\😀\" gives "x😀\"; ICU and the test above give "x😀").
        let pieces = ["x", "é", "😀", "\\$", "\\\\", "\\1", "\\x", "$0", "$1", "$2", "$12", " ", "\\"]
        var random = SplitMix64(seed: 30)
        print("item30_templatesAgreeWithNSRegularExpression: seed 30")
        let string = "John Smith, Ada Lovelace; 😀 x"
        let document = TextDocument(string)
        let pattern = "(\\w+) (\\w+)"
        let query = try SearchQuery(regularExpression: pattern)
        let expression = try NSRegularExpression(pattern: pattern)
        let results = expression.matches(in: string, range: NSRange(location: 0, length: string.utf16.count))
        let matches = try document.allMatches(for: query)
        try #require(results.count == matches.count)
        var compared = 0
        for _ in 0 ..< 400 {
            var template = ""
            for _ in 0 ..< Int.random(in: 0 ... 6, using: &random) {
                let piece = pieces.randomElement(using: &random)!
                // A lone backslash is only the template's end; elsewhere it would escape the next piece.
                if piece == "\\" { continue }
                template += piece
            }
            if Bool.random(using: &random) { template += "\\" }
            for (result, match) in zip(results, matches) {
                let expected = expression.replacementString(for: result, in: string, offset: 0, template: template)
                #expect(try document.replacement(for: match, of: query, template: template) == expected,
                        "template \(template.debugDescription)")
                compared += 1
            }
        }
        #expect(compared == 400 * matches.count)
    }

    // MARK: Item 31: invalidPattern's offset in UTF-16 units

    @Test func item31_invalidPatternOffsetInUTF16Units() {
        // ICU reports code points (2 here); the API's offsets are UTF-16 units.
        #expect(throws: SearchError.invalidPattern(message: "U_REGEX_MISMATCHED_PAREN", line: 1, offset: 3)) {
            try SearchQuery(regularExpression: "😀(")
        }
        #expect(throws: SearchError.invalidPattern(message: "U_REGEX_MISMATCHED_PAREN", line: 1, offset: 3)) {
            try SearchQuery(regularExpression: "a(b")
        }
        // On a later line, counted from that line's start (a CRLF ends one line).
        #expect(throws: SearchError.invalidPattern(message: "U_REGEX_MISMATCHED_PAREN", line: 2, offset: 5)) {
            try SearchQuery(regularExpression: "(?x)😀\r\n😀𝔸(")
        }
        #expect(throws: SearchError.invalidPattern(message: "U_REGEX_MISMATCHED_PAREN", line: 3, offset: 4)) {
            try SearchQuery(regularExpression: "(?x)a\n\u{2028}😀x(")
        }
    }

    /// Every offset ICU reports, converted, lands where ICU's code point count puts it.
    @Test func item31_offsetsAgreeWithCodePointsOnRandomPatterns() throws {
        var random = SplitMix64(seed: 31)
        print("item31_offsetsAgreeWithCodePointsOnRandomPatterns: seed 31")
        let pieces = ["a", "😀", "é", "(", ")", "[", "]", "{2}", "*", "+", "\\", "𝔸", "x"]
        var errors = 0
        for _ in 0 ..< 300 {
            let pattern = (0 ..< Int.random(in: 1 ... 8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            do {
                _ = try SearchQuery(regularExpression: pattern)
            } catch let SearchError.invalidPattern(_, line, offset) {
                errors += 1
                #expect(line == 1)
                guard offset >= 0 else { continue }
                let units = Array(pattern.utf16)
                #expect(offset <= units.count, "\(pattern.debugDescription)")
                // The offset never splits a surrogate pair.
                if offset < units.count { #expect(!UTF16.isTrailSurrogate(units[offset]), "\(pattern.debugDescription)") }
            }
        }
        #expect(errors > 20)
    }

    // MARK: Item 32: a many-match Unicode regular expression

    @Test func item32_manyMatchUnicodeRegexMatchesNSRegularExpression() throws {
        var random = SplitMix64(seed: 32)
        print("item32_manyMatchUnicodeRegexMatchesNSRegularExpression: seed 32")
        let pattern = "[\\p{Han}\\p{Hangul}\\p{Arabic}]+"
        let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        let query = try SearchQuery(regularExpression: pattern)
        for round in 0 ..< 20 {
            let string = MixedScriptText.make(units: 2_000 + round * 500, using: &random)
            let document = TextDocument(string)
            let expected = expression.matches(in: string, range: NSRange(location: 0, length: string.utf16.count)).map(\.range)
            #expect(try document.allMatches(for: query).map(\.range) == expected, "round \(round)")
            #expect(try document.numberOfMatches(for: query) == expected.count)
        }
    }

    /// The per-match cost was the cluster check of each match's ends, which asked ICU for any code
    /// unit at U+0300 or above. It now decides two BMP code points no grapheme rule joins from a
    /// table of ICU's Grapheme_Cluster_Break; every answer it gives agrees with ICU's iterator,
    /// on random texts that mix the classes that do join (marks, ZWJ, Hangul jamo, regional
    /// indicators, prepend, spacing marks, emoji, Indic virama).
    @Test func item32_localClusterRuleAgreesWithICU() throws {
        var random = SplitMix64(seed: 3_232)
        print("item32_localClusterRuleAgreesWithICU: seed 3232")
        let joiners: [UInt32] = [0x301, 0x200D, 0x1100, 0x1161, 0x11A8, 0xAC00, 0xAC01, 0x1F1EB, 0x1F1F7, 0x600, 0x903,
                                 0x94D, 0x915, 0x924, 0x1F600, 0x1F3FD, 0xFE0F, 0x0D, 0x0A, 0x0E33, 0x4E00, 0x627, 0x20]
        var decided = 0
        for _ in 0 ..< 200 {
            var scalars = String.UnicodeScalarView()
            for _ in 0 ..< 40 {
                if Bool.random(using: &random) {
                    scalars.append(Unicode.Scalar(joiners.randomElement(using: &random)!)!)
                } else if let scalar = Unicode.Scalar(UInt32.random(in: 0x300 ... 0xFFFF, using: &random)) {
                    scalars.append(scalar)
                }
            }
            let document = TextDocument(String(scalars))
            for offset in 1 ..< document.length {
                guard let local = document.localClusterBoundary(at: offset) else { continue }
                decided += 1
                let icu = document.withWindowedQuery(.character, around: offset, window: 4_096) { ($0.isBoundary(offset), false) }
                #expect(local == icu, "offset \(offset) of \(String(scalars).unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        #expect(decided > 4_000)
    }

    // MARK: Item 10 (search part): both lengths of a change set are checked

    @Test func item10_searchResultsUpdateChecksTheOldLength() async {
        await #expect(processExitsWith: .failure) {
            let document = TextDocument("ab ab ab ab")
            var results = try SearchResults(query: SearchQuery("ab"), in: document)
            // Made for a 2-unit text and ending at 2 units, as the document after it does.
            let other = TextDocument("xy")
            let changes = ChangeSet(replacing: 0 ..< 1, with: "z", length: other.length)
            try results.update(with: changes, in: TextDocument("zy"))
        }
    }

    @Test func item10_searchResultsUpdateKeepsTheLengthItFollows() throws {
        let document = TextDocument("ab ab")
        var results = try SearchResults(query: SearchQuery("ab"), in: document)
        #expect(results.documentLength == 5)
        let changes = ChangeSet(replacing: 0 ..< 0, with: "ab ", length: document.length)
        let after = TextDocument("ab ab ab")
        try results.update(with: changes, in: after)
        #expect(results.documentLength == 8)
        #expect(results.matches.map(\.range) == [NSRange(location: 0, length: 2), NSRange(location: 3, length: 2), NSRange(location: 6, length: 2)])
    }

    // MARK: Item 12 (search part): a negative time limit is not "no limit"

    @Test func item12_negativeTimeLimitIsNotNoLimit() throws {
        let document = TextDocument(String(repeating: "a", count: 40) + "!")
        var query = try SearchQuery(regularExpression: "(a+)+$")
        query.timeLimit = .milliseconds(-5)
        // The deadline only keeps a failing run from hanging: the limit must stop it first.
        #expect(throws: SearchError.timeLimitExceeded(message: "U_REGEX_TIME_OUT")) {
            try document.allMatches(for: query, deadline: .now + .seconds(5))
        }
        query.timeLimit = .zero
        #expect(throws: SearchError.timeLimitExceeded(message: "U_REGEX_TIME_OUT")) {
            try document.allMatches(for: query, deadline: .now + .seconds(5))
        }
        // A zero limit still finds what needs no backtracking.
        #expect(try TextDocument("b aaa").allMatches(for: query).count == 1)
    }
}
