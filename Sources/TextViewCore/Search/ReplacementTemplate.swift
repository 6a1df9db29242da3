import Foundation

/// A replacement as written for a query: for a regular expression, ICU's template syntax
/// (`$n` is capture group n, `${name}` a named group, `\` makes the next character literal); for
/// literal text, the text itself.
///
/// `$` takes as many digits as still name an existing group (`$12` with 3 groups is group 1 then
/// `2`), and must be followed by a digit or `{name}`; `\1` is a literal `1`, as in ICU.
struct ReplacementTemplate {
    enum Part {
        case text(String)
        case group(Int)
    }

    let parts: [Part]

    /// Parses `template` for `query`.
    ///
    /// - Throws: ``SearchError/invalidTemplate(message:offset:)`` with the offset in the template.
    init(_ template: String, for query: SearchQuery) throws {
        guard query.kind == .regularExpression, !query.isEmpty else {
            parts = [.text(template)]
            return
        }
        let program = try RegexProgram(pattern: query.pattern, caseInsensitive: query.caseInsensitive)
        let units = Array(template.utf16)
        var parts: [Part] = []
        var literal: [UInt16] = []
        func flush() {
            if !literal.isEmpty {
                parts.append(.text(String(decoding: literal, as: UTF16.self)))
                literal.removeAll()
            }
        }
        func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }
        var i = 0
        while i < units.count {
            let unit = units[i]
            if unit == 0x5C { // backslash
                guard i + 1 < units.count else {
                    throw SearchError.invalidTemplate(message: "a backslash ends the template", offset: i)
                }
                literal.append(units[i + 1])
                if UTF16.isLeadSurrogate(units[i + 1]), i + 2 < units.count {
                    literal.append(units[i + 2])
                    i += 1
                }
                i += 2
            } else if unit == 0x24 { // $
                flush()
                if i + 1 < units.count, isDigit(units[i + 1]) {
                    var number = Int(units[i + 1] - 0x30)
                    guard number <= program.groupCount else {
                        throw SearchError.invalidTemplate(message: "there is no capture group \(number)", offset: i)
                    }
                    var j = i + 2
                    while j < units.count, isDigit(units[j]), number * 10 + Int(units[j] - 0x30) <= program.groupCount {
                        number = number * 10 + Int(units[j] - 0x30)
                        j += 1
                    }
                    parts.append(.group(number))
                    i = j
                } else if i + 1 < units.count, units[i + 1] == 0x7B { // {
                    guard let close = units[(i + 2)...].firstIndex(of: 0x7D) else {
                        throw SearchError.invalidTemplate(message: "a group name is not closed with }", offset: i)
                    }
                    let name = String(decoding: units[(i + 2) ..< close], as: UTF16.self)
                    guard let number = program.groupNumber(named: name) else {
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
    /// regular expression, the text itself for literal text; see `Docs/Search.md`).
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
