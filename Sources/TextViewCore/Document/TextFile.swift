#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unsafe in this file: C API: `open`, `read`, `pwrite`, `fsync` and `realpath` take pointers (Glibc);
// each buffer is allocated and freed in the function that uses it and never leaves this layer.

/// The POSIX side of reading and writing documents: streaming a file into a rope (decoding in
/// TextFile+Decoding.swift), and saving a rope atomically (encoding in TextFile+Encoding.swift).
///
/// Plain `open`/`read`/`write` rather than `FileHandle`, because they give the exact `errno` and let
/// the errors name the byte offset where a transfer failed.
enum TextFile {
    /// The size of one block read from or written to a file. Big enough to amortise the system
    /// calls, small enough that the two block buffers stay in cache.
    static let blockSize = 1 << 16

    /// Test seam: when set, reading fails with EIO once this many bytes have been read.
    @TaskLocal static var readFault: Int? = nil

    /// Test seam: when set, writing fails with EIO once this many bytes have been written
    /// (byte order mark included), after really writing them to the temporary file.
    @TaskLocal static var writeFault: Int? = nil

    // MARK: Reading

    /// Fills `block` from `fd` unless the file ends first.
    ///
    /// - Returns: The bytes read; less than `block.count` only at the end of the file.
    static func readBlock(_ fd: Int32, into block: UnsafeMutableBufferPointer<UInt8>, at offset: Int,
                                  fault: Int?, displayPath: String) throws -> Int {
        try transfer(count: block.count, at: offset, fault: fault, zeroMeansEnd: true,
                     failure: { .readFailed(path: displayPath, offset: $0, cause: describe($1)) }) { done, want in
            read(fd, block.baseAddress! + done, want)
        }
    }

