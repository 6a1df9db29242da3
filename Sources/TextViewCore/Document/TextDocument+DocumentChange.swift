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
    @discardableResult
    internal mutating func apply(_ change: DocumentChange) -> DocumentChange {
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

        text.changeDescription.forEachChange(individual: false) { old, new, textRange in
            // Changes before this one are applied, so it starts at its new position.
            let range = new.lowerBound ..< new.lowerBound + old.count
            let units = text.text.units(in: textRange)
            let widened = units.withUnsafeBufferPointer { rope.replace(range, withUTF16: $0) }
            precondition(widened == range, "an exact change's range \(range) was widened to \(widened)")
            // A placeholder for the runs the change then writes over the new text.
            let id = units.isEmpty ? AttributeID(0)
                : range.lowerBound > 0 ? attributeStorage.run(containing: range.lowerBound - 1).run.id
                : attributeStorage.intern(TextAttributes())
            attributeStorage.replace(range, insertedLength: units.count, id: id)
        }
        for section in change.runs.sections {
            replaceRunsExactly(section.range, with: section.runs)
        }
        return inverse
    }
}
