import Foundation
import Testing
import TestSupport
import TextViewCore

/// The change sets observers hear carry the inserted text: applied to the text before a
/// notification, each gives the text after it, whatever the commands, batches and undo.
@Suite struct ChangeSetNotificationTests {
    /// An editor with an observer that checks each change set against the text it heard last.
    final class Replayer {
        var text: TextDocument
        var heard = 0
        var mismatches: [String] = []
        var token: TextObservation?
        init(_ editor: TextEditor) {
            text = TextDocument(editor.text)
            token = editor.addObserver { [unowned self, unowned editor] change in
                heard += 1
                let replayed = change.changes.apply(to: text).string
                if replayed != editor.text { mismatches.append("\(change.changes): \(replayed.debugDescription) != \(editor.text.debugDescription)") }
                text = TextDocument(editor.text)
            }
        }
    }

    @Test func aKeystrokesChangeSetHoldsTheTypedText() {
        let editor = TextEditor(string: "ab")
        var heard: [ChangeSet] = []
        let token = editor.addObserver { heard.append($0.changes) }
        editor.selectedRange = NSRange(location: 1, length: 0)
        editor.insertText("😀")
        editor.deleteBackward()
        editor.insertText("\r\n")
        #expect(heard.map(\.description) == ["2", #"1 0:2 "😀" 1"#, #"1 2:0 1"#, "1 0:2 \"\r\n\" 1"])
        _ = token
    }

    @Test func severalCaretsGiveOneChangeSetWithEveryText() {
        let editor = TextEditor(string: "one two three")
        let replayer = Replayer(editor)
        var last: ChangeSet?
        let token = editor.addObserver { last = $0.changes }
        editor.selections = [TextSelection(caret: 3), TextSelection(caret: 7), TextSelection(caret: 13)]
        editor.insertText("!")
        #expect(last?.changes().map(\.inserted) == ["!", "!", "!"])
        #expect(last?.changes().map(\.oldRange) == [3..<3, 7..<7, 13..<13])
        #expect(replayer.mismatches.isEmpty, "\(replayer.mismatches)")
        _ = token
    }

    @Test(arguments: Array(UInt64(1)...12))
    func everyNotificationReplaysOntoTheTextBefore(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let editor = TextEditor(string: "Hello, world\r\nsecond line 😀 é\n")
        let replayer = Replayer(editor)
        let pieces = ["a", "😀", "\r\n", "\n", "xyz", "é", ""]
        for _ in 0..<120 {
            let length = editor.text.utf16.count
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1, 2: editor.insertText(pieces.randomElement(using: &rng)!)
            case 3: editor.deleteBackward()
            case 4: editor.deleteForward()
            case 5: editor.undo()
            case 6: editor.redo()
            case 7:
                let a = Int.random(in: 0...length, using: &rng)
                let b = Int.random(in: 0...length, using: &rng)
                editor.selections = [TextSelection(caret: a), TextSelection(anchor: b, head: Swift.min(length, b + 2))]
            case 8:
                editor.performEditing {
                    editor.insertText(pieces.randomElement(using: &rng)!)
                    editor.replaceCharacters(in: NSRange(location: 0, length: Swift.min(2, editor.text.utf16.count)), with: "Z")
                    editor.deleteBackward()
                }
            default:
                let location = Int.random(in: 0...length, using: &rng)
                editor.replaceCharacters(in: NSRange(location: location, length: Int.random(in: 0...3, using: &rng)),
                                         with: pieces.randomElement(using: &rng)!)
            }
        }
        #expect(replayer.heard > 50, "seed \(seed)")
        #expect(replayer.mismatches.isEmpty, "seed \(seed): \(replayer.mismatches.prefix(3))")
    }
}
