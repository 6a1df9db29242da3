import Testing
@testable import TextViewCore

/// Edits inside one leaf take the in-place path (the finger then holds that leaf), including the
/// ones that touch a leaf's first unit, which a search for the leaf used to hand to the general
/// remove-and-insert path (a forward delete at a leaf start, 5% of automerge-paper's edits).
@Suite struct InPlaceEditTests {
    /// Where each leaf of `rope` starts, in order.
    private static func leafStarts(_ rope: Rope) -> [Int] {
        var starts: [Int] = []
        rope.tree.forEachLeaf(overlapping: 0 ..< rope.count) { _, start in
            starts.append(start)
            return true
        }
        return starts
    }

    @Test func deletingALeafsFirstUnitEditsThatLeafInPlace() {
        var rope = Rope(String(repeating: "abcdefghijklmnopqrstuvwxyz", count: 200))
        var reference = Array(rope.string(in: 0 ..< rope.count).utf16)
        let starts = Self.leafStarts(rope).dropFirst()
        #expect(starts.count > 4, "the text should span several leaves")
        // From the back, so that earlier boundaries stay where they were found.
        for start in starts.reversed() {
            // No finger: the leaf is found by a search.
            rope.finger = .nowhere
            rope.replace(start ..< start + 1, with: "")
            reference.remove(at: start)
            #expect(rope.finger.isSet && rope.finger.start == start,
                    "deleting the first unit of the leaf at \(start) went through the general path")
            rope._invariantCheck()
        }
        #expect(Array(rope.string(in: 0 ..< rope.count).utf16) == reference)
    }

    @Test func keystrokesKeepLineBreakCounts() {
        // Typing and backspacing next to breaks of every kind, where the keystroke shortcut must
        // step aside: a CR gaining or losing its LF, a break typed or deleted.
        let units: [String] = ["a", "\r", "\n", "\u{85}", "\u{2028}", "\u{2029}", "b"]
        for left in units {
            for right in units {
                for typed in units + [""] {
                    var rope = Rope("xy" + left + right + "zw")
                    let at = 2 + left.utf16.count
                    rope.replace(at ..< at, with: typed)
                    #expect(rope.lineBreakCount == Rope(rope.string(in: 0 ..< rope.count)).lineBreakCount,
                            "typing \(typed.debugDescription) between \(left.debugDescription) and \(right.debugDescription)")
                    rope._invariantCheck()
                    rope.replace(at - 1 ..< at, with: "")
                    #expect(rope.lineBreakCount == Rope(rope.string(in: 0 ..< rope.count)).lineBreakCount,
                            "backspacing after \(typed.debugDescription), \(left.debugDescription), \(right.debugDescription)")
                    rope._invariantCheck()
                }
            }
        }
    }
}
