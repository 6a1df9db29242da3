import Foundation
import Testing
import TestingSupport
import TestSupport
import TextViewCore

/// Registering, cancelling, releasing and notifying observers and streams cost O(1) (or O(log n))
/// each, so every total below is linear in the count.
@Suite(.tags(.scale)) struct ObserverScaleTests {
    private static func observed(_ n: Int) -> (TextEditor, [TextObservation]) {
        let editor = TextEditor(string: "abc")
        return (editor, (0 ..< n).map { _ in editor.addObserver { _ in } })
    }

    @Test func cancellingManyObserversIsLinear() {
        let result = ScaleProbe.measure(n: 3_000, bound: ScaleGrowth.linear.bound, prepare: Self.observed) { state in
            for token in state.1 { token.cancel() }
        }
        print("cancel n observers:", result)
        #expect(result.ratio <= ScaleGrowth.linear.bound, "\(result)")
    }

    @Test func cancellingManyObserversNewestFirstIsLinear() {
        let result = ScaleProbe.measure(n: 3_000, bound: ScaleGrowth.linear.bound, prepare: Self.observed) { state in
            for token in state.1.reversed() { token.cancel() }
        }
        print("cancel n observers, newest first:", result)
        #expect(result.ratio <= ScaleGrowth.linear.bound, "\(result)")
    }

    @Test func oneKeystrokeWithManyObserversIsLinear() {
        let result = ScaleProbe.measure(n: 10_000, bound: ScaleGrowth.linear.bound, prepare: Self.observed) { state in
            state.0.insertText("x")
        }
        print("one keystroke, n observers:", result)
        #expect(result.ratio <= ScaleGrowth.linear.bound, "\(result)")
    }

    @Test func releasingManyTokensIsLinear() {
        let result = ScaleProbe.measure(n: 10_000, bound: ScaleGrowth.linear.bound, prepare: Self.observed) { state in
            state.1 = []
        }
        print("release n tokens:", result)
        #expect(result.ratio <= ScaleGrowth.linear.bound, "\(result)")
    }

    @Test func oneKeystrokeAfterManyDroppedStreamsIsLinear() {
        let result = ScaleProbe.measure(n: 3_000, bound: ScaleGrowth.linear.bound, prepare: { n in (TextEditor(string: "abc"), n) }) { state in
            for _ in 0 ..< state.1 { _ = state.0.changes() }
            state.0.insertText("x")
        }
        print("one keystroke after n dropped streams:", result)
        #expect(result.ratio <= ScaleGrowth.linear.bound, "\(result)")
    }
}
