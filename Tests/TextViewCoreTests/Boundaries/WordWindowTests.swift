import TestSupport
import Foundation
import Testing
@testable import TextViewCore

/// Word queries read a window of a few thousand code units around the location; these documents
/// are longer than the window, and every answer must equal the one ICU gives over the whole text.
@Suite struct WordWindowTests {
    /// ICU's answers over the whole rope, with no window.
    static func wholeRopeAnswers(_ document: TextDocument, at x: Int) -> (after: Int, before: Int, range: NSRange) {
        document.rope.withBreakIterator(.word, over: RopeBreakText(rope: document.rope)) { query in
            let length = document.length
            let after = x >= length ? length : (query.following(x) ?? length)
            let before = x <= 0 ? 0 : (query.preceding(x) ?? 0)
            let start = x >= length ? (query.preceding(length) ?? 0) : (query.preceding(x + 1) ?? 0)
            let end = x >= length ? length : (query.following(x) ?? length)
            return (after, before, NSRange(location: start, length: end - start))
        }
    }

    static func expectWholeRopeAnswers(_ document: TextDocument, _ name: String, seed: UInt64, samples: Int) {
        var random = SplitMix64(seed: seed)
        var offsets = [0, 1, document.length - 1, document.length, document.length / 2]
        for _ in 0 ..< samples {
            offsets.append(Int.random(in: 0 ... document.length, using: &random))
        }
        for x in offsets {
            let expected = wholeRopeAnswers(document, at: x)
            #expect(document.wordBoundary(after: x) == expected.after, "\(name) seed \(seed): after \(x)")
            #expect(document.wordBoundary(before: x) == expected.before, "\(name) seed \(seed): before \(x)")
            #expect(document.wordRange(at: x) == expected.range, "\(name) seed \(seed): range at \(x)")
        }
    }

    @Test func longSingleLines() {
        let documents: [(String, TextDocument)] = [
            // Chinese without punctuation: one dictionary run of 8,400 code units.
            ("cjk", TextDocument(String(repeating: "今天天气很好我们去公园吧", count: 700))),
            // Thai, also segmented by a dictionary.
            ("thai", TextDocument(String(repeating: "ภาษาไทยง่ายนิดเดียว", count: 300))),
            // Regional indicators: pairs count from the start of the run, far outside a window.
            ("flags", TextDocument("x" + String(repeating: "🇺🇸🇫", count: 1_000))),
            // Numbers with separators and words with apostrophes, no line breaks.
            ("prose", TextDocument(String(repeating: "It's 3.14 or 1,000,000 e-mails, isn't it? ", count: 150))),
        ]
        for (index, (name, document)) in documents.enumerated() {
            #expect(document.length > TextDocument.wordQueryWindow)
            Self.expectWholeRopeAnswers(document, name, seed: UInt64(index), samples: 15)
        }
    }

    /// Lines shorter than the window: the window ends on line starts and never cuts.
    @Test func manyShortLines() {
        let document = TextDocument(String(repeating: "Hello, wörld! 3.14 今天天气很好 🇺🇸🇫🇷\r\n", count: 500))
        Self.expectWholeRopeAnswers(document, "lines", seed: 7, samples: 100)
        let text = RopeBreakText(rope: document.rope, around: document.length / 2, limit: TextDocument.wordQueryWindow, preferLineStarts: true)
        #expect(!text.cutStart && !text.cutEnd, "window \(text.base)..<\(text.base + text.count)")
    }

    /// A word longer than the window still comes back whole: the window widens until it holds it.
    @Test func wordLongerThanTheWindow() {
        let word = String(repeating: "abcdefghij", count: 2_000)
        let document = TextDocument("one " + word + " two")
        #expect(document.wordRange(at: 10_000) == NSRange(location: 4, length: 20_000))
        #expect(document.wordBoundary(after: 5) == 20_004)
        #expect(document.wordBoundary(before: 20_003) == 4)
        #expect(document.wordRange(at: document.length) == NSRange(location: 20_005, length: 3))
    }
}
