import Foundation

extension TextDocument {
    /// Reads a UTF-8 text file.
    ///
    /// The file is decoded block by block straight into the rope: no `String` of the whole file
    /// and no second copy of the text is made. A leading byte order mark (EF BB BF) is dropped from
    /// the text and remembered in ``hasByteOrderMark``. Invalid bytes never fail the load: each
    /// maximal ill-formed subpart becomes one U+FFFD, exactly as `String(decoding:as: UTF8.self)`
    /// does, and ``replacementCount`` says how many were substituted. Line endings (LF, CR, CRLF)
    /// are kept as they are.
    ///
    /// - Parameter url: A file URL.
    /// - Throws: ``TextFileError``: `.notAFileURL`, `.cannotOpen`, or `.readFailed` with the
    ///   byte offset of the failed read.
    /// - Complexity: O(n) in the file's size; memory is the rope plus two 64 KiB blocks.
    public init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, blockSize: TextFile.blockSize)
    }

    /// Reads a UTF-8 text file in blocks of `blockSize` bytes (tests use tiny blocks).
    init(contentsOf url: URL, blockSize: Int) throws {
        guard url.isFileURL else { throw TextFileError.notAFileURL(url: url.absoluteString) }
        let displayPath = url.path
        let loaded = try url.withUnsafeFileSystemRepresentation { path in
            guard let path else {
                throw TextFileError.cannotOpen(path: displayPath, cause: TextFile.describe(EINVAL))
            }
            return try TextFile.load(path, displayPath: displayPath, blockSize: blockSize)
        }
        self.init(rope: loaded.rope)
        self.hasByteOrderMark = loaded.hasByteOrderMark
        self.replacementCount = loaded.replacementCount
    }

    /// Writes the text as UTF-8, atomically, preceded by a byte order mark when
    /// ``hasByteOrderMark`` is true.
    ///
    /// The text is encoded chunk by chunk into a temporary file in the same folder (created with
    /// `O_CREAT | O_EXCL`), flushed to disk with `fsync`, given the existing file's permission
    /// bits, and renamed over the target. Readers see the old file or the new one, never a mix; on
    /// any failure the temporary file is removed and the existing file is untouched. A symbolic
    /// link is followed, so the file it points to is replaced and the link is kept.
    ///
    /// - Parameter url: A file URL; the file is created if missing, its folder must exist.
    /// - Throws: ``TextFileError``: `.notAFileURL`, `.cannotCreate` (the folder is missing, is not a
    ///   folder, or is not writable), `.writeFailed` with the byte offset, or `.cannotReplace`
    ///   (for example when the target is a folder).
    /// - Complexity: O(n); memory is one 64 KiB block.
    public func write(to url: URL) throws {
        try write(to: url, blockSize: TextFile.blockSize)
    }

    /// Writes the text in blocks of `blockSize` bytes (tests use tiny blocks).
    func write(to url: URL, blockSize: Int) throws {
        guard url.isFileURL else { throw TextFileError.notAFileURL(url: url.absoluteString) }
        let displayPath = url.path
        try url.withUnsafeFileSystemRepresentation { path in
            guard let path else {
                throw TextFileError.cannotCreate(path: displayPath, cause: TextFile.describe(EINVAL))
            }
            try TextFile.save(rope, byteOrderMark: hasByteOrderMark, to: path, displayPath: displayPath,
                              blockSize: blockSize)
        }
    }
}
