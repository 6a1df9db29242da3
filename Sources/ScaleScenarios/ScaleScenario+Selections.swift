import Foundation
import TestSupport
import TextViewCore

// Many selections: adding them one by one, editing at all of them and undoing that, moving them.
extension ScaleScenario {
    /// An editor over `n` lines of "abc" with a caret at every line start.
    static func caretsAtLineStarts(_ n: Int) -> TextEditor {
        let editor = TextEditor(document: TextDocument(String(repeating: "abc\n", count: n)))
        editor.selections = (0..<n).map { TextSelection(caret: 4 * $0 + 1) }
        return editor
    }

    /// The selection scenarios.
    public static var selections: [ScaleScenario] {
        [
            ScaleScenario(area: "selections", name: "addSelection × n, in order", growth: .linearithmic, testSize: 1_000, benchmarkSize: 1_500,
                          prepare: { n in TextEditor(document: TextDocument(String(repeating: "abcd", count: n))) },
                          measure: { editor in
                              let n = editor.document.length / 4
                              for i in 0..<n { editor.addSelection(TextSelection(caret: 4 * i + 2)) }
                          }),
            ScaleScenario(area: "selections", name: "addSelection × n, shuffled", growth: .linearithmic, testSize: 1_000, benchmarkSize: 1_500,
                          prepare: { n in
                              var random = SplitMix64(seed: 12)
                              let editor = TextEditor(document: TextDocument(String(repeating: "abcd", count: n)))
                              return (editor, (0..<n).shuffled(using: &random))
                          },
                          measure: { state in
                              for i in state.1 { state.0.addSelection(TextSelection(caret: 4 * i + 2)) }
                          }),
            ScaleScenario(area: "selections", name: "n carets: deleteBackward, then undo", growth: .linearithmic, testSize: 2_000, benchmarkSize: 2_500,
                          prepare: { n in caretsAtLineStarts(n) },
                          measure: { editor in
                              editor.deleteBackward()
                              editor.undo()
                          }),
            ScaleScenario(area: "selections", name: "n carets: insertText, then undo and redo", growth: .linearithmic, testSize: 2_000, benchmarkSize: 2_500,
                          prepare: { n in caretsAtLineStarts(n) },
                          measure: { editor in
                              editor.insertText("x")
                              editor.undo()
                              editor.redo()
                          }),
            ScaleScenario(area: "selections", name: "n carets on one long line: moveDown", growth: .linearithmic, testSize: 1_000, benchmarkSize: 1_500,
                          prepare: { n in
                              let editor = TextEditor(document: TextDocument(String(repeating: "ab", count: n) + "\n" + String(repeating: "cd", count: n)))
                              editor.selections = (0..<n).map { TextSelection(caret: 2 * $0 + 1) }
                              return editor
                          },
                          measure: { editor in editor.moveDown() }),
            ScaleScenario(area: "selections", name: "n carets on one long line: moveUp, moveDown", growth: .linearithmic, testSize: 1_000, benchmarkSize: 1_500,
                          prepare: { n in
                              let editor = TextEditor(document: TextDocument(String(repeating: "cd", count: n) + "\n" + String(repeating: "ab", count: n)))
                              editor.selections = (0..<n).map { TextSelection(caret: 2 * n + 2 + 2 * $0 + 1) }
                              return editor
                          },
                          measure: { editor in
                              editor.moveUp()
                              editor.moveDown()
                          }),
        ]
    }
}
