import Foundation
import Testing
import TextViewCore

/// What observers hear of a composition: `isComposing`, the events, the marked-text mask.
@Suite struct CompositionNotificationTests {
    @Test func keystrokesAreComposingAndTheCommitIsNot() {
        let editor = TextEditor.composing("")
        var heard: [TextChange] = []
        let observation = editor.addObserver { heard.append($0) }
        editor.compose(["z", "zh", "中"].map(CompositionStep.init))
        editor.unmarkText()
        #expect(heard.map(\.isComposing) == [true, true, true, false])
        #expect(heard.map(\.userEvents) == [[.inputCompose], [.inputCompose], [.inputCompose], [.inputComposeCommit]])
        // The commit changed nothing but the marked range, and is still heard.
        #expect(heard[3].editedMask == [.markedText])
        #expect(heard[0].editedMask.contains(.markedText) && heard[0].editedMask.contains(.characters))
        editor.insertText("x")
        #expect(heard.last?.isComposing == false && heard.last?.userEvents == [.inputType])
        observation.cancel()
    }

    @Test func anAbandonIsHeardAsACancellation() {
        let editor = TextEditor.composing("")
        var heard: [TextChange] = []
        let observation = editor.addObserver { heard.append($0) }
        editor.compose([CompositionStep("ㅎ")])
        editor.abandonMarkedText()
        #expect(heard.last?.userEvents == [.inputComposeCancel] && heard.last?.isComposing == false)
        #expect(heard.last?.changeInLength == -1)
        observation.cancel()
    }

    @Test func anObserverEditingDuringACompositionIsQueued() {
        let editor = TextEditor.composing("ab")
        var log: [String] = []
        let observation = editor.addObserver { change in
            log.append(change.userEvents.map(\.rawValue).joined(separator: ","))
            if change.isComposing && log.count == 1 { editor.unmarkText() }
        }
        editor.compose([CompositionStep("z")])
        #expect(editor.markedRange == nil && editor.text == "abz")
        #expect(log == ["input.compose", "input.compose.commit"])
        observation.cancel()
    }
}
