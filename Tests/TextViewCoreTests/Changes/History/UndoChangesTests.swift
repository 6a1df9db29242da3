import Testing
import TestSupport
@testable import TextViewCore

/// An undo step's changes keep the first inline and the rest in an array: every operation the
/// history uses agrees with a plain array, through the edges where the first moves in or out.
@Suite struct UndoChangesTests {
    /// A change told apart from the others by its length.
    private static func change(_ tag: Int) -> DocumentChange {
        DocumentChange(text: ChangeSet(length: tag))
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func agreesWithAnArray(seed: UInt64) {
        print("UndoChangesTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        var changes = UndoChanges()
        var model: [Int] = []
        var next = 1
        for _ in 0 ..< 2_000 {
            switch random.next() % 4 {
            case 0, 1:
                changes.append(Self.change(next))
                model.append(next)
                next += 1
            case 2 where !model.isEmpty:
                changes.removeLast()
                model.removeLast()
            case 3 where !model.isEmpty:
                // Grows the newest in place, as typing on does.
                changes.modifyLast { $0.text = ChangeSet(length: next) }
                model[model.count - 1] = next
                next += 1
            default:
                break
            }
            #expect(changes.count == model.count)
            #expect(changes.map(\.oldLength) == model)
            if let last = model.last {
                #expect(changes.withLast { $0.oldLength } == last)
                #expect(changes.last?.oldLength == last)
            }
        }
    }

    @Test func oneChangeIsTheStepsInverse() {
        let group = UndoGroup(change: Self.change(7), restoreSelections: .single(TextSelection(caret: 0)),
                              selectionsAfter: .single(TextSelection(caret: 0)), event: .inputType, time: 0)
        #expect(group.changes.count == 1)
        #expect(group.inverse.oldLength == 7)
    }
}
