import Foundation
import Testing
import TextViewCore

/// Will-change observers: heard before the change, with what will change, never re-entered.
@Suite struct WillChangeTests {
    @Test func observersHearBeforeTheChangeWithWhatWillChange() {
        let editor = TextEditor(string: "abc")
        var log: [(TextWillChange, String)] = []
        let observation = editor.addWillChangeObserver { log.append(($0, editor.text)) }
        editor.selectedRange = NSRange(location: 3, length: 0)
        editor.insertText("d")
        editor.setAttributes(TextAttributes().bold(), range: NSRange(location: 0, length: 1))
        editor.undo()
        #expect(log.count == 4)
        #expect(log[0].0 == TextWillChange(text: false, selection: true, userEvent: .select))
        #expect(log[1].0 == TextWillChange(text: true, selection: true, userEvent: .inputType,
                                           replacements: [TextReplacement(range: NSRange(location: 3, length: 0), text: "d")]))
        #expect(log[1].1 == "abc")                       // the text before the change
        #expect(log[2].0.text && !log[2].0.selection && log[2].0.userEvent == .format)
        #expect(log[3].0.userEvent == .undo && log[3].0.replacements == nil)
        observation.cancel()
        editor.insertText("e")
        #expect(log.count == 4)
    }

    @Test func aMutationFromAWillChangeObserverIsQueuedAfterTheChange() {
        let editor = TextEditor(string: "abc")
        editor.selectedRange = NSRange(location: 3, length: 0)
        var didHear: [String] = []
        let did = editor.addObserver { _ in didHear.append(editor.text) }
        var fired = false
        let will = editor.addWillChangeObserver { _ in
            guard !fired else { return }
            fired = true
            editor.insertText("!")                       // queued: the editor is not re-entered
            #expect(editor.text == "abc")
        }
        editor.insertText("d")
        #expect(editor.text == "abcd!")
        #expect(didHear == ["abcd", "abcd!"])
        will.cancel()
        did.cancel()
    }

    @Test func aQueuedMutationRunsEvenWithoutAnyOtherObserver() {
        let editor = TextEditor(string: "abc")
        editor.recordsUndo = false
        var fired = false
        let will = editor.addWillChangeObserver { _ in
            if !fired { fired = true; editor.selectedRange = NSRange(location: 1, length: 0) }
        }
        editor.insertText("x")
        #expect(editor.text == "xabc" && editor.selectedRange == NSRange(location: 1, length: 0))
        will.cancel()
    }

    @Test func aCompositionAnnouncesItsKeystrokesAndItsCommit() {
        let editor = TextEditor.composing("")
        var events: [UserEvent] = []
        let will = editor.addWillChangeObserver { events.append($0.userEvent) }
        editor.compose([CompositionStep("z")])
        editor.moveLeft()
        #expect(events == [.inputCompose, .inputComposeCommit, .select])
        will.cancel()
    }

    @Test func aReleasedTokenStopsTheObserver() {
        let editor = TextEditor(string: "")
        var count = 0
        var token: TextObservation? = editor.addWillChangeObserver { _ in count += 1 }
        editor.insertText("a")
        token = nil
        editor.insertText("b")
        #expect(count == 1 && token == nil)
    }
}
