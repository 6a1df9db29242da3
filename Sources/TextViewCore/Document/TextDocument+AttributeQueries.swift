import Foundation

// One attribute at a time, as NSAttributedString reads it: `attribute(_:at:effectiveRange:)`,
// `attribute(_:at:longestEffectiveRange:in:)`, `enumerateAttribute(_:in:options:using:)`, and the
// whole-dictionary enumeration with options. Ranges are made safe by the one clamping function
// (`.scalar`) where Foundation would raise.
extension TextDocument {
    /// The value of one attribute at `location`, and optionally the range of the run holding it
    /// (`NSAttributedString.attribute(_:at:effectiveRange:)`).
    ///
    /// As in Foundation, the effective range is the run of the whole attribute set, which need
    /// not be the longest range over which `key` alone has this value; use
    /// ``attribute(_:at:longestEffectiveRange:in:)`` for that. A location outside the text does
    /// not raise: it reads as ``attributes(at:effectiveRange:)`` reads it (nil and `{length, 0}`
    /// at or past the end).
    ///
    /// - Parameters:
    ///   - key: The attribute.
    ///   - location: A UTF-16 offset.
    ///   - effectiveRange: If not nil, receives the run's range.
    /// - Returns: The value, or nil when the attribute is not set there.
    /// - Complexity: O(log n).
    public func attribute(_ key: TextAttributes.Key, at location: Int, effectiveRange: NSRangePointer?) -> (any Hashable & Sendable)? {
        attributes(at: location, effectiveRange: effectiveRange).value(for: key)
    }

    /// The value of one attribute at `location` and the longest range within `rangeLimit` over
    /// which `key` has that same value, whatever the other attributes do
    /// (`NSAttributedString.attribute(_:at:longestEffectiveRange:in:)`).
    ///
    /// `rangeLimit` is made safe (`.scalar`) and `location` moved into it, as in
    /// ``attributes(at:longestEffectiveRange:in:)``; with an empty limit the range is empty, at
    /// the limit.
    ///
    /// - Parameters:
    ///   - key: The attribute.
    ///   - location: A UTF-16 offset.
    ///   - longestEffectiveRange: If not nil, receives the range.
    ///   - rangeLimit: The range to search in.
    /// - Returns: The value, or nil when the attribute is not set there.
    /// - Complexity: O(log n) per run the range spans.
    public func attribute(_ key: TextAttributes.Key, at location: Int, longestEffectiveRange: NSRangePointer?,
                          in rangeLimit: NSRange) -> (any Hashable & Sendable)? {
        var run = NSRange()
        let here = attributes(at: location, longestEffectiveRange: &run, in: rangeLimit)
        guard let longestEffectiveRange else { return here.value(for: key) }
        if run.length > 0, let limit = clampedRange(rangeLimit, snapping: .scalar) {
            var lo = run.location
            var hi = NSMaxRange(run)
            while lo > limit.location {
                let (start, stored) = attributeStorage.run(containing: lo - 1)
                guard attributeStorage.attributes(stored.id).hasSameValue(for: key, as: here) else { break }
                lo = Swift.max(start, limit.location)
            }
            while hi < NSMaxRange(limit) {
                let (start, stored) = attributeStorage.run(containing: hi)
                guard attributeStorage.attributes(stored.id).hasSameValue(for: key, as: here) else { break }
                hi = Swift.min(start + stored.length, NSMaxRange(limit))
            }
            run = NSRange(location: lo, length: hi - lo)
        }
        longestEffectiveRange.pointee = run
        return here.value(for: key)
    }

    /// Calls `body` with each range of `range` over which `key` has one value (nil where it is
    /// not set), clipped to `range` (`NSAttributedString.enumerateAttribute(_:in:options:using:)`).
    ///
    /// Options, as in Foundation: `.reverse` goes from the end to the start;
    /// `.longestEffectiveRangeNotRequired` gives one call per run of the whole attribute set
    /// instead of merging neighbouring runs whose value for `key` is the same. Set the `Bool` to
    /// true to stop.
    ///
    /// - Parameters:
    ///   - key: The attribute.
    ///   - range: Any range; made safe with `.scalar`.
    ///   - options: `.reverse`, `.longestEffectiveRangeNotRequired`.
    ///   - body: Receives the value, its range, and a stop flag.
    /// - Complexity: O(log n + k) for k runs forward, O(k log n) in reverse.
    public func enumerateAttribute(_ key: TextAttributes.Key, in range: NSRange, options: NSAttributedString.EnumerationOptions = [],
                                   using body: ((any Hashable & Sendable)?, NSRange, inout Bool) -> Void) {
        let merges = !options.contains(.longestEffectiveRangeNotRequired)
        var pending: (attributes: TextAttributes, range: NSRange)?
        var stop = false
        enumerateAttributes(in: range, options: options.intersection(.reverse)) { attributes, runRange, innerStop in
            if merges, let current = pending, current.attributes.hasSameValue(for: key, as: attributes) {
                pending = (current.attributes, NSUnionRange(current.range, runRange))
                return
            }
            if let current = pending {
                body(current.attributes.value(for: key), current.range, &stop)
                if stop {
                    innerStop = true
                    pending = nil
                    return
                }
            }
            pending = (attributes, runRange)
        }
        if let current = pending, !stop {
            body(current.attributes.value(for: key), current.range, &stop)
        }
    }

    /// Calls `body` with each run in `range`, clipped to it, in order or, with `.reverse`, from
    /// the last to the first (`NSAttributedString.enumerateAttributes(in:options:using:)`). Runs
    /// are always merged, so `.longestEffectiveRangeNotRequired` changes nothing. Set the `Bool`
    /// to true to stop.
    ///
    /// - Parameters:
    ///   - range: Any range; made safe with `.scalar`.
    ///   - options: `.reverse`; `.longestEffectiveRangeNotRequired` is accepted.
    ///   - body: Receives the attributes, their range, and a stop flag.
    /// - Complexity: O(log n + k) for k runs forward, O(k log n) in reverse.
    public func enumerateAttributes(in range: NSRange, options: NSAttributedString.EnumerationOptions,
                                    using body: (TextAttributes, NSRange, inout Bool) -> Void) {
        guard options.contains(.reverse) else {
            enumerateAttributes(in: range, using: body)
            return
        }
        guard let r = clampedRange(range, snapping: .scalar), r.length > 0 else { return }
        var hi = NSMaxRange(r)
        var stop = false
        // Backward run by run: a lookup per run instead of a cursor, and no array of the runs.
        while hi > r.location && !stop {
            let (start, run) = attributeStorage.run(containing: hi - 1)
            let lo = Swift.max(start, r.location)
            body(attributeStorage.attributes(run.id), NSRange(location: lo, length: hi - lo), &stop)
            hi = lo
        }
    }
}

extension TextAttributes {
    /// Whether `other` has the same value for `key` (both unset counts as the same).
    ///
    /// - Parameters:
    ///   - key: The attribute.
    ///   - other: The attributes to compare with.
    /// - Returns: Whether the values are equal.
    public func hasSameValue(for key: Key, as other: TextAttributes) -> Bool {
        switch key {
        case .font: font == other.font
        case .foregroundColor: foregroundColor == other.foregroundColor
        case .backgroundColor: backgroundColor == other.backgroundColor
        case .underlineStyle: underlineStyle == other.underlineStyle
        case .strikethroughStyle: strikethroughStyle == other.strikethroughStyle
        case .kern: kern == other.kern
        case .link: link == other.link
        case .paragraphStyle: paragraphStyle == other.paragraphStyle
        case .custom(let name): customValues[name] == other.customValues[name]
        }
    }
}
