import Foundation
import Testing
import TestSupport
import TextViewBridge
import TextViewCore

/// Issue 21, "Input methods through the coordinator (data loss)" and "The coordinator": each item
/// as it was reproduced against the public API, on the UIKit stand-in.
@MainActor
struct Boundary21InputMethodTests {
    /// A coordinator over a `String` host with a selection, a stand-in `UITextView` attached
    /// through the README's adapter, and a manual scheduler.
    @MainActor struct Fixture {
        let coordinator: TextViewCoordinator
        let view: UITextView
        let delegate: ForwardingDelegate
        let host: TestHost
        let scheduler: ManualScheduler
        var editor: TextEditor { coordinator.editor }

        init(_ text: String, caret: Int) {
            host = TestHost(text: text, selection: NSRange(location: caret, length: 0))
            scheduler = ManualScheduler()
            let editor = TextEditor()
            editor.undoCoalescingInterval = 0
            coordinator = TextViewCoordinator(editor: editor, text: host.textBinding, selection: host.selectionBinding,
                                              scheduler: scheduler)
            view = UITextView()
            delegate = ForwardingDelegate(coordinator)
            view.delegate = delegate
            coordinator.attach(TextViewStorage(view))
            scheduler.drain()
            editor.breakUndoCoalescing()
        }

        func expectConverged(_ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(host.text == editor.text, "\(context)", sourceLocation: sourceLocation)
            #expect(view.text == editor.text, "\(context)", sourceLocation: sourceLocation)
            #expect(host.selection == editor.selectedRange, "\(context)", sourceLocation: sourceLocation)
            #expect(view.selectedRange == editor.selectedRange, "\(context)", sourceLocation: sourceLocation)
        }
    }

    // MARK: 13

    /// 13: UITextViewDelegate's contract: the replacement goes at `range`, whatever the editor is
    /// composing. The marked text is committed first (as any edit does), never replaced.
    @Test func item13_shouldChangeTextAtCaretDuringCompositionInsertsAtRange() {
        for (location, expected, caret) in [(7, "hellonix", 8), (5, "helloxni", 6)] {
            let f = Fixture("hello", caret: 5)
            f.editor.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
            #expect(f.view.text == "helloni")
            let applied = f.coordinator.viewShouldChangeText(in: NSRange(location: location, length: 0), replacementText: "x")
            #expect(!applied, "the coordinator puts the edit in the view itself")
            #expect(f.editor.text == expected, "at \(location)")
            #expect(f.editor.selectedRange == NSRange(location: caret, length: 0), "at \(location)")
            #expect(!f.editor.hasMarkedText)
            f.scheduler.drain()
            f.expectConverged("at \(location)")
            f.editor.undo()
            #expect(f.editor.text == "helloni", "the insertion is its own step (at \(location))")
            f.editor.undo()
            #expect(f.editor.text == "hello", "the composition is the step before (at \(location))")
            f.editor.redo()
            f.editor.redo()
            #expect(f.editor.text == expected)
            f.scheduler.drain()
            f.expectConverged("after undo and redo, at \(location)")
        }
    }

    /// 13, with a filter that shortens the commit: the range is mapped past the commit, so the
    /// insertion still lands after the committed text (it used to apply stale offsets).
    @Test func item13_rangeIsMappedPastACommitAFilterShortens() {
        let f = Fixture("hello", caret: 5)
        let filter = f.editor.addInputFilter { edit in
            guard edit.userEvent == .inputComposeCommit else { return .accept }
            return .transform(edit.mapInsertedStrings { String($0.text.prefix(1)) })
        }
        f.editor.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        _ = f.coordinator.viewShouldChangeText(in: NSRange(location: 7, length: 0), replacementText: "x")
        #expect(f.editor.text == "hellonx")
        f.scheduler.drain()
        f.expectConverged()
        filter.cancel()
    }

    // MARK: 14

