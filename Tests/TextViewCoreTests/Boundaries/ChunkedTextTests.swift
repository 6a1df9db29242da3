import Foundation
import Testing
@testable import TextViewCore

@Suite struct ChunkedTextTests {
    /// Every query (following, preceding, isBoundary at every offset) on contiguous text.
    static func contiguousAnswers(_ string: String, _ kind: BreakKind) -> [String] {
        let units = Array(string.utf16)
        return units.withUnsafeBufferPointer { buffer in
            BreakIteratorPool.withIterator(kind) { iterator in
                iterator.setText(buffer)
                return answers(iterator, count: units.count)
            }
        }
    }

    static func answers(_ iterator: BreakIterator, count: Int) -> [String] {
        (0 ... count).map { offset in
            "\(offset): \(iterator.following(offset) ?? -1) \(iterator.preceding(offset) ?? -1) \(iterator.isBoundary(offset))"
        }
    }

    static let samples = [
        "👨‍👩‍👧‍👦 🇺🇸🇫🇷 1️⃣ 👍🏽 e\u{301}\u{302} 한 \u{1100}\u{1161}\u{11A8} नमस्ते \r\n",
        "Hello, world! It's 3.14 — 今天天气很好。カタカナ",
        "a" + String(repeating: "\u{301}", count: 40) + "b😀😀c",
        "",
        "x",
    ]

    /// The chunked provider answers exactly what contiguous text does, whatever the chunk sizes,
    /// for clusters and words, including chunks that split surrogate pairs (which the rope never
    /// does, but ICU joins them anyway).
    @Test(arguments: [BreakKind.character, .word, .line, .sentence])
    func chunkedEqualsContiguous(kind: BreakKind) {
        for string in Self.samples {
            let expected = Self.contiguousAnswers(string, kind)
            for sizes in [[1], [2], [3], [1, 2, 3], [3, 1], [7], [1_000]] {
                for keepPairs in [true, false] {
                    let text = FakeChunkedText(string, sizes: sizes, keepSurrogatePairs: keepPairs)
                    let answers = text.withIterator(kind) { Self.answers($0, count: text.units.count) }
                    #expect(answers == expected, "\(kind) \(string.debugDescription) chunks \(sizes) keepPairs \(keepPairs)")
                }
            }
        }
    }

    /// ICU reads only the chunks around a query: a query in the middle of a long text asks for a
    /// handful of chunks, not for all of them.
    @Test func queriesReadOnlyNearbyChunks() {
        let paragraph = "The quick brown fox jumps over the lazy dog. e\u{301}👩🏽‍💻 "
        let string = String(repeating: paragraph, count: 500)
        let text = FakeChunkedText(string, sizes: [16])
        let middle = text.units.count / 2
        for kind in [BreakKind.character, .word] {
            let before = text.requests
            let result = text.withIterator(kind) { iterator in
                (iterator.following(middle), iterator.preceding(middle), iterator.isBoundary(middle + 1))
            }
            #expect(result.0 != nil && result.1 != nil)
            let requests = text.requests - before
            #expect(requests < 20, "\(kind) queries asked for \(requests) of \(text.starts.count) chunks")
        }
    }

    /// A rope seen through a window (what a rope longer than Int32.max gets, and what word queries
    /// use) gives the same answers as the whole rope away from the ends where the window cuts.
    @Test(arguments: [false, true])
    func windowMatchesWholeRope(preferLineStarts: Bool) {
        let string = String(repeating: "ab e\u{301}👨‍👩‍👧 \r\n한국어 words, 3.14! ", count: 40)
        let rope = Rope(string)
        for offset in stride(from: 0, through: rope.count, by: 7) {
            let aligned = rope.scalarBoundary(atOrBefore: offset)
            let window = RopeBreakText(rope: rope, around: aligned, limit: 200, preferLineStarts: preferLineStarts)
            #expect(window.count <= 200 && window.base <= aligned && aligned <= window.base + window.count)
            // An end that is not a cut is the rope's end, right after a line break, or right before
            // a CR.
            if !window.cutStart && window.base > 0 {
                #expect(preferLineStarts && rope.offset(ofLine: rope.lineIndex(at: window.base)) == window.base, "start \(window.base)")
            }
            if !window.cutEnd && window.base + window.count < rope.count {
                let end = window.base + window.count
                #expect(preferLineStarts && (rope.offset(ofLine: rope.lineIndex(at: end)) == end || rope[end] == 0x0D), "end \(end)")
            }
            for kind in [BreakKind.character, .word] {
                func answers(_ text: RopeBreakText) -> [Int?] {
                    rope.withBreakIterator(kind, over: text) { query in
                        [query.following(aligned), query.preceding(aligned), query.isBoundary(aligned) ? 1 : 0]
                    }
                }
                let nearCut = (window.cutStart && aligned - window.base < 40)
                    || (window.cutEnd && window.base + window.count - aligned < 40)
                if !nearCut {
                    #expect(answers(window) == answers(RopeBreakText(rope: rope)), "\(kind) at \(aligned), window \(window.base)..<\(window.base + window.count)")
                }
            }
        }
    }

    /// Iterators come out of the pool detached (reading the empty text), so none keeps a pointer
    /// into a rope after its query; and detaching works on chunked text.
    @Test func iteratorsAreDetached() {
        for _ in 0 ..< 10 {
            BreakIteratorPool.withIterator(.word) { iterator in
                #expect(iterator.following(0) == nil)
                #expect(iterator.isBoundary(0))
            }
            FakeChunkedText("some text", sizes: [2]).withIterator(.word) { iterator in
                #expect(iterator.following(0) == 4)
                iterator.detach()
                #expect(iterator.following(0) == nil)
            }
        }
    }

    /// Many threads querying at once each get their own iterator, and the answers stay right.
    @Test func concurrentQueries() async {
        let document = TextDocument(String(repeating: "Hello, wörld! 👨‍👩‍👧 e\u{301} ", count: 50))
        let expected = BoundaryExpectations.documentClusters(document)
        let words = (0 ... document.length).map { document.wordBoundary(after: $0) }
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0 ..< 8 {
                group.addTask {
                    BoundaryExpectations.documentClusters(document) == expected
                        && (0 ... document.length).map { document.wordBoundary(after: $0) } == words
                }
            }
            for await ok in group {
                #expect(ok)
            }
        }
    }
}
