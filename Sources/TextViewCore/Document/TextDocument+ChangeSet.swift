extension TextDocument {
    /// Applies `changes`, a change set of a text of this document's length, and returns its
    /// inverse: the change set that takes the document back (what undoing needs).
    ///
    /// Each change is one replacement through the document's single edit path, from the start of
    /// the text to its end: the new text takes attributes by `NSMutableAttributedString`'s rule
    /// (those of the first replaced character, or the character before an insertion) and the
    /// touched paragraphs are made uniform, as ``replaceCharacters(in:with:)-(_,String)`` does. A change set
    /// holds text only; attributes are not part of it or of its inverse.
    ///
    /// The result always has the set's `newLength`, and the inverse always restores the text
    /// exactly, unit for unit, whatever the set holds:
    ///
    /// - Change sets made by this package, and by CodeMirror's commands, cut text at scalar
    ///   boundaries and insert whole scalars; they apply as they read, and the inverse is
    ///   `changes.inverted(for:)` of the document before.
    /// - A document holds Unicode only, so a code unit that would be left without its surrogate
    ///   pair, by a change that cuts a pair or by inserted text holding half of one, becomes
    ///   U+FFFD, one unit as well (where CodeMirror would hold the lone surrogate): every length and
    ///   position stays what the set says. A change that cuts a pair is applied to the whole pair,
    ///   and the inverse then restores whole pairs (its changes are the widened ones, so it is not
    ///   `changes.inverted(for:)`, which would put back half a pair).
    ///
    /// ``apply(validating:)`` refuses such sets instead, which is what text from another process
    /// needs: a set whose result depends on a repair must not enter a shared history, where each
    /// peer would repair it against its own text.
    ///
    /// - Parameter changes: A change set whose `oldLength` equals ``length``. One of another
    ///   length is a bug and traps with both lengths; a change set from outside the process
    ///   (decoded JSON, a collaboration message) goes through ``apply(validating:)``, which throws
    ///   instead.
    /// - Returns: The inverse change set, from the new length back to the old one.
    /// - Complexity: O(*k* (log *n*) + *t*) for *k* changes, *t* inserted and removed units.
    @discardableResult
    public mutating func apply(_ changes: ChangeSet) -> ChangeSet {
        precondition(changes.oldLength == length, "applying a change set of length \(changes.oldLength) to a document of length \(length)")
        return applyRepairing(changes).inverse
    }

    /// Applies `changes` when it fits this document exactly, and throws, changing nothing,
    /// when it does not: the entry point for a change set from outside the process. It fits when
    /// its `oldLength` is ``length``, no change starts or ends inside a surrogate pair, and the
    /// text of each change is well-formed UTF-16 (each change on its own, touching ones too: a
    /// concurrent change mapped between two touching ones would leave a half pair alone); it then applies
    /// exactly as it reads, as ``apply(_:)`` does, and the inverse is `changes.inverted(for:)`.
    ///
    /// - Parameter changes: Any change set.
    /// - Returns: The inverse change set, from the new length back to the old one.
    /// - Throws: ``ChangeSetError`` naming the first misfit; the document is unchanged then.
    /// - Complexity: as ``apply(_:)``.
    @discardableResult
    public mutating func apply(validating changes: ChangeSet) throws(ChangeSetError) -> ChangeSet {
        if let error = misfit(of: changes) { throw error }
        return applyRepairing(changes).inverse
    }

    /// Why `changes` does not fit this document exactly (see ``apply(validating:)``), or nil.
    ///
    /// - Complexity: O(*k* log *n* + *t*) for *k* changes and *t* inserted units.
    public func misfit(of changes: ChangeSet) -> ChangeSetError? {
        guard changes.oldLength == length else {
            return .lengthMismatch(changeSetLength: changes.oldLength, documentLength: length)
        }
        var error: ChangeSetError?
        // Each change on its own, touching ones too: mapping may put another change between them.
        changes.changeDescription.forEachChange(individual: true) { old, new, textRange in
            guard error == nil else { return }
            if splitsSurrogatePair(at: old.lowerBound) || splitsSurrogatePair(at: old.upperBound) {
                error = .splitsSurrogatePair(offset: splitsSurrogatePair(at: old.lowerBound) ? old.lowerBound : old.upperBound)
            } else if let bad = Self.unpairedSurrogate(in: changes.text.units(in: textRange)) {
                error = .unpairedSurrogate(offset: new.lowerBound + bad)
            }
        }
        return error
    }

    /// Applies `changes` (of this document's length), repairing what a document cannot hold
    /// (see ``apply(_:)``), and returns the change set that was applied in effect (the set itself
    /// when nothing needed repair; else the widened changes with their repaired text, which fits
    /// the document before exactly) and the inverse.
    internal mutating func applyRepairing(_ changes: ChangeSet) -> (applied: ChangeSet, inverse: ChangeSet) {
        var repairs = false
        changes.changeDescription.forEachChange(individual: true) { old, _, textRange in
            repairs = repairs || splitsSurrogatePair(at: old.lowerBound) || splitsSurrogatePair(at: old.upperBound)
                || Self.unpairedSurrogate(in: changes.text.units(in: textRange)) != nil
        }
        if repairs { return applyWidened(changes) }
        let inverse = changes.inverted(for: self)
        changes.changeDescription.forEachChange(individual: false) { old, new, textRange in
            // Changes before this one are applied, so it starts at its new position.
            let string = String(decoding: changes.text.units(in: textRange), as: UTF16.self)
            applyReplacement(new.lowerBound ..< new.lowerBound + old.count, with: string, attributes: nil)
        }
        return (changes, inverse)
    }

    /// The offset of the first unpaired surrogate in `units`, or nil when they are well-formed.
    private static func unpairedSurrogate(in units: [UInt16]) -> Int? {
        var index = 0
        while index < units.count {
            let unit = units[index]
            if UTF16.isLeadSurrogate(unit) {
                guard index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) else { return index }
                index += 2
            } else if UTF16.isTrailSurrogate(unit) {
                return index
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Whether `offset` falls between the two units of a surrogate pair.
    private func splitsSurrogatePair(at offset: Int) -> Bool {
        rope.scalarBoundary(atOrBefore: offset) != offset
    }

    /// ``apply(_:)`` for a change set that needs repair (a change cuts a surrogate pair, or its
    /// text holds half of one): each change that cuts a pair takes in the half pair it would leave
    /// behind (the unit before a cut start, the unit after a cut end) and writes it back itself,
    /// so that the units around the change are what CodeMirror gives, with a lone surrogate as
    /// U+FFFD, and every length stays the set's. The inverse replaces each widened change's new
    /// text with the whole old text it covered.
    private mutating func applyWidened(_ changes: ChangeSet) -> (applied: ChangeSet, inverse: ChangeSet) {
        // Collected from the document before: widened old range, its old units, the new units.
        var widened: [(old: Range<Int>, oldUnits: [UInt16], new: [UInt16])] = []
        changes.changeDescription.forEachChange(individual: false) { old, _, textRange in
            let lower = splitsSurrogatePair(at: old.lowerBound) ? old.lowerBound - 1 : old.lowerBound
            let upper = splitsSurrogatePair(at: old.upperBound) ? old.upperBound + 1 : old.upperBound
            var new = units(in: lower ..< old.lowerBound)
            new.append(contentsOf: changes.text.units(in: textRange))
            new.append(contentsOf: units(in: old.upperBound ..< upper))
            widened.append((lower ..< upper, units(in: lower ..< upper), new))
        }
        let oldLength = length
        var applied = SectionBuilder(collectsText: true)
        var inverse = SectionBuilder(collectsText: true)
        var oldPosition = 0
        var newPosition = 0
        var shift = 0
        for change in widened {
            let string = String(decoding: change.new, as: UTF16.self)
            precondition(string.utf16.count == change.new.count, "repairing \(change.new) changed its length")
            let start = change.old.lowerBound + shift
            applyReplacement(start ..< start + change.old.count, with: string, attributes: nil)
            applied.add(change.old.lowerBound - oldPosition, -1)
            applied.add(change.old.count, change.new.count)
            applied.appendText(utf16: string.utf16)
            inverse.add(start - newPosition, -1)
            inverse.add(change.new.count, change.oldUnits.count)
            inverse.appendText(utf16: change.oldUnits)
            oldPosition = change.old.upperBound
            newPosition = start + change.new.count
            shift += change.new.count - change.old.count
        }
        applied.add(oldLength - oldPosition, -1)
        inverse.add(length - newPosition, -1)
        precondition(length == changes.newLength, "a change set to \(changes.newLength) units gave \(length)")
        return (applied.changeSet(), inverse.changeSet())
    }
}
