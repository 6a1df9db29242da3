import Foundation
import Testing
import TextViewCore

/// The undo history holds at most `undoHistoryByteLimit` bytes (the newest step aside), dropping
/// the oldest steps first; `undoLimit` alone counts steps, whatever their size.
@Suite struct UndoMemoryTests {
    @Test func hundredWholeTextReplacementsOfAMebiunitStayWithinTheByteBudget() {
        let defaultLimit = try! #require(TextEditor().undoHistoryByteLimit)
        #expect(defaultLimit >= 32 << 20 && defaultLimit <= 64 << 20, "sized for a phone")
        // The same proportions at an eighth of the size (a debug build replaces 1 Mi units in
        // 0.13 s): 100 replacements of 128 Ki units against an eighth of the default budget.
        let units = (1 << 20) / 8
        let editor = TextEditor(string: String(repeating: "a", count: units))
        editor.undoHistoryByteLimit = defaultLimit / 8
        let texts = (0 ..< 26).map { String(repeating: Character(Unicode.Scalar(UInt8(97 + $0))), count: units) }
        var peak = 0
        for i in 0 ..< 100 {
            editor.text = texts[i % 26]
            peak = max(peak, editor.undoHistoryFootprint)
        }
        #expect(peak <= defaultLimit / 8, "peak \(peak) bytes")
        #expect(editor.undoHistoryFootprint > defaultLimit / 16, "the budget is used, not emptied")
        // The newest steps are the ones kept, and still undo exactly.
        editor.undo()
        #expect(editor.document.length == units)
        #expect(editor.document.utf16[0] == UInt16(97 + 98 % 26))
        var steps = 1
        while editor.canUndo { editor.undo(); steps += 1 }
        #expect(steps < 100 && steps >= 10, "\(steps) steps kept")
    }

    @Test func theNewestStepIsKeptEvenWhenItAloneIsOverTheBudget() {
        let big = String(repeating: "b", count: 10_000)
        let editor = TextEditor(string: big)
        editor.undoHistoryByteLimit = 1_000
        editor.replaceCharacters(in: NSRange(location: 0, length: 0), with: "x")
        editor.text = "small"   // the step keeps the 10,001 units it replaced
        #expect(editor.undoHistoryFootprint > 1_000)
        editor.undo()
        #expect(editor.text == "x" + big, "the last change can be undone")
        #expect(!editor.canUndo, "the older step went to make room")
        editor.redo()
        #expect(editor.text == "small")
    }

    @Test func theFootprintFollowsEveryStepThatComesAndGoes() {
        let editor = TextEditor(string: String(repeating: "z", count: 1_000))
        editor.undoHistoryByteLimit = nil
        #expect(editor.undoHistoryFootprint == 0)
        editor.selectAll()
        editor.deleteBackward()
        let afterDelete = editor.undoHistoryFootprint
        #expect(afterDelete >= 2_000, "the 1,000 removed units are kept")
        editor.undo()
        let afterUndo = editor.undoHistoryFootprint
        #expect(afterUndo > 0 && afterUndo < afterDelete, "the redo step keeps no removed text")
        editor.redo()
        #expect(editor.undoHistoryFootprint == afterDelete)
        editor.removeAllUndoSteps()
        #expect(editor.undoHistoryFootprint == 0)
        editor.undoHistoryByteLimit = 0
        editor.insertText("q")
        editor.breakUndoCoalescing()
        editor.insertText("r")
        #expect(editor.canUndo)
        editor.undo()
        #expect(!editor.canUndo, "with no budget only the newest step is kept")
    }
}
