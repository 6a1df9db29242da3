import ScaleScenarios
import Testing
import TestingSupport

/// Many selections: adding, editing at, undoing at and moving k selections is O(k log n).
@MainActor
@Suite(.enabled(if: scaleTestsEnabled, "internal checks make every mutation O(n)"), .tags(.scale)) struct SelectionScaleTests {
    @Test func addingSelectionsOneByOneIsLinear() {
        expectScales(ScaleScenario.selections, "addSelection × n, in order")
        expectScales(ScaleScenario.selections, "addSelection × n, shuffled")
    }

    @Test func deletingAtManyCaretsThenUndoingIsLinear() {
        expectScales(ScaleScenario.selections, "n carets: deleteBackward, then undo")
        expectScales(ScaleScenario.selections, "n carets: insertText, then undo and redo")
    }

    @Test func movingManyCaretsOnOneLongLineVerticallyIsLinear() {
        expectScales(ScaleScenario.selections, "n carets on one long line: moveDown")
        expectScales(ScaleScenario.selections, "n carets on one long line: moveUp, moveDown")
    }
}
