import CUnicode

// Unsafe in this file: C API: ICU's `ucnv_fromUnicode` takes source and target pointers, into
// buffers owned by the caller for the length of the call (the converter is ICU's opaque handle).

/// Encodes a document's UTF-16 chunk by chunk for saving: UTF-8 by the package's own encoder, every
/// other encoding by an ICU converter. Strict encoding throws at the first character the encoding
/// cannot hold, naming its offset in the document; lossy encoding writes the encoding's
/// substitution character instead.
struct ChunkEncoder {
    private let encoding: TextEncoding
    private let displayPath: String
    private var utf8: UTF8Encoder?
    private let converter: OpaquePointer?

    init(request: TextFile.SaveRequest, displayPath: String) throws {
        self.encoding = request.encoding
        self.displayPath = displayPath
        if request.encoding == .utf8 {
            utf8 = UTF8Encoder()
            converter = nil
        } else {
            var status: Int32 = 0
            guard let opened = cu_converter_open(request.encoding.name, request.conversion == .lossy ? 1 : 0, &status)
            else {
                throw TextFileError.unencodable(path: displayPath, offset: 0, scalar: 0, encoding: request.encoding.name)
            }
            converter = opened
        }
    }

    /// Releases the converter.
    func close() {
        if let converter { cu_converter_close(converter) }
    }

    /// Encodes as much of `input` as fits into `output`.
    ///
    /// - Parameters:
    ///   - input: The next UTF-16 units (never splitting a surrogate pair: rope chunks do not).
    ///   - offset: The offset of `input` in the document, for errors.
    ///   - output: Room for the bytes, at least ``TextFile/minimumRoom``.
    /// - Returns: The units consumed and the bytes written.
    mutating func encode(_ input: UnsafeBufferPointer<UInt16>, at offset: Int,
                         into output: UnsafeMutableBufferPointer<UInt8>) throws -> (read: Int, written: Int) {
        if utf8 != nil { return utf8!.encode(input, into: output) }
        return try convert(input, at: offset, into: output, flush: false)
    }

    /// Ends the stream: writes what the converter still holds (a stateful encoding's return to its
    /// initial state, for example).
    ///
    /// - Returns: The bytes written, and whether everything is out (false: empty the output and
    ///   call again).
    mutating func finish(at offset: Int, into output: UnsafeMutableBufferPointer<UInt8>) throws -> (written: Int, done: Bool) {
        if utf8 != nil { return (utf8!.finish(into: output), true) }
        let empty: UInt16 = 0
        return try withUnsafePointer(to: empty) { pointer in
            let (_, written) = try convert(UnsafeBufferPointer(start: pointer, count: 0), at: offset, into: output,
                                           flush: true)
            return (written, output.count - written >= TextFile.minimumRoom)
        }
    }

    private func convert(_ input: UnsafeBufferPointer<UInt16>, at offset: Int,
                         into output: UnsafeMutableBufferPointer<UInt8>, flush: Bool) throws -> (read: Int, written: Int) {
        guard let inBase = input.baseAddress, let outBase = output.baseAddress else { return (0, 0) }
        var source: UnsafePointer<UInt16>? = inBase
        var target: UnsafeMutablePointer<UInt8>? = outBase
        while true {
            var invalidLength: Int32 = 0
            let result = cu_converter_encode(converter, &source, inBase + input.count, &target, outBase + output.count,
                                             flush ? 1 : 0, &invalidLength)
            switch result {
            case CU_CONVERT_DONE, CU_CONVERT_TARGET_FULL:
                return (source! - inBase, target! - outBase)
            case CU_CONVERT_INVALID:
                let index = source! - inBase - Int(invalidLength)
                throw TextFileError.unencodable(path: displayPath, offset: offset + max(index, 0),
                                                scalar: Self.scalar(in: input, at: index), encoding: encoding.name)
            default:
                throw TextFileError.unencodable(path: displayPath, offset: offset + (source! - inBase), scalar: 0,
                                                encoding: encoding.name)
            }
        }
    }

    /// The code point at `index` of `units` (U+FFFD when it is not a whole scalar there).
    private static func scalar(in units: UnsafeBufferPointer<UInt16>, at index: Int) -> UInt32 {
        guard index >= 0 && index < units.count else { return 0xFFFD }
        var iterator = units[index...].makeIterator()
        var codec = UTF16()
        if case .scalarValue(let scalar) = codec.decode(&iterator) { return scalar.value }
        return 0xFFFD
    }
}
