import Foundation
import TestSupport
import TextViewBridge
import TextViewCore

// One long paragraph (a minified file): line queries inside it, its visible height, caret moves.
extension ScaleScenario {
    /// A document of one line of about `n` units of minified JSON.
    static func minifiedLine(_ n: Int) -> TextDocument {
        TextDocument(String(repeating: #"{"key":[1,2,3],"v":"abc"},"#, count: n / 26))
    }

    /// The layout scenarios.
    public static var layout: [ScaleScenario] {
        [
            ScaleScenario(area: "layout", name: "TextLayout: 2,000 line queries in one paragraph of n lines",
                          growth: .constant, testSize: 4_000, benchmarkSize: 25_000,
                          prepare: { n -> (TextLayout, [Int]) in
                              let layout = TextLayout(document: TextDocument(String(repeating: "aaaa bbbb ", count: n)), width: 10)
                              layout.layoutAll()
                              var random = SplitMix64(seed: 24)
                              return (layout, (0 ..< 2_000).map { _ in Int.random(in: 0 ... 10 * n, using: &random) })
                          },
                          measure: { state in
                              var sum = 0.0
                              for offset in state.1 {
                                  let layout = state.0
                                  sum += layout.caretRect(at: offset).y
                                  sum += Double(layout.closestPosition(to: LayoutPoint(x: 3, y: Double(offset) / 10)).offset)
                                  sum += layout.lineFragment(after: layout.lineFragment(containing: offset))?.rect.y ?? 0
                              }
                              precondition(sum > 0)
                          }),
            // A minified file: one paragraph, measured a window at a time as far as it is shown.
            ScaleScenario(area: "layout", name: "TextLayout: the first line of one paragraph of n units",
                          growth: .constant, testSize: 70_000, benchmarkSize: 1_048_576,
                          prepare: { n in minifiedLine(n) },
                          measure: { document in
                              let layout = TextLayout(document: document, width: 80)
                              precondition(layout.lineFragment(containing: 0).range.length == 78)
                          }),
            ScaleScenario(area: "layout", name: "TextLayout: the middle line of one paragraph of n units",
                          growth: .linear, testSize: 70_000, benchmarkSize: 250_000,
                          prepare: { n in minifiedLine(n) },
                          measure: { document in
                              let layout = TextLayout(document: document, width: 80)
                              precondition(layout.lineFragment(containing: document.length / 2).range.length == 78)
                          }),
            // Not a power of two: at 4 × 2^20 units the 20 keystrokes cross 2^22 clusters, where the
            // array of cluster records doubles (a copy of 128 MB, once per doubling, 50-70 ms).
            ScaleScenario(area: "layout", name: "TextEditor: 20 keystrokes at the end of one line of n units, laid out",
                          growth: .constant, testSize: 70_000, benchmarkSize: 1_000_000,
                          prepare: { n -> (TextEditor, TextLayout, TextObservation) in
                              let editor = TextEditor(document: minifiedLine(n))
                              let layout = TextLayout(document: editor.document, width: 80)
                              let observation = editor.addObserver { [unowned editor] change in layout.apply(change, to: editor.document) }
                              editor.selectedRange = NSRange(location: editor.document.length, length: 0)
                              _ = layout.caretRect(at: editor.document.length)
                              return (editor, layout, observation)
                          },
                          measure: { state in
                              // As a view does: the caret's rectangle after each keystroke.
                              for _ in 0 ..< 20 {
                                  state.0.insertText("x")
                                  precondition(state.1.caretRect(at: state.0.selectedRange.location).width >= 0)
                              }
                          }),
            ScaleScenario(area: "layout", name: "LineLimit.unlimited.visibleHeight: one line of n units at width 1",
                          growth: .linear, testSize: 20_000, benchmarkSize: 262_144,
                          prepare: { n in TextDocument(String(repeating: "abcdefgh", count: n / 8)) },
                          measure: { document in
                              let height = LineLimit.unlimited.visibleHeight(for: TextLayout(document: document, width: 1))
                              precondition(height == Double(document.length))
                          }),
            ScaleScenario(area: "layout", name: "TextEditor.moveUp(in:) × 200 in one line of n units, observed",
                          growth: .constant, testSize: 20_000, benchmarkSize: 262_144,
                          prepare: { n -> (TextEditor, TextLayout, TextObservation) in
                              let editor = TextEditor(document: TextDocument(String(repeating: "word ", count: n / 5)))
                              let layout = TextLayout(document: editor.document, width: 80)
                              // The README's wiring: every change, a selection change too, goes to the layout.
                              let token = editor.addObserver { [unowned editor] change in layout.apply(change, to: editor.document) }
                              editor.moveToEndOfDocument()
                              _ = layout.caretRect(at: editor.document.length)
                              return (editor, layout, token)
                          },
                          measure: { state in
                              let before = state.1.paragraphLayoutCount
                              for _ in 0 ..< 200 { state.0.moveUp(in: state.1) }
                              precondition(state.1.paragraphLayoutCount == before, "a caret move laid the paragraph out again")
                          }),
        ]
    }
}