    /// The loop reads and writes share: moves `count` bytes through `call(done, want)` (which
    /// returns what the system call returns), resuming after short transfers and EINTR. A `fault`
    /// offset (tests only) fails with EIO there.
    ///
    /// - Returns: The bytes moved; less than `count` only when `call` returns 0 and `zeroMeansEnd`.
    private static func transfer(count: Int, at offset: Int, fault: Int?, zeroMeansEnd: Bool,
                                 failure: (Int, Int32) -> TextFileError,
                                 _ call: (Int, Int) -> Int) throws -> Int {
        var done = 0
        while done < count {
            var want = count - done
            if let fault {
                if offset + done >= fault { throw failure(offset + done, EIO) }
                want = min(want, fault - (offset + done))
            }
            let n = call(done, want)
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                throw failure(offset + done, code)
            }
            if n == 0 {
                if zeroMeansEnd { break }
                // A regular file never accepts zero bytes without an error; do not spin if one does.
                throw failure(offset + done, EIO)
            }
            done += n
        }
        return done
    }

    // MARK: Writing

    /// What a save is asked to write.
    struct SaveRequest {
        var encoding: TextEncoding = .utf8
        /// Whether to start the file with the encoding's byte order mark.
        var byteOrderMark: Bool = false
        var conversion: TextConversion = .strict
        var blockSize: Int = TextFile.blockSize
    }

    /// Saves `rope` to `path` atomically: a temporary file beside the target is written, flushed
    /// to disk, given the target's owner, group and permission bits, and renamed over the target.
    ///
    /// Symbolic links are followed (a dangling one too), so the file they point to is replaced or
    /// created and the links survive. The owner and group are kept when the saving user may set
    /// them (root may, an owner may set a group it belongs to); the permission bits, setuid and
    /// setgid included, are set after the last write and the change of owner, both of which clear
    /// setuid and setgid. Something other than a regular file at the target (a FIFO, a device, a
    /// folder) is refused before anything is created. On any failure the temporary file is removed
    /// and the target is left as it was. Extended attributes are not carried over, and other hard
    /// links to the old file keep the old contents (the usual price of an atomic save).
    ///
    /// - Parameters:
    ///   - rope: The text.
    ///   - request: The encoding, the byte order mark, the conversion and the block size.
    ///   - path: The file system representation of the path.
    ///   - displayPath: The path as errors report it.
    /// - Throws: ``TextFileError/notARegularFile(path:kind:)``, ``TextFileError/cannotCreate(path:cause:)``,
    ///   ``TextFileError/writeFailed(path:offset:cause:)``, ``TextFileError/unencodable(path:offset:scalar:encoding:)``,
    ///   ``TextFileError/cannotReplace(path:cause:)``.
    static func save(_ rope: Rope, request: SaveRequest, to path: UnsafePointer<CChar>,
                     displayPath: String) throws {
        let target = try resolvingSymbolicLinks(path, displayPath: displayPath)
        var info = stat()
        let existing: stat? = stat(target, &info) == 0 ? info : nil
        if let existing, let kind = TextFile.nonRegularKind(existing.st_mode) {
            throw TextFileError.notARegularFile(path: displayPath, kind: kind)
        }

        // Replacing a file, the temporary starts private and then takes the file's bits, so text
        // saved over a 0600 file is never readable by others, even for a moment. A new file gets
        // 0666 less the umask, like any other new file.
        let (fd, temporary) = try createTemporary(beside: target, mode: existing == nil ? 0o666 : 0o600,
                                                  displayPath: displayPath)
        var written = 0
        do {
            written = try writeContents(rope, request: request, to: fd, displayPath: displayPath)
            if let existing { keepOwnershipAndMode(of: existing, on: fd) }
            if fsync(fd) != 0 {
                throw TextFileError.writeFailed(path: displayPath, offset: written, cause: describe(errno))
            }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        // Linux closes the descriptor even when close reports EINTR, so only other errors count.
        if close(fd) != 0 && errno != EINTR {
            let code = errno
            unlink(temporary)
            throw TextFileError.writeFailed(path: displayPath, offset: written, cause: describe(code))
        }
        if rename(temporary, target) != 0 {
            let code = errno
            unlink(temporary)
            throw TextFileError.cannotReplace(path: displayPath, cause: describe(code))
        }
        syncFolder(of: target)
    }

    /// Gives the written temporary file the replaced file's owner, group and mode.
    ///
    /// Best effort: a user who may not give the file away keeps it (a non-root user's save over
    /// another user's file becomes theirs, as with any editor that saves by renaming), and a file
    /// system that cannot store the bits should not make saving fail. The order matters: `fchown`
    /// clears setuid and setgid, and so does a write by a user without the privilege to keep
    /// them, so `fchmod` comes last.
    private static func keepOwnershipAndMode(of existing: stat, on fd: Int32) {
        if fchown(fd, existing.st_uid, existing.st_gid) != 0 {
            // Not allowed to give it away: at least the group, when the user belongs to it.
            _ = fchown(fd, uid_t.max, existing.st_gid)
        }
        _ = fchmod(fd, existing.st_mode & 0o7777)
    }

    /// Encodes the rope chunk by chunk into one block buffer and writes each full block, after the
    /// byte order mark when asked for.
    ///
    /// - Returns: The number of bytes written.
    private static func writeContents(_ rope: Rope, request: SaveRequest, to fd: Int32,
                                      displayPath: String) throws -> Int {
        let mark = request.byteOrderMark ? request.encoding.byteOrderMark : []
        // Room for the mark and for one character in any encoding, so every encode call progresses.
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(request.blockSize, 2 * minimumRoom))
        defer { buffer.deallocate() }
        let fault = writeFault
        var filled = 0
        var offset = 0
        func flush() throws {
            try writeAll(fd, UnsafeBufferPointer(rebasing: buffer[..<filled]), at: offset, fault: fault,
                         displayPath: displayPath)
            offset += filled
            filled = 0
        }
        for byte in mark {
            buffer[filled] = byte
            filled += 1
        }
        var encoder = try ChunkEncoder(request: request, displayPath: displayPath)
        defer { encoder.close() }
        var failure: (any Error)?
        var chunkStart = 0
        rope.forEachChunk(in: 0..<rope.count) { chunk in
            var rest = chunk
            do {
                while !rest.isEmpty {
                    let (read, written) = try encoder.encode(rest, at: chunkStart + (chunk.count - rest.count),
                                                             into: UnsafeMutableBufferPointer(rebasing: buffer[filled...]))
                    filled += written
                    rest = UnsafeBufferPointer(rebasing: rest[read...])
                    if buffer.count - filled < minimumRoom { try flush() }
                }
            } catch {
                failure = error
                return false
            }
            chunkStart += chunk.count
            return true
        }
        if let failure { throw failure }
        while true {
            let (written, done) = try encoder.finish(at: rope.count, into: UnsafeMutableBufferPointer(rebasing: buffer[filled...]))
            filled += written
            if done { break }
            try flush()
        }
        if filled > 0 { try flush() }
        return offset
    }

    /// The free room below which the block is written out: enough for the longest character in
    /// any encoding ICU knows (and for UTF-8's surrogate pair).
    static let minimumRoom = 32

    /// Writes all of `bytes`, resuming after short writes and interruptions.
    private static func writeAll(_ fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, fault: Int?,
                                 displayPath: String) throws {
        _ = try transfer(count: bytes.count, at: offset, fault: fault, zeroMeansEnd: false,
                         failure: { .writeFailed(path: displayPath, offset: $0, cause: describe($1)) }) { done, want in
            systemWrite(fd, bytes.baseAddress! + done, want)
        }
    }

    private static func systemWrite(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, bytes, count)
        #else
        return Darwin.write(fd, bytes, count)
        #endif
    }

    /// The path to write: `path`, or, when it is a symbolic link, the path it points to, link after
    /// link, whether or not that file exists yet (a dangling link is kept, and the file it names is
    /// created). A relative link is read from the link's own folder.
    ///
    /// - Throws: ``TextFileError/cannotReplace(path:cause:)`` with ELOOP after 40 links, as the
    ///   system gives up.
    private static func resolvingSymbolicLinks(_ path: UnsafePointer<CChar>, displayPath: String) throws -> [CChar] {
        var current = Array(UnsafeBufferPointer(start: path, count: strlen(path)).map { UInt8(bitPattern: $0) })
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        for _ in 0..<40 {
            let cPath = current.map { CChar(bitPattern: $0) } + [0]
            var info = stat()
            guard lstat(cPath, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return cPath }
            let count = readlink(cPath, &buffer, buffer.count - 1)
            guard count > 0 else { return cPath }
            let destination = buffer[..<count].map { UInt8(bitPattern: $0) }
            if destination.first == UInt8(ascii: "/") {
                current = destination
            } else if let slash = current.lastIndex(of: UInt8(ascii: "/")) {
                current = Array(current[...slash]) + destination
            } else {
                current = destination
            }
        }
        throw TextFileError.cannotReplace(path: displayPath, cause: describe(ELOOP))
    }

    /// Creates a new, uniquely named hidden file in the target's folder with `O_CREAT | O_EXCL`,
    /// so it can never be an existing file and `rename` stays within one file system.
    ///
    /// - Returns: The open descriptor and the temporary file's path.
    private static func createTemporary(beside target: [CChar], mode: mode_t,
                                        displayPath: String) throws -> (Int32, [CChar]) {
        let bytes = target.dropLast().map { UInt8(bitPattern: $0) }
        let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { Array(bytes[...$0]) } ?? []
        var name = slash.map { Array(bytes[($0 + 1)...]) } ?? bytes
        // Keep the name short enough for NAME_MAX with the suffix, without cutting a character.
        if name.count > 100 {
            var cut = 100
            while cut > 0 && name[cut] & 0xC0 == 0x80 { cut -= 1 }
            name = Array(name[..<cut])
        }
        var generator = SystemRandomNumberGenerator()
        var lastError: Int32 = EEXIST
        for _ in 0..<100 {
            let suffix = String(generator.next() as UInt64, radix: 16)
            let path = folder + [UInt8(ascii: ".")] + name + Array(".\(suffix).tmp".utf8) + [0]
            let cPath = path.map { CChar(bitPattern: $0) }
            let fd = open(cPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if fd >= 0 { return (fd, cPath) }
            lastError = errno
            if lastError != EEXIST && lastError != EINTR { break }
        }
        throw TextFileError.cannotCreate(path: displayPath, cause: describe(lastError))
    }

    /// Flushes the folder entry of a renamed file, so the rename itself survives a crash. Best
    /// effort: the new contents are already in place, so a failure here is not reported.
    private static func syncFolder(of target: [CChar]) {
        let bytes = target.dropLast()
        let folder: [CChar]
        if let slash = bytes.lastIndex(of: CChar(UInt8(ascii: "/"))) {
            folder = slash == bytes.startIndex ? [CChar(UInt8(ascii: "/")), 0] : Array(bytes[..<slash]) + [0]
        } else {
            folder = [CChar(UInt8(ascii: ".")), 0]
        }
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd >= 0 {
            _ = fsync(fd)
            close(fd)
        }
    }

    /// The system's description of an `errno` value.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
