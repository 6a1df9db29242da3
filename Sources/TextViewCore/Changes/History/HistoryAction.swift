/// What a transaction does to the undo history.
enum HistoryAction {
    /// A new change: recorded, possibly coalesced into the last undo step.
    case record
    /// An undo: the reverted step's inverse goes onto the redo stack.
    case undo
    /// A redo: the reverted step's inverse goes back onto the undo stack.
    case redo
}
