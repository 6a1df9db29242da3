import Foundation
import TextViewCore

// Host → editor: what `updateUIView` does.
extension TextViewCoordinator {
    /// Brings the editor to the host's state (call it from `updateUIView`).
    ///
    /// Runs at once when no update is running (even if a write to the host is queued: the write
    /// re-reads the host first, so the order cannot lose anything); during an update (called
    /// from a host setter, a focus callback) it is queued and runs after the current work, never
    /// re-entrantly. Called while the editor is notifying its observers or holds a batch open, it
    /// waits until the editor is done, so it maps against every change the editor made.
    ///
    /// - The host text is compared with the last text exchanged with the host, not with the
    ///   editor: equal means "the host did not write" (a re-render, or the echo of our own
    ///   write), and the editor is left alone even if it holds newer, unwritten edits. Different
    ///   means a host write: its minimal replacement against the text the host last saw is mapped
    ///   through the editor's unwritten changes and applied (see `Sources/TextViewBridge/TextViewBridge.docc/CoordinatorWithSwiftUI.md`, "Host writes").
    /// - The host selection is applied when it differs from the last selection exchanged and is
    ///   not `NSNotFound`; the editor clamps and snaps it, and if the result differs from the
    ///   host's value it is written back.
    ///
    /// - Complexity: O(1) when the host returns the value it was last given (a `String` of
    ///   another UTF-8 length or in the same storage, or the same `TextDocument` storage); O(n)
    ///   to compare an equal-length string held in other storage or to diff a host write.
    public func updateFromHost() {
        guard !isInvalidated else { return }
        // Not `gate.perform`: that waits behind queued work, and `updateUIView` must show the
        // host's state now.
        if gate.isUpdating {
            gate.enqueue("updateFromHost") { [weak self] in self?.syncFromHost() }
        } else {
            gate.update { syncFromHost() }
        }
    }

    /// Applies the host's state and queues a write if the editor then differs from the host.
    /// Runs inside the gate.
    func syncFromHost() {
        guard editorIsIdle else {
            waitForEditor()
            return
        }
        applyHostState()
        if needsWrite { queueWrite() }
    }

    /// Whether the host lacks something the editor holds and may be told now: never while the
    /// editor is composing (marked text is not the user's text yet; its changes accumulate in
    /// ``unsent`` and are written once when the composition is committed or abandoned).
    var needsWrite: Bool {
        !editor.hasMarkedText && (unsent.isPending || (selectionWritePending && selection != nil))
    }

    /// Applies host writes (text, then selection) until the host is quiet: an observer of the
    /// editor may write the host again while it hears of the change just applied. A host that
    /// never settles is a loop, cut off at the gate's bound; writes to the host then stop until
    /// the next user edit (the same loop would otherwise start again on the next turn).
    func applyHostState() {
        precondition(gate.isUpdating, "TextViewCoordinator: host state applied outside an update (depth \(gate.depth))")
        let settled = gate.repeatUntilSettled("updateFromHost") {
            commitCompositionBeforeHostWrite()
            var changed = false
            if !host.isUnchanged() {
                applyHostText()
                changed = true
            }
            if applyHostSelection() { changed = true }
            return changed
        }
        if !settled { gate.stopChain() }
    }

    /// Applies a host selection that differs from the last one exchanged.
    ///
    /// - Returns: Whether the host had a new selection.
    func applyHostSelection() -> Bool {
        guard let selection else { return false }
        let range = selection.get()
        guard range.location != NSNotFound, range != lastHostSelection else { return false }
        lastHostSelection = range
        // Whatever the editor makes of it (clamped, snapped, or unchanged because it clamps onto
        // the current selection), the host gets the result back if it differs.
        selectionWritePending = true
        if editor.selectedRange != range {
            editor.selectedRange = range
        }
        return true
    }

    /// Applies a host write: its replacement against the text the host last saw, mapped through
    /// the editor's unsent changes.
    func applyHostText() {
        let edit = host.takeEdit()
        hostTextApplies += 1
        var target = edit.range
        switch unsent {
        case .nothing:
            break
        case .changes(let changes) where changes.oldLength == edit.oldLength && changes.newLength == editor.document.length:
            target = Self.map(edit.range, through: changes)
            // What stays unsent is what of the editor's changes the host's write did not replace,
            // rebased over it: from the host's new text to the editor's once the write is applied.
            unsent = Self.rebase(changes, overHostReplacing: edit.range.location ..< NSMaxRange(edit.range),
                                 insertedLength: edit.replacement.utf16.count,
                                 appliedAt: target.location ..< NSMaxRange(target)).map { .changes($0) } ?? .nothing
        case .changes, .untracked:
            // The changes since the host's text are unknown: the host, the later writer, wins.
            let whole = host.editFromEditor(editor.document)
            unsent = .nothing
            apply(whole.range, whole.replacement)
            return
        }
        guard !edit.isEmpty else { return }
        apply(target, edit.replacement)
    }

