import Foundation
import TextViewCore

// Editor → view at once, editor → host once per turn.
extension TextViewCoordinator {
    /// Hears an editor change: updates the view, notes what the host lacks and queues one write.
    ///
    /// - Parameter change: The change the editor delivered.
    /// - Complexity: O(r) for the change's r replacements (one for a keystroke), plus the view's
    ///   own work; the text is not read for the host here.
    func editorDidChange(_ change: TextChange) {
        if let view { update(view, with: change) }
        let abandoned = followComposition(change)
        if change.editedMask.contains(.characters) {
            noteTextChange(change)
        }
        if let abandoned, !unsent.isUntracked {
            unsent = abandoned.unsentBefore
        }
        if selection != nil && !change.editedMask.isDisjoint(with: [.selection, .characters]) {
            selectionWritePending = true
        }
        if !gate.isUpdating {
            // A user (or program) edit, not a reaction to the host: writes may flow again.
            gate.resetChain()
        }
        if needsWrite { queueWrite() }
        if phase == .waitingForEditor {
            // A batch the coordinator waited for was delivered: resume once the delivery ends.
            phase = .idle
            editor.afterDelivery { [weak self] in self?.resumeAfterEditor() }
        }
    }

    /// Adds a text change to what the host has not seen, unless it is the host write being
    /// applied: the change carrying the `.hostUpdate` event while the coordinator applies one
    /// (the host has it; what stays unsent was rebased over it). Every later change until the
    /// apply returns is another observer's reaction to it, which the host has not seen.
    private func noteTextChange(_ change: TextChange) {
        if phase == .applyingHostText && change.userEvents.contains(.hostUpdate) {
            phase = .reactingToHostText
            return
        }
        appendToUnsent(change.changes)
    }

    /// Appends `changes` to ``unsent`` (the change-set algebra's `composed(with:)`); a length mismatch (which would mean a change was
    /// missed) makes the next host write replace the whole text instead of trapping.
    private func appendToUnsent(_ changes: ChangeSet) {
        let changes = changes.changeDescription
        switch unsent {
        case .untracked:
            return  // the next host write replaces the whole text, the next write sends it whole
        case .nothing:
            unsent = .changes(changes)
        case .changes(let current):
            guard current.newLength == changes.oldLength else {
                unsent = .untracked
                return
            }
            unsent = .changes(current.composed(with: changes))
        }
    }

    /// Queues the write to the host once, however many changes come before it runs.
    ///
    /// While it is queued the coordinator holds itself (``pendingWriteOwner``), as a
    /// `DispatchQueue.main.async { self... }` would: a coordinator released with unwritten edits
    /// lives until they are written. If a loop report drops the write, the flag and the hold go
    /// with it. The closures are made once, not per keystroke.
    func queueWrite() {
        guard pendingWriteOwner == nil else { return }
        pendingWriteOwner = self
        gate.enqueue("writeToHost", onDrop: writeDropped, writeWork)
    }

    /// Writes the editor's unwritten text and selection to the host. Runs inside the gate.
    ///
    /// Host writes not applied yet come first (mapped through the unwritten changes); then the
    /// editor's state is written; if a setter changed the host again (a host that normalises
    /// what it is given, or writes from its own change handler), that is applied in turn.
    func writeToHost() {
        precondition(gate.isUpdating, "TextViewCoordinator: host write outside an update (depth \(gate.depth))")
        let owner = pendingWriteOwner
        pendingWriteOwner = nil
        defer { withExtendedLifetime(owner) {} }
        guard editorIsIdle else {
            waitForEditor()
            return
        }
        let settled = gate.repeatUntilSettled("writeToHost") {
            applyHostState()
            // A write made with no user edit since the last one is counted: past the gate's bound
            // the host is answering every write, across scheduler turns, and writes stop.
            guard needsWrite, gate.mayChain("writeToHost (across scheduler turns)") else { return false }
            if unsent.isPending {
                unsent = .nothing
                if host.write(editor.document) { hostTextWrites += 1 }
            }
            if selectionWritePending, let selection {
                selectionWritePending = false
                let range = editor.selectedRange
                lastHostSelection = range
                if selection.get() != range {
                    hostSelectionWrites += 1
                    selection.set(range)
                }
            }
            return !host.isUnchanged() || hostSelectionChanged
        }
        if !settled { gate.stopChain() }
    }

    /// Whether the host's selection differs from the last one exchanged (a selection write).
    var hostSelectionChanged: Bool {
        guard let selection else { return false }
        let range = selection.get()
        return range.location != NSNotFound && range != lastHostSelection
    }

    /// Writes pending editor changes to the host now, and runs any other queued work, instead of
    /// waiting for the scheduler (for tests and teardown). During an update it does nothing: the
    /// work is queued and runs when the update ends.
    ///
    /// - Complexity: O(n) when text is written through a `String` binding (the document is
    ///   materialised once), O(1) through a `TextDocument` binding; plus the queued work.
    public func flush() {
        guard !gate.isUpdating else { return }
        gate.drain()
    }
}
