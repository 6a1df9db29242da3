/// A line ending of a text file: what ends a line, and what Return inserts.
public enum LineEnding: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// LF, U+000A: Unix, macOS, the web.
    case lf
    /// CR LF, U+000D U+000A: Windows, network protocols.
    case crlf
    /// CR, U+000D: classic Mac OS.
    case cr

    /// The characters of the line ending.
    public var string: String {
        switch self {
        case .lf: return "\n"
        case .crlf: return "\r\n"
        case .cr: return "\r"
        }
    }

    /// "LF", "CRLF" or "CR".
    public var description: String { rawValue.uppercased() }
}

/// How many line endings of each kind a text holds: what ``TextDocument/lineEndingCounts`` reports,
/// and what loading a file uses to set ``TextDocument/lineEnding``.
///
/// A CR directly followed by LF counts once, as CRLF. U+2028, U+2029 and NEL also break lines but
/// are characters of the text, not file line endings, so they are not counted here.
public struct LineEndingCounts: Sendable, Hashable {
    /// Line feeds not preceded by a carriage return.
    public var lf = 0
    /// Carriage return + line feed pairs.
    public var crlf = 0
    /// Carriage returns not followed by a line feed.
    public var cr = 0

    /// Creates counts.
    ///
    /// - Parameters:
    ///   - lf: Lone LF count.
    ///   - crlf: CRLF count.
    ///   - cr: Lone CR count.
    public init(lf: Int = 0, crlf: Int = 0, cr: Int = 0) {
        self.lf = lf
        self.crlf = crlf
        self.cr = cr
    }

    /// Counts the line endings of `rope`, chunk by chunk.
    ///
    /// - Complexity: O(n).
    init(rope: Rope) {
        var lf = 0, crlf = 0, cr = 0
        var pendingCR = false
        rope.forEachChunk(in: 0..<rope.count) { chunk in
            for unit in chunk {
                if unit == 0x0A {
                    if pendingCR { crlf += 1 } else { lf += 1 }
                    pendingCR = false
                } else {
                    if pendingCR { cr += 1 }
                    pendingCR = unit == 0x0D
                }
            }
            return true
        }
        if pendingCR { cr += 1 }
        self.init(lf: lf, crlf: crlf, cr: cr)
    }

    /// The total number of line endings.
    public var total: Int { lf + crlf + cr }

    /// The most frequent line ending; on a tie LF, then CRLF. nil for a text without any.
    public var dominant: LineEnding? {
        if total == 0 { return nil }
        if lf >= crlf && lf >= cr { return .lf }
        return crlf >= cr ? .crlf : .cr
    }

    /// Whether more than one kind occurs.
    public var isMixed: Bool { [lf, crlf, cr].filter { $0 > 0 }.count > 1 }

    /// The count of `ending`.
    public subscript(ending: LineEnding) -> Int {
        switch ending {
        case .lf: return lf
        case .crlf: return crlf
        case .cr: return cr
        }
    }
}

extension TextDocument {
    /// How many LF, CRLF and lone CR line endings the text holds (``LineEndingCounts/dominant``,
    /// ``LineEndingCounts/isMixed``).
    ///
    /// - Complexity: O(n), reading the rope's chunks in place.
    public var lineEndingCounts: LineEndingCounts { LineEndingCounts(rope: rope) }
}
