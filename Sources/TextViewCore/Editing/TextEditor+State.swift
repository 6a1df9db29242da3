import Foundation

// Putting a whole state back: like CodeMirror's `EditorView.setState`, the history starts again.
extension TextEditor {
    /// Replaces the document, the selections, the typing override and the marked text with
    /// `newState` (a snapshot taken from ``state``, this editor's or another's).
    ///
    /// Rules (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Editor state"):
    /// - It is not an edit: the undo history is emptied (undo cannot step back across a state
    ///   that was put back, whose text may have nothing to do with the one before).
    /// - Observers hear it once, event ``UserEvent/setState``, as the replacement of the whole old
    ///   text by the new one (no change at all when the new text and attributes are the very same
    ///   storage); nothing when the states are equal.
    /// - A composition under way ends without a commit; a marked range in `newState` starts a new
    ///   one over the same text.
    /// - Called from an observer, it runs after the delivery, like every mutation.
    ///
    /// - Parameter newState: The state to show.
    /// - Complexity: O(1) to put back; O(n) for the notification's inserted text when observers
    ///   hear it.
    public func setState(_ newState: EditorState) {
        dispatch(.setState(newState))
    }

    /// The body of ``setState(_:)`` (``EditorCommand/setState(_:)``), run now.
    func runSetState(_ newState: EditorState) {
        let unchanged = newState == state
        // The composition under way ends with the history it was recording into.
        if let composition = state.composition { history.limit = composition.savedLimit }
        history.removeAll()
        let selectionsBefore = SelectionSnapshot(selectionSet)
        let oldLength = document.length
        let markedBefore = state.composingRange
        let sameDocument = document.isIdentical(to: newState.document)
        state = newState
        if var composition = state.composition {
            // A new composition over the restored marked text, with this editor's (empty) history.
            composition = Composition(range: composition.range, baseAttributes: composition.baseAttributes,
                                      replacedText: false, undoBaseline: history.undoCount,
                                      overlay: composition.overlay, savedLimit: history.limit, savedRedo: [])
            history.limit = nil
            state.composition = composition
        }
        guard !unchanged else { return }
        var mask: EditedMask = []
        var changes = ChangeSet(length: oldLength)
        if !sameDocument {
            mask.formUnion([.characters, .attributes])
            changes = ChangeSet(replacing: 0 ..< oldLength, withUTF16: document.units(in: 0 ..< document.length), length: oldLength)
        }
        if !selectionsBefore.matches(selectionSet) { mask.insert(.selection) }
        if markedBefore != state.composingRange { mask.insert(.markedText) }
        var transaction = TextTransaction(event: .setState, changes: changes, inverse: nil,
                                          selectionsBefore: selectionsBefore, selectionsAfter: SelectionSnapshot(selectionSet),
                                          mask: mask, attributeRange: sameDocument ? nil : 0 ..< document.length,
                                          insertsLineBreak: false, isComposing: state.isComposing)
        dispatcher.post(&transaction)
        deliverIfIdle()
    }
}
