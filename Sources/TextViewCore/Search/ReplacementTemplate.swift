import Foundation

/// A replacement as written for a query: for a regular expression, ICU's template syntax
/// (`$n` is capture group n, `${name}` a named group, `\` makes the next character literal); for
/// literal text, the text itself.
///
/// The rules are ICU's (`RegexMatcher::appendReplacement`), so the result is what
/// `uregex_replaceAll` gives: `$` takes as many decimal digits (any script's, General_Category Nd,
/// as `u_isdigit`) as still name an existing group (`$12` with 3 groups is group 1 then `2`), and
/// must be followed by a digit or `{name}`; `\uhhhh` and `\Uhhhhhhhh` are the code point they
/// name; any other `\c` is `c` (`\1` is a literal `1`); a backslash that ends the template is
/// dropped.
struct ReplacementTemplate {
    enum Part {
        case text(String)
        case group(Int)
    }

    let parts: [Part]

    /// Parses `template` for `query`.
    ///
    /// - Throws: ``SearchError/invalidTemplate(message:offset:)`` with the UTF-16 offset in the
    ///   template.
    init(_ template: String, for query: SearchQuery) throws {
        guard query.kind == .regularExpression, !query.isEmpty else {
            parts = [.text(template)]
            return
        }
        let units = Array(template.utf16)
        var parts: [Part] = []
        var literal: [UInt16] = []
        func flush() {
            if !literal.isEmpty {
                parts.append(.text(String(decoding: literal, as: UTF16.self)))
                literal.removeAll()
            }
        }
        var i = 0
        while i < units.count {
            let unit = units[i]
            if unit == 0x5C { // backslash
                // ICU drops a backslash that ends the template.
                guard i + 1 < units.count else { break }
                if let (escaped, width) = Self.codePointEscape(units, at: i + 1) {
                    // Units, not a scalar: `\\uD83D\\uDE00` is one emoji, as in ICU.
                    literal.append(contentsOf: escaped)
                    i += 1 + width
                    continue
                }
                // The escaped unit itself; a trail surrogate after it is copied as any unit is.
                literal.append(units[i + 1])
                i += 2
            } else if unit == 0x24 { // $
                flush()
                if let (first, _) = Self.digit(units, at: i + 1) {
                    guard first <= query.captureGroupCount else {
                        throw SearchError.invalidTemplate(message: "there is no capture group \(first)", offset: i)
                    }
                    var number = 0
                    var j = i + 1
                    while let (value, width) = Self.digit(units, at: j), number * 10 + value <= query.captureGroupCount {
                        number = number * 10 + value
                        j += width
                    }
                    parts.append(.group(number))
                    i = j
                } else if i + 1 < units.count, units[i + 1] == 0x7B { // {
                    guard let close = units[(i + 2)...].firstIndex(of: 0x7D) else {
                        throw SearchError.invalidTemplate(message: "a group name is not closed with }", offset: i)
                    }
                    let name = String(decoding: units[(i + 2) ..< close], as: UTF16.self)
                    guard let number = try query.compiledProgram().groupNumber(named: name) else {
                        throw SearchError.invalidTemplate(message: "there is no capture group named '\(name)'", offset: i)
                    }
                    parts.append(.group(number))
                    i = close + 1
                } else {
                    throw SearchError.invalidTemplate(message: "$ must be followed by a group number or {name}; write \\$ for a dollar sign", offset: i)
                }
            } else {
                literal.append(unit)
                i += 1
            }
        }
        flush()
        self.parts = parts
    }

    /// The decimal digit (General_Category Nd, any script) starting at `units[i]`: its value and
    /// its width in code units.
    private static func digit(_ units: [UInt16], at i: Int) -> (Int, Int)? {
        guard i < units.count else { return nil }
        let unit = units[i]
        if unit < 0x80 { return unit >= 0x30 && unit <= 0x39 ? (Int(unit - 0x30), 1) : nil }
        var scalar: Unicode.Scalar?
        var width = 1
        if UTF16.isLeadSurrogate(unit), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
            scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00))
            width = 2
        } else {
            scalar = Unicode.Scalar(unit)
        }
        guard let scalar, scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return (Int(value), width)
    }

    /// ICU's `\uhhhh` (four hex digits) or `\Uhhhhhhhh` (eight, at most U+10FFFF) at `units[i]`
    /// (just after the backslash): the code point's UTF-16 units and the template units the escape
    /// takes; nil when it is not one, and the `u` is then an escaped letter like any other.
    private static func codePointEscape(_ units: [UInt16], at i: Int) -> ([UInt16], Int)? {
        let count: Int
        switch units[i] {
        case 0x75: count = 4 // u
        case 0x55: count = 8 // U
        default: return nil
        }
        guard i + count < units.count else { return nil }
        var value: UInt32 = 0
        for unit in units[(i + 1) ... (i + count)] {
            guard unit < 0x80, let digit = UInt32(String(UnicodeScalar(UInt8(unit))), radix: 16) else { return nil }
            value = value * 16 + digit
        }
        if value <= 0xFFFF { return ([UInt16(value)], 1 + count) }
        guard value <= 0x10FFFF else { return nil }
        return ([UTF16.leadSurrogate(Unicode.Scalar(value)!), UTF16.trailSurrogate(Unicode.Scalar(value)!)], 1 + count)
    }

    /// The replacement for `match` of `document`.
    func expand(_ match: SearchMatch, in document: TextDocument) -> String {
        if parts.count == 1, case .text(let text) = parts[0] { return text }
        var result = ""
        for part in parts {
            switch part {
            case .text(let text):
                result += text
            case .group(let number):
                if let range = match.range(ofGroup: number) {
                    result += document.substring(with: range)
                }
            }
        }
        return result
    }
}

extension TextDocument {
    /// The replacement text for `match` of `query` given `template` (ICU's template syntax for a
    /// regular expression, the text itself for literal text; see `Sources/TextViewCore/TextViewCore.docc/FindAndReplace.md`).
    ///
    /// - Parameters:
    ///   - match: A match of `query` in this document.
    ///   - query: The query that found it.
    ///   - template: The replacement as written.
    /// - Returns: The text that replaces the match.
    /// - Throws: ``SearchError/invalidTemplate(message:offset:)``.
    public func replacement(for match: SearchMatch, of query: SearchQuery, template: String) throws -> String {
        try ReplacementTemplate(template, for: query).expand(match, in: self)
    }
}
