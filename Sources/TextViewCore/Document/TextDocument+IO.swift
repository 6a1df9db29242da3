import Foundation

// Unsafe in this file: C API: the file system path handed to the C file calls, for the length of
// the call (`withUnsafeFileSystemRepresentation`).

extension TextDocument {
    /// Reads a text file, its encoding told by its byte order mark (UTF-8 without one).
    ///
    /// The same as ``init(contentsOf:encoding:conversion:)`` with no encoding named and strict
    /// conversion: a file that is not valid UTF-8 (a Latin-1 "é", a UTF-16 file without a byte
    /// order mark) is an error, never silently changed.
    ///
    /// - Parameter url: A file URL.
    /// - Throws: ``TextFileError``.
    /// - Complexity: O(n) in the file's size; memory is the rope plus two 64 KiB blocks.
    public init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, encoding: nil, conversion: .strict)
    }

    /// Reads a text file in `encoding`, or in the encoding its byte order mark says.
    ///
    /// The file is decoded block by block straight into the rope: no `String` of the whole file
    /// and no second copy of the text is made.
    ///
    /// - Encoding: with `encoding` nil, a byte order mark decides (EF BB BF UTF-8, FF FE UTF-16LE,
    ///   FE FF UTF-16BE, FF FE 00 00 UTF-32LE, 00 00 FE FF UTF-32BE) and a file without one is
    ///   UTF-8, unless a zero byte among its first 1,024 bytes says it is UTF-16 or UTF-32 without a
    ///   mark: that is ``TextFileError/unknownEncoding(path:offset:)`` (name the encoding, `.utf8`
    ///   included, to read such a file). A named Unicode encoding drops its own byte order mark.
    ///   The mark is not part of the text; ``hasByteOrderMark`` remembers it, ``encoding`` the
    ///   encoding, and ``lineEnding`` the dominant line ending. Line endings are kept as they are.
    /// - Invalid input: with `.strict`, the first byte sequence that does not decode is
    ///   ``TextFileError/undecodable(path:offset:encoding:)`` with its byte offset; with `.lossy`,
    ///   each becomes one U+FFFD (for UTF-8, each maximal ill-formed subpart, exactly as
    ///   `String(decoding:as: UTF8.self)` does) and ``replacementCount`` says how many.
    /// - Special files: only regular files are read. A FIFO, a device (`/dev/zero`,
    ///   `/dev/urandom`), a socket or a folder is ``TextFileError/notARegularFile(path:kind:)``;
    ///   opening never waits for a FIFO's writer.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - encoding: The file's encoding, or nil to detect it.
    ///   - conversion: What to do with bytes that do not decode.
    /// - Throws: ``TextFileError``: `.notAFileURL`, `.cannotOpen`, `.notARegularFile`,
    ///   `.readFailed` (with the byte offset), `.undecodable`, `.unknownEncoding`.
    /// - Complexity: O(n) in the file's size; memory is the rope plus two 64 KiB blocks.
    public init(contentsOf url: URL, encoding: TextEncoding?, conversion: TextConversion = .strict) throws {
        try self.init(contentsOf: url, request: TextFile.LoadRequest(encoding: encoding, conversion: conversion))
    }

    /// Reads a text file like ``init(contentsOf:encoding:conversion:)``, reporting progress after
    /// every 64 KiB block and stopping when the task is cancelled.
    ///
    /// The file is read on the caller's task, block by block; between blocks the task's
    /// cancellation is checked, so a cancelled load ends within one block, with `CancellationError`
    /// and nothing kept.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - encoding: The file's encoding, or nil to detect it.
    ///   - conversion: What to do with bytes that do not decode.
    ///   - progress: Called before the first block and after each block.
    /// - Throws: ``TextFileError`` as the synchronous load, or `CancellationError`.
    public init(contentsOf url: URL, encoding: TextEncoding? = nil, conversion: TextConversion = .strict,
                progress: (@Sendable (TextFileProgress) -> Void)?) async throws {
        try await self.init(contentsOf: url, encoding: encoding, conversion: conversion, blockSize: TextFile.blockSize,
                      progress: progress)
    }

    /// The asynchronous load with a block size (tests use tiny blocks).
    init(contentsOf url: URL, encoding: TextEncoding?, conversion: TextConversion, blockSize: Int,
         progress: (@Sendable (TextFileProgress) -> Void)?) async throws {
        var request = TextFile.LoadRequest(encoding: encoding, conversion: conversion, blockSize: blockSize)
        request.progress = { read, total in
            try Task.checkCancellation()
            progress?(TextFileProgress(bytesRead: read, totalBytes: total))
        }
        try self.init(contentsOf: url, request: request)
    }

    /// Reads a file in blocks of `blockSize` bytes (tests use tiny blocks).
    init(contentsOf url: URL, encoding: TextEncoding? = nil, conversion: TextConversion = .strict,
         blockSize: Int) throws {
        try self.init(contentsOf: url, request: TextFile.LoadRequest(encoding: encoding, conversion: conversion,
                                                                     blockSize: blockSize))
    }

    /// Reads a file as `request` says.
    init(contentsOf url: URL, request: TextFile.LoadRequest) throws {
        guard url.isFileURL else { throw TextFileError.notAFileURL(url: url.absoluteString) }
        let displayPath = url.path
        let loaded = try url.withUnsafeFileSystemRepresentation { path in
            guard let path else {
                throw TextFileError.cannotOpen(path: displayPath, cause: TextFile.describe(EINVAL))
            }
            return try TextFile.load(path, displayPath: displayPath, request: request)
        }
        self.init(rope: loaded.rope)
        self.hasByteOrderMark = loaded.hasByteOrderMark
        self.replacementCount = loaded.replacementCount
        self.encoding = loaded.encoding
        self.lineEnding = LineEndingCounts(rope: loaded.rope).dominant ?? .lf
    }

    /// Writes the text in ``encoding``, atomically, strictly (see ``write(to:conversion:)``).
    ///
    /// - Parameter url: A file URL; the file is created if missing, its folder must exist.
    /// - Throws: ``TextFileError``.
    /// - Complexity: O(n); memory is one 64 KiB block.
    public func write(to url: URL) throws {
        try write(to: url, conversion: .strict)
    }

    /// Writes the text in ``encoding``, atomically, preceded by a byte order mark when
    /// ``hasByteOrderMark`` is true or the text itself starts with U+FEFF.
    ///
    /// - Byte order mark: a text that starts with U+FEFF is saved with a mark before it even when
    ///   ``hasByteOrderMark`` is false, because reading drops a leading mark: without one, the
    ///   text's own U+FEFF would be taken for the mark and lost. Reloaded, the text is the same and
    ///   ``hasByteOrderMark`` is true. (Encodings other than UTF-8, -16 and -32 have no mark.)
    /// - Characters ``encoding`` cannot hold: with `.strict`,
    ///   ``TextFileError/unencodable(path:offset:scalar:encoding:)`` names the first one's offset and
    ///   nothing is changed; with `.lossy` the encoding's substitution character replaces them.
    /// - Atomic: the text is encoded chunk by chunk into a temporary file in the same folder
    ///   (created with `O_CREAT | O_EXCL`), flushed to disk with `fsync`, given the existing file's
    ///   owner, group and permission bits (setuid and setgid included), and renamed over the target.
    ///   Readers see the old file or the new one, never a mix; on any failure the temporary file is
    ///   removed and the existing file is untouched.
    /// - Links and special files: symbolic links are followed, a dangling one too, so the file they
    ///   point to is replaced (or created) and the links are kept. A FIFO, device, socket or folder
    ///   at the path is refused with ``TextFileError/notARegularFile(path:kind:)``.
    ///
    /// - Parameters:
    ///   - url: A file URL; the file is created if missing, its folder must exist.
    ///   - conversion: What to do with characters the encoding cannot hold.
    /// - Throws: ``TextFileError``: `.notAFileURL`, `.notARegularFile`, `.cannotCreate` (the folder
    ///   is missing, is not a folder, or is not writable), `.unencodable`, `.writeFailed` with the
    ///   byte offset, or `.cannotReplace`.
    /// - Complexity: O(n); memory is one 64 KiB block.
    public func write(to url: URL, conversion: TextConversion) throws {
        try write(to: url, conversion: conversion, blockSize: TextFile.blockSize)
    }

    /// Writes the text in blocks of `blockSize` bytes (tests use tiny blocks).
    func write(to url: URL, conversion: TextConversion = .strict, blockSize: Int) throws {
        guard url.isFileURL else { throw TextFileError.notAFileURL(url: url.absoluteString) }
        let displayPath = url.path
        let startsWithMark = rope.count > 0 && rope.unit(at: 0) == 0xFEFF
        let request = TextFile.SaveRequest(encoding: encoding,
                                           byteOrderMark: encoding.isUnicode && (hasByteOrderMark || startsWithMark),
                                           conversion: conversion, blockSize: blockSize)
        try url.withUnsafeFileSystemRepresentation { path in
            guard let path else {
                throw TextFileError.cannotCreate(path: displayPath, cause: TextFile.describe(EINVAL))
            }
            try TextFile.save(rope, request: request, to: path, displayPath: displayPath)
        }
    }
}
