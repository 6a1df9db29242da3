import Foundation
import Testing
import TextViewCore

/// The README's clamping rules through every range-taking editor API: NSNotFound, negative lengths,
/// Int.max, Int.min, past the end, inside a surrogate pair or a cluster. Nothing traps, and the
/// result is what the clamping rules say.
@Suite struct HostileRangeTests {
    /// A text with a cluster of every hostile kind; "😀" puts a surrogate pair at 1..<3.
    static let text = "a😀👨‍👩‍👧‍👦🇨🇿1️⃣👍🏽e\u{301}\u{1100}\u{1161}\u{11A8}\r\nz"

    static let values: [Int] = [Int.min, Int.min + 1, -1_000, -1, 0, 1, 2, 5, 13, 30, 31, 32, 1_000, Int.max - 1, Int.max]

    static var hostileRanges: [NSRange] {
        var ranges: [NSRange] = []
        for location in values {
            for length in [Int.min, -3, -1, 0, 1, 2, 7, Int.max] {
                ranges.append(NSRange(location: location, length: length))
            }
        }
        return ranges
    }

    /// The UTF-16 offsets of Swift's `Character` boundaries: an oracle independent of ICU (they
    /// agree on this text).
    static func clusterBoundaries(_ s: String) -> [Int] {
        s.indices.map { $0.utf16Offset(in: s) } + [s.utf16.count]
    }

    /// The grapheme-clamped range by the written rules, computed on the oracle's boundaries.
    static func expectedSelection(_ range: NSRange, in s: String) -> NSRange? {
        if range.location == NSNotFound { return nil }
        let n = s.utf16.count
        let a = Double(range.location), b = Double(range.location) + Double(range.length)
        func clamp(_ v: Double) -> Int { v <= 0 ? 0 : (v >= Double(n) ? n : Int(v)) }
        let lo = clamp(min(a, b)), hi = clamp(max(a, b))
        let bounds = clusterBoundaries(s)
        let lower = bounds.last { $0 <= lo }!
        if lo == hi { return NSRange(location: lower, length: 0) }
        let upper = bounds.first { $0 >= hi }!
        return NSRange(location: lower, length: upper - lower)
    }

    @Test func selectedRangeSetterFollowsTheClampingRulesForEveryHostileRange() {
        for range in Self.hostileRanges {
            let editor = TextEditor(string: Self.text)
            editor.selectedRange = NSRange(location: 4, length: 0)
            editor.selectedRange = range
            let expected = Self.expectedSelection(range, in: Self.text) ?? NSRange(location: 3, length: 0)
            #expect(editor.selectedRange == expected, "\(range)")
            #expect(editor.selections.count == 1)
            EditorValidity.expectValid(editor, "\(range)")
        }
    }

    @Test func selectionsSetterAndAddSelectionClampEveryHostileEnd() {
        let bounds = Self.clusterBoundaries(Self.text)
        let n = Self.text.utf16.count
        for anchor in Self.values {
            for head in Self.values {
                let editor = TextEditor(string: Self.text)
                editor.selections = [TextSelection(anchor: anchor, head: head)]
                let a = max(0, min(anchor, n)), h = max(0, min(head, n))
                let selection = editor.selections[0]
                if a == h {
                    #expect(selection == TextSelection(caret: bounds.last { $0 <= a }!), "\(anchor), \(head)")
                } else {
                    #expect(selection.range.location == bounds.last { $0 <= min(a, h) }!, "\(anchor), \(head)")
                    #expect(NSMaxRange(selection.range) == bounds.first { $0 >= max(a, h) }!, "\(anchor), \(head)")
                    #expect(selection.isForwardForTesting == (h > a), "direction kept for \(anchor), \(head)")
                }
                EditorValidity.expectValid(editor, "\(anchor), \(head)")
                editor.addSelection(TextSelection(anchor: head, head: anchor))
                EditorValidity.expectValid(editor, "add \(head), \(anchor)")
                editor.addSelection(TextSelection(range: NSRange(location: anchor, length: head)))
                EditorValidity.expectValid(editor, "add range \(anchor), \(head)")
            }
        }
    }

    @Test func replaceCharactersFollowsTheClampingRulesForEveryHostileRange() {
        let units = Array(Self.text.utf16)
        for range in Self.hostileRanges {
            let editor = TextEditor(string: Self.text)
            editor.selections = [TextSelection(caret: 0), TextSelection(anchor: 11, head: 3), TextSelection(caret: n(Self.text))]
            editor.replaceCharacters(in: range, with: "XY")
            var reference = units
            if let r = ReferenceClamp.editRange(range, in: units) {
                reference.replaceSubrange(r, with: Array("XY".utf16))
            }
            #expect(Array(editor.document.utf16) == reference, "\(range)")
            EditorValidity.expectValid(editor, "\(range)")
        }
    }

    @Test func everyCommandIsSafeAfterHostileSelections() {
        let commands = TextEditorCommands.all
        for range in Self.hostileRanges {
            for (name, command) in commands {
                let editor = TextEditor(string: Self.text)
                editor.selectedRange = range
                command(editor)
                EditorValidity.expectValid(editor, "\(name) after \(range)")
            }
        }
    }

    private func n(_ s: String) -> Int { s.utf16.count }
}

extension TextSelection {
    /// Whether the head is after the anchor.
    var isForwardForTesting: Bool { head > anchor }
}