    /// 14: a committed composition is one UndoManager group named "Typing"; an abandoned one
    /// registers none (and leaves the manager's redo alone).
    @Test func item14_compositionIsOneUndoManagerGroupNamedTyping() {
        let f = Fixture("", caret: 0)
        let manager = UndoManager()
        let bridge = EditorUndoBridge(editor: f.editor, manager: manager)
        for text in ["z", "zh", "zhong", "中"] {
            f.editor.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
        }
        #expect(manager.undoActionNames.isEmpty, "nothing is registered while composing")
        f.editor.unmarkText()
        #expect(f.editor.text == "中")
        #expect(manager.undoActionNames == ["Typing"])
        manager.undo()
        #expect(f.editor.text == "" && !manager.canUndo)
        #expect(manager.redoActionNames == ["Typing"])
        for text in ["n", "ni"] {
            f.editor.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
        }
        f.editor.abandonMarkedText()
        #expect(manager.undoActionNames.isEmpty, "an abandoned composition registers nothing")
        #expect(manager.redoActionNames == ["Typing"], "and keeps the redo")
        manager.redo()
        #expect(f.editor.text == "中")
        f.scheduler.drain()
        f.expectConverged()
        bridge.invalidate()
    }

    /// 14: every group the bridge registers carries a person's word, never an event tag.
    @Test func item14_actionNamesArePeoplesWords() {
        let f = Fixture("one two", caret: 7)
        let manager = UndoManager()
        let bridge = EditorUndoBridge(editor: f.editor, manager: manager)
        f.editor.insertText("!")
        f.editor.breakUndoCoalescing()
        f.editor.deleteBackward()
        f.editor.selectedRange = NSRange(location: 0, length: 3)
        f.editor.setMarkedText("uno", selectedRange: NSRange(location: 3, length: 0))
        f.editor.unmarkText()
        f.editor.replaceCharacters(in: NSRange(location: 0, length: 0), with: ">")
        f.scheduler.drain()
        f.host.text = "<" + f.host.text
        f.coordinator.updateFromHost()
        f.scheduler.drain()
        f.editor.selectedRange = NSRange(location: 0, length: 2)
        f.editor.insertText("")
        f.editor.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        f.editor.abandonMarkedText()
        #expect(manager.undoActionNames.count == 6, "\(manager.undoActionNames)")
        #expect(manager.undoActionNames.prefix(3) == ["Typing", "Delete", "Typing"])
        for name in manager.undoActionNames {
            #expect(!name.isEmpty && !name.contains("."), "\(name) is an event tag")
        }
        bridge.invalidate()
    }

    // MARK: 15

    /// 15: a programmatic edit made during a composition reaches the host even when the
    /// composition is then abandoned; later host writes then land where they were made.
    @Test func item15_programmaticEditDuringAbandonedCompositionReachesTheHost() {
        let f = Fixture("ab", caret: 2)
        f.editor.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        f.editor.replaceCharacters(in: NSRange(location: 0, length: 0), with: "·")
        f.editor.abandonMarkedText()
        f.scheduler.drain()
        f.coordinator.updateFromHost()
        f.scheduler.drain()
        #expect(f.editor.text == "·ab")
        f.expectConverged()
        f.host.text = "·aXb"
        f.coordinator.updateFromHost()
        f.scheduler.drain()
        #expect(f.editor.text == "·aXb")
        f.expectConverged()
    }

    // MARK: 20

