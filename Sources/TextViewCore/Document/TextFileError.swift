import Foundation

/// A failure to read or write a text file: what went wrong, on which file, at which byte, and why.
///
/// I/O fails, and so does text that the encoding cannot carry: bytes that do not decode, characters
/// that do not encode (unless the caller asked for lossy conversion, ``TextConversion/lossy``), a
/// file whose encoding cannot be told, and files that are not regular files. `cause` is the
/// system's description of the `errno` value.
public enum TextFileError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The URL does not name a local file.
    ///
    /// - Parameter url: The URL as given.
    case notAFileURL(url: String)

    /// The file to read could not be opened (it is missing, or a folder on the way is).
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - cause: The system's description of the error.
    case cannotOpen(path: String, cause: String)

    /// Reading failed part way.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - offset: The byte offset in the file where the failed read started.
    ///   - cause: The system's description of the error.
    case readFailed(path: String, offset: Int, cause: String)

    /// The path names something other than a regular file (a FIFO, a device such as `/dev/zero`,
    /// a socket, a folder): reading it could block for ever or never end, and saving over it would
    /// replace it. Nothing was read or changed.
    ///
    /// - Parameters:
    ///   - path: The path.
    ///   - kind: What it is, in words ("a FIFO", "a character device", "a folder", "a socket",
    ///     "a block device").
    case notARegularFile(path: String, kind: String)

    /// The file's bytes are not valid in the encoding it is read in, and lossy decoding was not
    /// asked for.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - offset: The byte offset in the file of the first sequence that does not decode.
    ///   - encoding: The encoding's name.
    case undecodable(path: String, offset: Int, encoding: String)

    /// The file has no byte order mark and starts with a zero byte among its first bytes, which
    /// UTF-8 text almost never has and UTF-16 or UTF-32 text without a mark almost always has: its
    /// encoding cannot be told. Read it again naming the encoding.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - offset: The byte offset of the first zero byte.
    case unknownEncoding(path: String, offset: Int)

    /// The text holds a character the file's encoding cannot represent (for example "日" in
    /// Windows-1252), and lossy encoding was not asked for. Nothing was changed.
    ///
    /// - Parameters:
    ///   - path: The path that was to be written.
    ///   - offset: The UTF-16 offset of the character in the document.
    ///   - scalar: The character's code point.
    ///   - encoding: The encoding's name.
    case unencodable(path: String, offset: Int, scalar: UInt32, encoding: String)

    /// The temporary file beside the target could not be created (its folder is missing, is not
    /// a folder, or cannot be written). Nothing was changed.
    ///
    /// - Parameters:
    ///   - path: The path that was to be written.
    ///   - cause: The system's description of the error.
    case cannotCreate(path: String, cause: String)

    /// Writing the new contents failed (disk full, I/O error, or the data could not be flushed to
    /// disk). The target is untouched and the temporary file has been removed.
    ///
    /// - Parameters:
    ///   - path: The path that was to be written.
    ///   - offset: The byte offset in the new contents where the failed write started.
    ///   - cause: The system's description of the error.
    case writeFailed(path: String, offset: Int, cause: String)

    /// The complete new contents could not be moved over the target (for example because the
    /// target is a folder). The target is untouched and the temporary file has been removed.
    ///
    /// - Parameters:
    ///   - path: The path that was to be written.
    ///   - cause: The system's description of the error.
    case cannotReplace(path: String, cause: String)

    /// A one-line English description naming the file, the byte offset where relevant, and the
    /// cause.
    public var description: String {
        switch self {
        case .notAFileURL(let url):
            return "\(url) is not a file URL"
        case .cannotOpen(let path, let cause):
            return "cannot open \(path): \(cause)"
        case .readFailed(let path, let offset, let cause):
            return "reading \(path) failed at byte \(offset): \(cause)"
        case .notARegularFile(let path, let kind):
            return "\(path) is \(kind), not a regular file"
        case .undecodable(let path, let offset, let encoding):
            return "cannot decode \(path) as \(encoding): invalid bytes at byte \(offset)"
        case .unknownEncoding(let path, let offset):
            return "cannot tell the encoding of \(path): no byte order mark and a zero byte at byte \(offset) "
                + "(UTF-16 or UTF-32?); name the encoding"
        case .unencodable(let path, let offset, let scalar, let encoding):
            let hex = String(scalar, radix: 16, uppercase: true)
            return "cannot save \(path) as \(encoding): U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) "
                + "at offset \(offset) has no encoding in it"
        case .cannotCreate(let path, let cause):
            return "cannot create a temporary file to save \(path): \(cause)"
        case .writeFailed(let path, let offset, let cause):
            return "writing \(path) failed at byte \(offset): \(cause)"
        case .cannotReplace(let path, let cause):
            return "cannot replace \(path): \(cause)"
        }
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
