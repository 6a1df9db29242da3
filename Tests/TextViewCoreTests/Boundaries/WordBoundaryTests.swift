import Foundation
import Testing
@testable import TextViewCore

@Suite struct WordBoundaryTests {
    /// Walks `wordBoundary(after:)` from 0.
    static func forwardBoundaries(_ document: TextDocument) -> [Int] {
        var result = [0]
        var offset = 0
        while offset < document.length {
            offset = document.wordBoundary(after: offset)
            result.append(offset)
        }
        return result
    }

    /// English with punctuation, CJK (dictionary segmentation), numbers: the expected ICU word
    /// boundaries, forwards, backwards, from every offset, and in tiny chunks.
    @Test(arguments: [
        // Hello|,| |world|!| |It's| |e|-|mail|.
        ("Hello, world! It's e-mail.", [0, 5, 6, 7, 12, 13, 14, 18, 19, 20, 21, 25, 26]),
        // Decimal and grouped numbers stay whole; letters and digits join; so does an underscore.
        ("3.14 1,000,000 abc123 foo_bar", [0, 4, 5, 14, 15, 21, 22, 29]),
        // Abbreviation with dots, then a closing quote and a sentence end.
        ("U.S.A. \"quoted\"", [0, 5, 6, 7, 8, 14, 15]),
        // Chinese split by the dictionary: 今天|天气|很好|。|我们|去|公园|吧
        ("今天天气很好。我们去公园吧", [0, 2, 4, 6, 7, 9, 10, 12, 13]),
        // Katakana run, hiragana, kanji.
        ("カタカナとひらがな漢字", [0, 4, 5, 6, 7, 8, 9, 11]),
        // Spaces run together; tabs and line breaks separate; CRLF is one segment.
        ("a  b\tc\r\nd", [0, 1, 3, 4, 5, 6, 8, 9]),
        // Emoji and combining marks stay inside their segments.
        ("café\u{301} 👍🏽ok", [0, 5, 6, 10, 12]),
    ])
    func expectedBoundaries(string: String, boundaries: [Int]) {
        let document = TextDocument(string)
        #expect(Self.forwardBoundaries(document) == boundaries, "\(string.debugDescription)")
        var backward = [document.length]
        var offset = document.length
        while offset > 0 {
            offset = document.wordBoundary(before: offset)
            backward.append(offset)
        }
        #expect(backward.reversed() == boundaries, "\(string.debugDescription) backward")
        for offset in 0 ... document.length {
            let after = boundaries.first { $0 > offset } ?? document.length
            let before = boundaries.last { $0 < offset } ?? 0
            #expect(document.wordBoundary(after: offset) == after, "\(string.debugDescription) after \(offset)")
            #expect(document.wordBoundary(before: offset) == before, "\(string.debugDescription) before \(offset)")
            let start = offset < document.length ? (boundaries.last { $0 <= offset } ?? 0) : before
            let end = offset < document.length ? after : document.length
            #expect(document.wordRange(at: offset) == NSRange(location: start, length: end - start), "\(string.debugDescription) range at \(offset)")
        }
        for sizes in [[1], [2], [3], [1, 2, 3]] {
            #expect(FakeChunkedText(string, sizes: sizes).boundaries(.word) == boundaries, "\(string.debugDescription) in chunks of \(sizes)")
        }
    }

    /// What a double-click selects.
    @Test func wordRangeSelectsTheSegment() {
        let document = TextDocument("Hello, world!")
        #expect(document.wordRange(at: 0) == NSRange(location: 0, length: 5))
        #expect(document.wordRange(at: 3) == NSRange(location: 0, length: 5))
        #expect(document.wordRange(at: 5) == NSRange(location: 5, length: 1))
        #expect(document.wordRange(at: 6) == NSRange(location: 6, length: 1))
        #expect(document.wordRange(at: 9) == NSRange(location: 7, length: 5))
        #expect(document.wordRange(at: 13) == NSRange(location: 12, length: 1))
    }

    /// Any offset clamps; an empty document has no words.
    @Test func clampsAnyOffset() {
        let document = TextDocument("one two")
        for offset in [Int.min, -1, NSNotFound, Int.max, 8, 1_000] {
            let low = offset < 0
            #expect(document.wordBoundary(after: offset) == (low ? 3 : 7), "offset \(offset)")
            #expect(document.wordBoundary(before: offset) == (low ? 0 : 4), "offset \(offset)")
            #expect(document.wordRange(at: offset) == (low ? NSRange(location: 0, length: 3) : NSRange(location: 4, length: 3)), "offset \(offset)")
        }
        let empty = TextDocument()
        for offset in [Int.min, -1, 0, 1, NSNotFound] {
            #expect(empty.wordBoundary(after: offset) == 0)
            #expect(empty.wordBoundary(before: offset) == 0)
            #expect(empty.wordRange(at: offset) == NSRange(location: 0, length: 0))
        }
    }

    /// An offset inside a surrogate pair is not skipped over: the boundary at the pair's start
    /// counts as before it.
    @Test func insideSurrogatePair() {
        let document = TextDocument("ab 😀 cd")
        #expect(document.wordBoundary(before: 4) == 3)
        #expect(document.wordBoundary(after: 4) == 5)
        #expect(document.wordRange(at: 4) == NSRange(location: 3, length: 2))
    }
}
