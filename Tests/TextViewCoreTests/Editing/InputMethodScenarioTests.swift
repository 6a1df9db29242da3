import Foundation
import Testing
import TextViewCore

/// The input methods of the readers we write for, keystroke by keystroke as UIKit drives
/// `setMarkedText(_:selectedRange:)` and `unmarkText()`: pinyin, kana with candidate changes, Hangul
/// jamo, a dead key. Each is followed by undo (one step back to before the composition), redo, and a
/// programmatic edit made during a composition.
@Suite struct InputMethodScenarioTests {
    static let pinyin = ["z", "zh", "zho", "zhon", "zhong", "zhong'g", "zhong'gu", "zhong'guo", "中国"]
    static let kana = ["か", "かん", "かんじ", "漢字", "感じ", "漢字"]
    static let hangul = ["ㅎ", "하", "한"]

    /// Composes `steps` after "我说 " / "日本語 " style text, commits, then checks undo and redo.
    func composeCommitUndoRedo(prefix: String, steps: [String], committed: String) {
        let editor = TextEditor.composing(prefix)
        editor.insertText("x")                          // an undo step before the composition
        let before = editor.text
        let seen = editor.compose(steps.map(CompositionStep.init))
        #expect(seen == steps)
        #expect(editor.markedRange == NSRange(location: before.utf16.count, length: committed.utf16.count))
        editor.unmarkText()
        #expect(editor.markedRange == nil)
        #expect(editor.text == before + committed)
        #expect(editor.selectedRange == NSRange(location: (before + committed).utf16.count, length: 0))
        editor.undo()                                    // the whole composition, in one step
        #expect(editor.text == before)
        #expect(editor.selectedRange == NSRange(location: before.utf16.count, length: 0))
        editor.redo()
        #expect(editor.text == before + committed)
        editor.undo()
        editor.undo()                                    // then the "x" typed before it
        #expect(editor.text == prefix)
        #expect(!editor.canUndo)
    }

    @Test func pinyinZhongGuoCommitsAsOneUndoStep() {
        composeCommitUndoRedo(prefix: "我说", steps: Self.pinyin, committed: "中国")
    }

    @Test func kanaWithCandidateChangesCommitsAsOneUndoStep() {
        composeCommitUndoRedo(prefix: "日本語", steps: Self.kana, committed: "漢字")
    }

    @Test func hangulJamoBuildHanAsOneUndoStep() {
        composeCommitUndoRedo(prefix: "", steps: Self.hangul, committed: "한")
    }

    @Test func deadKeyAcuteThenEIsTypedAsE() {
        let editor = TextEditor.composing("caf")
        editor.setMarkedText("´", selectedRange: NSRange(location: 1, length: 0))
        #expect(editor.markedRange == NSRange(location: 3, length: 1))
        editor.insertText("é")                           // the input method's final character
        #expect(editor.text == "café" && editor.markedRange == nil)
        #expect(editor.selectedRange == NSRange(location: 4, length: 0))
        editor.undo()
        #expect(editor.text == "caf" && editor.selectedRange == NSRange(location: 3, length: 0))
        editor.redo()
        #expect(editor.text == "café")
    }

    /// A dead key's marked accent over a composed "e" + U+0301: the input method's caret sits
    /// inside the cluster, which an ordinary selection could not.
    @Test func aCaretInsideMarkedTextMaySplitACluster() {
        let editor = TextEditor.composing("x")
        editor.setMarkedText("e\u{301}", selectedRange: NSRange(location: 1, length: 0))
        #expect(editor.selectedRange == NSRange(location: 2, length: 0))
        // Conjoining jamo (one cluster), the caret between them.
        editor.setMarkedText("\u{1112}\u{1161}", selectedRange: NSRange(location: 1, length: 0))
        #expect(editor.selectedRange == NSRange(location: 2, length: 0))
        editor.selectedRange = NSRange(location: 1, length: 1)   // inside the marked text: kept
        #expect(editor.markedRange != nil && editor.selectedRange == NSRange(location: 1, length: 1))
        editor.unmarkText()
        // Committed, the caret snaps to the cluster like any other.
        #expect(editor.selectedRange == NSRange(location: 1, length: 2))
        editor.selectedRange = NSRange(location: 2, length: 0)
        #expect(editor.selectedRange == NSRange(location: 1, length: 0))
    }

    /// `text =` during a composition commits it first (UIKit), then applies: two undo steps, each
    /// whole.
    @Test(arguments: [pinyin, kana, hangul])
    func settingTheTextDuringACompositionCommitsItFirst(_ steps: [String]) {
        let editor = TextEditor.composing("a")
        var heard: [TextChange] = []
        let observation = editor.addObserver { heard.append($0) }
        editor.compose(steps.dropLast().map(CompositionStep.init))
        let marked = steps[steps.count - 2]
        heard.removeAll()
        editor.text = "host"
        #expect(editor.markedRange == nil && editor.text == "host")
        #expect(heard.count == 1 && heard[0].userEvents == [.inputComposeCommit, .replace] && !heard[0].isComposing)
        editor.undo()
        #expect(editor.text == "a" + marked)
        editor.undo()
        #expect(editor.text == "a" && !editor.canUndo)
        editor.redo()
        editor.redo()
        #expect(editor.text == "host")
        observation.cancel()
    }

    /// A programmatic replacement reaching the marked text commits it first too.
    @Test func aReplacementTouchingTheMarkedTextCommitsIt() {
        let editor = TextEditor.composing("ab")
        editor.compose(Self.kana.prefix(2).map(CompositionStep.init))
        editor.replaceCharacters(in: NSRange(location: 1, length: 1), with: "B")
        #expect(editor.markedRange == nil && editor.text == "aBかん")
        editor.undo()
        #expect(editor.text == "abかん")
        editor.undo()
        #expect(editor.text == "ab")
    }
}
