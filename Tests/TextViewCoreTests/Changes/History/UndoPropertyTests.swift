import TestSupport
import Foundation
import Testing
import TestingSupport
import TextViewCore

/// For random sessions of typing, deleting, pasting, formatting, moving and grouping: undoing
/// everything gives back the initial document (text and runs) and the selections the first change
/// started from, and redoing everything gives back the final document and selections exactly.
@Suite(.tags(.property)) struct UndoPropertyTests {
    @Test(arguments: Array(UInt64(1)...8))
    func undoAllAndRedoAllRestoreExactly(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var now = 0.0
        let editor = TextEditor(string: "Hello\nworld")
        editor.clock = { now }
        editor.undoLimit = nil
        editor.selectedRange = NSRange(location: Int(rng.next() % 12), length: 0)
        let initial = editor.document
        var startSelections: [TextSelection]?
        for _ in 0 ..< 300 {
            now += Double(rng.next() % 1500) / 1000
            let before = editor.selections
            let length = editor.document.length
            let hadUndo = editor.canUndo
            switch rng.next() % 16 {
            case 0, 1, 2: editor.insertText(HostileText.string(using: &rng, maxPieces: 2))
            case 3: editor.insertNewline()
            case 4, 5: editor.deleteBackward()
            case 6: editor.deleteForward()
            case 7: editor.deleteWordBackward()
            case 8: editor.paste(HostileText.string(using: &rng, maxPieces: 4))
            case 9: editor.selectedRange = HostileText.range(length: length, using: &rng)
            case 10:
                let a = Int(rng.next() % UInt64(length + 1)), b = Int(rng.next() % UInt64(length + 1))
                editor.selections = [TextSelection(caret: a), TextSelection(anchor: b, head: Swift.min(length, b + 2))]
            case 11:
                editor.setAttributes(AttributePalette.values[Int(rng.next() % UInt64(AttributePalette.values.count))],
                                     range: HostileText.range(length: length, using: &rng))
            case 12:
                editor.setParagraphStyle(AttributePalette.values[Int(rng.next() % 5)].paragraphStyle,
                                         forParagraphsIn: HostileText.range(length: length, using: &rng))
            case 13:
                editor.replaceCharacters(in: HostileText.range(length: length, using: &rng), with: HostileText.string(using: &rng, maxPieces: 2))
            case 14:
                editor.undoGroup {
                    editor.insertText("<")
                    editor.moveLeft()
                    editor.addAttributes(AttributePalette.additions[0], range: NSRange(location: 0, length: 3))
                }
            default:
                if rng.next() % 3 == 0 { editor.undo() } else { editor.breakUndoCoalescing() }
            }
            if !editor.canUndo { startSelections = nil }
            if startSelections == nil && !hadUndo && editor.canUndo { startSelections = before }
            editor._invariantCheck()
        }
        // A last change clears whatever redo steps a trailing undo left, so redo-all ends here.
        editor.insertText("end")
        let final = editor.document
        let finalSelections = editor.selections
        while editor.canUndo { editor.undo() }
        #expect(editor.document == initial, "seed \(seed): undo all gives the initial document")
        if let startSelections {
            #expect(editor.selections == startSelections, "seed \(seed): undo all gives the selections the first change started from")
        }
        while editor.canRedo { editor.redo() }
        #expect(editor.document == final, "seed \(seed): redo all gives the final document")
        #expect(editor.selections == finalSelections, "seed \(seed): redo all gives the final selections")
        editor._invariantCheck()
    }
}
