import Foundation

/// The notification being built while a batch runs: every transaction since the last delivery,
/// coalesced the way NSTextStorage coalesces its `edited(_:range:changeInLength:)` calls.
struct PendingChange {
    var mask: EditedMask = []
    /// The edited range so far, in the current coordinates.
    var editedRange: Range<Int>?
    /// The batch's text changes so far, composed in O(t log t) rather than one by one.
    var changes: ChangeSetSequence<ChangeSet>
    var events: [UserEvent] = []
    var selectionsBefore: SelectionSnapshot
    /// Whether marked text remains after the last transaction.
    var isComposing = false

    /// A change starting from a text of `length` and `selections`.
    init(length: Int, selections: SelectionSnapshot) {
        changes = ChangeSetSequence(length: length)
        selectionsBefore = selections
    }

    /// Adds `transaction`.
    ///
    /// - Complexity: O(log t) amortised for a transaction of one replacement, t replacements so far.
    mutating func add(_ transaction: TextTransaction) {
        mask.formUnion(transaction.mask)
        isComposing = transaction.isComposing
        if events.isEmpty {
            // Most notifications carry one event: share its array instead of allocating one.
            events = UserEvent.singletonArray(transaction.event)
        } else if events.last != transaction.event {
            events.append(transaction.event)
        }
        let set = transaction.changes
        if !set.isEmpty {
            // Earlier edits move with this one; its own replaced ranges join them.
            if let r = editedRange {
                let lo = set.mapPosition(r.lowerBound, association: .before)
                editedRange = lo ..< Swift.max(lo, set.mapPosition(r.upperBound, association: .after))
            }
            if let own = set.editedRange {
                let r = own.location ..< own.location + own.length
                editedRange.formHull(r)
            }
            changes.append(set)
        }
        if let r = transaction.attributeRange {
            editedRange.formHull(r)
        }
    }

    /// The notification, given the selections now.
    consuming func change(selectionsAfter: SelectionSnapshot) -> TextChange {
        let range = editedRange.map { NSRange(location: $0.lowerBound, length: $0.count) } ?? NSRange(location: NSNotFound, length: 0)
        let changes = changes.whole
        return TextChange(editedMask: mask, editedRange: range, changeInLength: changes.changeInLength, changes: changes,
                          userEvents: events, before: selectionsBefore, after: selectionsAfter, isComposing: isComposing)
    }
}
