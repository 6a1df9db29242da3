import ScaleScenarios
import Testing

/// Expects the scenario of `list` named `name` to stay within its n-to-4n bound at its test size.
///
/// - Parameters:
///   - list: The scenarios of one area (`ScaleScenario.selections`, …).
///   - name: The scenario's name.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func expectScales(_ list: [ScaleScenario], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let (passed, report) = ScaleScenario.named(name, in: list).runAtTestSize()
    print(report)
    #expect(passed, "\(report)", sourceLocation: sourceLocation)
}

/// Whether the scale tests run (see `ScaleScenario.testsEnabled`).
public let scaleTestsEnabled = ScaleScenario.testsEnabled
