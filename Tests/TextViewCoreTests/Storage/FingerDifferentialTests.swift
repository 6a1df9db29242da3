import TestSupport
import Testing
@testable import TextViewCore

/// The rope's finger (the last leaf an edit touched) against a plain `[UInt16]` model: edits right
/// next to the last one (typing, backspacing, a word replaced: the finger's case) mixed with jumps
/// anywhere, with copies of the rope value taken between edits and edited later, each against its
/// own model. After every edit the finger must name the leaf it claims, in that rope value's own
/// tree, and every rope's text and line-break count must match its model.
@Suite struct FingerDifferentialTests {
    static let seeds: [UInt64] = Array(1...12)

    /// Units an edit inserts: ordinary text, line breaks of every kind, and surrogate pairs.
    private static let pieces = ["a", "bc", "d e", "\r", "\n", "\r\n", "é", "😀", "\u{2028}", "xyz😀\n", "\u{85}q", ""]

    /// Whether the finger, if any, names a leaf of `rope`'s tree that starts at its start and holds
    /// its length: walked here from the root, without the rope's own descents.
    private static func fingerIsRight(_ rope: Rope) -> Bool {
        let finger = rope.finger
        guard finger.isSet else { return true }
        let path = finger.path
        var node = rope.root
        guard path.height == node.height else { return false }
        var start = 0
        for depth in 0..<path.height {
            let i = path[depth]
            guard i < node.entries.count else { return false }
            for k in 0..<i { start += node.entries[k].summary.count }
            node = node.entries[i].node
        }
        return node.isLeaf && finger.index == 0 && start == finger.start && node.count == finger.length
    }

    private static func check(_ rope: Rope, _ model: [UInt16], _ what: @autoclosure () -> String) -> Bool {
        rope._invariantCheck()
        guard fingerIsRight(rope) else {
            Issue.record("\(what()): finger \(rope.finger.start)..<\(rope.finger.end) names no such leaf")
            return false
        }
        guard Array(rope.string(in: 0 ..< rope.count).utf16) == model else {
            Issue.record("\(what()): text differs from the model")
            return false
        }
        let breaks = ReferenceLines(model).starts.count - 1
        guard rope.lineBreakCount == breaks else {
            Issue.record("\(what()): \(rope.lineBreakCount) breaks, model has \(breaks)")
            return false
        }
        return true
    }

    @Test(arguments: seeds)
    func editsNearAndFarFromTheLastMatchAPlainArray(seed: UInt64) {
        print("FingerDifferentialTests seed \(seed)")
        var rng = SplitMix64(seed: seed)
        var start = ""
        for _ in 0..<Int.random(in: 0..<400, using: &rng) { start += Self.pieces.randomElement(using: &rng)! }
        var rope = Rope(start)
        var model = Array(start.utf16)
        // Copies taken along the way, each with the model as it was; some are edited later.
        var copies: [(rope: Rope, model: [UInt16])] = []
        var caret = model.count / 2
        for step in 0..<2_000 {
            let near = Int.random(in: 0..<10, using: &rng) < 8
            var lower = near
                ? min(max(0, caret + Int.random(in: -6...6, using: &rng)), model.count)
                : Int.random(in: 0...model.count, using: &rng)
            let removed = Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: 0...min(40, model.count - lower), using: &rng)
                : Int.random(in: 0...min(1, model.count - lower), using: &rng)
            let text = Int.random(in: 0..<3, using: &rng) == 0 ? "" : Self.pieces.randomElement(using: &rng)!
            // A far edit now and then is a paste large enough to split leaves and grow the tree.
            let inserted = !near && Int.random(in: 0..<20, using: &rng) == 0 ? String(repeating: text + "k", count: 30) : text
            if Int.random(in: 0..<12, using: &rng) == 0 { copies.append((rope, model)) }
            if !copies.isEmpty && Int.random(in: 0..<15, using: &rng) == 0 {
                // Edit an older copy near where its own finger was left.
                let k = Int.random(in: 0..<copies.count, using: &rng)
                var (copy, copyModel) = copies[k]
                let at = min(max(0, copy.finger.isSet ? copy.finger.start : 0), copyModel.count)
                let done = copy.replace(at ..< min(at + 1, copyModel.count), with: "Z")
                copyModel.replaceSubrange(done, with: [0x5A])
                guard Self.check(copy, copyModel, "seed \(seed) step \(step): copy \(k) after its own edit") else { return }
                copies[k] = (copy, copyModel)
            }
            if lower > model.count { lower = model.count }
            let done = rope.replace(lower ..< lower + removed, with: inserted)
            model.replaceSubrange(done, with: Array(inserted.utf16))
            caret = done.lowerBound + inserted.utf16.count
            guard Self.check(rope, model, "seed \(seed) step \(step): replace \(lower)..<\(lower + removed) with \(inserted.debugDescription)") else { return }
        }
        for (k, copy) in copies.enumerated() {
            guard Self.check(copy.rope, copy.model, "seed \(seed): copy \(k) at the end") else { return }
        }
        #expect(copies.count > 100, "seed \(seed): only \(copies.count) copies taken")
    }
}
