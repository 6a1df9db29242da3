/// What reading or writing a file does with text its encoding cannot carry.
public enum TextConversion: Sendable, Hashable {
    /// Fail with an error that names the offset: ``TextFileError/undecodable(path:offset:encoding:)``
    /// for bytes that do not decode, ``TextFileError/unencodable(path:offset:scalar:encoding:)`` for
    /// characters that do not encode. The default: nothing is changed behind the user's back.
    case strict

    /// Go on: each ill-formed byte sequence read becomes one U+FFFD (counted in
    /// ``TextDocument/replacementCount``), and each character that cannot be written becomes the
    /// encoding's substitution character (often "?" or 0x1A).
    case lossy
}
