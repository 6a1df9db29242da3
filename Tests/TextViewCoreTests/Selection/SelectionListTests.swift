import Foundation
import Testing
import TestingSupport
import TestSupport
@testable import TextViewCore

/// The selection list against a plain array: the same operations, the same selections, through
/// the flat form, the blocks and back.
@Suite(.tags(.property)) struct SelectionListTests {
    static func selection(_ rng: inout SplitMix64) -> TextSelection {
        TextSelection(anchor: Int.random(in: 0 ..< 1_000_000, using: &rng), head: Int.random(in: 0 ..< 1_000_000, using: &rng))
    }

    /// Checks every read the list answers against `model`.
    static func expectSame(_ list: SelectionList, _ model: [TextSelection], _ context: String) {
        #expect(list.count == model.count, "\(context): count")
        #expect(list.array == model, "\(context): array")
        #expect(Array(list) == model, "\(context): iteration")
        var same = true
        for i in model.indices where list[i] != model[i] { same = false }
        #expect(same, "\(context): subscript")
        #expect(list == SelectionList(model), "\(context): equality")
        #expect(list.hashValue == SelectionList(model).hashValue, "\(context): hash")
    }

    @Test(arguments: [UInt64(1), 2, 3, 0xC0FFEE, 0x5EED_1234])
    func randomInsertionsReplacementsAndWritesMatchAnArray(seed: UInt64) {
        print("SelectionListTests seed \(seed)")
        var rng = SplitMix64(seed: seed)
        var list = SelectionList([])
        var model: [TextSelection] = []
        // Grow past the flat limit into blocks, then shrink back through it, twice.
        for phase in 0 ..< 4 {
            let growing = phase % 2 == 0
            for step in 0 ..< 1_500 {
                let context = "seed \(seed) phase \(phase) step \(step)"
                let roll = Int.random(in: 0 ..< 10, using: &rng)
                let selection = Self.selection(&rng)
                if roll < 5 || model.isEmpty {
                    let at = Int.random(in: 0 ... model.count, using: &rng)
                    // Growing inserts; shrinking replaces ranges of up to 2,000 (across blocks).
                    let length = growing ? 0 : Swift.min(model.count - at, Int.random(in: 0 ... (roll == 0 ? 2_000 : 3), using: &rng))
                    list.replaceSubrange(at ..< at + length, with: selection)
                    model.replaceSubrange(at ..< at + length, with: [selection])
                } else if roll < 8 {
                    let at = Int.random(in: 0 ..< model.count, using: &rng)
                    list[at] = selection
                    model[at] = selection
                } else {
                    let at = Int.random(in: 0 ..< model.count, using: &rng)
                    list[at].goal = roll
                    model[at].goal = roll
                    #expect(list[at].goal == roll, "\(context): goal written in place")
                }
                if step % 100 == 0 { Self.expectSame(list, model, context) }
            }
            Self.expectSame(list, model, "seed \(seed) phase \(phase)")
        }
    }

    @Test func aCopyIsNotChangedByWritesToTheOriginal() {
        var rng = SplitMix64(seed: 7)
        let model = (0 ..< 2_000).map { _ in Self.selection(&rng) }
        var list = SelectionList(model)
        let copy = list
        list[1_000] = TextSelection(caret: 5)
        list.insert(TextSelection(caret: 6), at: 3)
        Self.expectSame(copy, model, "copy")
        #expect(list != copy)
    }

    /// Thousands of selections added one at a time in random order, some touching, end as the
    /// same set as all of them given at once and normalised.
    @Test(arguments: [UInt64(11), 12])
    @MainActor func addingShuffledSelectionsMatchesSettingThemAll(seed: UInt64) {
        print("SelectionListTests adding seed \(seed)")
        var rng = SplitMix64(seed: seed)
        let n = 3_000
        let editor = TextEditor(string: String(repeating: "abcd", count: n))
        var added = editor.selections
        for i in (0 ..< n).shuffled(using: &rng) {
            // One in ten spans to the next word, so merges cross the list's blocks.
            let selection = Int.random(in: 0 ..< 10, using: &rng) == 0
                ? TextSelection(anchor: 4 * i + 1, head: Swift.min(4 * n, 4 * i + 6))
                : TextSelection(caret: 4 * i + 2)
            editor.addSelection(selection)
            added.append(selection)
        }
        let reference = TextEditor(string: editor.text)
        reference.selections = added
        let same = editor.selections == reference.selections
        #expect(same, "seed \(seed): \(editor.selections.count) selections against \(reference.selections.count)")
        #expect(editor.selections.count > SelectionList.flatLimit, "seed \(seed): the blocks were used")
    }
}
