import Foundation
import TextViewCore

// Host → editor: what `updateUIView` does.
extension TextViewCoordinator {
    /// Brings the editor to the host's state (call it from `updateUIView`).
    ///
    /// Runs at once when no update is running, even if a write to the host is queued (the write
    /// re-reads the host first, so the order cannot lose anything); during an update (called from
    /// a host setter during a write, or from a focus callback) it is queued and runs after the
    /// current work, never re-entrantly.
    ///
    /// - The host text is compared with the last text exchanged with the host, not with the
    ///   editor: equal means "the host did not write" (a re-render, or the echo of our own write),
    ///   and the editor is left alone even if it holds newer, unwritten edits. Different means a
    ///   host write, applied as the minimal replacement, which wins over unwritten edits.
    /// - The host selection is applied when it differs from the last selection exchanged and is
    ///   not `NSNotFound`; the editor clamps and snaps it, and a clamped value is written back.
    ///
    /// - Complexity: O(1) when the host returns the string it was last given or one of another
    ///   UTF-8 length; O(n) to compare an equal-length string held in other storage; O(n) to
    ///   apply a host write (computing the prefix and suffix; the edit itself is O(log n + m)).
    public func updateFromHost() {
        // Not `gate.perform`: that waits behind queued work, and `updateUIView` must show the
        // host's state now, as the seed's does.
        if gate.isUpdating {
            gate.enqueue("updateFromHost") { [weak self] in self?.applyHostState() }
        } else {
            gate.update { applyHostState() }
        }
    }

    /// Applies the host's text, then its selection. Runs inside the gate.
    func applyHostState() {
        precondition(gate.isUpdating, "TextViewCoordinator: host state applied outside an update (depth \(gate.depth))")
        let hostText = text.get()
        if !HostTextComparison.sameUnits(hostText, lastHostText) {
            applyHostText(hostText)
        }
        guard let selection else { return }
        let range = selection.get()
        guard range.location != NSNotFound, range != lastHostSelection else { return }
        lastHostSelection = range
        if editor.selectedRange != range {
            // Clamped and snapped by the editor; the observer queues writing the result back.
            editor.selectedRange = range
        }
    }

    /// Applies a host write as the minimal replacement.
    ///
    /// - Parameter hostText: The host's text, known to differ from ``lastHostText``.
    private func applyHostText(_ hostText: String) {
        // When nothing is unwritten the editor holds lastHostText: diff against it and skip
        // materialising the document.
        let current = editorVersion == syncedVersion ? lastHostText : editor.document.string
        lastHostText = hostText
        hostTextApplies += 1
        let edit = MinimalReplacement(from: current, to: hostText)
        guard !edit.isEmpty else {
            // The editor already holds it (its unwritten edits equal the host's write).
            syncedVersion = editorVersion
            return
        }
        isApplyingHostText = true
        sawHostTextChange = false
        defer { isApplyingHostText = false }
        // If the editor is delivering or batching, the edit is delayed by it; the observer then
        // sees it later as an ordinary editor change, and the write back is skipped as equal.
        editor.replaceCharacters(in: edit.range, with: edit.replacement, userEvent: .hostUpdate)
    }
}
