import ScaleScenarios
import Testing

/// Loading a file costs time linear in its size.
@MainActor
@Suite struct FileScaleTests {
    @Test func loadingAFileIsLinear() {
        expectScales(ScaleScenario.files, "TextDocument(contentsOf:), n lines")
    }
}
