import Foundation

// Attribute runs: the NSMutableAttributedString half of a document. Runs live in their own tree
// beside the rope, keyed by UTF-16 length; equal neighbours are always merged, so an effective
// range is always the longest one. Every range is made safe by `clampedRange(_:snapping: .scalar)`
// (run boundaries never split a surrogate pair); nothing traps on a bad range.
extension TextDocument {
    /// The attributes of the character at `location`, and optionally the whole run holding it.
    ///
    /// Unlike Foundation, a location outside the text does not raise: a negative one counts as 0,
    /// and one at or past the end (or `NSNotFound`) gives empty attributes and `{length, 0}`.
    ///
    /// - Parameters:
    ///   - location: A UTF-16 offset.
    ///   - effectiveRange: If not nil, receives the run's range; runs are always merged, so this
    ///     is also the longest effective range.
    /// - Returns: The attributes there.
    /// - Complexity: O(log n).
    public func attributes(at location: Int, effectiveRange: NSRangePointer?) -> TextAttributes {
        let x = Swift.max(0, location)
        guard x < length else {
            effectiveRange?.pointee = NSRange(location: length, length: 0)
            return TextAttributes()
        }
        let (start, run) = attributeStorage.run(containing: x)
        effectiveRange?.pointee = NSRange(location: start, length: run.length)
        return attributeStorage.attributes(run.id)
    }

    /// The attributes of the character at `location`.
    ///
    /// - Parameter location: A UTF-16 offset; outside the text, empty attributes.
    /// - Returns: The attributes there.
    /// - Complexity: O(log n).
    public func attributes(at location: Int) -> TextAttributes {
        attributes(at: location, effectiveRange: nil)
    }

    /// The attributes at `location` and how far they extend, within `rangeLimit`.
    ///
    /// `rangeLimit` is made safe (`.scalar`), and `location` is moved into it where Foundation
    /// would raise; with an empty limit the result is the attributes at `location` and an empty
    /// range at the limit.
    ///
    /// - Parameters:
    ///   - location: A UTF-16 offset.
    ///   - longestEffectiveRange: If not nil, receives the run's range clipped to the limit.
    ///   - rangeLimit: The range to search in.
    /// - Returns: The attributes there.
    /// - Complexity: O(log n).
    public func attributes(at location: Int, longestEffectiveRange: NSRangePointer?, in rangeLimit: NSRange) -> TextAttributes {
        let clamped = clampedRange(rangeLimit, snapping: .scalar)
        guard let limit = clamped, limit.length > 0 else {
            longestEffectiveRange?.pointee = NSRange(location: clamped?.location ?? clampedLocation(location), length: 0)
            return attributes(at: location, effectiveRange: nil)
        }
        let x = Swift.min(Swift.max(location, limit.location), limit.location + limit.length - 1)
        var run = NSRange()
        let result = attributes(at: x, effectiveRange: &run)
        let lo = Swift.max(run.location, limit.location)
        let hi = Swift.min(run.location + run.length, limit.location + limit.length)
        longestEffectiveRange?.pointee = NSRange(location: lo, length: hi - lo)
        return result
    }

    /// Calls `body` with each run in `range`, clipped to it, in order; set the `Bool` to true to
    /// stop.
    ///
    /// - Parameters:
    ///   - range: Any range; made safe with `.scalar`.
    ///   - body: Receives the attributes, their range, and a stop flag.
    /// - Complexity: O(log n + k) for k runs.
    public func enumerateAttributes(in range: NSRange, using body: (TextAttributes, NSRange, inout Bool) -> Void) {
        guard let r = clampedRange(range, snapping: .scalar), r.length > 0 else { return }
        let lo = r.location
        let hi = r.location + r.length
        var stop = false
        attributeStorage.forEachRun(overlapping: lo ..< hi) { start, run in
            let a = Swift.max(start, lo)
            let b = Swift.min(start + run.length, hi)
            body(attributeStorage.attributes(run.id), NSRange(location: a, length: b - a), &stop)
            return !stop
        }
    }

    /// The runs in `range`, clipped to it, in order: a sequence walking the run tree.
    ///
    /// - Parameter range: Any range; made safe with `.scalar`.
    /// - Returns: The runs; empty for an empty range.
    /// - Complexity: O(log n) to start, amortised O(1) per run.
    public func runs(in range: NSRange) -> AttributeRuns {
        guard let r = clampedRange(range, snapping: .scalar) else {
            return AttributeRuns(storage: attributeStorage, range: 0 ..< 0)
        }
        return AttributeRuns(storage: attributeStorage, range: r.location ..< r.location + r.length)
    }

