import Foundation
import TestSupport
import Testing
import TextViewCore

/// Every notification's change set turns the text its observer saw last into the text now, however
/// the transaction came about: typing and deleting at several carets, paste, replace-all, undo and
/// redo, and compositions whose commit an input filter lengthens, so that a command's planned
/// change set is not what the document went through.
@Suite struct NotificationChangeSetTests {
    @Test func everyNotificationTurnsTheTextBeforeIntoTheTextAfter() throws {
        let seed = UInt64.random(in: 0 ... 1_000_000)
        print("NotificationChangeSetTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        for round in 0 ..< 60 {
            let editor = TextEditor(string: "héllo wörld 😀 abc\nline two\r\nthree")
            var seen = editor.document.string
            var notifications = 0
            let observation = editor.addObserver { change in
                notifications += 1
                let applied = change.changes.apply(to: TextDocument(seen)).string
                #expect(applied == editor.document.string,
                        "seed \(seed) round \(round): \(change.userEvents) took \(seen.debugDescription) to \(applied.debugDescription), not \(editor.document.string.debugDescription)")
                seen = editor.document.string
            }
            // A commit grows by an exclamation mark, so its length is not the marked text's.
            let filter = editor.addInputFilter { edit in
                guard edit.userEvent == .inputComposeCommit else { return .accept }
                var changed = edit
                changed.replacements = edit.replacements.map { TextReplacement(range: $0.range, text: $0.text + "!") }
                return .transform(changed)
            }
            for _ in 0 ..< 30 {
                let length = editor.document.length
                switch Int.random(in: 0 ..< 11, using: &random) {
                case 0: editor.insertText(["x", "é", "\n", "😀", "ab"].randomElement(using: &random)!)
                case 1: editor.deleteBackward()
                case 2: editor.addSelection(TextSelection(caret: Int.random(in: 0 ... length, using: &random)))
                case 3: editor.setMarkedText(["k", "ka", "かな"].randomElement(using: &random)!, selectedRange: NSRange(location: 1, length: 0))
                case 4: editor.unmarkText()
                case 5: editor.paste("pasted")
                case 6: _ = try editor.replaceAll(SearchQuery("l"), with: "LL")
                case 7: editor.undo()
                case 8: editor.redo()
                case 9: editor.selectedRange = NSRange(location: Int.random(in: 0 ... length, using: &random), length: 0)
                default: editor.replaceCharacters(in: NSRange(location: Int.random(in: 0 ... length, using: &random), length: 1), with: "Z")
                }
            }
            #expect(notifications > 0)
            #expect(seen == editor.document.string, "seed \(seed) round \(round): a change went unannounced")
            observation.cancel()
            filter.cancel()
        }
    }
}
