import TextViewCore

// Change sets: building one from specs in any order (CodeMirror's `ChangeSet.of`).
extension ScaleScenario {
    /// The change-set scenarios.
    public static var changeSets: [ScaleScenario] {
        [
            // Specs that do not overlap, last first: each one used to start a new set, mapped
            // over and composed with all before it (4,000 specs: 347 ms, 15.5× the cost at 1,000).
            ScaleScenario(area: "changeSets", name: "ChangeSet(_:length:): n specs in reverse order", growth: .linearithmic,
                          testSize: 1_000, benchmarkSize: 4_000,
                          prepare: { n in
                              (0..<n).reversed().map { ChangeSet.Spec(range: 4 * $0 ..< 4 * $0 + 2, insert: "x") }
                          },
                          measure: { specs in
                              let changes = ChangeSet(specs, length: 4 * specs.count)
                              precondition(changes.newLength == 3 * specs.count)
                          }),
        ]
    }
}