    /// Replaces `range` of the editor's text with `text` as a host update: the change the editor
    /// delivers with the `.hostUpdate` event meanwhile is this write (``Phase/applyingHostText``).
    private func apply(_ range: NSRange, _ text: String) {
        enter(.applyingHostText) {
            editor.replaceCharacters(in: range, with: text, userEvent: .hostUpdate)
        }
    }

    /// Maps a host replacement's range from the host's text to the editor's through the
    /// editor's unsent changes. A replaced range grows over edits touching its ends (the host's
    /// write replaces them: the later writer wins); an insertion goes after an insertion made at
    /// the same place.
    ///
    /// - Complexity: O(r) for r unsent replacements.
    static func map(_ range: NSRange, through changes: ChangeDescription) -> NSRange {
        if range.length == 0 {
            let position = changes.mapPosition(range.location, association: .after)
            return NSRange(location: position, length: 0)
        }
        let start = changes.mapPosition(range.location, association: .before)
        let end = changes.mapPosition(NSMaxRange(range), association: .after)
        return NSRange(location: start, length: Swift.max(0, end - start))
    }

    /// The unsent changes once a host write is applied: `unsent` goes from the host's old text
    /// (the base) to the editor's; the host replaced `hostRange` of the base with `insertedLength`
    /// units, which the editor applied at `target` (``map(_:through:)``: the host's range in the
    /// editor's text, grown over the unsent changes touching it). The result goes from the host's
    /// new text to the editor's new text: an unsent change wholly outside the host's range stays
    /// (shifted past it), one reaching into it keeps only its part outside it, one inside it goes
    /// (the later writer, the host, won there). Nil when nothing is left unsent.
    ///
    /// This rebases the unsent changes over the host's write, instead of composing the write's
    /// inverse into them, which would make the host's own text look unsent to the next host write.
    ///
    /// - Complexity: O(r) for r unsent replacements.
    static func rebase(_ unsent: ChangeDescription, overHostReplacing hostRange: Range<Int>, insertedLength: Int,
                       appliedAt target: Range<Int>) -> ChangeDescription? {
        let (s, e) = (hostRange.lowerBound, hostRange.upperBound)
        let delta = insertedLength - hostRange.count
        var kept: [ChangeDescription.Replacement] = []
        for change in unsent.changedRanges(individual: true) {
            let (old, new) = (change.old, change.new)
            if old.upperBound <= s && new.upperBound <= target.lowerBound {
                kept.append(.init(range: old, insertedLength: new.count))
            } else if old.lowerBound >= e && new.lowerBound >= target.upperBound {
                kept.append(.init(range: old.lowerBound + delta ..< old.upperBound + delta, insertedLength: new.count))
            } else {
                // Reaching into the host's range: its parts outside it, with what of its new text
                // lies outside the host's replacement in the editor.
                if old.lowerBound < s {
                    kept.append(.init(range: old.lowerBound ..< s, insertedLength: Swift.max(0, target.lowerBound - new.lowerBound)))
                }
                if old.upperBound > e {
                    kept.append(.init(range: e + delta ..< old.upperBound + delta, insertedLength: Swift.max(0, new.upperBound - target.upperBound)))
                }
            }
        }
        guard !kept.isEmpty else { return nil }
        let rebased = ChangeDescription(replacements: kept, length: unsent.oldLength + delta)
        return rebased.isEmpty ? nil : rebased
    }

    /// Postpones host work until the editor has told every observer of its changes: after the
    /// delivery running now, or when the open batch is delivered (the observer resumes it).
    func waitForEditor() {
        if editor.isDeliveringChanges {
            // Queued by the editor behind the delivery and the mutations already queued.
            editor.afterDelivery { [weak self] in self?.resumeAfterEditor() }
        } else if !isInvalidated {
            // Resumed by the observer when the batch is delivered.
            phase = .waitingForEditor
        }
    }

    /// Runs the postponed host work.
    func resumeAfterEditor() {
        if phase == .waitingForEditor { phase = .idle }
        if gate.isUpdating {
            gate.enqueue("updateFromHost") { [weak self] in self?.syncFromHost() }
        } else {
            gate.update { syncFromHost() }
        }
    }
}

extension UserEvent {
    /// The event of a text change that ``TextViewCoordinator`` applies because the host's text
    /// changed (`replace.host`): its own undo step, and a name other observers can recognise.
    public static let hostUpdate = UserEvent("replace.host")
}
