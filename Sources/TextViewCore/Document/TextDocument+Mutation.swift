import Foundation

// Unsafe in this file: the replacement's units arrive as a buffer lent by the caller (a String's
// UTF-16, or an inline temporary) for the length of the mutation, so typing copies no array.

// The internal paths every change of a document takes: text edits all go through
// `applyReplacement`, attribute edits all through `applyRuns`. Each adds the inverse of what it
// changed (a `DocumentChange`) to the `inverse` its caller passes, when that is not nil: the
// document keeps nothing of the caller's, and a caller that does not undo pays nothing.
extension TextDocument {
    /// Replaces the text of `range` with `string` and the runs of `range` with one run for the new
    /// text, then makes the touched paragraphs uniform: the one function that edits text.
    ///
    /// - Parameters:
    ///   - requested: A clamped range (``clampedRange(_:snapping:)`` with `.none`); the rope widens
    ///     it to scalar boundaries in the leaf it edits (an empty range inside a pair moves to the
    ///     pair's start), exactly as `.scalar` would, and the runs follow the widened range.
    ///   - string: The new text.
    ///   - attributes: The new text's attributes, or nil for NSMutableAttributedString's rule
    ///     (the first replaced character's; for an empty range the previous character's, or at 0
    ///     the next one's; none in an empty document).
    ///   - inverse: Where the inverse of the replacement (and of the paragraph fix it makes) is
    ///     added; nil to compute none.
    /// - Returns: The range the new text occupies.
    /// - Complexity: O(log n + m + k) for m inserted units and k runs in the range, plus the runs
    ///   of the touched paragraphs whose paragraph style has to change.
    @discardableResult
    internal mutating func applyReplacement(_ requested: Range<Int>, with string: String, attributes: TextAttributes?,
                                            inverse: inout InverseAccumulator?) -> NSRange {
        applyReplacement(requested, attributes: attributes, inverse: &inverse) { rope, range in rope.replace(range, with: string) }
    }

    /// ``applyReplacement(_:with:attributes:inverse:)`` computing no inverse.
    @discardableResult
    internal mutating func applyReplacement(_ requested: Range<Int>, with string: String, attributes: TextAttributes?) -> NSRange {
        var none: InverseAccumulator? = nil
        return applyReplacement(requested, with: string, attributes: attributes, inverse: &none)
    }

    /// ``applyReplacement(_:with:attributes:)`` with the new text as UTF-16 code units (a change
    /// set's text).
    @discardableResult
    internal mutating func applyReplacement(_ requested: Range<Int>, withUTF16 units: UnsafeBufferPointer<UInt16>,
                                            attributes: TextAttributes?, inverse: inout InverseAccumulator?) -> NSRange {
        applyReplacement(requested, attributes: attributes, inverse: &inverse) { rope, range in rope.replace(range, withUTF16: units) }
    }

