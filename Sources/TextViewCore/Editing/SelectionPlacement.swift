/// What the editor's mutation path does with the selections once a batch of edits is applied.
enum SelectionPlacement {
    /// Map every selection through the edits (a programmatic edit: carets at an insertion point
    /// stay before it, ranges do not grow at their edges).
    case mapped
    /// Replace the selections with one caret at the end of each edit's replacement (a command
    /// typed or deleted at every selection); the caret of edit `primaryEdit` becomes primary.
    case caretsAfterEdits(primaryEdit: Int)
}
