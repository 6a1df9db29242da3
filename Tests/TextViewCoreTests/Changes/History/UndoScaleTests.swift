import Foundation
import Testing
import TestingSupport
import TestSupport
import TextViewCore

#if TEXTVIEWCORE_INTERNAL_CHECKS
/// The internal checks verify the whole document after every mutation: O(n) each, so no run of
/// keystrokes is linear there.
private let checksEveryMutation = true
#else
private let checksEveryMutation = false
#endif

/// Coalesced undo steps cost O(1) amortised per keystroke, however long the run.
@Suite(.tags(.scale)) struct UndoScaleTests {
    /// An editor holding `n` letters (a to z, over and over) with the caret at `caret`, on a clock that never moves, so
    /// every deletion joins one undo step.
    private static func editor(_ n: Int, caret: (Int) -> Int) -> TextEditor {
        let editor = TextEditor(string: String((0 ..< n).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) }))
        editor.clock = { 0 }
        editor.selectedRange = NSRange(location: caret(n), length: 0)
        return editor
    }

    @Test(.disabled(if: checksEveryMutation, "the internal checks cost O(n) per mutation"))
    func coalescedDeleteBackwardIsLinearInTheRunLength() {
        let result = ScaleProbe.measure(n: 2_000, bound: ScaleGrowth.linear.bound, prepare: { n in Self.editor(n) { $0 } }) { editor in
            for _ in 0 ..< editor.document.length { editor.deleteBackward() }
        }
        print("coalesced deleteBackward:", result)
        #expect(result.ratio <= ScaleGrowth.linear.bound, "linear is 4, quadratic 16: \(result)")
    }

    @Test(.disabled(if: checksEveryMutation, "the internal checks cost O(n) per mutation"))
    func coalescedDeleteForwardIsLinearInTheRunLength() {
        let result = ScaleProbe.measure(n: 2_000, bound: ScaleGrowth.linear.bound, prepare: { n in Self.editor(n) { _ in 0 } }) { editor in
            for _ in 0 ..< editor.document.length { editor.deleteForward() }
        }
        print("coalesced deleteForward:", result)
        #expect(result.ratio <= ScaleGrowth.linear.bound, "linear is 4, quadratic 16: \(result)")
    }

    @Test func aCoalescedDeletionStillUndoesInOneStep() {
        let editor = Self.editor(5_000) { $0 / 2 }
        let original = editor.text
        for _ in 0 ..< 1_000 { editor.deleteBackward() }
        for _ in 0 ..< 1_000 { editor.deleteForward() }
        #expect(editor.document.length == 3_000)
        editor.undo()
        #expect(editor.document.length == 4_000, "the forward run is one step")
        editor.undo()
        #expect(editor.text == original, "the backward run is one step")
        #expect(editor.selectedRange == NSRange(location: 2_500, length: 0))
        #expect(!editor.canUndo)
    }
}
