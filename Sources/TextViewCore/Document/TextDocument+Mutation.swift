import Foundation

// The internal paths every change of a document takes. A later change-set layer hooks here: text
// edits all go through `applyReplacement`, attribute edits all through `applyRuns`.
extension TextDocument {
    /// Replaces the text of `range` with `string` and the runs of `range` with one run for the new
    /// text, then makes the touched paragraphs uniform: the one function that edits text.
    ///
    /// - Parameters:
    ///   - range: A safe range on scalar boundaries (from ``clampedRange(_:snapping:)``).
    ///   - string: The new text.
    ///   - attributes: The new text's attributes, or nil for NSMutableAttributedString's rule
    ///     (the first replaced character's; for an empty range the previous character's, or at 0
    ///     the next one's; none in an empty document).
    /// - Returns: The range the new text occupies.
    /// - Complexity: O(log n + m + k) for m inserted units and k runs in `range`, plus the runs of
    ///   the touched paragraphs whose paragraph style has to change.
    @discardableResult
    internal mutating func applyReplacement(_ range: Range<Int>, with string: String, attributes: TextAttributes?) -> NSRange {
        precondition(range.lowerBound >= 0 && range.upperBound <= length, "replacement range \(range) out of bounds 0...\(length)")
        let lo = range.lowerBound
        let oldLength = rope.count
        let quiet = editKeepsParagraphsUniform(replacing: range)
        rope.replace(range, with: string)
        let inserted = rope.count - oldLength + range.count
        if range.isEmpty && inserted == 0 { return NSRange(location: lo, length: 0) }
        // The run before the edit: what an insertion inherits, what the paragraph shortcut compares
        // with, and where the run tree's in-place path starts; looked up once.
        let left = lo > 0 ? attributeStorage.run(containing: lo - 1) : nil
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
        // The shortcut also needs the new text to match the character before it.
        let matchesLeft = quiet && (inserted == 0 || left?.run.id == id)
        attributeStorage.replace(range, insertedLength: inserted, id: id, left: left)
        if !matchesLeft {
            fixParagraphStyles(around: lo ..< lo + inserted)
        }
        return NSRange(location: lo, length: inserted)
    }

    /// Replaces the runs of `range` by applying `transform` to each run's id (called once per
    /// distinct id), merging equal neighbours; writes nothing when no id changes. Touches no
    /// paragraph rule: callers follow with ``fixParagraphStyles(around:)`` when they need it.
    ///
    /// - Returns: Whether anything changed.
    /// - Complexity: O(log n + k) for k runs in `range`.
    @discardableResult
    internal mutating func applyRuns(in range: Range<Int>, _ transform: (inout AttributeStorage, AttributeID) -> AttributeID) -> Bool {
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
            attributeStorage.replaceRuns(range, with: new)
        }
        return changed
    }

    /// Gives the whole of `range` one set of attributes.
    internal mutating func applyRuns(in range: Range<Int>, settingTo attributes: TextAttributes) {
        if range.isEmpty { return }
        let id = attributeStorage.intern(attributes)
        attributeStorage.replaceRuns(range, with: [StoredRun(length: range.count, id: id)])
    }
}