    /// Every run of the document, in order.
    ///
    /// - Complexity: O(1) to create; iteration is O(k) for k runs.
    public var runs: AttributeRuns {
        AttributeRuns(storage: attributeStorage, range: 0 ..< length)
    }

    /// Replaces the attributes of `range` with `attributes` (`setAttributes(_:range:)`).
    ///
    /// Paragraph styles then follow the paragraph rule: a paragraph keeps its first character's,
    /// so setting another one in the middle of a paragraph does not stick (use
    /// ``setParagraphStyle(_:forParagraphsIn:)``).
    ///
    /// - Parameters:
    ///   - attributes: The new attributes.
    ///   - range: Any range; made safe with `.scalar`.
    /// - Complexity: O(log n + k) for k runs in `range`, plus the touched paragraphs.
    public mutating func setAttributes(_ attributes: TextAttributes, range: NSRange) {
        var none: InverseAccumulator? = nil
        setAttributes(attributes, range: range, inverse: &none)
    }

    /// ``setAttributes(_:range:)``, adding its inverse to `inverse` (when not nil).
    internal mutating func setAttributes(_ attributes: TextAttributes, range: NSRange, inverse: inout InverseAccumulator?) {
        guard let r = clampedRange(range, snapping: .scalar), r.length > 0 else { return }
        let span = r.location ..< r.location + r.length
        let id = applyRuns(in: span, settingTo: attributes, inverse: &inverse)
        fixParagraphStyles(around: span, uniform: id, inverse: &inverse)
    }

    /// Adds `attributes` to every run of `range`: each field `attributes` sets replaces the run's,
    /// the others stay (`addAttributes(_:range:)`; see ``TextAttributes/merging(_:)``).
    ///
    /// - Parameters:
    ///   - attributes: The attributes to add.
    ///   - range: Any range; made safe with `.scalar`.
    /// - Complexity: O(log n + k) for k runs in `range`, plus the touched paragraphs.
    public mutating func addAttributes(_ attributes: TextAttributes, range: NSRange) {
        var none: InverseAccumulator? = nil
        transformAttributes(in: range, inverse: &none) { $0.merging(attributes) }
    }

    /// Removes one attribute from every run of `range` (`removeAttribute(_:range:)`).
    ///
    /// - Parameters:
    ///   - key: The attribute to remove.
    ///   - range: Any range; made safe with `.scalar`.
    /// - Complexity: O(log n + k) for k runs in `range`, plus the touched paragraphs.
    public mutating func removeAttribute(_ key: TextAttributes.Key, range: NSRange) {
        var none: InverseAccumulator? = nil
        transformAttributes(in: range, inverse: &none) { $0.removing(key) }
    }

    /// Gives every run of `range` the attributes `transform` makes of its own (called once per
    /// distinct value), then the paragraph rule if anything changed: what `addAttributes`,
    /// `removeAttribute` and the editor's toggles share.
    ///
    /// - Parameters:
    ///   - range: Any range; made safe with `.scalar`.
    ///   - transform: The new attributes of a run, from its current ones.
    /// - Complexity: O(log n + k) for k runs in `range`, plus the touched paragraphs.
    ///   - inverse: Where the inverse is added; nil to compute none.
    internal mutating func transformAttributes(in range: NSRange, inverse: inout InverseAccumulator?,
                                               _ transform: (TextAttributes) -> TextAttributes) {
        guard let r = clampedRange(range, snapping: .scalar), r.length > 0 else { return }
        let span = r.location ..< r.location + r.length
        if applyRuns(in: span, inverse: &inverse, { storage, id in storage.intern(transform(storage.attributes(id))) }) {
            fixParagraphStyles(around: span, inverse: &inverse)
        }
    }

    /// Replaces the text in `range` with `string` carrying `attributes`
    /// (`replaceCharacters(in:with: NSAttributedString)`).
    ///
    /// The range is made safe like ``replaceCharacters(in:with:)-(_,String)``'s; the touched paragraphs then
    /// follow the paragraph rule (new text at a paragraph's start gives the paragraph its style;
    /// elsewhere it takes the paragraph's).
    ///
    /// - Parameters:
    ///   - range: The range to replace.
    ///   - string: The new text.
    ///   - attributes: The new text's attributes.
    /// - Complexity: O(log n + m) for m inserted code units, plus the runs in `range` and the
    ///   touched paragraphs.
    public mutating func replaceCharacters(in range: NSRange, with string: String, attributes: TextAttributes) {
        // As in the plain replacement: the rope widens to scalars in the leaf it edits.
        guard let r = clampedRange(range, snapping: .none) else { return }
        applyReplacement(r.location ..< r.location + r.length, with: string, attributes: attributes)
    }
}
