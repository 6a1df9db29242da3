import Foundation

/// The reference the engine is checked against: a plain UTF-16 array (exact by construction)
/// kept in step with an `NSMutableString`.
///
/// On Linux, `NSMutableString` is backed by a Swift `String` and rounds a range that falls inside
/// a grapheme cluster down to the cluster's start (measured: replacing {10, 5} inside a family emoji
/// inserts at its start and deletes nothing). So Foundation is given only edits whose ends are
/// cluster boundaries; for any other edit it is re-synchronised from the array and the array alone
/// is the oracle for that step.
struct ReferenceText {
    private(set) var units: [UInt16]
    let foundation: NSMutableString
    private(set) var foundationEdits = 0

    init(_ string: String) {
        units = Array(string.utf16)
        foundation = NSMutableString(string: string)
    }

    var string: String { String(decoding: units, as: UTF16.self) }

    /// Applies an edit with the reference clamp; returns the safe range it used.
    @discardableResult
    mutating func replace(_ range: NSRange, with text: String) -> Range<Int>? {
        guard let safe = ReferenceClamp.editRange(range, in: units) else { return nil }
        let current = foundation as String
        let lo = String.Index(utf16Offset: safe.lowerBound, in: current)
        let hi = String.Index(utf16Offset: safe.upperBound, in: current)
        if String.Index(lo, within: current) != nil && String.Index(hi, within: current) != nil {
            foundation.replaceCharacters(in: NSRange(location: safe.lowerBound, length: safe.count), with: text)
            foundationEdits += 1
        } else {
            units.replaceSubrange(safe, with: Array(text.utf16))
            foundation.setString(String(decoding: units, as: UTF16.self))
            return safe
        }
        units.replaceSubrange(safe, with: Array(text.utf16))
        return safe
    }

    /// Whether the array and Foundation agree.
    var isConsistent: Bool { Array((foundation as String).utf16) == units }
}
