import ScaleScenarios
import Testing
import TestingSupport

/// Batches: a replace-all of k replacements and typing at k carets, observed, are O(k log n).
@MainActor
@Suite(.enabled(if: scaleTestsEnabled, "internal checks make every mutation O(n)"), .tags(.scale)) struct BatchScaleTests {
    @Test func manyReplacementsInOneObservedBatchAreLinear() {
        expectScales(ScaleScenario.batches, "performEditing: n replacements, observed")
        expectScales(ScaleScenario.batches, "performEditing: n replacements back to front, observed")
    }

    @Test func typingAtManyCaretsIsLinear() {
        expectScales(ScaleScenario.batches, "n carets: 16 × insertText, observed")
        expectScales(ScaleScenario.batches, "n carets: 16 × insertText in one batch, observed")
    }
}
