import Foundation
import TestSupport
import Testing
@testable import TextViewCore

/// Cluster queries read a bounded window around the offset, and word movement scans for the
/// letter it stops after instead of stepping through every segment: on texts longer than the
/// windows, with runs of flags, marks and one-unit segments, the answers must equal ICU's over the
/// whole text and the segment-by-segment definition.
@Suite struct LongRunBoundaryTests {
    /// Pieces that make long runs and every kind of context: flags, marks, emoji sequences, line
    /// breaks, punctuation, letters, CJK.
    static let palette = ["\u{1F1EB}\u{1F1F7}", "\u{1F1E9}", "e\u{301}", "\u{301}", "\u{1F469}\u{200D}\u{1F4BB}", "\u{1F600}",
                          "\r\n", "\n", "\r", ".", "\u{0}", " ", "a", "word", "\u{4E2D}\u{6587}", "9", "\u{FE0F}", "\u{200D}"]

    /// A seeded text of runs: each piece repeated 1 to `maxRun` times.
    static func text(seed: UInt64, runs: Int, maxRun: Int) -> String {
        var random = SplitMix64(seed: seed)
        var text = ""
        for _ in 0..<runs {
            let piece = palette[Int(random.next() % UInt64(palette.count))]
            text += String(repeating: piece, count: 1 + Int(random.next() % UInt64(maxRun)))
        }
        return text
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func windowedClusterBoundariesEqualWholeTextICU(seed: UInt64) {
        let document = TextDocument(Self.text(seed: seed, runs: 60, maxRun: 200))
        print("seed \(seed), \(document.length) units")
        let whole = document.rope.withBreakIterator(.character, over: RopeBreakText(rope: document.rope)) { query in
            var boundaries: Set<Int> = [0]
            var x = 0
            while let next = query.following(x) {
                boundaries.insert(next)
                x = next
            }
            return boundaries
        }
        var mismatches: [Int] = []
        for offset in stride(from: 0, through: document.length, by: 7) where document.rope.scalarBoundary(atOrBefore: offset) == offset {
            if document.isClusterBoundary(offset) != whole.contains(offset) { mismatches.append(offset) }
            let after = document.clusterBoundary(after: offset)
            let expectedAfter = whole.filter { $0 > offset }.min() ?? document.length
            if after != expectedAfter { mismatches.append(offset) }
            let before = document.clusterBoundary(before: offset)
            let expectedBefore = whole.filter { $0 < offset }.max() ?? 0
            if before != expectedBefore { mismatches.append(offset) }
        }
        #expect(mismatches.isEmpty, "seed \(seed): cluster answers differ from whole-text ICU at \(mismatches.prefix(10))")
        // Counting along the text in windows gives every boundary.
        var counted = 1
        document.forEachClusterBoundary(from: 0, to: document.length) { _ in
            counted += 1
            return true
        }
        #expect(counted == whole.count - 1, "seed \(seed): \(counted) clusters counted, ICU has \(whole.count - 1)")
    }

    /// The definition word movement had: step through ICU's segments until one holding a letter
    /// or digit has been crossed.
    static func steppedWordTarget(_ document: TextDocument, from location: Int, forward: Bool) -> Int {
        var x = location
        if forward {
            while x < document.length {
                let next = document.wordBoundary(after: x)
                var crossed = false
                document.forEachScalar(in: x ..< next) { scalar, _ in
                    crossed = TextDocument.isWordScalar(scalar)
                    return !crossed
                }
                x = next
                if crossed { break }
            }
            return document.clusterBoundary(atOrAfter: x)
        }
        while x > 0 {
            let previous = document.wordBoundary(before: x)
            var crossed = false
            document.forEachScalar(in: previous ..< x) { scalar, _ in
                crossed = TextDocument.isWordScalar(scalar)
                return !crossed
            }
            x = previous
            if crossed { break }
        }
        return document.clusterBoundary(atOrBefore: x)
    }

    @Test(arguments: [UInt64(4), 5, 6])
    func wordMovementEqualsSteppingThroughSegments(seed: UInt64) {
        let document = TextDocument(Self.text(seed: seed, runs: 40, maxRun: 40))
        print("seed \(seed), \(document.length) units")
        var mismatches: [Int] = []
        for offset in stride(from: 0, through: document.length, by: 5) where document.isClusterBoundary(offset) {
            for forward in [true, false] where document.wordMovementTarget(from: offset, forward: forward) != Self.steppedWordTarget(document, from: offset, forward: forward) {
                mismatches.append(offset)
            }
        }
        #expect(mismatches.isEmpty, "seed \(seed): word movement differs from stepping at \(mismatches.prefix(10))")
    }

    @Test func backspaceTakesTheLastMarkOfALongClusterAndWholeEmojiSequences() {
        let marks = TextEditor(document: TextDocument("a" + String(repeating: "\u{301}", count: 300) + "b"))
        marks.selectedRange = NSRange(location: 301, length: 0)
        marks.deleteBackward()
        #expect(marks.document.length == 301 && marks.selectedRange.location == 300)
        // An emoji sequence within the look-behind still goes whole.
        let emoji = "\u{1F44D}\u{1F3FD}" + String(repeating: "\u{301}", count: 3)
        let sequence = TextEditor(document: TextDocument("x" + emoji))
        sequence.selectedRange = NSRange(location: sequence.document.length, length: 0)
        sequence.deleteBackward()
        #expect(sequence.text == "x")
        // A letter with marks after a line break loses one mark.
        let afterBreak = TextEditor(document: TextDocument("\ne\u{301}\u{302}"))
        afterBreak.selectedRange = NSRange(location: 4, length: 0)
        afterBreak.deleteBackward()
        #expect(afterBreak.text == "\ne\u{301}")
    }
}
