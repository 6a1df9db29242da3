extension ChangeSet {
    /// This change set followed by `next`, as one: from the text before this one to the text
    /// after `next` (CodeMirror's `ChangeSet.compose`). Text this one inserts and `next` deletes
    /// is dropped; applying the result equals applying the two in turn.
    ///
    /// - Parameter next: The change set that follows; its `oldLength` must equal this `newLength`.
    /// - Returns: A change set from `oldLength` to `next.newLength`.
    /// - Complexity: O(*n* + *m* + *t*) for *n* and *m* sections and *t* inserted units.
    public func composed(with next: ChangeSet) -> ChangeSet {
        precondition(next.oldLength == newLength, "composing a change set to length \(newLength) with one from length \(next.oldLength)")
        if isEmpty { return next }
        if next.isEmpty { return self }
        var builder = SectionBuilder(collectsText: true)
        ChangeSections.compose(changeDescription, text, next.changeDescription, next.text, into: &builder)
        return builder.changeSet()
    }

    /// This change set, made to apply after `other`, a concurrent change of the same text
    /// (CodeMirror's `ChangeSet.map`): the operational transform. For concurrent `a` and `b`,
    /// `a.composed(with: b.mapped(through: a.changeDescription))` and
    /// `b.composed(with: a.mapped(through: b.changeDescription, before: true))` give the same text.
    ///
    /// Text of this set inside a range `other` deletes is dropped; where both insert at one point,
    /// `other`'s text comes first unless `before` is true.
    ///
    /// - Parameters:
    ///   - other: A change of the same old text.
    ///   - before: Whether this change counts as the earlier one at shared insertion points.
    /// - Returns: A change set from `other.newLength`.
    /// - Precondition: `other.oldLength == oldLength` (checked even when `other` changes nothing:
    ///   a change of another text is a bug and traps with both lengths, see
    ///   ``ChangeDescription/validateMapping(over:)``), and the result cannot pass `Int.max`
    ///   (`other.newLength` plus the units inserted fits in an `Int`; traps with the lengths).
    /// - Complexity: O(*n* + *m* + *t*) for *n* and *m* sections and *t* inserted units.
    public func mapped(through other: ChangeDescription, before: Bool = false) -> ChangeSet {
        if let message = changeDescription.validateMapping(over: other) { preconditionFailure(message) }
        if other.isEmpty { return self }
        var builder = SectionBuilder(collectsText: true)
        ChangeSections.map(changeDescription, text, over: other, before: before, into: &builder)
        return builder.changeSet()
    }

    /// This change set made to apply after the concurrent change set `other`; see
    /// the description-taking `mapped(through:before:)`.
    ///
    /// - Parameters:
    ///   - other: A change set of the same old text.
    ///   - before: Whether this change counts as the earlier one at shared insertion points.
    /// - Returns: A change set from `other.newLength`.
    public func mapped(through other: ChangeSet, before: Bool = false) -> ChangeSet {
        mapped(through: other.changeDescription, before: before)
    }

    /// The change set that takes the text after this one back to `document`, the text it applies
    /// to (CodeMirror's `ChangeSet.invert(doc)`): each change's lengths swapped, its new text the
    /// old text it replaced.
    ///
    /// - Parameter document: The document before this change set; its length must be `oldLength`.
    /// - Returns: A change set from `newLength` to `oldLength`.
    /// - Complexity: O(*n* + *r* log *N*) for *n* sections and *r* replaced units.
    public func inverted(for document: TextDocument) -> ChangeSet {
        precondition(document.length == oldLength, "inverting a change set of length \(oldLength) for a document of length \(document.length)")
        let description = changeDescription
        switch description.storage {
        case .unchanged:
            return self
        case .single(let start, let removed, _):
            return ChangeSet(description: description.inverted(), text: document.insertedUnits(in: start ..< start + removed))
        case .sections:
            var units: [UInt16] = []
            var position = 0
            for pair in 0..<description.pairCount {
                let (len, ins) = description.section(pair)
                if ins >= 0 && len > 0 { units.append(contentsOf: document.units(in: position ..< position + len)) }
                position += len
            }
            return ChangeSet(description: description.inverted(), text: InsertedUnits(array: units))
        }
    }

    /// `document` with this change set applied (CodeMirror's `ChangeSet.apply`); see
    /// `TextDocument.apply(_:)`, which changes a document in place and returns the inverse.
    ///
    /// - Parameter document: A document of `oldLength` units.
    /// - Returns: The changed document, of `newLength` units.
    public func apply(to document: TextDocument) -> TextDocument {
        var result = document
        result.apply(self)
        return result
    }

    /// One change of a change set: the range it replaces, the range the new text takes, and
    /// that text.
    public struct Change: Hashable, Sendable {
        /// The replaced range, in the old text.
        public var oldRange: Range<Int>
        /// The new text's range, in the new text.
        public var newRange: Range<Int>
        /// The new text's UTF-16 code units.
        public var insertedUTF16: [UInt16]

        /// The new text as a string (an unpaired surrogate, which only a change cut inside a
        /// surrogate pair can hold, reads as U+FFFD).
        public var inserted: String { String(decoding: insertedUTF16, as: UTF16.self) }
    }

    /// The changes with their text, in order (CodeMirror's `iterChanges`); touching changes are
    /// reported as one unless `individual`.
    ///
    /// - Parameter individual: Whether touching changes are reported apart.
    /// - Complexity: O(*n* + *t*) for *n* sections and *t* inserted units.
    public func changes(individual: Bool = false) -> [Change] {
        var result: [Change] = []
        changeDescription.forEachChange(individual: individual) { old, new, textRange in
            result.append(Change(oldRange: old, newRange: new, insertedUTF16: text.units(in: textRange)))
        }
        return result
    }

    /// The unchanged ranges (CodeMirror's `iterGaps`); see ``ChangeDescription/gaps``.
    public var gaps: [ChangeDescription.ChangedRange] { changeDescription.gaps }
}

extension ChangeSet: CustomStringConvertible {
    /// CodeMirror's notation for the sections, each change that inserts followed by its text in
    /// quotes, as `5 0:2 "hi" 2:0 3`.
    ///
    /// - Complexity: O(*n* + *t*) for *n* sections and *t* inserted units.
    public var description: String {
        var parts: [String] = []
        var offset = 0
        for pair in 0..<changeDescription.pairCount {
            let (len, ins) = changeDescription.section(pair)
            if ins <= 0 {
                parts.append(ins < 0 ? "\(len)" : "\(len):0")
            } else {
                let inserted = String(decoding: text.units(in: offset ..< offset + ins), as: UTF16.self)
                parts.append("\(len):\(ins) \"\(inserted)\"")
                offset += ins
            }
        }
        return parts.joined(separator: " ")
    }
}
