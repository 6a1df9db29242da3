import TestSupport
import Foundation
import Testing
import TestingSupport
@testable import TextViewCore

/// Seeded random sessions of every command and every range-taking API on hostile text, with
/// several selections: after each step the editor must be valid, and programmatic edits must do
/// exactly what the storage's clamping rules say. (The exact results of commands are checked
/// against a reference model elsewhere; this is the no-trap, always-valid net.)
@Suite(.tags(.property)) struct RandomEditingTests {
    @Test(arguments: 0 ..< 24)
    func randomSessionsStayValid(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ 17)
        let editor = TextEditor(string: HostileText.string(using: &rng, maxPieces: 12))
        for step in 0 ..< 150 {
            let length = editor.document.length
            let before = Array(editor.document.utf16)
            var description = ""
            switch Int.random(in: 0 ..< 10, using: &rng) {
            case 0:
                let range = HostileText.range(length: length, using: &rng)
                let text = HostileText.string(using: &rng, maxPieces: 2)
                description = "replaceCharacters(\(range), \(text.debugDescription))"
                editor.replaceCharacters(in: range, with: text)
                var expected = before
                if let r = ReferenceClamp.editRange(range, in: before) {
                    expected.replaceSubrange(r, with: Array(text.utf16))
                }
                #expect(Array(editor.document.utf16) == expected, "seed \(seed) step \(step): \(description)")
            case 1:
                let range = HostileText.range(length: length, using: &rng)
                description = "selectedRange = \(range)"
                let previous = editor.selections
                editor.selectedRange = range
                if range.location == NSNotFound {
                    #expect(editor.selections == previous, "seed \(seed) step \(step): \(description)")
                } else {
                    #expect(editor.selectedRange == editor.document.clampedRange(range, snapping: .graphemeCluster),
                            "seed \(seed) step \(step): \(description)")
                }
            case 2:
                let count = Int.random(in: 0 ... 4, using: &rng)
                let selections = (0 ..< count).map { _ in
                    let r = HostileText.range(length: length, using: &rng)
                    let forward = TextSelection(range: r)
                    return Bool.random(using: &rng) ? forward : TextSelection(anchor: forward.head, head: forward.anchor)
                }
                description = "selections = \(selections)"
                editor.selections = selections
            case 3:
                let r = HostileText.range(length: length, using: &rng)
                description = "addSelection(\(r))"
                editor.addSelection(TextSelection(range: r))
            case 4:
                let piece = HostileText.pieces.randomElement(using: &rng)!
                description = "insertText(\(piece.debugDescription))"
                editor.insertText(piece)
            default:
                let (name, command) = TextEditorCommands.all.randomElement(using: &rng)!
                description = name
                command(editor)
            }
            EditorValidity.expectValid(editor, "seed \(seed) step \(step): \(description)")
            if EditorValidity.problem(in: editor) != nil { return }
        }
    }
}
