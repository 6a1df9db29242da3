#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CUnicode

// Unsafe in this file: C API: file blocks read by `read(2)` into a buffer this file allocates and
// frees, and ICU's `ucnv_toUnicode` takes source and target pointers; no pointer outlives its call.

extension TextFile {
    /// What a load is asked to do.
    struct LoadRequest {
        /// The encoding to read in; nil to let a byte order mark decide (UTF-8 without one).
        var encoding: TextEncoding?
        var conversion: TextConversion = .strict
        /// Bytes per read; tests pass tiny blocks to cut sequences everywhere.
        var blockSize: Int = TextFile.blockSize
        /// Called before the first block and after each block with the bytes read and the file's
        /// size; throwing stops the load (that is how the asynchronous load is cancelled).
        var progress: ((_ bytesRead: Int, _ totalBytes: Int) throws -> Void)?
    }

    /// What loading produced.
    struct Loaded {
        var rope: Rope
        var encoding: TextEncoding
        var hasByteOrderMark: Bool
        var replacementCount: Int
    }

    /// Without a byte order mark, a zero byte among this many first bytes means the encoding
    /// cannot be told (UTF-16 or UTF-32 of mostly ASCII text has one in every other or every
    /// fourth byte; UTF-8 text practically never has one).
    static let sniffLength = 1024

    // MARK: Reading

    /// Reads the file at `path` block by block, decoding straight into a `RopeBuilder`.
    ///
    /// - Parameters:
    ///   - path: The file system representation of the path.
    ///   - displayPath: The path as errors report it.
    ///   - request: The encoding, the conversion, the block size and the progress callback.
    /// - Throws: ``TextFileError`` (`.cannotOpen`, `.notARegularFile`, `.readFailed`,
    ///   `.undecodable`, `.unknownEncoding`), or what `request.progress` throws.
    /// - Complexity: O(n) time; memory is the rope plus two fixed-size blocks.
    static func load(_ path: UnsafePointer<CChar>, displayPath: String, request: LoadRequest) throws -> Loaded {
        let fd = try openRegularFile(path, displayPath: displayPath)
        defer { close(fd) }
        var info = stat()
        let total = fstat(fd, &info) == 0 ? Int(info.st_size) : 0
        try request.progress?(0, total)

        let fault = readFault
        // The first four bytes decide the byte order mark, whatever the block size.
        var head = [UInt8](repeating: 0, count: 4)
        let headCount = try head.withUnsafeMutableBufferPointer {
            try readBlock(fd, into: $0, at: 0, fault: fault, displayPath: displayPath)
        }
        head.removeLast(4 - headCount)
        let (encoding, markLength) = chooseEncoding(request.encoding, head: head)

        var decoder = try StreamDecoder(encoding: encoding, conversion: request.conversion,
                                        displayPath: displayPath, baseOffset: markLength,
                                        blockSize: max(request.blockSize, 4))
        defer { decoder.deallocate() }
        // Without a mark or a named encoding, refuse what looks like UTF-16 or UTF-32.
        let sniffing = request.encoding == nil && markLength == 0
        func sniff(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) throws {
            guard sniffing && offset < sniffLength else { return }
            if let zero = bytes.prefix(sniffLength - offset).firstIndex(of: 0) {
                throw TextFileError.unknownEncoding(path: displayPath, offset: offset + zero)
            }
        }

        try head.withUnsafeBufferPointer { bytes in
            let rest = UnsafeBufferPointer(rebasing: bytes[markLength...])
            try sniff(rest, at: markLength)
            try decoder.feed(rest, flush: false)
        }
        var offset = headCount
        if headCount == 4 {
            let blockSize = max(request.blockSize, 1)
            let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: blockSize)
            defer { bytes.deallocate() }
            while true {
                try request.progress?(offset, total)
                let got = try readBlock(fd, into: bytes, at: offset, fault: fault, displayPath: displayPath)
                if got == 0 { break }
                let block = UnsafeBufferPointer(rebasing: bytes[..<got])
                try sniff(block, at: offset)
                try decoder.feed(block, flush: false)
                offset += got
                if got < blockSize { break }
            }
        }
        try decoder.feed(UnsafeBufferPointer(start: nil, count: 0), flush: true)
        try request.progress?(offset, max(total, offset))
        return Loaded(rope: decoder.builder.finish(), encoding: encoding, hasByteOrderMark: markLength > 0,
                      replacementCount: decoder.replacements)
    }

    /// The encoding to decode in and the length of the byte order mark to skip: a named Unicode
    /// encoding drops its own mark; without a name, the mark decides and UTF-8 is the default.
    private static func chooseEncoding(_ requested: TextEncoding?, head: [UInt8]) -> (TextEncoding, Int) {
        if let requested {
            let mark = requested.byteOrderMark
            return (requested, !mark.isEmpty && head.starts(with: mark) ? mark.count : 0)
        }
        if let detected = TextEncoding.detect(byteOrderMarkIn: head) {
            return (detected, detected.byteOrderMark.count)
        }
        return (.utf8, 0)
    }

    /// Opens `path` for reading if it is a regular file.
    ///
    /// `O_NONBLOCK` makes opening a FIFO that has no writer return at once instead of waiting for
    /// one; `fstat` on the open descriptor (not the path, which could change in between) then
    /// refuses anything but a regular file, and the flag is cleared again for the reads.
    private static func openRegularFile(_ path: UnsafePointer<CChar>, displayPath: String) throws -> Int32 {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            // A socket cannot be opened at all (ENXIO): say what it is rather than the errno.
            var info = stat()
            if stat(path, &info) == 0, let kind = nonRegularKind(info.st_mode) {
                throw TextFileError.notARegularFile(path: displayPath, kind: kind)
            }
            throw TextFileError.cannotOpen(path: displayPath, cause: describe(code))
        }
        var info = stat()
        if fstat(fd, &info) != 0 {
            let code = errno
            close(fd)
            throw TextFileError.cannotOpen(path: displayPath, cause: describe(code))
        }
        if let kind = nonRegularKind(info.st_mode) {
            close(fd)
            throw TextFileError.notARegularFile(path: displayPath, kind: kind)
        }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return fd
    }

    /// What a file of mode `mode` is, in words, when it is not a regular file; nil for a regular
    /// file.
    static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }
}

