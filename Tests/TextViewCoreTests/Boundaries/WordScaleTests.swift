import ScaleScenarios
import Testing
import TestingSupport

/// Word and cluster commands in pathological runs: one command costs what its own segment costs,
/// never the length of the run around it.
@MainActor
@Suite(.enabled(if: scaleTestsEnabled, "internal checks make every mutation O(n)"), .tags(.scale)) struct WordScaleTests {
    @Test func wordMovementOverLongRunsOfFlagsIsLinear() {
        expectScales(ScaleScenario.words, "moveWordRight over n flags")
        expectScales(ScaleScenario.words, "moveWordLeft over n flags")
    }

    @Test(arguments: ["line breaks", "full stops", "NULs", "CRs", "emoji"])
    func wordMovementOverLongRunsOfOneUnitSegmentsIsLinear(_ label: String) {
        expectScales(ScaleScenario.words, "moveWordRight over n units of \(label)")
        expectScales(ScaleScenario.words, "deleteWordBackward over n units of \(label)")
    }

    @Test func clusterMovementInsideLongRunsOfFlagsDoesNotGrowWithThePosition() {
        expectScales(ScaleScenario.words, "64 × moveRight in the middle of n flags")
        expectScales(ScaleScenario.words, "64 × moveLeft in the middle of n flags")
        expectScales(ScaleScenario.words, "64 × deleteBackward in the middle of n flags")
        expectScales(ScaleScenario.words, "64 × wordRange in the middle of n flags")
    }

    @Test func deleteBackwardAtTheEndOfALongClusterOfMarksDoesNotGrowWithTheCluster() {
        expectScales(ScaleScenario.words, "64 × deleteBackward at the end of a cluster of n marks")
    }
}
