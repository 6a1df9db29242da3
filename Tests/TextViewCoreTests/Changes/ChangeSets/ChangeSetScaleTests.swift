import ScaleScenarios
import Testing
import TestingSupport

/// Change sets: `ChangeSet(_:length:)` of k specs that do not overlap is O(k log k) in any order.
@MainActor
@Suite(.enabled(if: scaleTestsEnabled, "internal checks make every mutation O(n)"), .tags(.scale)) struct ChangeSetScaleTests {
    @Test func item11_specsInReverseOrderBuildInLinearithmicTime() {
        expectScales(ScaleScenario.changeSets, "ChangeSet(_:length:): n specs in reverse order")
    }
}
