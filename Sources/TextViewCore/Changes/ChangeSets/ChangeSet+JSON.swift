// CodeMirror's JSON for a change set (`ChangeSet.toJSON`/`fromJSON`): an array with one element
// per section: a number for unchanged text, `[len]` for a deletion, and `[len, "line", ...]` for a
// replacement whose text is given as lines.

extension ChangeSet: Codable {
    /// Encodes CodeMirror's JSON: `[len, [len], [len, "line", "line"], ...]`.
    ///
    /// Inserted text is split into lines at LF only, which CodeMirror joins back with one line
    /// break of one unit, so lengths agree on both sides. A CR (alone or before an LF) and
    /// U+2028, U+2029, NEL stay inside their line, so they survive the round trip unit for unit.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        var offset = 0
        for pair in 0..<changeDescription.pairCount {
            let (len, ins) = changeDescription.section(pair)
            if ins < 0 {
                try container.encode(len)
                continue
            }
            var part = container.nestedUnkeyedContainer()
            try part.encode(len)
            if ins > 0 {
                let units = text.units(in: offset ..< offset + ins)
                for line in units.split(separator: 0x0A, omittingEmptySubsequences: false) {
                    try part.encode(String(decoding: line, as: UTF16.self))
                }
            }
            offset += max(ins, 0)
        }
    }

    /// Decodes CodeMirror's JSON. Lines are joined with LF; sections are normalised (neighbouring
    /// unchanged sections, deletions or insertions become one; empty ones go).
    ///
    /// JSON from another process is hostile: whatever it holds, decoding either gives a change set
    /// whose lengths fit in an `Int` or throws; it never traps.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted`, with the element's coding path and the reason, when
    ///   an element is neither a length nor `[length, "line", ...]`, a length is negative, a line
    ///   is not a string or holds an unpaired surrogate (which a Swift string cannot hold), or the
    ///   lengths add up past `Int.max`.
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var builder = SectionBuilder(collectsText: true)
        var oldLength = 0
        var newLength = 0
        while !container.isAtEnd {
            let index = container.currentIndex
            let path = container.codingPath + [JSONIndexKey(index)]
            let len: Int
            var units: [UInt16]?
            if let value = try? container.decode(Int.self) {
                len = value
            } else {
                guard var part = try? container.nestedUnkeyedContainer(), let value = try? part.decode(Int.self) else {
                    throw DecodingError.corrupted(path, "change set element \(index) is neither a length (an Int) nor [length, \"line\", ...]")
                }
                len = value
                units = try Self.decodeLines(&part, element: index, path: path)
            }
            guard len >= 0 else { throw DecodingError.corrupted(path, "change set element \(index): negative length \(len)") }
            let inserted = units?.count ?? -1
            let (old, oldOverflow) = oldLength.addingReportingOverflow(len)
            let (new, newOverflow) = newLength.addingReportingOverflow(inserted < 0 ? len : inserted)
            guard !oldOverflow && !newOverflow else {
                throw DecodingError.corrupted(path, "change set element \(index): the \(oldOverflow ? "old" : "new") length passes Int.max"
                                              + " (\(oldOverflow ? oldLength : newLength) + \(oldOverflow ? len : inserted))")
            }
            (oldLength, newLength) = (old, new)
            builder.add(len, inserted)
            if let units { builder.appendText(utf16: units) }
        }
        self = builder.changeSet()
    }

    /// The lines of a replacement, `"line", ...` after its length, joined with LF.
    private static func decodeLines(_ part: inout UnkeyedDecodingContainer, element: Int, path: [CodingKey]) throws -> [UInt16] {
        var units: [UInt16] = []
        var lines = 0
        while !part.isAtEnd {
            let line: String
            do {
                line = try part.decode(String.self)
            } catch DecodingError.typeMismatch {
                throw DecodingError.corrupted(path, "change set element \(element): line \(lines) is not a string")
            } catch {
                // The JSON string is there but is not Unicode: an escaped surrogate without its pair.
                throw DecodingError.corrupted(path, "change set element \(element): line \(lines) holds an unpaired surrogate"
                                              + " (a Swift string cannot hold one; CodeMirror's change sets made by its commands never do): \(error)")
            }
            if lines > 0 { units.append(0x0A) }
            units.append(contentsOf: line.utf16)
            lines += 1
        }
        return units
    }
}

extension ChangeDescription: Codable {
    /// Encodes CodeMirror's JSON for a description (`ChangeDesc.toJSON`): the flat sections.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(sections)
    }

    /// Decodes CodeMirror's JSON for a description: an even number of integers.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted`, with the coding path and the reason, when the
    ///   count is odd, a value is out of range, or the lengths add up past `Int.max`
    ///   (``validateSections(_:)`` says which).
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let values = try container.decode([Int].self)
        if let message = Self.validateSections(values) {
            throw DecodingError.corrupted(decoder.codingPath, "change description: \(message)")
        }
        self.init(sections: values)
    }
}

/// The coding key of an element of a JSON array, so that a decoding error names the element.
struct JSONIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { return nil }
}

extension DecodingError {
    /// `dataCorrupted` at `path` with `message`.
    static func corrupted(_ path: [CodingKey], _ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: path, debugDescription: message))
    }
}
