#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX side of reading and writing documents: streaming UTF-8 into a rope, and saving a rope
/// atomically.
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

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// What loading produced.
    struct Loaded {
        var rope: Rope
        var hasByteOrderMark: Bool
        var replacementCount: Int
    }

    // MARK: Reading

    /// Reads the file at `path` block by block, decoding straight into a `RopeBuilder`.
    ///
    /// - Parameters:
    ///   - path: The file system representation of the path.
    ///   - displayPath: The path as errors report it.
    ///   - blockSize: Bytes per read; tests pass tiny blocks to cut sequences everywhere.
    /// - Throws: ``TextFileError/cannotOpen(path:cause:)``, ``TextFileError/readFailed(path:offset:cause:)``.
    /// - Complexity: O(n) time; memory is the rope plus two fixed-size blocks.
    static func load(_ path: UnsafePointer<CChar>, displayPath: String, blockSize: Int) throws -> Loaded {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw TextFileError.cannotOpen(path: displayPath, cause: describe(errno)) }
        defer { close(fd) }

        let blockSize = max(blockSize, 1)
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: blockSize)
        defer { bytes.deallocate() }
        let units = UnsafeMutableBufferPointer<UInt16>.allocate(
            capacity: UTF8Decoder.outputCapacity(forInputCount: max(blockSize, byteOrderMark.count)))
        defer { units.deallocate() }

        var decoder = UTF8Decoder()
        var builder = RopeBuilder()
        func feed(_ input: UnsafeBufferPointer<UInt8>) {
            let n = decoder.decode(input, into: units)
            if n > 0 { builder.append(UnsafeBufferPointer(rebasing: units[..<n])) }
        }

        // The mark is matched byte by byte so that a block boundary inside it does not matter;
        // a partial match that turns out not to be a mark is decoded like any other bytes.
        var markMatched = 0
        var markDecided = false
        func giveUpMark() {
            markDecided = true
            if markMatched > 0 { byteOrderMark.withUnsafeBufferPointer { feed(UnsafeBufferPointer(rebasing: $0[..<markMatched])) } }
        }

        let fault = readFault
        var offset = 0
        while true {
            let got = try readBlock(fd, into: bytes, at: offset, fault: fault, displayPath: displayPath)
            if got == 0 { break }
            var start = 0
            if !markDecided {
                while start < got && markMatched < byteOrderMark.count && bytes[start] == byteOrderMark[markMatched] {
                    markMatched += 1
                    start += 1
                }
                if markMatched == byteOrderMark.count {
                    markDecided = true
                } else if start < got {
                    giveUpMark()
                }
            }
            feed(UnsafeBufferPointer(rebasing: bytes[start..<got]))
            offset += got
            if got < blockSize { break }
        }
        if !markDecided { giveUpMark() }
        let tail = decoder.finish(into: units)
        if tail > 0 { builder.append(UnsafeBufferPointer(rebasing: units[..<tail])) }

        let hasMark = markDecided && markMatched == byteOrderMark.count
        return Loaded(rope: builder.finish(), hasByteOrderMark: hasMark, replacementCount: decoder.replacementCount)
    }

    /// Fills `block` from `fd` unless the file ends first.
    ///
    /// - Returns: The bytes read; less than `block.count` only at the end of the file.
    private static func readBlock(_ fd: Int32, into block: UnsafeMutableBufferPointer<UInt8>, at offset: Int,
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

    /// Saves `rope` as UTF-8 to `path` atomically: a temporary file beside the target is written,
    /// flushed to disk, given the target's permission bits, and renamed over the target.
    ///
    /// A symbolic link is followed, so the file it points to is replaced and the link survives.
    /// On any failure the temporary file is removed and the target is left as it was. The owner
    /// and extended attributes of a replaced file are not carried over, and other hard links to
    /// it keep the old contents (the usual price of an atomic save).
    ///
    /// - Parameters:
    ///   - rope: The text.
    ///   - byteOrderMark: Whether to start the file with EF BB BF.
    ///   - path: The file system representation of the path.
    ///   - displayPath: The path as errors report it.
    ///   - blockSize: Bytes per write.
    /// - Throws: ``TextFileError/cannotCreate(path:cause:)``, ``TextFileError/writeFailed(path:offset:cause:)``,
    ///   ``TextFileError/cannotReplace(path:cause:)``.
    static func save(_ rope: Rope, byteOrderMark: Bool, to path: UnsafePointer<CChar>,
                     displayPath: String, blockSize: Int) throws {
        let target = resolvingSymbolicLink(path)
        var info = stat()
        let mode: mode_t? = stat(target, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
            ? info.st_mode & 0o7777 : nil

        // Replacing a file, the temporary starts private and then takes the file's bits, so text
        // saved over a 0600 file is never readable by others, even for a moment. A new file gets
        // 0666 less the umask, like any other new file.
        let (fd, temporary) = try createTemporary(beside: target, mode: mode == nil ? 0o666 : 0o600,
                                                  displayPath: displayPath)
        var written = 0
        do {
            // Best effort: a file system that cannot store the bits should not make saving fail.
            if let mode { _ = fchmod(fd, mode) }
            written = try writeContents(rope, byteOrderMark: byteOrderMark, to: fd,
                                        blockSize: blockSize, displayPath: displayPath)
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

    /// Encodes the rope chunk by chunk into one block buffer and writes each full block.
    ///
    /// - Returns: The number of bytes written.
    private static func writeContents(_ rope: Rope, byteOrderMark: Bool, to fd: Int32,
                                      blockSize: Int, displayPath: String) throws -> Int {
        // Room for the mark and for one surrogate pair, so every encode call makes progress.
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(blockSize, 2 * UTF8Encoder.minimumOutputCount))
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

        if byteOrderMark {
            for byte in self.byteOrderMark {
                buffer[filled] = byte
                filled += 1
            }
        }
        var encoder = UTF8Encoder()
        var failure: (any Error)?
        rope.forEachChunk(in: 0..<rope.count) { chunk in
            var rest = chunk
            while !rest.isEmpty {
                let (read, written) = encoder.encode(rest, into: UnsafeMutableBufferPointer(rebasing: buffer[filled...]))
                filled += written
                rest = UnsafeBufferPointer(rebasing: rest[read...])
                if buffer.count - filled < UTF8Encoder.minimumOutputCount {
                    do { try flush() } catch { failure = error; return false }
                }
            }
            return true
        }
        if let failure { throw failure }
        filled += encoder.finish(into: UnsafeMutableBufferPointer(rebasing: buffer[filled...]))
        if filled > 0 { try flush() }
        return offset
    }

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

    /// The path to replace: the file a symbolic link points to, or `path` itself.
    private static func resolvingSymbolicLink(_ path: UnsafePointer<CChar>) -> [CChar] {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return cString(resolved)
        }
        return cString(path)
    }

    private static func cString(_ pointer: UnsafePointer<CChar>) -> [CChar] {
        Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer) + 1))
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
