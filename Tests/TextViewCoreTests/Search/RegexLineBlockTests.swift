import Foundation
import TestSupport
import Testing
@testable import TextViewCore

/// The regular-expression search over blocks of whole lines (ICU's contiguous path) finds exactly
/// what the search over the rope in place finds: every terminator ICU knows, CRLF cut by a
/// block's end, lines longer than a block, search ranges that start and end inside lines, matches
/// rejected by the cluster rule, and blocks a few units long so that every case happens often.
@Suite struct RegexLineBlockTests {
    static let lineLocal = [
        "a+", "[ab]", "(a)(b)?", "\\b\\w+\\b", "é|e", "^a", "b$", ".", "한", "\\bWalk(ing)?\\b", "e", "a*",
        "ß", "^", "$", "^.*$", "\\b[A-Za-z][a-z]+ing\\b", "(?:ab)+c?", "[a-c\\-]+", "\\d{2,}", "x\\.y", "\\B\\w",
        "[!-~]+", "a.b", "\\t",
    ]
    static let notLineLocal = [
        "\\s", "[^a]", "(?<=a)b", "\\p{L}", "a\\nb", "(?s).", "\\X", "[\\u0000-\\uffff]", "\\R", "\\W",
        "\\D", "(?i)a", "(a)\\1", "\\Aa", "a\\z", "[ -\u{2030}]", "[[a]]", "[a&&b]", "\\x{A}", "\\N{LINE FEED}",
        "[\t-\r]", "a\u{2028}", "\\v", "\\h", "(?<name>a)", "[]a]", "[a",
    ]

    @Test func classifiesPatterns() {
        for pattern in Self.lineLocal {
            #expect(RegexProgram.isLineLocal(pattern), "\(pattern.debugDescription) is line-local")
        }
        for pattern in Self.notLineLocal {
            #expect(!RegexProgram.isLineLocal(pattern), "\(pattern.debugDescription) is not line-local")
        }
    }

    /// A random text of short and long lines with every line terminator ICU knows.
    static func text(_ random: inout SplitMix64) -> String {
        let pieces = ["a", "b", "ab", "Walking", "é", "e\u{301}", "한", "ß", "😀", "12", " ", "x.y", "\t", "abc", "-"]
        let terminators = ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}"]
        var text = ""
        for _ in 0 ..< Int.random(in: 0 ... 80, using: &random) {
            if Int.random(in: 0 ..< 5, using: &random) == 0 {
                text += terminators.randomElement(using: &random)!
            } else {
                text += pieces.randomElement(using: &random)!
            }
        }
        return text
    }

    /// Every match of `program` in `range`, found with blocks of `capacity` units (0: in place);
    /// matches starting at an odd offset are rejected, so the scan restarts one scalar later.
    static func matches(_ program: RegexProgram, in document: TextDocument, range: Range<Int>, capacity: Int) throws -> [SearchMatch] {
        var found: [SearchMatch] = []
        let rope = document.rope
        try program.forEachMatch(in: rope, lower: range.lowerBound, upper: range.upperBound, timeLimit: nil,
                                 stop: SearchStop(cancellation: nil, deadline: nil), blockCapacity: capacity,
                                 accept: { start, _ in start % 3 != 1 },
                                 restart: { rope.scalarBoundary(atOrAfter: $0 + 1) }) { match in
            found.append(match)
            return true
        }
        return found
    }

    @Test func blocksFindWhatTheScanInPlaceFinds() throws {
        let seed = UInt64.random(in: 0 ... 1_000_000)
        print("RegexLineBlockTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        for round in 0 ..< 400 {
            let string = Self.text(&random)
            let document = TextDocument(string)
            let pattern = Self.lineLocal.randomElement(using: &random)!
            let program = try RegexProgram(pattern: pattern, caseInsensitive: Bool.random(using: &random))
            #expect(program.isLineLocal)
            let length = document.length
            var a = Int.random(in: 0 ... length, using: &random)
            var b = Int.random(in: 0 ... length, using: &random)
            if Bool.random(using: &random) { (a, b) = (0, length) }
            // On scalar boundaries, as a search range always is (the engine snaps it to clusters):
            // a region ending inside a surrogate pair lets ICU read past it either way.
            let range = document.rope.scalarBoundary(atOrBefore: Swift.min(a, b)) ..< document.rope.scalarBoundary(atOrAfter: Swift.max(a, b))
            let expected = try Self.matches(program, in: document, range: range, capacity: 0)
            for capacity in [1, 3, 8, 24, RegexProgram.lineBlockCapacity] {
                let found = try Self.matches(program, in: document, range: range, capacity: capacity)
                #expect(found.map(\.range) == expected.map(\.range),
                        "seed \(seed) round \(round), capacity \(capacity): /\(pattern)/ in \(range) of \(string.debugDescription)")
                #expect(found.map(\.groups) == expected.map(\.groups), "seed \(seed) round \(round): groups")
            }
        }
    }

    @Test func stopsWhenTheCallerStops() throws {
        let document = TextDocument(String(repeating: "ab\n", count: 100))
        let program = try RegexProgram(pattern: "b", caseInsensitive: false)
        var found: [Int] = []
        try program.forEachMatch(in: document.rope, lower: 0, upper: document.length, timeLimit: nil,
                                 stop: SearchStop(cancellation: nil, deadline: nil), blockCapacity: 7,
                                 accept: { _, _ in true }, restart: { $0 + 1 }) { match in
            found.append(match.range.location)
            return found.count < 5
        }
        #expect(found == [1, 4, 7, 10, 13])
    }
}
