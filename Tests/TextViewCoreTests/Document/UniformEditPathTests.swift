import Foundation
import TestSupport
import Testing
@testable import TextViewCore

/// `replaceCharacters(in:with:)` takes a common path for a document whose text is one run (the
/// rope's edit and that run's length, nothing else); the general path
/// (`replaceCharactersInGeneral`) is the reference it must match exactly. Two copies of a
/// document take the same edits, one through each path, and must agree on text, runs (with their
/// paragraph styles), each paragraph's style, line count and line starts, the editing batch's
/// pending range (what the batch's close will fix), and the invariants.
@Suite struct UniformEditPathTests {
    /// Two copies of one document, edited through the two paths.
    struct Pair {
        var common: TextDocument
        var general: TextDocument

        init(_ document: TextDocument) {
            common = document
            general = document
        }

        mutating func replace(_ range: NSRange, with string: String) {
            common.replaceCharacters(in: range, with: string)
            general.replaceCharactersInGeneral(range, with: string)
        }

        mutating func apply(_ body: (inout TextDocument) -> Void) {
            body(&common)
            body(&general)
        }

        /// What differs between the two copies, or nil when nothing does.
        func difference() -> String? {
            common._invariantCheck()
            general._invariantCheck()
            if Array(common.utf16) != Array(general.utf16) {
                return "text \(common.string.debugDescription) vs \(general.string.debugDescription)"
            }
            let runs = Array(common.runs)
            let generalRuns = Array(general.runs)
            if runs != generalRuns { return "runs \(runs) vs \(generalRuns)" }
            if common.lineCount != general.lineCount { return "line count \(common.lineCount) vs \(general.lineCount)" }
            for line in 0..<common.lineCount {
                let start = common.location(ofLine: line)
                if start != general.location(ofLine: line) { return "line \(line) starts at \(start) vs \(general.location(ofLine: line))" }
                if start < common.length, common.paragraphStyle(at: start) != general.paragraphStyle(at: start) {
                    return "paragraph style at \(start)"
                }
            }
            if common.editingBatch?.pending != general.editingBatch?.pending {
                return "batch pending \(String(describing: common.editingBatch?.pending)) vs \(String(describing: general.editingBatch?.pending))"
            }
            if common.length > 0, common.attributeStorage.uniformID != nil, general.attributeStorage.uniformID == nil {
                return "the common path left one run where the general one has several"
            }
            return nil
        }
    }

    static let styled = TextAttributes().paragraphStyle(ParagraphStyle(lineSpacing: 3, alignment: .center))

    static let seeds: [UInt64] = Array(1...16)

