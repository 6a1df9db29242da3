import ScaleScenarios
import Testing
import TestingSupport

/// Attaching fields to a focus coordinator costs the same per field however many there are.
@MainActor
@Suite(.enabled(if: scaleTestsEnabled, "internal checks make every mutation O(n)"), .tags(.scale)) struct FocusScaleTests {
    @Test func attachingManyFieldsIsLinear() {
        expectScales(ScaleScenario.focus, "FocusCoordinator.attach × n")
    }
}