/// Decodes a byte stream block by block into a `RopeBuilder`: UTF-8, UTF-16 and UTF-32 by the
/// package's own decoders (exact offsets), every other encoding by an ICU converter. Strict decoding throws at the first sequence that does
/// not decode, naming its byte offset in the file; lossy decoding puts one U+FFFD in its place.
private struct StreamDecoder {
    let encoding: TextEncoding
    let lossy: Bool
    let displayPath: String
    /// The bytes of the file before the decoded stream (the byte order mark).
    let baseOffset: Int
    var builder = RopeBuilder()
    var replacements = 0
    private var utf8: UTF8Decoder?
    private var wide: WideUnicodeDecoder?
    private let converter: OpaquePointer?
    private let units: UnsafeMutableBufferPointer<UInt16>
    /// Bytes fed so far.
    private var consumed = 0

    init(encoding: TextEncoding, conversion: TextConversion, displayPath: String, baseOffset: Int,
         blockSize: Int) throws {
        self.encoding = encoding
        self.lossy = conversion == .lossy
        self.displayPath = displayPath
        self.baseOffset = baseOffset
        switch encoding {
        case .utf8:
            utf8 = UTF8Decoder()
            converter = nil
        case .utf16LittleEndian, .utf16BigEndian:
            wide = WideUnicodeDecoder(unitSize: 2, bigEndian: encoding == .utf16BigEndian)
            converter = nil
        case .utf32LittleEndian, .utf32BigEndian:
            wide = WideUnicodeDecoder(unitSize: 4, bigEndian: encoding == .utf32BigEndian)
            converter = nil
        default:
            var status: Int32 = 0
            guard let opened = cu_converter_open(encoding.name, 0, &status) else {
                throw TextFileError.undecodable(path: displayPath, offset: baseOffset, encoding: encoding.name)
            }
            converter = opened
        }
        units = .allocate(capacity: UTF8Decoder.outputCapacity(forInputCount: blockSize))
    }

