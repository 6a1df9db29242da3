import Foundation

// Unsafe in this file: the inserted units are lent to the rope's replace for the length of the call.

// Applying a change of text and runs exactly: how undo and redo put a document back.
extension TextDocument {
    /// Applies `change` exactly and returns its inverse: the text replaced as its change set says
    /// (with no paragraph rule), then its runs written as they are. The inverse replaces the new
    /// text by the old and writes back the old runs of every range the change replaced or wrote,
    /// so applying it restores text, attributes and paragraph styles exactly.
    ///
    /// - Parameter change: A change of a text of this document's length, cutting it at scalar
    ///   boundaries (a change this document's own inverse produced).
    /// - Complexity: O(k log n + t) for k changes and sections and t units and runs.
    /// - Returns: The inverse, and the ranges the change wrote (its new text and its runs, in
    ///   the coordinates after it, in order).
    internal mutating func applyExactly(_ change: DocumentChange) -> (inverse: DocumentChange, written: [Range<Int>]) {
        let text = change.text
        precondition(text.oldLength == length, "applying a change of length \(text.oldLength) to a document of length \(length)")
        // The ranges whose old runs the inverse writes back, in the coordinates of now (which are
        // those after the inverse's text): the replaced text, and the written runs outside new text.
        var ranges: [Range<Int>] = []
        text.changeDescription.forEachChange(individual: false) { old, _, _ in
            if !old.isEmpty { ranges.append(old) }
        }
        for section in change.runs.mapped(through: text.changeDescription.inverted()).sections {
            ranges.append(section.range)
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var inverseRuns = RunChange()
        var merged: Range<Int>?
        func flush() {
            if let r = merged { inverseRuns.append(location: r.lowerBound, runs: attributedRuns(in: r), length: r.count) }
        }
        for range in ranges {
            if let r = merged, range.lowerBound <= r.upperBound {
                merged = r.lowerBound ..< Swift.max(r.upperBound, range.upperBound)
            } else {
                flush()
                merged = range
            }
        }
        flush()
        let inverse = DocumentChange(text: text.inverted(for: self), runs: inverseRuns)

        // What the change wrote, in the coordinates after it: the new text of each replacement
        // and each section of runs.
        var written: [Range<Int>] = []
        text.changeDescription.forEachChange(individual: false) { old, new, textRange in
            // Changes before this one are applied, so it starts at its new position.
            let range = new.lowerBound ..< new.lowerBound + old.count
            let units = text.text.units(in: textRange)
            let widened = units.withUnsafeBufferPointer { rope.replace(range, withUTF16: $0) }
            precondition(widened == range, "an exact change's range \(range) was widened to \(widened)")
            // An open batch's deferred range follows the text, as it does for every other edit.
            editingBatch?.map(replacing: range, insertedLength: units.count)
            // A placeholder for the runs the change then writes over the new text.
            let id = units.isEmpty ? AttributeID(0)
                : range.lowerBound > 0 ? attributeStorage.run(containing: range.lowerBound - 1).run.id
                : attributeStorage.intern(TextAttributes())
            attributeStorage.replace(range, insertedLength: units.count, id: id)
            written.append(range.lowerBound ..< range.lowerBound + units.count)
        }
        for section in change.runs.sections {
            replaceRunsExactly(section.range, with: section.runs)
            written.append(section.range)
        }
        return (inverse, written)
    }

    /// Applies `change` as undo and redo do: exactly (``applyExactly(_:)``), then the paragraph
    /// rule over the paragraphs it wrote, both added to `inverse` (when not nil).
    ///
    /// The stored runs of an undo step fit the paragraphs they were recorded in; the text around
    /// them now may have been restyled since (an unrecorded edit, a composition whose steps were
    /// merged, a batch's deferred fix), and restoring them as they are would leave a paragraph
    /// with two paragraph styles. So the paragraph rule runs here, for every exact change, as it
    /// runs in ``applyReplacement(_:with:attributes:inverse:)`` for every other edit; when the
    /// restored runs already fit, it reads the touched paragraphs and writes nothing.
    ///
    /// - Complexity: ``applyExactly(_:)``'s, plus O(log n + m + k) per written range for the m
    ///   units and k runs of the paragraphs it touches.
    internal mutating func apply(_ change: DocumentChange, inverse: inout InverseAccumulator?) {
        let (undone, written) = applyExactly(change)
        inverse?.addExact(undone, changed: change)
        fixParagraphStyles(aroundParagraphsOf: written, inverse: &inverse)
    }

    /// ``apply(_:inverse:)`` returning its inverse (the exact one when the paragraph rule
    /// writes nothing).
    @discardableResult
    internal mutating func apply(_ change: DocumentChange) -> DocumentChange {
        var inverse: InverseAccumulator? = InverseAccumulator()
        apply(change, inverse: &inverse)
        return inverse!.takeInverse() ?? DocumentChange(text: ChangeSet(length: length))
    }

    /// Makes every paragraph that one of `ranges` (in current coordinates) touches
    /// uniform, whole paragraphs at a time, so no paragraph around them needs to be uniform
    /// already; paragraphs shared by neighbouring ranges are fixed once.
    private mutating func fixParagraphStyles(aroundParagraphsOf ranges: [Range<Int>], inverse: inout InverseAccumulator?) {
        var pending: Range<Int>?
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            let first = paragraphRange(containing: range.lowerBound)
            let last = range.isEmpty ? first : paragraphRange(containing: range.upperBound - 1)
            let whole = first.location ..< NSMaxRange(last)
            if let p = pending, whole.lowerBound <= p.upperBound {
                pending = p.lowerBound ..< Swift.max(p.upperBound, whole.upperBound)
            } else {
                if let p = pending { fixParagraphStyles(around: p, inverse: &inverse) }
                pending = whole
            }
        }
        if let p = pending { fixParagraphStyles(around: p, inverse: &inverse) }
    }
}
