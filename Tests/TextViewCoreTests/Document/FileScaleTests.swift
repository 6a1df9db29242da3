import ScaleScenarios
import Testing
import TestingSupport

/// Loading a file costs time linear in its size.
@MainActor
@Suite(.enabled(if: scaleTestsEnabled, "internal checks make every mutation O(n)"), .tags(.scale)) struct FileScaleTests {
    @Test func loadingAFileIsLinear() {
        expectScales(ScaleScenario.files, "TextDocument(contentsOf:), n lines")
    }
}
