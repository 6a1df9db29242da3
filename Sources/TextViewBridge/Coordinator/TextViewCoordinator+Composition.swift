import Foundation
import TextViewCore

// Marked text: the host hears nothing while the editor composes (`needsWrite` is false then), one
// write when the composition ends, and a host write commits an open composition first.
extension TextViewCoordinator {
    /// Follows a composition through the editor's changes, so that one abandoned without a trace
    /// (it replaced nothing and no change was missed) leaves the unsent changes as they were
    /// before it: the text is back to that state, and a `TextDocument` host, compared by storage
    /// identity, would otherwise be handed an equal text.
    ///
    /// - Parameter change: The change the editor delivered, before it is composed into ``unsent``.
    /// - Returns: The composition that this change abandoned without a trace, if any: ``unsent``
    ///   goes back to its `unsentBefore` once the change is composed.
    func followComposition(_ change: TextChange) -> CompositionTracking? {
        if change.isComposing {
            if compositionTracking == nil {
                // The first keystroke: it replaced the primary selection (nothing, for a caret).
                let replacedNothing = change.changes.replacements.allSatisfy { $0.range.isEmpty }
                let alone = change.userEvents == [.inputCompose]  // no other edit merged into this notification
                compositionTracking = CompositionTracking(unsentBefore: unsent, restorable: alone && replacedNothing && !unsent.isUntracked)
            } else if change.userEvents.contains(where: { $0 != .inputCompose }) {
                // Another edit was made meanwhile (a programmatic one elsewhere): it stays when
                // the composition goes, so the unsent changes must keep it.
                compositionTracking?.restorable = false
            }
            return nil
        }
        guard let tracked = compositionTracking else { return nil }
        compositionTracking = nil
        return tracked.restorable && change.userEvents == [.inputComposeCancel] ? tracked : nil
    }

    /// A host write (text or selection) made while the editor is composing commits the
    /// composition first, as UIKit does (`unmarkText()`): the commit joins the unsent changes and
    /// the host's write is then mapped through them like any other (the later writer wins).
    func commitCompositionBeforeHostWrite() {
        guard editor.hasMarkedText, !host.isUnchanged() || hostSelectionChanged else { return }
        editor.unmarkText()
    }
}

/// What the coordinator remembers of a composition in progress.
struct CompositionTracking {
    /// The unsent changes when it started.
    var unsentBefore: UnsentText
    /// Whether abandoning it restores that state (it replaced no text, and every change while it
    /// lasted was one of its own keystrokes).
    var restorable: Bool
}
