import CUnicode

/// The character encoding of a text file: UTF-8, UTF-16 or UTF-32 in either byte order, or any
/// encoding ICU's converters know (Windows-1252, ISO-8859-1, Shift_JIS, GB18030, Big5, EUC-KR...).
///
/// A document remembers the encoding it was read in (``TextDocument/encoding``) and
/// ``TextDocument/write(to:)`` writes it back in the same one. UTF-8 is decoded and encoded by the
/// package itself; every other encoding goes through ICU, block by block.
public struct TextEncoding: Hashable, Sendable, CustomStringConvertible {
    /// The encoding's name as ICU knows it (an IANA name such as `"Shift_JIS"` or `"windows-1252"`).
    public let name: String

    private init(known name: String) {
        self.name = name
    }

    /// The encoding called `name`, if ICU has a converter for it (IANA names and ICU's aliases:
    /// `"latin1"`, `"cp1252"`, `"SJIS"`, `"EUC-KR"`...); nil for an unknown name.
    ///
    /// The encodings of the constants below come back as those constants, whatever alias named
    /// them (`"utf8"` is ``utf8``, `"cp1252"` is ``windows1252``), so `==` compares encodings,
    /// not spellings. Names that do not say the byte order (`"UTF-16"`, `"UTF-32"`) are
    /// refused: say `"UTF-16LE"` or `"UTF-16BE"`, or let the byte order mark decide.
    ///
    /// - Parameter name: An encoding name.
    public init?(name: String) {
        guard let canonical = Self.canonicalName(name) else { return nil }
        switch canonical {
        case "UTF-16", "UTF-32", "UTF16_PlatformEndian", "UTF16_OppositeEndian", "UTF32_PlatformEndian",
             "UTF32_OppositeEndian":
            return nil
        default:
            self = Self.knownByCanonicalName[canonical] ?? TextEncoding(known: name)
        }
    }

    /// ICU's canonical name of the converter for `name`; nil when ICU has none.
    private static func canonicalName(_ name: String) -> String? {
        var status: Int32 = 0
        guard let converter = cu_converter_open(name, 0, &status) else { return nil }
        defer { cu_converter_close(converter) }
        return String(cString: cu_converter_name(converter))
    }

    /// The constants, by ICU's canonical name.
    private static let knownByCanonicalName: [String: TextEncoding] = {
        let known: [TextEncoding] = [.utf8, .utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian,
                                     .windows1252, .isoLatin1, .shiftJIS, .gb18030, .big5, .eucKR]
        var table: [String: TextEncoding] = [:]
        for encoding in known {
            if let canonical = canonicalName(encoding.name) { table[canonical] = encoding }
        }
        return table
    }()

    /// UTF-8, the default for new documents and files without a byte order mark.
    public static let utf8 = TextEncoding(known: "UTF-8")
    /// UTF-16, little-endian (byte order mark FF FE).
    public static let utf16LittleEndian = TextEncoding(known: "UTF-16LE")
    /// UTF-16, big-endian (byte order mark FE FF).
    public static let utf16BigEndian = TextEncoding(known: "UTF-16BE")
    /// UTF-32, little-endian (byte order mark FF FE 00 00).
    public static let utf32LittleEndian = TextEncoding(known: "UTF-32LE")
    /// UTF-32, big-endian (byte order mark 00 00 FE FF).
    public static let utf32BigEndian = TextEncoding(known: "UTF-32BE")
    /// Windows code page 1252 (Western European; a superset of ISO-8859-1's printable characters).
    public static let windows1252 = TextEncoding(known: "windows-1252")
    /// ISO-8859-1 (Latin-1): every byte is the code point of the same value.
    public static let isoLatin1 = TextEncoding(known: "ISO-8859-1")
    /// Shift_JIS (Japanese).
    public static let shiftJIS = TextEncoding(known: "Shift_JIS")
    /// GB 18030 (Chinese; encodes all of Unicode).
    public static let gb18030 = TextEncoding(known: "GB18030")
    /// Big5 (traditional Chinese).
    public static let big5 = TextEncoding(known: "Big5")
    /// EUC-KR (Korean).
    public static let eucKR = TextEncoding(known: "EUC-KR")

    /// The byte order mark of a Unicode encoding (U+FEFF encoded in it); empty for the others.
    public var byteOrderMark: [UInt8] {
        switch name {
        case "UTF-8": return [0xEF, 0xBB, 0xBF]
        case "UTF-16LE": return [0xFF, 0xFE]
        case "UTF-16BE": return [0xFE, 0xFF]
        case "UTF-32LE": return [0xFF, 0xFE, 0x00, 0x00]
        case "UTF-32BE": return [0x00, 0x00, 0xFE, 0xFF]
        default: return []
        }
    }

    /// Whether this is one of the Unicode encodings (UTF-8, UTF-16, UTF-32), which can hold every
    /// character and have a byte order mark.
    public var isUnicode: Bool { !byteOrderMark.isEmpty }

    /// The encoding whose byte order mark starts `bytes`, with the mark's length; nil when none
    /// does. UTF-32LE is checked before UTF-16LE, whose mark is a prefix of it.
    ///
    /// - Parameter bytes: The first bytes of a file (four are enough).
    static func detect(byteOrderMarkIn bytes: some Collection<UInt8>) -> TextEncoding? {
        let candidates: [TextEncoding] = [.utf8, .utf32LittleEndian, .utf32BigEndian, .utf16LittleEndian,
                                          .utf16BigEndian]
        return candidates.first { bytes.starts(with: $0.byteOrderMark) }
    }

    /// The name.
    public var description: String { name }
}