    func deallocate() {
        units.deallocate()
        if let converter { cu_converter_close(converter) }
    }

    /// Decodes `input`; `flush` ends the stream (a sequence left open is then invalid).
    mutating func feed(_ input: UnsafeBufferPointer<UInt8>, flush: Bool) throws {
        if utf8 != nil {
            try feedUTF8(input, flush: flush)
        } else if wide != nil {
            try feedWide(input, flush: flush)
        } else {
            try feedConverter(input, flush: flush)
        }
        consumed += input.count
    }

    private mutating func feedUTF8(_ input: UnsafeBufferPointer<UInt8>, flush: Bool) throws {
        var start = 0
        while start < input.count {
            // The output holds one block's worth; a long head or block goes in slices.
            let slice = UnsafeBufferPointer(rebasing: input[start..<min(input.count, start + units.count - 3)])
            let n = utf8!.decode(slice, into: units)
            try checkUTF8()
            if n > 0 { builder.append(UnsafeBufferPointer(rebasing: units[..<n])) }
            start += slice.count
        }
        if flush {
            let n = utf8!.finish(into: units)
            try checkUTF8()
            if n > 0 { builder.append(UnsafeBufferPointer(rebasing: units[..<n])) }
            replacements = utf8!.replacementCount
        }
    }

    private mutating func feedWide(_ input: UnsafeBufferPointer<UInt8>, flush: Bool) throws {
        let (lossy, path, name, base) = (self.lossy, displayPath, encoding.name, baseOffset)
        var count = 0
        let onInvalid = { (offset: Int) throws -> Void in
            guard lossy else { throw TextFileError.undecodable(path: path, offset: base + offset, encoding: name) }
            count += 1
        }
        var start = 0
        while start < input.count {
            let slice = UnsafeBufferPointer(rebasing: input[start..<min(input.count, start + units.count - 3)])
            let n = try wide!.decode(slice, into: units, onInvalid: onInvalid)
            if n > 0 { builder.append(UnsafeBufferPointer(rebasing: units[..<n])) }
            start += slice.count
        }
        if flush {
            let n = try wide!.finish(into: units, onInvalid: onInvalid)
            if n > 0 { builder.append(UnsafeBufferPointer(rebasing: units[..<n])) }
        }
        replacements += count
    }

    private func checkUTF8() throws {
        if !lossy, let offset = utf8!.firstInvalidOffset {
            throw TextFileError.undecodable(path: displayPath, offset: baseOffset + offset, encoding: encoding.name)
        }
    }

    private mutating func feedConverter(_ input: UnsafeBufferPointer<UInt8>, flush: Bool) throws {
        // ICU wants a non-null source even when it is empty.
        let empty: UInt8 = 0
        try withUnsafePointer(to: empty) { emptyPointer in
            let start = input.baseAddress ?? emptyPointer
            var source: UnsafePointer<UInt8>? = start
            let sourceEnd = start + input.count
            let unitsBase = units.baseAddress!
            while true {
                var target: UnsafeMutablePointer<UInt16>? = unitsBase
                var invalidLength: Int32 = 0
                let result = cu_converter_decode(converter, &source, sourceEnd, &target, unitsBase + units.count,
                                                 flush ? 1 : 0, &invalidLength)
                let produced = target! - unitsBase
                if produced > 0 { builder.append(UnsafeBufferPointer(start: unitsBase, count: produced)) }
                switch result {
                case CU_CONVERT_DONE:
                    return
                case CU_CONVERT_TARGET_FULL:
                    continue
                default:
                    let offset = baseOffset + consumed + (source! - start) - Int(invalidLength)
                    guard lossy && result == CU_CONVERT_INVALID else {
                        throw TextFileError.undecodable(path: displayPath, offset: max(offset, baseOffset),
                                                        encoding: encoding.name)
                    }
                    var replacement: UInt16 = 0xFFFD
                    withUnsafePointer(to: &replacement) { builder.append(UnsafeBufferPointer(start: $0, count: 1)) }
                    replacements += 1
                }
            }
        }
    }
}
