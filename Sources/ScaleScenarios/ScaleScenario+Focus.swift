import TextViewBridge

// Attaching many fields to one focus coordinator.
extension ScaleScenario {
    /// The focus scenarios.
    public static var focus: [ScaleScenario] {
        [
            ScaleScenario(area: "focus", name: "FocusCoordinator.attach × n", growth: .linear, testSize: 2_000, benchmarkSize: 5_000,
                          prepare: { n in (FocusCoordinator<Int>(scheduler: ManualScheduler(), defaultFocus: n - 1), n) },
                          measure: { state in
                              for field in 0..<state.1 { state.0.attach(field) }
                              precondition(state.0.focusedField == state.1 - 1)
                          }),
        ]
    }
}
