import Foundation

/// An open ``TextDocument/beginEditing()`` batch: its depth and the range (in current
/// coordinates) whose paragraphs still have to be made uniform.
struct EditingBatch: Sendable {
    /// How many ``TextDocument/beginEditing()`` calls are open.
    var depth = 1
    /// The union of the ranges the paragraph rule was deferred for, mapped through every later
    /// text edit; nil when none was.
    var pending: Range<Int>?

    /// Adds `edited` (in current coordinates) to the deferred range.
    mutating func postpone(_ edited: Range<Int>) {
        pending.formHull(edited)
    }

    /// Maps the deferred range through the replacement of `replaced` by `insertedLength` units:
    /// shifted when the edit is before it, grown to cover the new text when they overlap or the
    /// edit starts at its end.
    mutating func map(replacing replaced: Range<Int>, insertedLength: Int) {
        guard let p = pending else { return }
        let delta = insertedLength - replaced.count
        if replaced.upperBound <= p.lowerBound {
            pending = p.lowerBound + delta ..< p.upperBound + delta
        } else if replaced.lowerBound <= p.upperBound {
            // Text inserted right at the end takes the attributes of the character before it,
            // which the rule has not fixed yet: it joins the range.
            let covered = p.hull(replaced)
            pending = covered.lowerBound ..< covered.upperBound + delta
        }
    }
}

// NSTextStorage's beginEditing/endEditing for a value: a document has no observers to notify, so
// what a batch groups is the one piece of work NSTextStorage also leaves to `endEditing`: fixing
// attributes (`fixAttributes`, here the paragraph rule). Inside a batch every edit applies at once
// (text, runs, lookups are exact), but paragraphs may be left non-uniform; the outermost
// `endEditing()` makes every paragraph the batch touched uniform in one pass.
extension TextDocument {
    /// Opens a batch of edits (`NSTextStorage.beginEditing()`): until the matching
    /// ``endEditing()``, the paragraph rule (each paragraph takes its first character's paragraph
    /// style) is deferred; text and runs change at once. Batches nest.
    ///
    /// Use it around many edits of the same paragraphs (building a document run by run, setting
    /// paragraph styles piecemeal): the paragraphs are fixed once, at the end, from their first
    /// characters as they are then. A batch is not part of the document's value (`==` ignores
    /// it), and an editor given a document closes its batch first.
    public mutating func beginEditing() {
        if editingBatch == nil {
            editingBatch = EditingBatch()
        } else {
            editingBatch!.depth += 1
        }
    }

    /// Closes a batch opened by ``beginEditing()`` (`NSTextStorage.endEditing()`); the outermost
    /// one makes every paragraph the batch touched uniform. Without an open batch it does nothing.
    ///
    /// - Complexity: O(log n + m + k) for the m units and k runs between the first and the last
    ///   place the batch edited.
    public mutating func endEditing() {
        guard var batch = editingBatch else { return }
        batch.depth -= 1
        if batch.depth > 0 {
            editingBatch = batch
            return
        }
        editingBatch = nil
        if let pending = batch.pending {
            fixParagraphStyles(around: pending)
        }
    }

    /// Whether a batch opened by ``beginEditing()`` is open.
    public var isEditing: Bool { editingBatch != nil }

    /// Closes every open batch, fixing what it deferred.
    internal mutating func endAllEditing() {
        while editingBatch != nil { endEditing() }
    }
}
