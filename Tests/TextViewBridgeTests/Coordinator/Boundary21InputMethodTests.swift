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
            // Code units, not Swift's canonical equality ("é" and "e\u{301}" are equal strings).
            #expect(Array(host.text.utf16) == Array(editor.text.utf16), "\(context)", sourceLocation: sourceLocation)
            #expect(Array(view.text.utf16) == Array(editor.text.utf16), "\(context)", sourceLocation: sourceLocation)
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

    // MARK: 18

    /// 18: the view's `setAttributedMarkedText` with clause segments and its `unmarkText` reach
    /// the editor: the clauses are the editor's, the composition is written to the host once.
    @Test func item18_attributedMarkedTextWithClausesAndUnmarkText() {
        let f = Fixture("今日は", caret: 3)
        let marked = NSMutableAttributedString(string: "かんじです")
        marked.addAttribute(TextViewCoordinator.markedClauseSegmentKey, value: 0, range: NSRange(location: 0, length: 3))
        marked.addAttribute(TextViewCoordinator.markedClauseSegmentKey, value: 1, range: NSRange(location: 3, length: 2))
        f.coordinator.viewSetMarkedText(marked, selectedRange: NSRange(location: 0, length: 3))
        #expect(f.editor.markedRange == NSRange(location: 3, length: 5))
        #expect(f.editor.markedTextClauses == [NSRange(location: 3, length: 3), NSRange(location: 6, length: 2)])
        #expect(f.editor.selectedRange == NSRange(location: 3, length: 3))
        #expect(f.view.text == "今日はかんじです")
        let converted = NSMutableAttributedString(string: "漢字です")
        converted.addAttribute(TextViewCoordinator.markedClauseSegmentKey, value: 0, range: NSRange(location: 0, length: 2))
        converted.addAttribute(TextViewCoordinator.markedClauseSegmentKey, value: 1, range: NSRange(location: 2, length: 2))
        f.coordinator.viewSetMarkedText(converted, selectedRange: NSRange(location: 4, length: 0))
        #expect(f.editor.markedTextClauses == [NSRange(location: 3, length: 2), NSRange(location: 5, length: 2)])
        f.scheduler.drain()
        #expect(f.host.textSets.isEmpty, "nothing reaches the host while composing")
        f.coordinator.viewUnmarkText()
        #expect(f.editor.markedTextClauses.isEmpty && !f.editor.hasMarkedText)
        f.scheduler.drain()
        #expect(f.host.textSets == ["今日は漢字です"])
        f.expectConverged()
        f.editor.undo()
        #expect(f.editor.text == "今日は")
    }

    /// 18: NSTextInputClient's `replacementRange` (document coordinates): re-conversion makes
    /// committed text marked again; the conversion commits as one undo step from the old text.
    @Test func item18_replacementRangeReconvertsCommittedText() {
        let f = Fixture("漢字です", caret: 2)
        f.coordinator.viewSetMarkedText("かんじ", selectedRange: NSRange(location: 0, length: 3),
                                        replacementRange: NSRange(location: 0, length: 2))
        #expect(f.editor.text == "かんじです")
        #expect(f.editor.markedRange == NSRange(location: 0, length: 3))
        f.coordinator.viewSetMarkedText("感じ", selectedRange: NSRange(location: 2, length: 0))
        f.coordinator.viewUnmarkText()
        #expect(f.editor.text == "感じです")
        f.scheduler.drain()
        f.expectConverged()
        f.editor.undo()
        #expect(f.editor.text == "漢字です", "one step back to the text before the re-conversion")
        f.scheduler.drain()
        f.expectConverged()
    }

    /// 18: Korean Hanja: the syllable before the caret becomes marked (replacementRange), the
    /// candidate is inserted over it (insertText with the marked text): one step, one write.
    @Test func item18_hanjaConversionReplacesTheSyllableBeforeTheCaret() {
        let f = Fixture("한국", caret: 1)
        f.coordinator.viewSetMarkedText("한", selectedRange: NSRange(location: 1, length: 0),
                                        replacementRange: NSRange(location: 0, length: 1))
        #expect(f.editor.markedRange == NSRange(location: 0, length: 1))
        f.coordinator.viewInsertText("韓")
        #expect(f.editor.text == "韓국" && !f.editor.hasMarkedText)
        #expect(f.editor.selectedRange == NSRange(location: 1, length: 0))
        f.scheduler.drain()
        #expect(f.host.textSets == ["韓국"])
        f.expectConverged()
        f.editor.undo()
        #expect(f.editor.text == "한국")
        // A replacement range while composing elsewhere commits that composition first.
        f.editor.selectedRange = NSRange(location: 2, length: 0)
        f.coordinator.viewSetMarkedText("ㅎ", selectedRange: NSRange(location: 1, length: 0))
        f.coordinator.viewSetMarkedText("한", selectedRange: NSRange(location: 1, length: 0),
                                        replacementRange: NSRange(location: 0, length: 1))
        #expect(f.editor.text == "한국ㅎ" || f.editor.text == "한국ㅎ".precomposedStringWithCanonicalMapping)
        #expect(f.editor.markedRange == NSRange(location: 0, length: 1))
        f.coordinator.viewUnmarkText()
        f.scheduler.drain()
        f.expectConverged()
    }

    /// 18: UIKit reports each marked keystroke through `shouldChangeTextIn` too, before or after
    /// it forwards `setMarkedText`: each is applied once, the first one included.
    @Test func item18_markedKeystrokesReportedThroughShouldChangeTextApplyOnce() {
        for order in ["before", "after", "inside"] {
            let f = Fixture("ab", caret: 2)
            let manager = UndoManager()
            let bridge = EditorUndoBridge(editor: f.editor, manager: manager)
            for text in ["z", "zh", "zhong", "中"] {
                let replaced = f.editor.markedRange ?? f.editor.selectedRange
                let caret = NSRange(location: text.utf16.count, length: 0)
                switch order {
                case "before":
                    _ = f.coordinator.viewShouldChangeText(in: replaced, replacementText: text)
                    f.coordinator.viewSetMarkedText(text, selectedRange: caret)
                case "after":
                    f.coordinator.viewSetMarkedText(text, selectedRange: caret)
                    _ = f.coordinator.viewShouldChangeText(in: replaced, replacementText: text)
                default:
                    // A view whose own implementation asks the delegate while it forwards.
                    f.coordinator.viewSetMarkedText(text, selectedRange: caret)
                }
                #expect(f.editor.text == "ab" + text, "\(order) \(text)")
                #expect(f.editor.markedRange == NSRange(location: 2, length: text.utf16.count), "\(order) \(text)")
                #expect(f.view.text == f.editor.text)
            }
            f.coordinator.viewUnmarkText()
            f.scheduler.drain()
            #expect(f.host.text == "ab中", "\(order)")
            f.expectConverged(order)
            f.editor.undo()
            if order == "before" {
                // The first keystroke was typed before the view forwarded it: its own step.
                #expect(f.editor.text == "abz", "\(order)")
                f.editor.undo()
            }
            #expect(f.editor.text == "ab", "\(order): the composition is undone as a whole")
            #expect(manager.redoActionNames == (order == "before" ? ["Typing", "Typing"] : ["Typing"]), "\(order)")
            #expect(!manager.canUndo || f.editor.canUndo)
            bridge.invalidate()
        }
    }

    /// 18: the README's representable with UIKit's input method: `setMarkedText`, `unmarkText` and
    /// `insertText` while composing reach the editor through `EditorTextView`, and the marked
    /// keystrokes UIKit also reports through `shouldChangeTextIn` are not applied twice.
    @Test func item18_readmeRepresentableIsCorrectWhenUIKitReportsMarkedKeystrokes() {
        for report in [UITextView.MarkedKeystrokeReport.never, .before, .after] {
            var text = "ab"
            var selection = NSRange(location: 2, length: 0)
            let scheduler = ManualScheduler()
            let representable = TextEditorRepresentable(
                text: Binding(get: { text }, set: { text = $0 }),
                selection: Binding(get: { selection }, set: { selection = $0 }),
                scheduler: scheduler)
            let host = RepresentableHost(representable)
            scheduler.drain()
            let view = host.view!
            let editor = host.coordinator!.sync!.editor
            let manager = UndoManager()
            view.userBeginsEditing(undoManager: manager)
            view.reportsMarkedKeystrokes = report
            view.userSelects(NSRange(location: 2, length: 0))
            for pinyin in ["z", "zh", "zhong"] {
                view.imeSetsMarkedText(pinyin, selectedRange: NSRange(location: pinyin.utf16.count, length: 0))
                scheduler.drain()
                #expect(view.text == "ab" + pinyin, "\(report)")
                #expect(editor.markedRange == NSRange(location: 2, length: pinyin.utf16.count), "\(report)")
                #expect(view.markedTextRange.map { view.offset(from: view.beginningOfDocument, to: $0.start) } == 2)
                #expect(text == "ab", "\(report): the binding hears nothing while composing")
            }
            view.imeConfirms("中")
            #expect(view.text == "ab中" && editor.text == "ab中" && !editor.hasMarkedText, "\(report)")
            scheduler.drain()
            #expect(text == "ab中" && selection == NSRange(location: 3, length: 0), "\(report)")
            view.imeSetsMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
            view.imeCommits()
            scheduler.drain()
            #expect(text == "ab中ni" && view.text == "ab中ni", "\(report)")
            #expect(manager.undoActionNames.count == (report == .before ? 4 : 2), "\(report): \(manager.undoActionNames)")
            #expect(manager.undoActionNames.allSatisfy { $0 == "Typing" })
            manager.undo()
            if report == .before { manager.undo() }  // the first keystroke's typed step
            #expect(editor.text == "ab中" && view.text == "ab中", "\(report)")
            host.dismantle()
            #expect(text == "ab中")
        }
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

    // MARK: The class, swept

    /// Random interleavings of what a UIKit view and its host do (seeded, the seed printed): an
    /// input method's `setMarkedText` (plain or attributed with clauses, with or without a
    /// replacement range, hostile ones included) with UIKit reporting the keystroke through
    /// `shouldChangeTextIn` before, after or not at all, `unmarkText`, `insertText`,
    /// `shouldChangeTextIn` at any range, selection changes, programmatic edits, host writes,
    /// abandoned compositions, drains, and undo and redo through the UndoManager bridge.
    /// Invariants: no trap; the view is the editor at every step; after every drain with nothing
    /// marked, host == editor == view; the manager's groups are the editor's steps, one for one,
    /// each named with a person's word.
    @Test func sweep_uikitShapedInterleavingsConvergeAndUndoGroupsAsSpecified() {
        // BOUNDARY21_SEED=n replays a reported seed.
        let seed = ProcessInfo.processInfo.environment["BOUNDARY21_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1 ... 1_000_000)
        print("sweep_uikitShapedInterleavingsConvergeAndUndoGroupsAsSpecified seed \(seed)")
        var rng = SplitMix64(seed: seed)
        let trace = ProcessInfo.processInfo.environment["BOUNDARY21_TRACE"] != nil
        let alphabet = Array("abé😀\n")
        let marked = ["k", "か", "かn", "かん", "漢", "感じ", "中国", "ㅎ", "한", "e\u{301}", "😀"]
        let inserted = ["x", "", "yz", "\n", "😀"]
        func range(_ length: Int) -> NSRange {
            switch rng.next(upTo: 10) {
            case 0: return [NSRange(location: NSNotFound, length: 5), NSRange(location: Int.max - 1, length: Int.max),
                            NSRange(location: 1 << 62, length: 1 << 62), NSRange(location: -2, length: 3)][rng.next(upTo: 4)]
            default:
                let location = rng.next(upTo: length + 1)
                return NSRange(location: location, length: rng.next(upTo: length - location + 1))
            }
        }
        for round in 0 ..< 40 {
            let start = String((0 ..< rng.next(upTo: 6)).map { _ in alphabet[rng.next(upTo: alphabet.count)] })
            let f = Fixture(start, caret: start.utf16.count)
            let manager = UndoManager()
            let bridge = EditorUndoBridge(editor: f.editor, manager: manager)
            let baseline = f.editor.undoStepCount
            var log: [String] = []
            for step in 0 ..< 40 {
                let length = f.editor.document.length
                let op = rng.next(upTo: 13)
                switch op {
                case 0, 1, 2:
                    let text = rng.next(upTo: 12) == 0 ? "" : marked[rng.next(upTo: marked.count)]
                    let m = text.utf16.count
                    let selected = NSRange(location: rng.next(upTo: m + 1), length: 0)
                    let replacement = rng.next(upTo: 6) == 0 ? range(length) : NSRange(location: NSNotFound, length: 0)
                    let reported = f.editor.markedRange ?? f.editor.selectedRange
                    let order = replacement.location == NSNotFound ? rng.next(upTo: 3) : 0
                    log.append("mark \(text) \(selected) repl \(replacement) order \(order)")
                    if order == 1 { _ = f.coordinator.viewShouldChangeText(in: reported, replacementText: text) }
                    if rng.next(upTo: 2) == 0 {
                        let attributed = NSMutableAttributedString(string: text)
                        if m > 1 {
                            attributed.addAttribute(TextViewCoordinator.markedClauseSegmentKey, value: 0, range: NSRange(location: 0, length: 1))
                            attributed.addAttribute(TextViewCoordinator.markedClauseSegmentKey, value: 1, range: NSRange(location: 1, length: m - 1))
                        }
                        f.coordinator.viewSetMarkedText(attributed, selectedRange: selected, replacementRange: replacement)
                    } else {
                        f.coordinator.viewSetMarkedText(text, selectedRange: selected, replacementRange: replacement)
                    }
                    if order == 2 { _ = f.coordinator.viewShouldChangeText(in: reported, replacementText: text) }
                case 3:
                    log.append("unmark")
                    f.coordinator.viewUnmarkText()
                case 4:
                    let r = range(length)
                    let text = inserted[rng.next(upTo: inserted.count)]
                    log.append("shouldChange \(r) \(text.debugDescription)")
                    _ = f.coordinator.viewShouldChangeText(in: r, replacementText: text)
                case 5:
                    let r = range(length)
                    log.append("select \(r)")
                    if r.location >= 0 && r.location <= length && r.length >= 0 && r.length <= length - r.location {
                        f.view.userSelects(r)  // UIKit traps on a selection outside its text
                    } else {
                        f.coordinator.viewDidChangeSelection(r)  // a view reporting garbage
                    }
                case 6:
                    let r = range(length)
                    log.append("programmatic \(r)")
                    f.editor.replaceCharacters(in: r, with: inserted[rng.next(upTo: inserted.count)])
                case 7:
                    f.host.text = Self.randomEdit(of: f.host.text, alphabet: alphabet, rng: &rng)
                    log.append("host \(f.host.text.debugDescription)")
                    f.coordinator.updateFromHost()
                case 8:
                    log.append("abandon")
                    f.editor.abandonMarkedText()
                case 9, 10:
                    log.append("drain")
                    f.scheduler.drain()
                    if !f.editor.hasMarkedText {
                        f.expectConverged("seed \(seed) round \(round) step \(step): \(log.suffix(6))")
                        if !f.host.text.utf16.elementsEqual(f.editor.text.utf16) { return }
                    }
                case 11:
                    guard !f.editor.hasMarkedText else { continue }  // UIKit offers no undo while marking
                    log.append("undo/redo")
                    if rng.next(upTo: 3) == 0 { manager.redo() } else { manager.undo() }
                default:
                    let text = marked[rng.next(upTo: marked.count)]
                    let replacement = rng.next(upTo: 4) == 0 ? range(length) : NSRange(location: NSNotFound, length: 0)
                    log.append("insert \(text) repl \(replacement)")
                    f.coordinator.viewInsertText(text, replacementRange: replacement)
                }
                let context = "seed \(seed) round \(round) step \(step): \(log.suffix(6))"
                if trace { print("\(round).\(step) \(log.last ?? "") -> \(f.editor.text.debugDescription) \(f.editor.selectedRange) marked \(String(describing: f.editor.markedRange)) view \(Array(f.view.text.utf16) == Array(f.editor.text.utf16) ? "same" : f.view.text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))") }
                #expect(Array(f.view.text.utf16) == Array(f.editor.text.utf16), "\(context)")
                #expect(f.view.selectedRange == f.editor.selectedRange, "\(context)")
                if !f.editor.hasMarkedText {
                    #expect(manager.undoActionNames.count == f.editor.undoStepCount - baseline, "\(context): \(manager.undoActionNames)")
                    #expect(manager.redoActionNames.count == f.editor.redoStepCount, "\(context)")
                    if manager.undoActionNames.count != f.editor.undoStepCount - baseline { return }
                }
                #expect(manager.undoActionNames.allSatisfy { !$0.isEmpty && !$0.contains(".") }, "\(context)")
            }
            f.coordinator.viewUnmarkText()
            f.scheduler.drain()
            f.expectConverged("seed \(seed) round \(round) at the end")
            bridge.invalidate()
        }
    }

    /// Found by the sweep: one notification that carries two undo steps (a composition committed
    /// by the edit that follows it) registers two groups, so the manager and the editor stay one
    /// stack.
    @Test func sweep_found_twoStepsInOneNotificationAreTwoGroups() {
        let f = Fixture("hello", caret: 5)
        let manager = UndoManager()
        let bridge = EditorUndoBridge(editor: f.editor, manager: manager)
        f.coordinator.viewSetMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        f.coordinator.viewSetMarkedText("", selectedRange: NSRange(location: 0, length: 0),
                                        replacementRange: NSRange(location: 0, length: 1))
        #expect(f.editor.text == "elloni")
        #expect(manager.undoActionNames.count == 2, "\(manager.undoActionNames)")
        manager.undo()
        manager.undo()
        #expect(f.editor.text == "hello" && !manager.canUndo)
        f.scheduler.drain()
        f.expectConverged()
        bridge.invalidate()
    }

    /// Found by the sweep: a view selection that the editor snaps onto the selection it already
    /// has changes nothing in the editor, and still reaches the view.
    @Test func sweep_found_selectionSnappedOntoTheCurrentOneReachesTheView() {
        let f = Fixture("e\u{301}x", caret: 0)
        f.view.userSelects(NSRange(location: 1, length: 0))  // inside "e" + U+0301
        #expect(f.editor.selectedRange == NSRange(location: 0, length: 0))
        #expect(f.view.selectedRange == NSRange(location: 0, length: 0))
        f.scheduler.drain()
        f.expectConverged()
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
