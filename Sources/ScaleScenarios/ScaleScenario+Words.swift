import Foundation
import TextViewCore

// Word and cluster movement in pathological runs: long runs of flags, of one-unit segments
// (line breaks, punctuation, controls), of emoji, and one cluster of many combining marks.
extension ScaleScenario {
    /// A regional indicator pair: one flag, four code units.
    static let flag = "\u{1F1EB}\u{1F1F7}"

    /// An editor over `text` with a caret at `caret`.
    static func editor(_ text: String, caret: Int) -> TextEditor {
        let editor = TextEditor(document: TextDocument(text))
        editor.selectedRange = NSRange(location: caret, length: 0)
        return editor
    }

    /// The word and cluster scenarios.
    public static var words: [ScaleScenario] {
        var all: [ScaleScenario] = [
            ScaleScenario(area: "words", name: "moveWordRight over n flags", growth: .linear, testSize: 512, benchmarkSize: 1_536,
                          prepare: { n in editor(String(repeating: flag, count: n) + " word", caret: 0) },
                          measure: { editor in editor.moveWordRight() }),
            ScaleScenario(area: "words", name: "moveWordLeft over n flags", growth: .linear, testSize: 512, benchmarkSize: 1_536,
                          prepare: { n in editor("word " + String(repeating: flag, count: n), caret: 5 + 4 * n) },
                          measure: { editor in editor.moveWordLeft() }),
        ]
        for (label, unit) in [("line breaks", "\n"), ("full stops", "."), ("NULs", "\u{0}"), ("CRs", "\r"), ("emoji", "\u{1F600}")] {
            let width = unit.utf16.count
            all.append(ScaleScenario(area: "words", name: "moveWordRight over n units of \(label)", growth: .linear,
                                     testSize: 4_096, benchmarkSize: 262_144,
                                     prepare: { n in editor(String(repeating: unit, count: n / width) + "word", caret: 0) },
                                     measure: { editor in editor.moveWordRight() }))
            all.append(ScaleScenario(area: "words", name: "deleteWordBackward over n units of \(label)", growth: .linear,
                                     testSize: 4_096, benchmarkSize: 262_144,
                                     prepare: { n in
                                         let text = "word" + String(repeating: unit, count: n / width)
                                         return editor(text, caret: text.utf16.count)
                                     },
                                     measure: { editor in editor.deleteWordBackward() }))
        }
        all += [
            ScaleScenario(area: "words", name: "64 × moveRight in the middle of n flags", growth: .constant, testSize: 16_384, benchmarkSize: 65_536,
                          prepare: { n in editor(String(repeating: flag, count: n), caret: 4 * (n / 2)) },
                          measure: { editor in for _ in 0..<64 { editor.moveRight() } }),
            ScaleScenario(area: "words", name: "64 × moveLeft in the middle of n flags", growth: .constant, testSize: 16_384, benchmarkSize: 65_536,
                          prepare: { n in editor(String(repeating: flag, count: n), caret: 4 * (n / 2)) },
                          measure: { editor in for _ in 0..<64 { editor.moveLeft() } }),
            ScaleScenario(area: "words", name: "64 × deleteBackward in the middle of n flags", growth: .constant, testSize: 16_384, benchmarkSize: 65_536,
                          prepare: { n in editor(String(repeating: flag, count: n), caret: 4 * (n / 2)) },
                          measure: { editor in for _ in 0..<64 { editor.deleteBackward() } }),
            ScaleScenario(area: "words", name: "64 × wordRange in the middle of n flags", growth: .constant, testSize: 16_384, benchmarkSize: 65_536,
                          prepare: { n in TextDocument(String(repeating: flag, count: n)) },
                          measure: { document in
                              var sum = 0
                              for i in 0..<64 { sum &+= document.wordRange(at: 2 * n(document) + 4 * i).location }
                              precondition(sum != -1)
                          }),
            ScaleScenario(area: "words", name: "64 × deleteBackward at the end of a cluster of n marks", growth: .constant,
                          testSize: 16_384, benchmarkSize: 50_000,
                          prepare: { n in
                              let text = "a" + String(repeating: "\u{301}", count: n) + "b"
                              return editor(text, caret: n + 1)
                          },
                          measure: { editor in for _ in 0..<64 { editor.deleteBackward() } }),
        ]
        return all
    }

    /// The flag count of a document made of flags only.
    private static func n(_ document: TextDocument) -> Int { document.length / 4 }
}