    /// The body of both text paths: `replaceText` replaces the text of a range in the rope and
    /// returns the range it replaced (widened to scalar boundaries).
    @inline(__always)
    private mutating func applyReplacement(_ requested: Range<Int>, attributes: TextAttributes?, inverse: inout InverseAccumulator?,
                                           replaceText: (inout Rope, Range<Int>) -> Range<Int>) -> NSRange {
        precondition(requested.lowerBound >= 0 && requested.upperBound <= length, "replacement range \(requested) out of bounds 0...\(length)")
        // A document whose text is one run (no attributes, or one set throughout) keeps one run
        // when the new text takes that run's attributes: then no run is split or merged, every
        // paragraph stays uniform, and the edit costs the runs one length change.
        let uniform = attributeStorage.uniformID
        // Read before the text goes; widening only adds surrogates, never a line break. Only the
        // paragraph shortcut below needs it, which a uniform document taking its own run's
        // attributes never reaches while text remains (and an emptied text starts at 0).
        let removesBreak = (uniform == nil || attributes != nil) && !requested.isEmpty
            && rope.containsBreakCandidate(in: requested)
        let oldLength = rope.count
        // What the edit removes, for the undo history; the editor's ranges are scalar-aligned
        // already, so the rope will not widen them.
        var removed: (text: InsertedUnits, runs: [AttributedRun])?
        if inverse != nil {
            assert(rope.scalarBoundary(atOrBefore: requested.lowerBound) == requested.lowerBound
                   && rope.scalarBoundary(atOrAfter: requested.upperBound) == requested.upperBound,
                   "a recorded edit \(requested) splits a surrogate pair")
            removed = requested.isEmpty ? (.empty, []) : (insertedUnits(in: requested), attributedRuns(in: requested))
        }
        let range = replaceText(&rope, requested)
        let lo = range.lowerBound
        let inserted = rope.count - oldLength + range.count
        editingBatch?.map(replacing: range, insertedLength: inserted)
        if range.isEmpty && inserted == 0 { return NSRange(location: lo, length: 0) }
        if let removed {
            // The inverse: the new text replaced by the removed text, carrying its runs.
            let text = ChangeSet(replacing: lo ..< lo + inserted, with: removed.text, length: rope.count)
            inverse!.addText(DocumentChange(text: text, runs: RunChange(location: lo, runs: removed.runs)),
                                     written: lo ..< lo + inserted, removedLength: removed.text.count)
        }
        if keepsUniformRun(uniform, attributes: attributes, inserted: inserted, removed: range.count) {
            return NSRange(location: lo, length: inserted)
        }
        // The run before the edit (runs are still as before it): what an insertion inherits, what
        // the paragraph shortcut compares with, and where the run tree's in-place path starts.
        let left = lo > 0 ? attributeStorage.locate(lo - 1) : nil
        var id = AttributeID(0)
        if inserted > 0 {
            if let attributes {
                id = attributeStorage.intern(attributes)
            } else if let left, range.isEmpty || left.start + left.run.length > lo {
                id = left.run.id
            } else if attributeStorage.length > 0 {
                id = attributeStorage.run(containing: lo).run.id
            } else {
                id = attributeStorage.intern(TextAttributes())
            }
        }
        // The paragraph fix is skipped when the edit is not at 0, the character before it is not
        // part of a line break, the removed text held none, and the new text, if any, carries the
        // same attributes as the character before it. Then the paragraph holding that character
        // keeps its first character and its style; the new text has that style; breaks in the new
        // text start paragraphs beginning with new text or with the rest of that same old
        // paragraph; no CR meets an LF at the front seam, and an LF after the new text was a break
        // of that same old paragraph. Typing, pasting and deleting inside a paragraph cost no
        // paragraph work.
        let quiet = !removesBreak && lo > 0 && (inserted == 0 || left?.run.id == id)
            && !LineBreaks.isBreakCandidate(rope.unit(at: lo - 1))
        attributeStorage.replace(range, insertedLength: inserted, id: id)
        if !quiet {
            fixParagraphStyles(around: lo ..< lo + inserted, uniform: inserted > 0 ? id : nil, inverse: &inverse)
        }
        return NSRange(location: lo, length: inserted)
    }

