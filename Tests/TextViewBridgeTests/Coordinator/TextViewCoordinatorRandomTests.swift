import TestSupport
import Foundation
import Testing
import TextViewBridge
import TextViewCore

/// Random interleavings of host writes, re-renders, user edits and scheduler turns.
///
/// Checked on every seed: no setter or observer is ever entered while another is running
/// (depth ≤ 1); no edit is lost under the rule of `Docs/Bridge.md` ("a host write not yet applied
/// wins over unwritten editor edits; every other edit stays"), tracked by a model; after a final
/// drain the host and the editor hold the same text and selection.
@MainActor
struct TextViewCoordinatorRandomTests {
    @Test(arguments: UInt64(1)...48)
    func randomInterleavingsNeverReenterLoseNoEditAndConverge(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let scheduler = ManualScheduler()
        let host = TestHost(text: "seed", selection: NSRange(location: 0, length: 0))
        let coordinator = TextViewCoordinator(
            text: host.textBinding, selection: host.selectionBinding, scheduler: scheduler)
        let editor = coordinator.editor
        let setterRendersAtOnce = seed % 2 == 0
        let observerCallsIn = seed % 3 == 0
        var notUpdatingInSetter = 0
        host.afterTextSet = {
            if !coordinator.isUpdating { notUpdatingInSetter += 1 }
            if setterRendersAtOnce {
                coordinator.updateFromHost()
            } else {
                scheduler.schedule { coordinator.updateFromHost() }  // SwiftUI re-renders later
            }
        }
        let observation = editor.addObserver { _ in
            host.enter()
            defer { host.leave() }
            if observerCallsIn { coordinator.updateFromHost() }
        }

        // The model: the text the last effective writer produced.
        var expected = editor.text
        var hostWriteOutstanding = false
        var hostWriteCount = 0
        let pieces = ["a", "b", " ", "é", "😀", "\n", "e\u{301}"]
        for step in 0..<200 {
            let appliesBefore = coordinator.hostTextApplies
            switch rng.next(upperBound: 8 as UInt64) {
            case 0, 1:
                editor.insertText(pieces[Int(rng.next(upperBound: UInt64(pieces.count)))])
                if !hostWriteOutstanding { expected = editor.text }
            case 2:
                editor.deleteBackward()
                if !hostWriteOutstanding { expected = editor.text }
            case 3:
                let length = editor.document.length
                let location = Int(rng.next(upperBound: UInt64(length + 1)))
                editor.selectedRange = NSRange(location: location, length: Int(rng.next(upperBound: 3 as UInt64)))
            case 4:
                hostWriteCount += 1
                let value = "H\(hostWriteCount)|" + String(repeating: "xy", count: Int(rng.next(upperBound: 4 as UInt64)))
                host.text = value
                expected = value
                hostWriteOutstanding = true
                if setterRendersAtOnce {
                    coordinator.updateFromHost()
                } else {
                    scheduler.schedule { coordinator.updateFromHost() }
                }
            case 5:
                let choice = rng.next(upperBound: 3 as UInt64)
                host.selection = choice == 0
                    ? NSRange(location: NSNotFound, length: 0)
                    : NSRange(location: Int(rng.next(upperBound: 40 as UInt64)), length: Int(rng.next(upperBound: 3 as UInt64)))
            case 6:
                scheduler.runNext()
            default:
                scheduler.drain()
            }
            if coordinator.hostTextApplies != appliesBefore { hostWriteOutstanding = false }
            #expect(host.maximumDepth <= 1, "seed \(seed) step \(step): re-entered (depth \(host.maximumDepth))")
        }
        scheduler.drain()
        coordinator.updateFromHost()
        scheduler.drain()

        #expect(host.maximumDepth <= 1, "seed \(seed): re-entered")
        #expect(notUpdatingInSetter == 0, "seed \(seed): a host setter ran outside the gate")
        #expect(editor.text == expected, "seed \(seed): lost an edit: \(editor.text.debugDescription) vs \(expected.debugDescription)")
        #expect(host.text == editor.text, "seed \(seed): host \(host.text.debugDescription) editor \(editor.text.debugDescription)")
        #expect(host.selection == editor.selectedRange || host.selection.location == NSNotFound,
                "seed \(seed): selection host \(host.selection) editor \(editor.selectedRange)")
        #expect(coordinator.lastLoopError == nil, "seed \(seed)")
        #expect(!coordinator.hasPendingHostWrite && scheduler.pendingCount == 0, "seed \(seed)")
        observation.cancel()
    }
}
