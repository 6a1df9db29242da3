import Foundation

extension TextChange {
    /// The notification of one transaction on its own (outside a batch): NSTextStorage's edited
    /// range is the union of its replaced ranges (after) and its attribute changes.
    init(_ transaction: borrowing TextTransaction) {
        var range = transaction.changes.editedRange
        if let r = transaction.attributeRange {
            let own = range.map { $0.location ..< $0.location + $0.length }
            let union = own.map { $0.hull(r) } ?? r
            range = NSRange(location: union.lowerBound, length: union.count)
        }
        self.init(editedMask: transaction.mask, editedRange: range ?? NSRange(location: NSNotFound, length: 0),
                  changeInLength: transaction.changes.changeInLength, changes: transaction.changes,
                  userEvents: UserEvent.singletonArray(transaction.event),
                  before: transaction.selectionsBefore, after: transaction.selectionsAfter,
                  isComposing: transaction.isComposing)
    }
}
