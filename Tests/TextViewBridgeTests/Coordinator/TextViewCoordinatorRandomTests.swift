import TestSupport
import Foundation
import Testing
import TestingSupport
import TextViewBridge
import TextViewCore

/// Random interleavings of user typing (through the fake view), compositions (marked text),
/// host writes, observer edits, scheduler turns and teardown, with host setters that call back into the coordinator.
///
/// Checked on every seed: no setter or observer is entered while another runs (depth ≤ 1);
/// after a drain the host, the editor and the view hold the same text and selection; and no edit
/// is lost except to a later writer. For the last check, the insert-only variant has each party
/// insert its own character (user "u", host "h", observer "o"): inserts never overlap another
/// writer's range, so every one must survive, whatever the timing. The other variant adds
/// replacements and deletions and checks convergence.
@MainActor
@Suite(.tags(.property))
struct TextViewCoordinatorRandomTests {
    /// One session: a coordinator, its editor and its view on the shared host.
    @MainActor final class Session {
        let coordinator: TextViewCoordinator
        let view: UITextView
        let delegate: ForwardingDelegate
        var observation: TextObservation?

        init(host: TestHost, scheduler: ManualScheduler) {
            let editor = TextEditor()
            editor.undoCoalescingInterval = 0
            coordinator = TextViewCoordinator(editor: editor, text: host.textBinding,
                                              selection: host.selectionBinding, scheduler: scheduler)
            view = UITextView()
            delegate = ForwardingDelegate(coordinator)
            view.delegate = delegate
            coordinator.attach(TextViewStorage(view))
        }

        func tearDown() {
            observation?.cancel()
            observation = nil
            coordinator.invalidate()
        }
    }

    @Test(arguments: UInt64(1)...48)
    func randomInterleavingsNeverReenterLoseNoEditAndConverge(seed: UInt64) {
        print("TextViewCoordinatorRandomTests seed \(seed)")
        var rng = SplitMix64(seed: seed)
        let insertOnly = seed % 2 == 1
        let setterRendersAtOnce = seed % 3 == 0
        let scheduler = ManualScheduler()
        let host = TestHost(text: "", selection: NSRange(location: 0, length: 0))
        var counts: [Character: Int] = ["u": 0, "h": 0, "o": 0]
        var notUpdatingInSetter = 0
        var writesWhileComposing = 0
        var session = Session(host: host, scheduler: scheduler)
        func installHooks(_ session: Session) {
            host.afterTextSet = { [unowned session] in
                if !session.coordinator.isUpdating { notUpdatingInSetter += 1 }
                if session.coordinator.editor.hasMarkedText { writesWhileComposing += 1 }
                if setterRendersAtOnce {
                    session.coordinator.updateFromHost()
                } else {
                    scheduler.schedule { [weak session] in session?.coordinator.updateFromHost() }
                }
            }
            // An observer that reacts to some user edits with its own (queued by the editor).
            var reactions = 0
            let editor = session.coordinator.editor
            session.observation = editor.addObserver { change in
                host.enter()
                defer { host.leave() }
                guard change.userEvents.contains(.inputType), reactions < 40, seed % 5 != 0 else { return }
                reactions += 1
                if reactions % 3 == 0 {
                    editor.insertText("o")
                    counts["o"]! += 1
                }
            }
        }
        installHooks(session)

        for step in 0..<240 {
            let view = session.view
            let coordinator = session.coordinator
            switch rng.next(upperBound: 12 as UInt64) {
            case 0, 1, 2:
                view.userTypes("u")
                counts["u"]! += 1
            case 3:
                let length = view.textStorage.length
                let location = Int(rng.next(upperBound: UInt64(length + 1)))
                view.userSelects(NSRange(location: location, length: 0))
            case 4:
                if insertOnly {
                    let units = Array(host.text.utf16)
                    let at = Int(rng.next(upperBound: UInt64(units.count + 1)))
                    host.text = String(decoding: units[..<at], as: UTF16.self) + "h" + String(decoding: units[at...], as: UTF16.self)
                    counts["h"]! += 1
                } else {
                    let choice = rng.next(upperBound: 3 as UInt64)
                    host.text = choice == 0 ? "" : choice == 1 ? host.text + "hh" : String(host.text.dropFirst())
                }
                // Two host writes rendered together are one diff, from the first change to the last:
                // user edits between them would be "overwritten", so the insert-only check renders
                // each host write before the next.
                if setterRendersAtOnce || insertOnly {
                    coordinator.updateFromHost()
                } else {
                    scheduler.schedule { [weak coordinator] in coordinator?.updateFromHost() }
                }
            case 5:
                let length = host.text.utf16.count
                host.selection = NSRange(location: Int(rng.next(upperBound: UInt64(length + 3))), length: 0)
                coordinator.updateFromHost()
            case 6:
                if !insertOnly { view.userDeletesBackward() }
                scheduler.runNext()
            case 7:
                scheduler.runNext()
            case 8:
                scheduler.drain()
                coordinator.updateFromHost()
                scheduler.drain()
                if coordinator.editor.hasMarkedText {
                    // Composing: the host waits for the commit; the view shows the marked text.
                    #expect(session.view.text == coordinator.editor.text, "seed \(seed) step \(step): view while composing")
                    #expect(!coordinator.hasPendingHostWrite, "seed \(seed) step \(step): a write queued while composing")
                } else {
                    check(host, session, seed: seed, step: step)
                }
            default:
                let roll = rng.next(upperBound: 20 as UInt64)
                if roll < 14 {
                    // Composition events: an input method starts or extends marked text ("k"s,
                    // counted by no one), changes its candidate, commits or abandons it.
                    compose(coordinator.editor, roll: roll, rng: &rng)
                } else if roll == 14 {
                    session.tearDown()  // dismantleUIView
                    session = Session(host: host, scheduler: scheduler)
                    installHooks(session)
                } else {
                    scheduler.drain()
                }
            }
            #expect(host.maximumDepth <= 1, "seed \(seed) step \(step): re-entered (depth \(host.maximumDepth))")
        }
        if session.coordinator.editor.hasMarkedText {
            if seed % 4 == 0 { session.coordinator.editor.abandonMarkedText() } else { session.coordinator.editor.unmarkText() }
        }
        scheduler.drain()
        session.coordinator.updateFromHost()
        scheduler.drain()
        check(host, session, seed: seed, step: -1)
        #expect(notUpdatingInSetter == 0, "seed \(seed): a host setter ran outside the gate")
        #expect(writesWhileComposing == 0, "seed \(seed): \(writesWhileComposing) host writes while composing")
        if insertOnly {
            for (character, count) in counts {
                let found = session.coordinator.editor.text.filter { $0 == character }.count
                #expect(found == count, "seed \(seed): \(count) \"\(character)\" inserted, \(found) left")
            }
        }
        #expect(session.coordinator.lastLoopError == nil, "seed \(seed)")
        #expect(!session.coordinator.hasPendingHostWrite && scheduler.pendingCount == 0, "seed \(seed)")
        host.afterTextSet = nil
        session.tearDown()
    }

