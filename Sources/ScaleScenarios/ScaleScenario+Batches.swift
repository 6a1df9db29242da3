import Foundation
import TextViewCore

// Batches: many replacements in one performEditing (a replace-all), typing at many carets.
extension ScaleScenario {
    /// The batch scenarios.
    public static var batches: [ScaleScenario] {
        [
            ScaleScenario(area: "batches", name: "performEditing: n replacements, observed", growth: .linearithmic, testSize: 2_000, benchmarkSize: 4_000,
                          prepare: { n in
                              let editor = TextEditor(document: TextDocument(String(repeating: "foo ", count: n)))
                              var seen = 0
                              let token = editor.addObserver { seen += $0.changes.isEmpty ? 0 : 1 }
                              return (editor, token)
                          },
                          measure: { state in
                              let editor = state.0
                              let n = editor.document.length / 4
                              editor.performEditing {
                                  // Front to back, each in the coordinates of the text so far.
                                  for i in 0..<n { editor.replaceCharacters(in: NSRange(location: 5 * i, length: 3), with: "barx") }
                              }
                          }),
            ScaleScenario(area: "batches", name: "performEditing: n replacements back to front, observed", growth: .linearithmic,
                          testSize: 2_000, benchmarkSize: 4_000,
                          prepare: { n in
                              let editor = TextEditor(document: TextDocument(String(repeating: "foo ", count: n)))
                              let token = editor.addObserver { _ in }
                              return (editor, token)
                          },
                          measure: { state in
                              let editor = state.0
                              let n = editor.document.length / 4
                              editor.performEditing {
                                  for i in (0..<n).reversed() { editor.replaceCharacters(in: NSRange(location: 4 * i, length: 3), with: "ba") }
                              }
                          }),
            ScaleScenario(area: "batches", name: "n carets: 16 × insertText, observed", growth: .linearithmic, testSize: 2_000, benchmarkSize: 4_000,
                          prepare: { n in
                              let editor = caretsAtLineStarts(n)
                              let token = editor.addObserver { _ in }
                              return (editor, token)
                          },
                          measure: { state in for _ in 0..<16 { state.0.insertText("x") } }),
            ScaleScenario(area: "batches", name: "n carets: 16 × insertText in one batch, observed", growth: .linearithmic, testSize: 2_000, benchmarkSize: 4_000,
                          prepare: { n in
                              let editor = caretsAtLineStarts(n)
                              let token = editor.addObserver { _ in }
                              return (editor, token)
                          },
                          measure: { state in
                              let editor = state.0
                              editor.performEditing { for _ in 0..<16 { editor.insertText("x") } }
                          }),
        ]
    }
}