    /// 20: hostile ranges from the view are made safe by the one clamping function
    /// (`TextDocument.clampedRange`): `NSNotFound` is no edit, the rest clamp to the text.
    @Test func item20_hostileRangesFromTheViewAreClamped() {
        let hostile = [NSRange(location: NSNotFound, length: 5), NSRange(location: Int.max - 1, length: Int.max),
                       NSRange(location: 1 << 62, length: 1 << 62), NSRange(location: -3, length: Int.min),
                       NSRange(location: 2, length: Int.max)]
        for composing in [false, true] {
            for range in hostile {
                for text in ["x", ""] {
                    let f = Fixture("hello", caret: 5)
                    if composing { f.editor.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0)) }
                    let before = f.editor.text
                    #expect(!f.coordinator.viewShouldChangeText(in: range, replacementText: text))
                    let document = TextDocument(before)
                    if let safe = document.clampedRange(range, snapping: .scalar) {
                        let expected = (before as NSString).replacingCharacters(in: safe, with: text)
                        #expect(f.editor.text == expected, "\(range) \"\(text)\" composing \(composing)")
                    } else {
                        #expect(f.editor.text == before, "NSNotFound is no edit")
                    }
                    f.editor.unmarkText()
                    f.scheduler.drain()
                    f.expectConverged("\(range)")
                }
            }
        }
    }

    // MARK: 21

    /// 21: two host writes in one turn over an unsent edit the first one replaced: the second
    /// applies to the host's own text (it used to empty the editor).
    @Test func item21_secondHostWriteOverASwallowedUnsentEdit() {
        var text = "abc"
        let scheduler = ManualScheduler()
        let c = TextViewCoordinator(text: HostBinding(get: { text }, set: { text = $0 }), scheduler: scheduler)
        scheduler.drain()
        c.editor.selectAll()
        c.editor.insertText("x")
        text = "hello"
        c.updateFromHost()
        #expect(c.editor.text == "hello")
        text = "ello"
        c.updateFromHost()
        #expect(c.editor.text == "ello")
        scheduler.drain()
        #expect(text == "ello" && c.editor.text == "ello")
    }

    /// 21: an unsent edit that the host's writes do not touch survives each of them, shifted.
    @Test func item21_unsentEditSurvivesSeveralHostWrites() {
        var text = "abc"
        let scheduler = ManualScheduler()
        let c = TextViewCoordinator(text: HostBinding(get: { text }, set: { text = $0 }), scheduler: scheduler)
        scheduler.drain()
        c.editor.selectedRange = NSRange(location: 0, length: 0)
        c.editor.insertText("Z")
        text = "abXY"
        c.updateFromHost()
        #expect(c.editor.text == "ZabXY")
        text = "abXW"
        c.updateFromHost()
        #expect(c.editor.text == "ZabXW")
        text = "QabXW"
        c.updateFromHost()
        #expect(c.editor.text == "ZQabXW", "a host insertion at the unsent one goes after it")
        scheduler.drain()
        #expect(text == "ZQabXW" && c.editor.text == "ZQabXW")
    }

    /// 21, swept: random unsent editor insertions (of a letter the host never writes) and any
    /// number of random host writes between write turns. After every host write the editor's text
    /// without those letters is the host's (nothing of the host's is lost or moved; an unsent
    /// insertion the host's replacement touches goes, the later writer winning); after the drain
    /// host == editor.
    @Test func item21_anyNumberOfHostWritesBetweenWriteTurns() {
        let seed = UInt64.random(in: 1 ... 1_000_000)
        print("item21_anyNumberOfHostWritesBetweenWriteTurns seed \(seed)")
        var rng = SplitMix64(seed: seed)
        let alphabet = Array("abcdé😀\n")  // never a turn's marker letter
        for round in 0 ..< 300 {
            var text = String((0 ..< rng.next(upTo: 8)).map { _ in alphabet[rng.next(upTo: alphabet.count)] })
            let scheduler = ManualScheduler()
            let c = TextViewCoordinator(text: HostBinding(get: { text }, set: { text = $0 }), scheduler: scheduler)
            scheduler.drain()
            for (turn, marker) in Array("ZYXW").enumerated() {
                // A letter of this turn only: once written, it is the host's text like any other.
                for _ in 0 ..< rng.next(upTo: 3) {
                    let length = c.editor.document.length
                    c.editor.selectedRange = NSRange(location: rng.next(upTo: length + 1), length: 0)
                    c.editor.insertText(String(marker))
                }
                for _ in 0 ..< 1 + rng.next(upTo: 4) {
                    text = Self.randomEdit(of: text, alphabet: alphabet, rng: &rng)
                    c.updateFromHost()
                    let withoutUnsent = c.editor.text.filter { $0 != marker }
                    #expect(withoutUnsent == text, "seed \(seed) round \(round) turn \(turn): \(c.editor.text) against host \(text)")
                    if withoutUnsent != text { return }
                }
                scheduler.drain()
                #expect(text == c.editor.text, "seed \(seed) round \(round) turn \(turn)")
                if text != c.editor.text { return }
            }
        }
    }

    /// `text` with one random replacement on character boundaries.
    static func randomEdit(of text: String, alphabet: [Character], rng: inout SplitMix64) -> String {
        var characters = Array(text)
        let start = rng.next(upTo: characters.count + 1)
        let end = start + rng.next(upTo: characters.count - start + 1)
        let inserted = (0 ..< rng.next(upTo: 3)).map { _ in alphabet[rng.next(upTo: alphabet.count)] }
        characters.replaceSubrange(start ..< end, with: inserted)
        return String(characters)
    }
}

extension SplitMix64 {
    /// A value in `0 ..< bound` (0 when `bound` is 0).
    fileprivate mutating func next(upTo bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }
}