    /// The uniform-document rule, the one place it lives: a document whose text is one run
    /// (`uniform`) keeps one run when its text stays non-empty and the new text takes that run's
    /// attributes (no attributes given, none inserted, or the run's own); then the edit just made
    /// to the rope changes that run's length and nothing else, every paragraph stays uniform, and
    /// this returns true. Else it changes nothing and returns false.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    private mutating func keepsUniformRun(_ uniform: AttributeID?, attributes: TextAttributes?,
                                          inserted: Int, removed: Int) -> Bool {
        guard let uniform, rope.count > 0,
              attributes == nil || inserted == 0 || attributeStorage.intern(attributes!) == uniform else { return false }
        attributeStorage.resizeUniformRun(by: inserted &- removed)
        return true
    }

    /// The common case of ``replaceCharacters(in:with:)``, done without the general path's
    /// bookkeeping when it applies, with exactly the general path's result: a range inside the
    /// text as given (clamping would return it unchanged), a document whose text is one run and
    /// stays non-empty (``keepsUniformRun(_:attributes:inserted:removed:)``), no inverse to
    /// record. Nothing else is checked or copied: no precondition, no inverse, no left run, no
    /// paragraph shortcut, no run tree but the one run's length.
    ///
    /// - Returns: Whether the edit was made; false, having changed nothing, when the general path
    ///   has to make it.
    /// - Complexity: the rope's edit, plus O(1).
    @inline(__always)
    internal mutating func replaceInUniformText(_ range: NSRange, with string: String) -> Bool {
        let oldLength = rope.count
        // In bounds as given (NSNotFound, a negative length and overflow all fail here). The rope
        // widens each end by at most one unit (a trail surrogate), so the text stays non-empty when
        // something is inserted or at least three units would remain.
        // (Typing tests the length first: it inserts, so the string is not looked at. The
        // arithmetic below cannot overflow, given the bounds, and is written unchecked.)
        // Unsigned, a negative length or location is past any length: two comparisons for three.
        guard UInt(bitPattern: range.length) <= UInt(bitPattern: oldLength),
              UInt(bitPattern: range.location) <= UInt(bitPattern: oldLength &- range.length),
              range.length < oldLength &- 2 || !string.isEmpty,
              let uniform = attributeStorage.uniformID else { return false }
        // Unchecked bounds: the guard above has them in order (the length is not negative).
        let requested = Range(uncheckedBounds: (range.location, range.location &+ range.length))
        let replaced = rope.replace(requested, with: string)
        let removed = replaced.upperBound &- replaced.lowerBound
        let inserted = rope.count &- oldLength &+ removed
        editingBatch?.map(replacing: replaced, insertedLength: inserted)
        // An edit that changed nothing resizes the run by 0: the general path's result (it returns
        // before the runs), without a test on every keystroke. The guard above leaves the text
        // non-empty, so the run is kept; an assertion, not a check on every keystroke, since the
        // tree checks the run again before anything reads it (a precondition in its settling).
        let kept = keepsUniformRun(uniform, attributes: nil, inserted: inserted, removed: removed)
        assert(kept, "a uniform text of \(oldLength) units emptied by replacing \(replaced)")
        return true
    }

    /// Replaces the runs of `range` by applying `transform` to each run's id (called once per
    /// distinct id), merging equal neighbours; writes nothing when no id changes. Touches no
    /// paragraph rule: callers follow with ``fixParagraphStyles(around:)`` when they need it.
    ///
    /// - Returns: Whether anything changed.
    /// - Complexity: O(log n + k) for k runs in `range`.
    @discardableResult
    internal mutating func applyRuns(in range: Range<Int>, inverse: inout InverseAccumulator?,
                                     _ transform: (inout AttributeStorage, AttributeID) -> AttributeID) -> Bool {
        if range.isEmpty { return false }
        var old: [StoredRun] = []
        attributeStorage.forEachRun(overlapping: range) { start, run in
            let lo = Swift.max(start, range.lowerBound)
            let hi = Swift.min(start + run.length, range.upperBound)
            old.append(StoredRun(length: hi - lo, id: run.id))
            return true
        }
        var mapped: [AttributeID: AttributeID] = [:]
        var changed = false
        var new: [StoredRun] = []
        new.reserveCapacity(old.count)
        for run in old {
            let id: AttributeID
            if let known = mapped[run.id] {
                id = known
            } else {
                id = transform(&attributeStorage, run.id)
                mapped[run.id] = id
            }
            if id != run.id { changed = true }
            if let last = new.last, last.id == id {
                new[new.count - 1].length += run.length
            } else {
                new.append(StoredRun(length: run.length, id: id))
            }
        }
        if changed {
            if inverse != nil {
                inverse!.addRuns(range, oldRuns: old.map { AttributedRun(length: $0.length, attributes: attributeStorage.attributes($0.id)) },
                                 length: rope.count)
            }
            attributeStorage.replaceRuns(range, with: new)
        }
        return changed
    }

    /// Gives the whole of `range` one set of attributes.
    ///
    /// - Returns: The id of `attributes`.
    @discardableResult
    internal mutating func applyRuns(in range: Range<Int>, settingTo attributes: TextAttributes,
                                     inverse: inout InverseAccumulator?) -> AttributeID {
        // A non-empty range, so the interned id is retained by the run that takes it.
        precondition(!range.isEmpty, "setting attributes on the empty range \(range)")
        let id = attributeStorage.intern(attributes)
        var unchanged = true
        attributeStorage.forEachRun(overlapping: range) { _, run in
            unchanged = run.id == id
            return unchanged
        }
        // Nothing to write (and nothing for an editor's observers to hear about).
        if unchanged { return id }
        if inverse != nil {
            inverse!.addRuns(range, oldRuns: attributedRuns(in: range), length: rope.count)
        }
        attributeStorage.replaceRuns(range, with: CollectionOfOne(StoredRun(length: range.count, id: id)))
        return id
    }

    /// The code units of `range`, copied.
    ///
    /// - Complexity: O(log n + k) for k units; O(k) when the rope's finger holds `range`.
    internal func units(in range: Range<Int>) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(range.count)
        rope.forEachChunk(in: range) { chunk in
            units.append(contentsOf: chunk)
            return true
        }
        return units
    }

    /// The code units of `range` as a change set's text: up to four kept inline, with no array;
    /// more in the array ``units(in:)`` gathers, shared.
    internal func insertedUnits(in range: Range<Int>) -> InsertedUnits {
        guard range.count <= InsertedUnits.inlineCapacity else { return InsertedUnits(array: units(in: range)) }
        return InsertedUnits(inlineCount: range.count) { take in
            rope.forEachChunk(in: range) { chunk in
                take(chunk)
                return true
            }
        }
    }

    /// The runs of `range`, clipped to it, with their attributes by value.
    ///
    /// - Complexity: O(log n + k) for k runs.
    internal func attributedRuns(in range: Range<Int>) -> [AttributedRun] {
        if range.isEmpty { return [] }
        // Most removed text lies in one run (every deletion, in a document without attributes):
        // one array of one element, made at once, not grown by appending (callgrind, the editor
        // path with undo on automerge-paper: 5,349.6 -> 5,320.1 instructions a patch).
        let (first, run) = attributeStorage.run(containing: range.lowerBound)
        if first + run.length >= range.upperBound {
            return [AttributedRun(length: range.count, attributes: attributeStorage.table[run.id])]
        }
        var runs: [AttributedRun] = []
        // The closure reads the table alone: reading `attributeStorage` through `self` in it
        // copied the whole document (a few hundred bytes) for every run.
        let table = attributeStorage.table
        attributeStorage.forEachRun(overlapping: range) { start, run in
            let lo = Swift.max(start, range.lowerBound)
            let hi = Swift.min(start + run.length, range.upperBound)
            runs.append(AttributedRun(length: hi - lo, attributes: table[run.id]))
            return true
        }
        return runs
    }

    /// Writes `runs` over `range`, interning their values and merging equal neighbours.
    internal mutating func replaceRunsExactly(_ range: Range<Int>, with runs: [AttributedRun]) {
        var stored: [StoredRun] = []
        stored.reserveCapacity(runs.count)
        for run in runs where run.length > 0 {
            let id = attributeStorage.intern(run.attributes)
            if let last = stored.last, last.id == id {
                stored[stored.count - 1].length += run.length
            } else {
                stored.append(StoredRun(length: run.length, id: id))
            }
        }
        attributeStorage.replaceRuns(range, with: stored)
    }
}
