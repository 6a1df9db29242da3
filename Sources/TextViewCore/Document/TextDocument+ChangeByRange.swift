import Foundation

// How an editor transaction changes the document: its one change set, applied in one call, the
// new text of each edited range attributed as that range's edit says.
extension TextDocument {
    /// Applies `changes`, the change set of `edits` (``ChangeSet/init(edits:length:)``), taking
    /// the new text from the change set and its attributes from each range's edit: the
    /// edit's attributes, or its attributed text's runs, or, when it has neither, the rule of
    /// ``applyReplacement(_:with:attributes:)``.
    ///
    /// The ranges are replaced from the last to the first, so each is still at its position in the
    /// text before (exactly as if each range's edit were made alone, in that order): an insertion
    /// right after another range's new text takes the attributes of the text that was there.
    /// Each replacement's inverse is added to `inverse`, when it is not nil.
    ///
    /// - Parameters:
    ///   - changes: A change set of a text of this document's length.
    ///   - edits: Its specs: sorted, apart, on scalar boundaries, in the coordinates of the text
    ///     before.
    ///   - inverse: Where the inverse is added; nil to compute none.
    /// - Complexity: O(e log n + m) for e edits inserting m units, plus the paragraphs the
    ///   replacements touch.
    internal mutating func apply<Edits: BidirectionalCollection<TextReplacement>>(_ changes: ChangeSet, attributing edits: Edits,
                                                                       inverse: inout InverseAccumulator?)
    where Edits.Index == Int {
        precondition(changes.oldLength == length, "applying a change set of length \(changes.oldLength) to a document of length \(length)")
        #if TEXTVIEWCORE_INTERNAL_CHECKS
        precondition(ChangeSet(edits: edits, length: length) == changes, "the change set \(changes) is not that of its edits \(Array(edits))")
        #endif
        if edits.count == 1, case .single(let start, let removed, let inserted) = changes.changeDescription.storage,
           !edits[edits.startIndex].hasAttributedText {
            // One edit, one change (a keystroke): its range and text read from the change set,
            // which checked them, with no copy of the edit.
            assert(rope.scalarBoundary(atOrBefore: start) == start && rope.scalarBoundary(atOrAfter: start + removed) == start + removed,
                   "edit \(start ..< start + removed) splits a surrogate pair")
            changes.text.withUnits(in: 0 ..< inserted) { units in
                _ = applyReplacement(start ..< start + removed, withUTF16: units, attributes: edits[edits.startIndex].attributes, inverse: &inverse)
            }
            return
        }
        var previousUpper = 0
        for edit in edits {
            precondition(edit.lower >= previousUpper && edit.upper <= length,
                         "edit \(edit.range) overlaps the previous one (ending at \(previousUpper)) or leaves 0...\(length)")
            assert(rope.scalarBoundary(atOrBefore: edit.lower) == edit.lower
                   && rope.scalarBoundary(atOrAfter: edit.upper) == edit.upper,
                   "edit \(edit.range) splits a surrogate pair")
            previousUpper = edit.upper
        }
        // The change set's text is the edits' texts concatenated in order: the last edit's is at
        // its end.
        var textEnd = changes.text.count
        for edit in edits.reversed() {
            if let attributed = edit.attributed {
                textEnd -= attributed.length
                applyAttributedReplacement(edit.lower ..< edit.upper, with: attributed, inverse: &inverse)
                continue
            }
            let m = edits.count == 1 ? textEnd : edit.text.utf16.count
            precondition(textEnd >= m, "the change set's text is shorter than its edits' texts")
            textEnd -= m
            changes.text.withUnits(in: textEnd ..< textEnd + m) { units in
                _ = applyReplacement(edit.lower ..< edit.upper, withUTF16: units, attributes: edit.attributes, inverse: &inverse)
            }
        }
        precondition(textEnd == 0, "the change set's text is longer than its edits' texts")
    }
}
