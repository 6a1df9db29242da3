import Foundation
import Testing
import TextViewCore

/// Coalesced change notifications: NSTextStorage's meaning of editedRange and changeInLength,
/// batches, tokens and streams.
@Suite struct NotificationTests {
    /// An editor with an observer that appends every change to `log`.
    final class Recorder {
        var log: [TextChange] = []
        var token: TextObservation?
        init(_ editor: TextEditor) {
            token = editor.addObserver { [unowned self] in log.append($0) }
        }
    }

    @Test func replacingTheWithSeveralIsEditedRange07AndChangeInLength4() {
        let editor = TextEditor(string: "The quick fox")
        let recorder = Recorder(editor)
        editor.replaceCharacters(in: NSRange(location: 0, length: 3), with: "Several")
        #expect(recorder.log.count == 1)
        let change = recorder.log[0]
        #expect(change.editedRange == NSRange(location: 0, length: 7))
        #expect(change.changeInLength == 4)
        #expect(change.editedMask == .characters, "the caret at 0 stays before the new text")
        #expect(change.userEvents == [.replace])
        #expect(change.changes == ChangeSet(replacing: 0 ..< 3, with: "Several", length: 13))
    }

    @Test func outsideABatchEachMutationIsItsOwnNotification() {
        let editor = TextEditor()
        let recorder = Recorder(editor)
        editor.insertText("a")
        editor.insertText("b")
        editor.moveLeft()
        #expect(recorder.log.count == 3)
        #expect(recorder.log.map(\.userEvents) == [[.inputType], [.inputType], [.select]])
        #expect(recorder.log[0].editedMask == [.characters, .selection])
        #expect(recorder.log[2].editedMask == .selection)
        #expect(recorder.log[2].editedRange.location == NSNotFound)
        #expect(recorder.log[1].selectionsBefore == [TextSelection(caret: 1)] && recorder.log[1].selectionsAfter == [TextSelection(caret: 2)])
    }

    @Test func batchesNestAndNotifyOnceAfterTheOutermostEnd() {
        let editor = TextEditor(string: "hello world")
        let recorder = Recorder(editor)
        editor.beginEditing()
        editor.beginEditing()
        editor.selectedRange = NSRange(location: 11, length: 0)
        editor.insertText("!")
        editor.endEditing()
        #expect(recorder.log.isEmpty, "an inner end does not notify")
        editor.setAttributes(TextAttributes().bold(), range: NSRange(location: 0, length: 5))
        editor.replaceCharacters(in: NSRange(location: 0, length: 0), with: ">> ")
        editor.endEditing()
        #expect(recorder.log.count == 1)
        let change = recorder.log[0]
        #expect(change.editedMask == [.characters, .attributes, .selection])
        #expect(change.changeInLength == 4)
        #expect(change.userEvents == [.select, .inputType, .format, .replace])
        // Everything edited, in the final coordinates: ">> " + "hello" (bold) ... "!".
        #expect(change.editedRange == NSRange(location: 0, length: 15))
        #expect(change.changes.oldLength == 11 && change.changes.newLength == 15)
        #expect(change.changes.mapPosition(6) == 9, "old 'w' moved by the prefix")
        #expect(change.selectionsBefore == [TextSelection(caret: 0)] && change.selectionsAfter == [TextSelection(caret: 15)])
    }

    @Test func performEditingWrapsABatchAndAnUnmatchedEndDoesNothing() {
        let editor = TextEditor()
        let recorder = Recorder(editor)
        editor.endEditing()
        editor.performEditing {
            editor.insertText("x")
            editor.insertText("y")
        }
        #expect(recorder.log.count == 1)
        #expect(recorder.log[0].editedRange == NSRange(location: 0, length: 2))
        #expect(recorder.log[0].userEvents == [.inputType], "a run of equal events is given once")
    }

    @Test func editedRangeFollowsLaterEditsIntoTheFinalCoordinates() {
        let editor = TextEditor(string: "0123456789")
        let recorder = Recorder(editor)
        editor.performEditing {
            editor.replaceCharacters(in: NSRange(location: 8, length: 0), with: "ab")  // edited 8..<10
            editor.replaceCharacters(in: NSRange(location: 0, length: 4), with: "")    // moves it to 4..<6
        }
        #expect(recorder.log[0].editedRange == NSRange(location: 0, length: 6))
        #expect(recorder.log[0].changeInLength == -2)
    }

    @Test func aMutationThatChangesNothingIsNotNotified() {
        let editor = TextEditor(string: "abc")
        let recorder = Recorder(editor)
        editor.selectedRange = NSRange(location: 0, length: 0)
        editor.deleteBackward()
        editor.replaceCharacters(in: NSRange(location: NSNotFound, length: 2), with: "x")
        editor.setAttributes(TextAttributes(), range: NSRange(location: 0, length: 3))
        #expect(recorder.log.isEmpty)
    }

    @Test func cancellingOrReleasingTheTokenStopsObservation() {
        let editor = TextEditor()
        var count = 0
        let token = editor.addObserver { _ in count += 1 }
        editor.insertText("a")
        token.cancel()
        token.cancel()
        editor.insertText("b")
        #expect(count == 1)
        var released: TextObservation? = editor.addObserver { _ in count += 10 }
        editor.insertText("c")
        released = nil
        editor.insertText("d")
        #expect(count == 11 && released == nil)
    }

    @Test func theAsyncStreamHearsEveryChange() async {
        let editor = TextEditor()
        let stream = editor.changes()
        editor.insertText("a")
        editor.performEditing {
            editor.insertText("b")
            editor.insertText("c")
        }
        var iterator = stream.makeAsyncIterator()
        let first = await iterator.next()
        let second = await iterator.next()
        #expect(first?.editedRange == NSRange(location: 0, length: 1))
        #expect(second?.editedRange == NSRange(location: 1, length: 2))
    }
}
