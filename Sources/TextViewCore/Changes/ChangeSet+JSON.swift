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
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` naming the element when an element is neither a
    ///   length nor `[length, "line", ...]`, or a length is negative.
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var builder = SectionBuilder(collectsText: true)
        while !container.isAtEnd {
            let index = container.currentIndex
            if let len = try? container.decode(Int.self) {
                guard len >= 0 else {
                    throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath,
                                                            debugDescription: "change set element \(index): negative length \(len)"))
                }
                builder.add(len, -1)
                continue
            }
            guard var part = try? container.nestedUnkeyedContainer(), let len = try? part.decode(Int.self), len >= 0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath,
                                                        debugDescription: "change set element \(index) is neither a length nor [length, \"line\", ...]"))
            }
            var units: [UInt16] = []
            var lines = 0
            while !part.isAtEnd {
                guard let line = try? part.decode(String.self) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: part.codingPath,
                                                            debugDescription: "change set element \(index): line \(lines) is not a string"))
                }
                if lines > 0 { units.append(0x0A) }
                units.append(contentsOf: line.utf16)
                lines += 1
            }
            builder.add(len, units.count)
            builder.appendText(InsertedUnits(array: units), 0 ..< units.count)
        }
        self = builder.changeSet()
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
    /// - Throws: `DecodingError.dataCorrupted` when the count is odd or a value is out of range.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let values = try container.decode([Int].self)
        guard values.count % 2 == 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "change description with an odd number (\(values.count)) of values"))
        }
        for pair in stride(from: 0, to: values.count, by: 2) where values[pair] < 0 || values[pair + 1] < -1 {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "change description section \(pair / 2) is \(values[pair]):\(values[pair + 1])"))
        }
        self.init(sections: values)
    }
}
