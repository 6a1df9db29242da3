import Foundation
import Testing
import TextViewCore

/// The README's transactions section, run as written (keep in step).
@Suite struct ReadmeTransactionTests {
    @Test func theReadmeTransactionTourRuns() {
        let editor = TextEditor(string: "The quick fox")
        var heard: [TextChange] = []
        let observation = editor.addObserver { change in heard.append(change) }
        editor.replaceCharacters(in: NSRange(location: 0, length: 3), with: "Several")
        #expect(heard.last?.editedRange == NSRange(location: 0, length: 7))
        #expect(heard.last?.changeInLength == 4 && heard.last?.userEvents == [.replace])

        editor.performEditing {
            editor.selectedRange = NSRange(location: editor.document.length, length: 0)
            editor.insertText("!")
            editor.setAttributes(TextAttributes().bold(), range: NSRange(location: 0, length: 7))
        }
        #expect(heard.count == 2 && heard.last?.userEvents == [.select, .inputType, .format])
        editor.undo()
        #expect(editor.text == "Several quick fox!" && editor.document.attributes(at: 0) == TextAttributes())
        editor.undo()
        #expect(editor.text == "Several quick fox")
        editor.undo()
        #expect(editor.text == "The quick fox" && editor.selectedRange == NSRange(location: 0, length: 0))
        #expect(!editor.canUndo)
        observation.cancel()
        editor.insertText("x")
        #expect(heard.count == 5)
    }

    /// The stream example: the reading task ends when it is cancelled, though the editor lives on.
    @Test func theReadmeStreamLoopEndsWhenItsTaskIsCancelled() async {
        let editor = TextEditor(string: "The quick fox")
        let changes = editor.changes()
        let reader = Task { () -> [[UserEvent]] in
            var events: [[UserEvent]] = []
            for await change in changes { events.append(change.userEvents) }
            return events
        }
        editor.insertText("!")
        await Task.yield()
        reader.cancel()
        let events = await reader.value
        #expect(events.count <= 1, "the loop ended on cancellation with the editor still alive")
        #expect(events.allSatisfy { $0 == [.inputType] })
        withExtendedLifetime(editor) {}
    }
}
