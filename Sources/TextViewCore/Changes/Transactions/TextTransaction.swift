import Foundation

/// One mutation of an editor, as its single mutation path records it: the exact change set, what
/// caused it, the selections before and after, and the change that undoes it.
struct TextTransaction {
    /// What caused it.
    var event: UserEvent
    /// The text changes, in the coordinates of the text before.
    var changes: ChangeSet
    /// The inverse of its document changes (text and runs); nil when the document did not change.
    var inverse: DocumentChange?
    /// The selections before.
    var selectionsBefore: SelectionSnapshot
    /// The selections after.
    var selectionsAfter: SelectionSnapshot
    /// What changed.
    var mask: EditedMask
    /// The union of the attribute-only changes, in the coordinates after; nil when none.
    var attributeRange: Range<Int>?
    /// Whether typed text held a line break (which ends an undo step).
    var insertsLineBreak: Bool
    /// Whether marked text remains after it.
    var isComposing = false
}
