import Foundation

/// A failure to read or write a text file: what went wrong, on which file, at which byte, and why.
///
/// Only I/O fails: invalid UTF-8 is never an error (it is repaired and counted in
/// ``TextDocument/replacementCount``). `cause` is the system's description of the `errno` value.
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
