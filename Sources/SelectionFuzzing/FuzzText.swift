import Foundation
import TextViewCore

/// The fuzz model's text: a plain `[UInt16]` with cluster boundaries from Swift's `Character`s
/// (independent of ICU and the rope) and lines from a plain scan.
package struct FuzzText {
    package private(set) var units: [UInt16]
    /// `isBoundary[i]`: whether offset `i` is a grapheme cluster boundary, for `0...count`.
    package private(set) var isBoundary: [Bool]

    package init(_ units: [UInt16]) {
        self.units = units
        isBoundary = Self.boundaries(units)
    }

    package var length: Int { units.count }

    package mutating func replace(_ range: Range<Int>, with replacement: [UInt16]) {
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

    package func boundary(atOrBefore p: Int) -> Int {
        var x = p
        while !isBoundary[x] { x -= 1 }
        return x
    }

    package func boundary(atOrAfter p: Int) -> Int {
        var x = p
        while !isBoundary[x] { x += 1 }
        return x
    }

    package func boundary(before p: Int) -> Int { p <= 0 ? 0 : boundary(atOrBefore: p - 1) }

    package func boundary(after p: Int) -> Int { p >= length ? length : boundary(atOrAfter: p + 1) }

    package func isInsidePair(_ p: Int) -> Bool { p > 0 && p < length && UTF16.isTrailSurrogate(units[p]) }

    /// The bounds of a public range handed to the editor, clamped exactly (in 128 bits, negative
    /// lengths reading backwards) into `0...length`; nil for an `NSNotFound` location.
    package func clamped(_ r: NSRange) -> (Int, Int)? {
        if r.location == NSNotFound { return nil }
        let a = Int128(r.location)
        let b = a + Int128(r.length)
        func clamp(_ v: Int128) -> Int { Int(Swift.max(0, Swift.min(v, Int128(length)))) }
        return (clamp(Swift.min(a, b)), clamp(Swift.max(a, b)))
    }

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

    package static func selection(_ s: TextSelection) -> String {
        "TextSelection(anchor: \(s.anchor), head: \(s.head), affinity: .\(s.affinity))"
    }
}
