import Foundation

// Will-change notifications: observers that hear a mutation before it applies
// (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Filters and will-change notifications").
extension TextEditor {
    /// Calls `observer` just before each mutation applies (one call per transaction, inside a
    /// batch too), while the editor still shows the state before it: what
    /// `UITextInputDelegate.textWillChange(_:)` and `selectionWillChange(_:)` need. The observer
    /// must not mutate the editor re-entrantly: a mutation it makes is queued and applied after
    /// the change it was warned of has been delivered, like a mutation made by an
    /// ``addObserver(_:)`` observer. A mutation that then changes nothing may still be announced.
    ///
    /// - Parameter observer: Called on the thread that mutates the editor.
    /// - Returns: The registration; the observer is called until it is cancelled or released.
    public func addWillChangeObserver(_ observer: @escaping (TextWillChange) -> Void) -> TextObservation {
        let id = input.willChangeTokens.add { _ in }
        input.willChangeObservers.append((id: id, body: observer))
        return TextObservation(list: input.willChangeTokens, id: id)
    }

    /// Announces the transaction about to run to the will-change observers, if there are any.
    ///
    /// - Parameters:
    ///   - event: The transaction's event.
    ///   - touchesDocument: Whether it may change the document.
    func announceWillChange(_ event: UserEvent, touchesDocument: Bool) {
        guard input.hasWillChangeObservers else { return }
        let proposed = input.proposedReplacements
        input.proposedReplacements = nil
        let current = input.liveWillChangeObservers()
        guard !current.isEmpty else { return }
        let change = TextWillChange(text: touchesDocument, selection: !touchesDocument || event != .format,
                                    userEvent: event, replacements: proposed)
        dispatcher.isDelivering = true
        defer { dispatcher.isDelivering = false }
        for observer in current where input.willChangeTokens.contains(observer.id) {
            observer.body(change)
        }
    }

    /// Remembers the replacements the next transaction makes, for its will-change notification
    /// (only when someone listens).
    func proposeReplacements<Edits: Collection<TextReplacement>>(_ edits: Edits) {
        guard input.hasWillChangeObservers else { return }
        input.proposedReplacements = edits.map(\.plain)
    }
}
