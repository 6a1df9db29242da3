import TextViewCore

// Undo groups that coalesce many keystrokes, and many observers: measured through public API only.
extension ScaleScenario {
    /// The undo-group and observer scenarios.
    public static var observers: [ScaleScenario] {
        [
            ScaleScenario(area: "observers", name: "n × deleteBackward, coalesced into one undo group", growth: .linear,
                          testSize: 1_000, benchmarkSize: 4_000,
                          prepare: { n in
                              let text = String(repeating: "abcd", count: n / 4 + 1)
                              let editor = editor(text, caret: text.utf16.count)
                              editor.clock = { 0 }
                              return (editor, n)
                          },
                          measure: { state in for _ in 0..<state.1 { state.0.deleteBackward() } }),
            ScaleScenario(area: "observers", name: "cancel n observers", growth: .linear, testSize: 1_000, benchmarkSize: 3_000,
                          prepare: { n in
                              let editor = TextEditor(document: TextDocument("abc"))
                              return (editor, (0..<n).map { _ in editor.addObserver { _ in } })
                          },
                          measure: { state in for token in state.1 { token.cancel() } }),
            ScaleScenario(area: "observers", name: "one keystroke, n observers", growth: .linear, testSize: 4_000, benchmarkSize: 10_000,
                          prepare: { n in
                              let editor = editor("abc", caret: 3)
                              return (editor, (0..<n).map { _ in editor.addObserver { _ in } })
                          },
                          measure: { state in state.0.insertText("x") }),
        ]
    }
}
