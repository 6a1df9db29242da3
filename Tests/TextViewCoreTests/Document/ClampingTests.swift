import Foundation
import Testing
import TextViewCore

/// The README's four clamping rules, one test each, through every range-taking storage API.
@Suite struct ClampingTests {
    /// "a😀b": the emoji's surrogate pair is at 1..<3.
    static let text = "a😀b"

    @Test func notFoundIsANoOp() {
        var doc = TextDocument(Self.text)
        doc.replaceCharacters(in: NSRange(location: NSNotFound, length: 0), with: "x")
        doc.replaceCharacters(in: NSRange(location: NSNotFound, length: 5), with: "x")
        doc.replaceCharacters(in: NSRange(location: NSNotFound, length: -5), with: "")
        #expect(doc.string == Self.text)
        #expect(doc.clampedRange(NSRange(location: NSNotFound, length: 1), snapping: .none) == nil)
        #expect(doc.substring(with: NSRange(location: NSNotFound, length: 2)) == "")
    }

    @Test func negativeLengthCoversTheSameSpanFromTheOtherEnd() {
        var doc = TextDocument("abcdef")
        doc.replaceCharacters(in: NSRange(location: 4, length: -2), with: "X")
        #expect(doc.string == "abXef")
        #expect(doc.clampedRange(NSRange(location: 3, length: -3), snapping: .none) == NSRange(location: 0, length: 3))
        #expect(doc.substring(with: NSRange(location: 5, length: -10)) == "abXef")
    }

    @Test(arguments: [
        (Int.max - 1, 5), (Int.max - 1, Int.max), (Int.min, 10), (Int.min, Int.max), (Int.min, Int.min),
        (-1, 1), (-1_000, 2_000), (7, 100), (100, -3), (3, Int.max), (3, Int.min), (0, Int.max),
    ])
    func extremeValuesAreClampedWithoutTrapping(location: Int, length: Int) {
        var doc = TextDocument("abcdef")
        let range = NSRange(location: location, length: length)
        let clamped = doc.clampedRange(range, snapping: .scalar)
        let safe = try! #require(clamped)
        #expect(safe.location >= 0 && safe.location + safe.length <= 6)
        let expected = ReferenceClamp.editRange(range, in: Array("abcdef".utf16))!
        #expect(safe == NSRange(location: expected.lowerBound, length: expected.count))
        doc.replaceCharacters(in: range, with: "Z")
        var reference = Array("abcdef".utf16)
        reference.replaceSubrange(expected, with: Array("Z".utf16))
        #expect(Array(doc.utf16) == reference)
        doc._invariantCheck()
    }

    @Test func pastTheEndClampsToTheEnd() {
        var doc = TextDocument("abc")
        doc.replaceCharacters(in: NSRange(location: 10, length: 5), with: "!")
        #expect(doc.string == "abc!")
        doc.replaceCharacters(in: NSRange(location: 2, length: 99), with: "")
        #expect(doc.string == "ab")
    }

    @Test func rangeInsideASurrogatePairSnapsOutwardToTheScalar() {
        var doc = TextDocument(Self.text)
        #expect(doc.clampedRange(NSRange(location: 2, length: 1), snapping: .scalar) == NSRange(location: 1, length: 2))
        #expect(doc.clampedRange(NSRange(location: 2, length: 2), snapping: .scalar) == NSRange(location: 1, length: 3))
        #expect(doc.clampedRange(NSRange(location: 0, length: 2), snapping: .scalar) == NSRange(location: 0, length: 3))
        #expect(doc.substring(with: NSRange(location: 2, length: 0)) == "")
        #expect(doc.substring(with: NSRange(location: 2, length: 1)) == "😀")
        #expect(doc.substring(with: NSRange(location: 2, length: 2)) == "😀b")
        doc.replaceCharacters(in: NSRange(location: 2, length: 1), with: "-")
        #expect(doc.string == "a-b")
        doc._invariantCheck()
    }

    @Test func caretInsideASurrogatePairMovesToItsStartAndLosesNothing() {
        var doc = TextDocument(Self.text)
        #expect(doc.clampedRange(NSRange(location: 2, length: 0), snapping: .scalar) == NSRange(location: 1, length: 0))
        doc.replaceCharacters(in: NSRange(location: 2, length: 0), with: "x")
        #expect(doc.string == "ax😀b")
        doc.replaceCharacters(in: NSRange(location: 3, length: 0), with: "")
        #expect(doc.string == "ax😀b")
        doc._invariantCheck()
    }

    @Test func lengthOverflowingFromALargeLocationIsClamped() {
        var doc = TextDocument("abc")
        // location + length overflows Int: must not trap.
        doc.replaceCharacters(in: NSRange(location: 1, length: Int.max), with: "")
        #expect(doc.string == "a")
        doc.replaceCharacters(in: NSRange(location: -5, length: Int.min), with: "b")
        #expect(doc.string == "ba")
    }
}
