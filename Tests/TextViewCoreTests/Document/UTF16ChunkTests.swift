import TestSupport
import Foundation
import Testing
import TextViewCore

/// `forEachUTF16Chunk(in:_:)`: the units of a range read in place, the same as the substring's.
@Suite struct UTF16ChunkTests {
    @Test func piecesJoinToTheSubstringsUnits() {
        let seed: UInt64 = 22
        print("UTF16ChunkTests seed \(seed)")
        var rng = SplitMix64(seed: seed)
        // Many chunks, with surrogate pairs to snap around.
        let document = TextDocument(String(repeating: "ab😀 line of text 日本\r\n", count: 3_000))
        for _ in 0 ..< 300 {
            let location = Int.random(in: -10 ... document.length + 10, using: &rng)
            let range = NSRange(location: location, length: Int.random(in: 0 ... 5_000, using: &rng))
            var units: [UInt16] = []
            var pieces = 0
            document.forEachUTF16Chunk(in: range) { piece in
                units.append(contentsOf: piece)
                pieces += 1
                return true
            }
            #expect(units == Array(document.substring(with: range).utf16), "range \(range)")
            if range.length > 4_000 && location >= 0 && location + range.length <= document.length { #expect(pieces > 1) }
        }
    }

    /// Every short range over text dense in surrogate pairs: each end inside a pair moves out past
    /// it (read from the leaves the walk visits), as the substring's range does.
    @Test func shortRangesWidenPastSurrogatePairs() {
        let document = TextDocument(String(repeating: "😀a😀😀\u{10000}b", count: 400))
        for location in 0 ... document.length {
            for length in 0 ... 3 {
                let range = NSRange(location: location, length: length)
                var units: [UInt16] = []
                document.forEachUTF16Chunk(in: range) { piece in
                    units.append(contentsOf: piece)
                    return true
                }
                #expect(units == Array(document.substring(with: range).utf16), "range \(range)")
            }
        }
    }

    @Test func stopsWhenTheBodySaysSo() {
        let document = TextDocument(String(repeating: "0123456789", count: 10_000))
        var pieces = 0
        document.forEachUTF16Chunk(in: NSRange(location: 0, length: document.length)) { _ in
            pieces += 1
            return false
        }
        #expect(pieces == 1)
        document.forEachUTF16Chunk(in: NSRange(location: NSNotFound, length: 0)) { _ in
            Issue.record("NSNotFound read something")
            return true
        }
    }
}