    /// One composition event: extend (or start) the marked text, change the candidate, commit
    /// or abandon. The host must hear none of it until the commit or abandon.
    private func compose(_ editor: TextEditor, roll: UInt64, rng: inout SplitMix64) {
        let marked = editor.markedRange.map { editor.document.substring(with: $0) } ?? ""
        let composing = editor.hasMarkedText
        switch roll {
        case 0..<6:
            let text = marked.count < 3 ? marked + "k" : "k"
            editor.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
        case 6..<9:
            guard composing else { return }
            // No clusters across the marked text's ends: the stand-in view's NSTextStorage
            // (Linux Foundation) moves an edit made inside a grapheme cluster to its start.
            let text = ["漢", "感じ", "かな"][Int(rng.next(upperBound: 3 as UInt64))]
            editor.setMarkedText(text, selectedRange: NSRange(location: 0, length: text.utf16.count))
        case 9..<12:
            editor.unmarkText()
        default:
            editor.abandonMarkedText()
        }
    }

    /// Host, editor and view hold the same text and selection.
    private func check(_ host: TestHost, _ session: Session, seed: UInt64, step: Int) {
        let editor = session.coordinator.editor
        #expect(host.text == editor.text, "seed \(seed) step \(step): host \(host.text.debugDescription) editor \(editor.text.debugDescription)")
        #expect(session.view.text == editor.text, "seed \(seed) step \(step): view \(session.view.text.debugDescription)")
        #expect(host.selection == editor.selectedRange, "seed \(seed) step \(step): selection host \(host.selection) editor \(editor.selectedRange)")
        #expect(session.view.selectedRange == editor.selectedRange, "seed \(seed) step \(step): view selection")
    }
}
