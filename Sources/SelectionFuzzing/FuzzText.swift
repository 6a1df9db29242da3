import Foundation
import TextViewCore

/// The fuzz model's text: a plain `[UInt16]` with cluster boundaries from Swift's `Character`s
/// (independent of ICU and the rope) and lines from a plain scan.
package struct FuzzText {
    private(set) var units: [UInt16]
    /// `isBoundary[i]`: whether offset `i` is a grapheme cluster boundary, for `0...count`.
    private(set) var isBoundary: [Bool]

    init(_ units: [UInt16]) {
        self.units = units
        isBoundary = Self.boundaries(units)
    }

    var length: Int { units.count }

    mutating func replace(_ range: Range<Int>, with replacement: [UInt16]) {
        units.replaceSubrange(range, with: replacement)
        isBoundary = Self.boundaries(units)
    }

    private static func boundaries(_ units: [UInt16]) -> [Bool] {
        var flags = [Bool](repeating: false, count: units.count + 1)
        flags[0] = true
        var offset = 0
        for character in String(decoding: units, as: UTF16.self) {
            offset += character.utf16.count
            flags[offset] = true
        }
        return flags
    }

    func boundary(atOrBefore p: Int) -> Int {
        var x = p
        while !isBoundary[x] { x -= 1 }
        return x
    }

    func boundary(atOrAfter p: Int) -> Int {
        var x = p
        while !isBoundary[x] { x += 1 }
        return x
    }

    func boundary(before p: Int) -> Int { p <= 0 ? 0 : boundary(atOrBefore: p - 1) }

    func boundary(after p: Int) -> Int { p >= length ? length : boundary(atOrAfter: p + 1) }

    func isInsidePair(_ p: Int) -> Bool { p > 0 && p < length && UTF16.isTrailSurrogate(units[p]) }

    func scalars(_ range: Range<Int>) -> [Unicode.Scalar] {
        Array(String(decoding: units[range], as: UTF16.self).unicodeScalars)
    }

    /// The range of the line holding `p`, terminator included: the line starts after the last
    /// break ending at or before `p`.
    func lineRange(at p: Int) -> (start: Int, contentEnd: Int, end: Int) {
        var start = 0
        var i = 0
        var breakLength = 0
        var contentEnd = length
        var end = length
        while i < length {
            let u = units[i]
            breakLength = u == 0x0D && i + 1 < length && units[i + 1] == 0x0A ? 2
                : (u == 0x0A || u == 0x0D || u == 0x85 || u == 0x2028 || u == 0x2029) ? 1 : 0
            if breakLength > 0 {
                if i + breakLength <= p {
                    start = i + breakLength
                } else {
                    contentEnd = i
                    end = i + breakLength
                    break
                }
                i += breakLength
            } else {
                i += 1
            }
        }
        return (start, contentEnd, end)
    }

    /// A Swift string literal with every non-ASCII or control scalar escaped (the editor model's
    /// failure messages print with it too).
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case " "..."~": out.unicodeScalars.append(scalar)
            default: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return out + "\""
    }

    static func selection(_ s: TextSelection) -> String {
        "TextSelection(anchor: \(s.anchor), head: \(s.head), affinity: .\(s.affinity))"
    }
}
