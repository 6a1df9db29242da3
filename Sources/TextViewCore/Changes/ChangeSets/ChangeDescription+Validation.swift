// The checks the change-description initialisers stop on, as functions returning the message: each one
// decides with arithmetic that cannot overflow, so a hostile length reaches its message instead of
// an overflow trap, and a test can ask what an initialiser would say without stopping the process.
extension ChangeDescription {
    /// Why a text of `length` units cannot have a change set, or nil when it can.
    ///
    /// - Complexity: O(1).
    public static func validateLength(_ length: Int) -> String? {
        length >= 0 ? nil : "change description of a text of negative length \(length)"
    }

    /// Why ``init(replacing:insertedLength:length:)`` would stop for these arguments, or nil when
    /// it accepts them: the range must lie within `0...length`, the inserted length must not be
    /// negative, and the new length must fit in an `Int`.
    ///
    /// - Complexity: O(1).
    public static func validateReplacement(_ range: Range<Int>, insertedLength: Int, length: Int) -> String? {
        if range.lowerBound < 0 || range.upperBound > length {
            return "replaced range \(range) is outside 0...\(length)"
        }
        if insertedLength < 0 {
            return "replacement of \(range) inserts \(insertedLength) units"
        }
        // `length - range.count` is within 0...length, so only the insertion can overflow.
        if (length - range.count).addingReportingOverflow(insertedLength).overflow {
            return "replacing \(range) of a text of \(length) units with \(insertedLength) units would make it longer than Int.max"
        }
        return nil
    }

    /// Why ``init(replacements:length:)`` would stop for these arguments, or nil when it accepts
    /// them: sorted, non-overlapping replacements within `0...length`, and a new length (after
    /// every prefix of them) that fits in an `Int`.
    ///
    /// - Complexity: O(*n*) for *n* replacements.
    public static func validateReplacements(_ replacements: [Replacement], length: Int) -> String? {
        if let message = validateLength(length) { return message }
        var previousEnd = 0
        // The length after the replacements so far: never below 0 (each removes only old text
        // not yet removed), so only growth can overflow.
        var newLength = length
        for (index, replacement) in replacements.enumerated() {
            if replacement.range.lowerBound < previousEnd {
                return "replacement \(index) (\(replacement.range)) starts before the previous one ends (\(previousEnd))"
            }
            if replacement.range.upperBound > length {
                return "replacement \(index) (\(replacement.range)) is outside 0...\(length)"
            }
            if replacement.insertedLength < 0 {
                return "replacement \(index) (\(replacement.range)) inserts \(replacement.insertedLength) units"
            }
            let (grown, overflow) = (newLength - replacement.range.count).addingReportingOverflow(replacement.insertedLength)
            if overflow {
                return "replacement \(index) (\(replacement.range)) inserts \(replacement.insertedLength) units: the text would be longer than Int.max"
            }
            newLength = grown
            previousEnd = replacement.range.upperBound
        }
        return nil
    }

    /// Why ``init(sections:)`` would stop for `sections`, or nil when it accepts them (what the
    /// JSON decoder throws): an even count, lengths not negative, counts -1 or more, and old and
    /// new lengths that fit in an `Int`.
    ///
    /// - Complexity: O(*n*) for *n* values.
    public static func validateSections(_ sections: [Int]) -> String? {
        if sections.count % 2 != 0 { return "an odd number (\(sections.count)) of section values" }
        var oldLength = 0
        var newLength = 0
        for pair in stride(from: 0, to: sections.count, by: 2) {
            let (len, ins) = (sections[pair], sections[pair + 1])
            if len < 0 || ins < -1 { return "section \(pair / 2) is \(len):\(ins)" }
            let (old, oldOverflow) = oldLength.addingReportingOverflow(len)
            if oldOverflow { return "section \(pair / 2) (\(len):\(ins)): the old length passes Int.max (\(oldLength) + \(len))" }
            let grown = ins < 0 ? len : ins
            let (new, newOverflow) = newLength.addingReportingOverflow(grown)
            if newOverflow { return "section \(pair / 2) (\(len):\(ins)): the new length passes Int.max (\(newLength) + \(grown))" }
            (oldLength, newLength) = (old, new)
        }
        return nil
    }

    /// Why mapping this change over `other` (``mapped(through:before:)``) would stop, or nil when
    /// it can: both must change the same text (the same old length), and the result must not be
    /// able to pass `Int.max`: `other.newLength` plus the units this change inserts (the most the
    /// result can hold) must fit in an `Int`. Descriptions decoded from another process can hold
    /// any lengths, so code mapping them asks this first.
    ///
    /// - Complexity: O(*n*) for *n* sections.
    public func validateMapping(over other: ChangeDescription) -> String? {
        if oldLength != other.oldLength {
            return "mapping a change of a text of \(oldLength) units over one of a text of \(other.oldLength) units: both must change the same text"
        }
        if other.newLength.addingReportingOverflow(insertedCount).overflow {
            return "mapping a change inserting \(insertedCount) units over one giving \(other.newLength) units could give a text longer than Int.max"
        }
        return nil
    }
}
