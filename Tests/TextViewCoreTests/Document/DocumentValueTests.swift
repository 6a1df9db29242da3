import TestSupport
import Foundation
import Testing
import TextViewCore

/// TextDocument as a value: construction, copies, views, equality.
@Suite struct DocumentValueTests {
    @Test func copiesAreIndependent() {
        var rng = SplitMix64(seed: 7)
        var original = TextDocument(String(repeating: "line of text\n", count: 2_000))
        var copies: [TextDocument] = []
        var expected: [String] = []
        for step in 0..<200 {
            if step % 20 == 0 {
                copies.append(original)
                expected.append(original.string)
            }
            let location = Int.random(in: 0...original.length, using: &rng)
            original.replaceCharacters(in: NSRange(location: location, length: Int.random(in: 0...30, using: &rng)), with: "edit \(step)\r\n")
            original._invariantCheck()
        }
        for (copy, text) in zip(copies, expected) {
            #expect(copy.string == text)
            copy._invariantCheck()
        }
        // Mutating a copy leaves the original alone.
        var last = copies[copies.count - 1]
        let before = original.string
        last.replaceCharacters(in: NSRange(location: 0, length: last.length / 2), with: "")
        #expect(original.string == before)
        #expect(last.string != expected[expected.count - 1])
    }

    @Test func utf16InitReplacesLoneSurrogates() {
        let units: [UInt16] = [0x61, 0xD800, 0x62, 0xDC00, 0xD83D, 0xDE00, 0xD83D]
        let doc = TextDocument(utf16: units)
        #expect(Array(doc.utf16) == [0x61, 0xFFFD, 0x62, 0xFFFD, 0xD83D, 0xDE00, 0xFFFD])
        #expect(doc.replacementCount == 3)
        #expect(TextDocument(utf16: [UInt16]()).length == 0)
        #expect(TextDocument(utf16: Array("ok 😀".utf16)).replacementCount == 0)
    }

    @Test func utf16ViewWalksEveryUnitBothWays() {
        let text = String(repeating: "ab😀\r\nçé漢", count: 500)
        let doc = TextDocument(text)
        let units = Array(text.utf16)
        #expect(Array(doc.utf16) == units)
        #expect(doc.utf16.count == units.count)
        #expect(Array(doc.utf16.reversed()) == Array(units.reversed()))
        for i in stride(from: 0, to: units.count, by: 97) {
            #expect(doc.utf16[i] == units[i])
        }
        #expect(doc.length == units.count)
    }

    @Test func stringAndSubstringRoundTrip() {
        let text = String(repeating: "Hello, 世界! 👨‍👩‍👧\n", count: 300)
        let doc = TextDocument(text)
        #expect(doc.string == text)
        let ns = NSString(string: text)
        for location in stride(from: 0, to: ns.length, by: 41) {
            let range = NSRange(location: location, length: Swift.min(57, ns.length - location))
            let safe = doc.clampedRange(range, snapping: .scalar)!
            #expect(doc.substring(with: range) == ns.substring(with: safe))
        }
    }

    @Test func equalityComparesText() {
        var a = TextDocument("abc")
        let b = TextDocument("abc")
        #expect(a == b)
        a.replaceCharacters(in: NSRange(location: 3, length: 0), with: "d")
        #expect(a != b)
        a.replaceCharacters(in: NSRange(location: 3, length: 1), with: "")
        #expect(a == b)
        let long = String(repeating: "x", count: 10_000)
        #expect(TextDocument(long) == TextDocument(long))
        #expect(TextDocument(long + "y") != TextDocument(long + "z"))
    }

    @Test func typingAtEveryPositionKeepsTheFingerRight() {
        // Sequential typing, then edits that jump around, then typing again: the finger must follow.
        var doc = TextDocument(String(repeating: "0123456789", count: 300))
        var reference = Array(doc.utf16)
        var rng = SplitMix64(seed: 11)
        var caret = 1_500
        for step in 0..<3_000 {
            if step % 100 == 0 { caret = Int.random(in: 0...reference.count, using: &rng) }
            if step % 7 == 6 && caret > 0 {
                doc.replaceCharacters(in: NSRange(location: caret - 1, length: 1), with: "")
                reference.remove(at: caret - 1)
                caret -= 1
            } else {
                doc.replaceCharacters(in: NSRange(location: caret, length: 0), with: "k")
                reference.insert(0x6B, at: caret)
                caret += 1
            }
            doc._invariantCheck()
        }
        #expect(Array(doc.utf16) == reference)
    }

    @Test func largeInsertAndDeleteRebalance() {
        var doc = TextDocument("start end")
        let big = String(repeating: "αβγ😀\n", count: 20_000)
        doc.replaceCharacters(in: NSRange(location: 6, length: 0), with: big)
        doc._invariantCheck()
        #expect(doc.length == 9 + big.utf16.count)
        #expect(doc.lineCount == 20_001)
        doc.replaceCharacters(in: NSRange(location: 3, length: doc.length - 6), with: "")
        doc._invariantCheck()
        #expect(doc.string == "staend")
        doc.replaceCharacters(in: NSRange(location: 0, length: Int.max), with: "")
        #expect(doc.length == 0 && doc.lineCount == 1)
        doc._invariantCheck()
    }
}
