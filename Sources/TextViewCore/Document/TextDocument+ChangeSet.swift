extension TextDocument {
    /// Applies `changes`, a change set of a text of this document's length, and returns its
    /// inverse: the change set that takes the document back (what undoing needs).
    ///
    /// Each change is one replacement through the document's single edit path, from the start of
    /// the text to its end: the new text takes attributes by `NSMutableAttributedString`'s rule
    /// (those of the first replaced character, or the character before an insertion) and the
    /// touched paragraphs are made uniform, as ``replaceCharacters(in:with:)`` does. A change set
    /// holds text only; attributes are not part of it or of its inverse.
    ///
    /// Change sets made by this package, and by CodeMirror's commands, cut text at scalar
    /// boundaries; a change that would split a surrogate pair is widened by the rope to the whole
    /// pair, and the result then differs from what the change set describes.
    ///
    /// - Parameter changes: A change set whose `oldLength` equals ``length`` (checked: a
    ///   change set of another length is a bug and traps with both lengths).
    /// - Returns: The inverse change set, from the new length back to the old one.
    /// - Complexity: O(*k* (log *n*) + *t*) for *k* changes, *t* inserted and removed units.
    @discardableResult
    public mutating func apply(_ changes: ChangeSet) -> ChangeSet {
        precondition(changes.oldLength == length, "applying a change set of length \(changes.oldLength) to a document of length \(length)")
        let inverse = changes.inverted(for: self)
        changes.changeDescription.forEachChange(individual: false) { old, new, textRange in
            // Changes before this one are applied, so it starts at its new position.
            let string = String(decoding: changes.text.units(in: textRange), as: UTF16.self)
            applyReplacement(new.lowerBound ..< new.lowerBound + old.count, with: string, attributes: nil)
        }
        return inverse
    }
}

extension TextDocument {
    /// The units this document holds at the new ranges of `description`'s changes, concatenated:
    /// the inserted text of a change set that ends in this document.
    ///
    /// - Complexity: O(log n) per change plus the units; up to four units are read through the
    ///   rope's finger (right after an edit, the leaf holding them) without allocating.
    internal func insertedUnits(of description: ChangeDescription) -> InsertedUnits {
        switch description.storage {
        case .unchanged:
            return .empty
        case .single(let start, _, let inserted):
            if inserted <= InsertedUnits.inlineCapacity {
                var units = InsertedUnits.empty
                for offset in start ..< start + inserted { units.appendInline(rope.unit(at: offset)) }
                return units
            }
            return InsertedUnits(array: units(in: start ..< start + inserted))
        case .sections:
            var units: [UInt16] = []
            description.forEachChange(individual: true) { _, new, _ in
                rope.forEachChunk(in: new) { chunk in
                    units.append(contentsOf: chunk)
                    return true
                }
            }
            return InsertedUnits(array: units)
        }
    }
}