    /// Random edits, mostly through the common path (plain edits of a one-run document), with the
    /// transitions among them: emptying the text and typing again (the first run appears), a
    /// paragraph style over the whole text, a second run and back to one, an open batch, ranges
    /// inside pairs and CRLFs, hostile ranges, and ASCII keystrokes.
    @Test(arguments: seeds)
    func bothPathsGiveTheSameDocument(seed: UInt64) {
        print("UniformEditPathTests seed \(seed)")
        var rng = SplitMix64(seed: seed)
        var pair = Pair(TextDocument(HostileText.string(using: &rng, maxPieces: 10)))
        for step in 0..<500 {
            let length = pair.general.length
            let range: NSRange
            let text: String
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1, 2:
                // A keystroke: one ASCII character, or a backspace.
                let at = Int.random(in: 0...length, using: &rng)
                if Bool.random(using: &rng) || at == 0 {
                    range = NSRange(location: at, length: 0)
                    text = String(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &rng)))
                } else {
                    range = NSRange(location: at - 1, length: 1)
                    text = ""
                }
            case 3:
                range = HostileText.range(length: length, using: &rng)
                text = Bool.random(using: &rng) ? "" : HostileText.string(using: &rng, maxPieces: 3)
            default:
                range = AttributeDifferentialTests.range(length: length, using: &rng)
                text = Int.random(in: 0..<4, using: &rng) == 0 ? "" : HostileText.string(using: &rng, maxPieces: 3)
            }
            var action = "replace(\(range), \(text.debugDescription))"
            switch Int.random(in: 0..<40, using: &rng) {
            case 0:
                action = "empty the text"
                pair.replace(NSRange(location: 0, length: length), with: "")
            case 1 where length > 0:
                action = "a paragraph style over the whole text"
                pair.apply { $0.setAttributes(Self.styled, range: NSRange(location: 0, length: $0.length)) }
            case 2 where length > 1:
                action = "a second run"
                pair.apply { $0.setAttributes(TextAttributes().kern(1), range: NSRange(location: 0, length: 1)) }
            case 3 where length > 0:
                action = "one run again"
                pair.apply { $0.setAttributes(TextAttributes(), range: NSRange(location: 0, length: $0.length)) }
            case 4:
                action = pair.general.isEditing ? "endEditing" : "beginEditing"
                pair.apply { $0.isEditing ? $0.endEditing() : $0.beginEditing() }
            default:
                pair.replace(range, with: text)
            }
            if let difference = pair.difference() {
                Issue.record("seed \(seed) step \(step) \(action): \(difference)")
                return
            }
        }
        pair.apply { $0.endAllEditing() }
        #expect(pair.difference() == nil, "seed \(seed) after the last endEditing")
    }

    /// The transitions one by one: each edit on a fresh pair, so a failure names its case.
    @Test(arguments: [
        // The document gains its first run.
        ("", NSRange(location: 0, length: 0), "abc"),
        ("", NSRange(location: 0, length: 0), "\r\n"),
        // Emptied, or nearly: the common path must leave these to the general one.
        ("abc", NSRange(location: 0, length: 3), ""),
        ("abc", NSRange(location: 1, length: 2), ""),
        ("a😀", NSRange(location: 0, length: 2), ""),
        ("😀😀", NSRange(location: 1, length: 2), ""),
        // Deleting across a CRLF, or half of one.
        ("ab\r\ncd", NSRange(location: 1, length: 2), ""),
        ("ab\r\ncd", NSRange(location: 3, length: 2), ""),
        ("ab\r\ncd", NSRange(location: 2, length: 1), ""),
        ("ab\r\ncd", NSRange(location: 3, length: 1), ""),
        ("ab\r\ncd", NSRange(location: 3, length: 0), "x"),
        ("ab\rcd", NSRange(location: 3, length: 0), "\n"),
        ("ab\ncd", NSRange(location: 2, length: 0), "\r"),
        // A lone surrogate half: a range inside a pair, and a string decoded from one.
        ("a😀b", NSRange(location: 2, length: 0), "x"),
        ("a😀b", NSRange(location: 2, length: 1), ""),
        ("a😀b", NSRange(location: 1, length: 1), "y"),
        ("a😀b", NSRange(location: 2, length: 0), String(decoding: [UInt16(0xD83D)], as: UTF16.self)),
        ("abc", NSRange(location: 1, length: 0), String(decoding: [UInt16(0xDE00)], as: UTF16.self)),
        // Hostile ranges: clamped by the general path, refused by the common one.
        ("abc", NSRange(location: NSNotFound, length: 0), "x"),
        ("abc", NSRange(location: 2, length: -5), "x"),
        ("abc", NSRange(location: Int.max, length: Int.max), "x"),
        ("abc", NSRange(location: -1, length: 2), "x"),
        ("abc", NSRange(location: 1, length: 0), ""),
    ])
    func aTransitionGivesTheSameDocument(start: String, range: NSRange, text: String) {
        for styled in [false, true] {
            var document = TextDocument(start)
            if styled, document.length > 0 {
                // A uniform run with a paragraph style.
                document.setAttributes(Self.styled, range: NSRange(location: 0, length: document.length))
            }
            var pair = Pair(document)
            pair.replace(range, with: text)
            #expect(pair.difference() == nil, "\(start.debugDescription) \(range) \(text.debugDescription) styled: \(styled)")
        }
    }

    /// Edits at every leaf boundary of a document of many leaves: a keystroke and a CR at each
    /// boundary, an LF right after a CR that ends a leaf, and a deletion across each boundary.
    @Test func editsAtLeafBoundariesGiveTheSameDocument() {
        let line = "The quick brown fox jumps over the lazy dog.\r\n"
        var pair = Pair(TextDocument(String(repeating: line, count: 200)))
        pair.apply { $0.setAttributes(Self.styled, range: NSRange(location: 0, length: $0.length)) }
        var boundaries: [Int] = []
        var offset = 0
        while offset < pair.general.length {
            let (leaf, start) = pair.general.rope.leaf(containing: offset)
            offset = start + leaf.count
            boundaries.append(offset)
        }
        #expect(boundaries.count > 3, "the document should span several leaves")
        for boundary in boundaries.dropLast().prefix(40) {
            for (range, text) in [(NSRange(location: boundary, length: 0), "k"),
                                  (NSRange(location: boundary, length: 0), "\r"),
                                  (NSRange(location: boundary, length: 0), "\n"),
                                  (NSRange(location: boundary - 1, length: 2), ""),
                                  (NSRange(location: boundary - 2, length: 0), "\r")] {
                pair.replace(range, with: text)
                if let difference = pair.difference() {
                    Issue.record("boundary \(boundary) replace(\(range), \(text.debugDescription)): \(difference)")
                    return
                }
            }
        }
    }

    /// The common path defers the run's length (no run tree is written while typing): copies,
    /// identity and equality see the edit, and the first attribute edit writes it.
    @Test func aDeferredRunLengthIsSeenByCopiesAndAttributeEdits() {
        var document = TextDocument("hello")
        let copy = document
        #expect(document.isIdentical(to: copy))
        document.replaceCharacters(in: NSRange(location: 5, length: 0), with: " world")
        #expect(!document.isIdentical(to: copy))
        #expect(document != copy)
        #expect(Array(document.runs).map(\.range) == [NSRange(location: 0, length: 11)])
        #expect(Array(copy.runs).map(\.range) == [NSRange(location: 0, length: 5)])
        #expect(document == TextDocument("hello world"))
        var effective = NSRange(location: 0, length: 0)
        _ = document.attributes(at: 10, effectiveRange: &effective)
        #expect(effective == NSRange(location: 0, length: 11))
        document.setAttributes(TextAttributes().kern(1), range: NSRange(location: 6, length: 5))
        document._invariantCheck()
        #expect(Array(document.runs).map(\.range) == [NSRange(location: 0, length: 6), NSRange(location: 6, length: 5)])
        #expect(document.attributes(at: 5) == TextAttributes())
    }

    /// An edit that changes nothing (an empty range replaced by nothing) takes the common path and
    /// leaves the document as the general path does: the same text and runs, still identical to a
    /// copy taken before it, inside a batch too.
    @Test func anEditThatChangesNothingChangesNothing() {
        for text in ["abc", "hello world", "a\r\nb\nc"] {
            for location in 0...text.utf16.count {
                var pair = Pair(TextDocument(text))
                let before = pair.common
                pair.replace(NSRange(location: location, length: 0), with: "")
                #expect(pair.difference() == nil, "\(text.debugDescription) at \(location)")
                #expect(pair.common.isIdentical(to: before), "\(text.debugDescription) at \(location)")
                #expect(Array(pair.common.runs).map(\.range) == [NSRange(location: 0, length: text.utf16.count)])
                pair.apply { $0.beginEditing() }
                pair.replace(NSRange(location: location, length: 0), with: "")
                #expect(pair.difference() == nil, "\(text.debugDescription) at \(location), in a batch")
                pair.apply { $0.endEditing() }
                #expect(pair.difference() == nil)
            }
        }
    }
}
