import Foundation
import Testing
import TextViewBridge
import TextViewCore

/// Marked text through the coordinator: nothing reaches the host while the editor composes, one
/// write when the composition is committed (none when an abandoned one changed nothing), a host
/// write during a composition commits it first and then applies like any host write, and the view
/// hears every change and the marked range at once.
@MainActor
struct CoordinatorCompositionTests {
    /// The README's view wrapper, recording the marked ranges it is told of.
    @MainActor final class MarkedRecordingView: TextViewAdapter {
        let storage: TextViewStorage
        var markedRanges: [NSRange?] = []

        init(_ view: UITextView) { storage = TextViewStorage(view) }

        var length: Int { storage.length }
        func replaceCharacters(in range: NSRange, with text: String, runs: [TextDocument.AttributeRun]) {
            storage.replaceCharacters(in: range, with: text, runs: runs)
        }
        func setAttributes(_ attributes: TextAttributes, range: NSRange) { storage.setAttributes(attributes, range: range) }
        var selectedRange: NSRange {
            get { storage.selectedRange }
            set { storage.selectedRange = newValue }
        }
        var typingAttributes: TextAttributes {
            get { storage.typingAttributes }
            set { storage.typingAttributes = newValue }
        }
        func setMarkedRange(_ range: NSRange?) { markedRanges.append(range) }
    }

    @MainActor private struct Fixture {
        let coordinator: TextViewCoordinator
        let view: UITextView
        let adapter: MarkedRecordingView
        let delegate: ForwardingDelegate
        let host: TestHost
        let scheduler: ManualScheduler
        var editor: TextEditor { coordinator.editor }
    }

    private func make(_ text: String, caret: Int) -> Fixture {
        let host = TestHost(text: text, selection: NSRange(location: caret, length: 0))
        let scheduler = ManualScheduler()
        let editor = TextEditor()
        editor.undoCoalescingInterval = 0
        let coordinator = TextViewCoordinator(editor: editor, text: host.textBinding, selection: host.selectionBinding,
                                              scheduler: scheduler)
        let view = UITextView()
        let adapter = MarkedRecordingView(view)
        let delegate = ForwardingDelegate(coordinator)
        view.delegate = delegate
        coordinator.attach(adapter)
        scheduler.drain()
        host.textSets.removeAll()
        host.selectionSets.removeAll()
        return Fixture(coordinator: coordinator, view: view, adapter: adapter, delegate: delegate, host: host, scheduler: scheduler)
    }

    private func expectConverged(_ f: Fixture, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(f.host.text == f.editor.text, sourceLocation: sourceLocation)
        #expect(f.view.text == f.editor.text, sourceLocation: sourceLocation)
        #expect(f.host.selection == f.editor.selectedRange, sourceLocation: sourceLocation)
        #expect(f.view.selectedRange == f.editor.selectedRange, sourceLocation: sourceLocation)
        #expect(!f.coordinator.hasPendingHostWrite, sourceLocation: sourceLocation)
    }

    @Test func pinyinWritesNothingWhileComposingAndOnceAtCommit() {
        let f = make("你好", caret: 2)
        for (step, text) in ["z", "zh", "zho", "zhon", "zhong"].enumerated() {
            f.editor.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
            f.scheduler.drain()
            #expect(f.view.text == "你好" + text, "step \(step): the view shows the marked text at once")
            #expect(f.adapter.markedRanges.last == NSRange(location: 2, length: text.utf16.count))
            #expect(f.host.text == "你好")
        }
        f.editor.setMarkedText("中", selectedRange: NSRange(location: 1, length: 0))
        f.scheduler.drain()
        #expect(f.host.textSets.isEmpty && f.host.selectionSets.isEmpty, "no host write while composing")
        #expect(!f.coordinator.hasPendingHostWrite)
        f.editor.unmarkText()
        #expect(f.adapter.markedRanges.last == .some(nil), "the view hears the composition end")
        #expect(f.host.textSets.isEmpty, "the write waits for the turn")
        f.scheduler.drain()
        #expect(f.host.textSets == ["你好中"], "exactly one write, with the committed text")
        #expect(f.host.selectionSets == [NSRange(location: 3, length: 0)])
        expectConverged(f)
    }

    @Test func undoAfterACommittedCompositionWritesTheHostOnce() {
        let f = make("ab", caret: 2)
        for text in ["z", "zh", "zhong", "中"] {
            f.editor.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
            f.scheduler.drain()
        }
        f.editor.unmarkText()
        f.scheduler.drain()
        #expect(f.host.textSets == ["ab中"])
        f.editor.undo()
        #expect(f.editor.text == "ab", "the composition is one undo step")
        f.scheduler.drain()
        #expect(f.host.textSets == ["ab中", "ab"], "undo writes the host once")
        expectConverged(f)
        f.editor.redo()
        f.scheduler.drain()
        #expect(f.host.textSets == ["ab中", "ab", "ab中"])
        expectConverged(f)
    }

