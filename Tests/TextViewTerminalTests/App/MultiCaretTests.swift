import Foundation
import Testing
import TextViewCore
@testable import TextViewTerminal

/// Issue 22, multi-caret editing as micro and VS Code do it: a paste of as many lines as there
/// are carets puts one line at each; Return keeps each caret's own indentation.
@MainActor
@Suite struct MultiCaretTests {
    func makeApp(_ text: String) -> EditorApp {
        EditorApp(buffer: EditorBuffer(document: TextDocument(text), url: nil, width: 40), columns: 40, rows: 8)
    }

    @Test func aPasteOfOneLinePerCaretIsSplitAcrossTheCarets() {
        let app = makeApp("a\nb\nc")
        app.editor.selections = [TextSelection(caret: 1), TextSelection(caret: 3), TextSelection(caret: 5)]
        app.handle(.paste("1\r2\r3"))
        #expect(app.editor.document.string == "a1\nb2\nc3")
        // One undo step.
        app.perform(.undo)
        #expect(app.editor.document.string == "a\nb\nc")
        // A final line break does not count as a line; the internal clipboard splits the same way.
        app.editor.selections = [TextSelection(caret: 1), TextSelection(caret: 3), TextSelection(caret: 5)]
        app.clipboard = "x\ny\nz\n"
        app.perform(.paste)
        #expect(app.editor.document.string == "ax\nby\ncz")
    }

    @Test func aPasteWhoseLinesDoNotMatchTheCaretsGoesWholeToEach() {
        let app = makeApp("a\nb")
        app.editor.selections = [TextSelection(caret: 1), TextSelection(caret: 3)]
        app.handle(.paste("1\r2\r3"))
        #expect(app.editor.document.string == "a1\n2\n3\nb1\n2\n3")
    }

    @Test func returnAtSeveralCaretsKeepsEachCaretsIndentation() {
        let app = makeApp("    four\n\ttab\nnone")
        app.editor.selections = [TextSelection(caret: 8), TextSelection(caret: 13), TextSelection(caret: 18)]
        app.perform(.newline)
        #expect(app.editor.document.string == "    four\n    \n\ttab\n\t\nnone\n")
        #expect(app.editor.selections.map(\.head) == [13, 20, 26])
        // One caret keeps its indentation too.
        let single = makeApp("  x")
        single.editor.selectedRange = NSRange(location: 3, length: 0)
        single.perform(.newline)
        #expect(single.editor.document.string == "  x\n  ")
    }
}
