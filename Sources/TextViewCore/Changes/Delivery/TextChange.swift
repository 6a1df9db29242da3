import Foundation

/// What observers of a ``TextEditor`` hear: everything that changed in one batch (one mutation
/// outside ``TextEditor/beginEditing()``), coalesced.
///
/// `editedRange` and `changeInLength` have NSTextStorage's meaning: replacing "The" by "Several"
/// at 0 is an edited range of `{0, 7}` (in the text after the change) and a change in length of 4.
public struct TextChange: Hashable, Sendable {
    /// What changed: characters, attributes, selection.
    public var editedMask: EditedMask
    /// The union of everything edited, in the text after the change; `{NSNotFound, 0}` when only
    /// the selection changed.
    public var editedRange: NSRange
    /// The new length minus the old.
    public var changeInLength: Int
    /// The exact text changes, composed over the batch, for mapping positions.
    public var changes: ChangeSet
    /// The events of the batch's transactions in order, each run of equal ones given once.
    public var userEvents: [UserEvent]
    /// The selections before and after, kept without an array for one selection; the arrays are
    /// made when read.
    var before: SelectionSnapshot
    var after: SelectionSnapshot
    /// Whether marked text remains after the change: a composition keystroke (event
    /// `input.compose`), or any change made while one is under way. False for its commit
    /// (`input.compose.commit`) and its cancellation; a host should hold its writes while true.
    public var isComposing = false

    /// The selections before the batch.
    public var selectionsBefore: [TextSelection] { before.selections }
    /// The selections after the batch.
    public var selectionsAfter: [TextSelection] { after.selections }
}

extension TextChange {
    /// The notification of one transaction on its own (outside a batch): NSTextStorage's edited
    /// range is the union of its replaced ranges (after) and its attribute changes.
    ///
    /// The transaction's change set is moved here, not copied (a change set's copy goes through
    /// its value witness, callgrind: about 80 instructions a keystroke's notification); the
    /// transaction is taken in place, since moving it (a few hundred bytes) is a memcpy.
    init(taking transaction: inout TextTransaction) {
        var range = transaction.changes.editedRange
        if let r = transaction.attributeRange {
            let own = range.map { $0.location ..< $0.location + $0.length }
            let union = own.map { $0.hull(r) } ?? r
            range = NSRange(location: union.lowerBound, length: union.count)
        }
        let changes = transaction.changes.take()
        self.init(editedMask: transaction.mask, editedRange: range ?? NSRange(location: NSNotFound, length: 0),
                  changeInLength: changes.changeInLength, changes: changes,
                  userEvents: UserEvent.singletonArray(transaction.event),
                  before: transaction.selectionsBefore, after: transaction.selectionsAfter,
                  isComposing: transaction.isComposing)
    }
}