    /// Decision: an abandoned composition writes only what changed since the last write; when
    /// the text is back to what the host holds, the host setter is not called.
    @Test func abandonedKanaWritesNothingWhenNothingChanged() {
        let f = make("abc", caret: 3)
        for text in ["k", "か", "かn", "かん", "かんj", "かんじ", "漢字", "感じ", "幹事"] {
            f.editor.setMarkedText(text, selectedRange: NSRange(location: 0, length: text.utf16.count))
            f.scheduler.drain()
        }
        #expect(f.view.text == "abc幹事")
        #expect(f.host.textSets.isEmpty && f.host.selectionSets.isEmpty)
        f.editor.abandonMarkedText()
        #expect(f.view.text == "abc")
        f.scheduler.drain()
        #expect(f.host.textSets.isEmpty && f.host.selectionSets.isEmpty, "nothing changed since the last write")
        expectConverged(f)
    }

    @Test func abandonedCompositionWritesNothingThroughADocumentBinding() {
        var document = TextDocument("abc")
        var sets = 0
        let scheduler = ManualScheduler()
        let editor = TextEditor(document: document)
        editor.selectedRange = NSRange(location: 3, length: 0)
        let coordinator = TextViewCoordinator(editor: editor, document: HostBinding(get: { document }, set: { document = $0; sets += 1 }),
                                              scheduler: scheduler)
        scheduler.drain()
        for text in ["k", "か", "漢"] {
            editor.setMarkedText(text, selectedRange: NSRange(location: 0, length: text.utf16.count))
            scheduler.drain()
        }
        editor.abandonMarkedText()
        scheduler.drain()
        #expect(sets == 0, "nothing changed since the last write")
        #expect(coordinator.hostTextWrites == 0)
        editor.setMarkedText("中", selectedRange: NSRange(location: 1, length: 0))
        scheduler.drain()
        #expect(sets == 0)
        editor.unmarkText()
        scheduler.drain()
        #expect(sets == 1 && document.string == "abc中")
    }

    @Test func abandonedKanaWritesOnceWhatWasTypedBefore() {
        let f = make("abc", caret: 3)
        f.view.userTypes("d")  // not written yet when the composition starts
        for text in ["k", "か", "かん", "漢", "感"] {
            f.editor.setMarkedText(text, selectedRange: NSRange(location: 0, length: text.utf16.count))
            f.scheduler.drain()
        }
        #expect(f.host.textSets.isEmpty, "the pending write waits for the composition")
        f.editor.abandonMarkedText()
        f.scheduler.drain()
        #expect(f.host.textSets == ["abcd"])
        expectConverged(f)
    }

    @Test func aHostWriteDuringCompositionCommitsFirstAndWinsWhereItOverlaps() {
        // Outside the composition: both survive.
        var f = make("hello world", caret: 5)
        f.editor.setMarkedText("zh", selectedRange: NSRange(location: 2, length: 0))
        f.host.text = "hello there"
        f.coordinator.updateFromHost()
        #expect(!f.editor.hasMarkedText, "the host write committed the composition")
        #expect(f.editor.text == "hellozh there")
        f.scheduler.drain()
        #expect(f.host.textSets == ["hellozh there"])
        expectConverged(f)

        // Over the composition: the host, the later writer, wins.
        f = make("hello world", caret: 5)
        f.editor.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
        f.host.text = "goodbye"
        f.coordinator.updateFromHost()
        #expect(!f.editor.hasMarkedText)
        f.scheduler.drain()
        #expect(f.editor.text == "goodbye")
        #expect(f.adapter.markedRanges.last == .some(nil))
        expectConverged(f)

        // Undo after that: the committed composition is its own step, under the host's write.
        f.editor.undo()
        f.scheduler.drain()
        expectConverged(f)
    }

    @Test func aHostSelectionDuringCompositionCommitsFirst() {
        let f = make("abc", caret: 3)
        f.editor.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        f.host.selection = NSRange(location: 0, length: 0)
        f.coordinator.updateFromHost()
        #expect(!f.editor.hasMarkedText)
        #expect(f.editor.selectedRange == NSRange(location: 0, length: 0))
        f.scheduler.drain()
        #expect(f.host.textSets == ["abcx"])
        expectConverged(f)
    }

    @Test func aReRenderDuringCompositionKeepsIt() {
        let f = make("abc", caret: 3)
        f.editor.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        f.coordinator.updateFromHost()  // the host did not write: nothing to commit
        f.scheduler.drain()
        #expect(f.editor.hasMarkedText)
        #expect(f.host.textSets.isEmpty)
    }

    @Test func teardownCommitsAndWritesAnOpenComposition() {
        let f = make("abc", caret: 3)
        f.editor.setMarkedText("中", selectedRange: NSRange(location: 1, length: 0))
        f.coordinator.invalidate()
        #expect(f.host.textSets == ["abc中"])
        #expect(!f.editor.hasMarkedText)
    }
}
