import Foundation
import TextViewCore

// Editor → host: noted per change in O(1), written once per turn.
extension TextViewCoordinator {
    /// Notes an editor change and queues one write to the host.
    ///
    /// - Parameter change: The change the editor delivered.
    /// - Complexity: O(1): the text is not read here, only the version is bumped.
    func editorDidChange(_ change: TextChange) {
        var needsWrite = false
        if change.editedMask.contains(.characters) {
            editorVersion += 1
            if isApplyingHostText && !sawHostTextChange {
                // Our own host apply: the editor now holds lastHostText.
                sawHostTextChange = true
                syncedVersion = editorVersion
            } else {
                needsWrite = true
            }
        }
        if selection != nil && !change.editedMask.isDisjoint(with: [.selection, .characters]) {
            selectionWritePending = true
            needsWrite = true
        }
        if needsWrite { queueWrite() }
    }

    /// Queues the write to the host once, however many changes come before it runs.
    func queueWrite() {
        guard !writeQueued else { return }
        writeQueued = true
        gate.enqueue("writeToHost") { [weak self] in self?.writeToHost() }
    }

    /// Writes the editor's unwritten text and selection to the host. Runs inside the gate.
    ///
    /// A host write not yet applied wins: it is applied first, which makes the editor's unwritten
    /// text moot.
    func writeToHost() {
        precondition(gate.isUpdating, "TextViewCoordinator: host write outside an update (depth \(gate.depth))")
        writeQueued = false
        applyHostState()
        if editorVersion != syncedVersion {
            let current = editor.document.string
            lastHostText = current
            syncedVersion = editorVersion
            if !HostTextComparison.sameUnits(text.get(), current) {
                hostTextWrites += 1
                text.set(current)
            }
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
    }

    /// Writes pending editor changes to the host now, and runs any other queued work, instead of
    /// waiting for the scheduler (for tests and teardown). During an update it does nothing: the
    /// work is queued and runs when the update ends.
    ///
    /// - Complexity: O(n) when text is written (the document is materialised once), plus the
    ///   queued work.
    public func flush() {
        guard !gate.isUpdating else { return }
        gate.drain()
    }
}
