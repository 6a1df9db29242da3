// Unsafe in this file: decoding reads the caller's input and writes its output buffer, lent for the call.

/// An incremental UTF-16 or UTF-32 (either byte order) to UTF-16 decoder that names the byte
/// offset of every ill-formed sequence.
///
/// ICU's converters decode these too, but take bytes past an ill-formed sequence before they report
/// it, so the offset they imply depends on how the input was cut into blocks; this one is exact
/// whatever the blocks. Ill-formed: a lone surrogate (UTF-16), a value above U+10FFFF or in the
/// surrogate range (UTF-32), and an incomplete code unit at the end of the stream. Each becomes one
/// U+FFFD for lossy reading.
struct WideUnicodeDecoder {
    /// 2 for UTF-16, 4 for UTF-32.
    let unitSize: Int
    let bigEndian: Bool

    /// The unit being assembled and how many of its bytes are in.
    private var partial: UInt32 = 0
    private var partialCount = 0
    /// A UTF-16 lead surrogate waiting for its trail, and its stream offset.
    private var lead: UInt16 = 0
    private var leadOffset = -1
    /// Bytes fed so far.
    private var consumed = 0

    init(unitSize: Int, bigEndian: Bool) {
        precondition(unitSize == 2 || unitSize == 4, "unit size \(unitSize) is neither UTF-16 nor UTF-32")
        self.unitSize = unitSize
        self.bigEndian = bigEndian
    }

    /// The output capacity ``decode(_:into:onInvalid:)`` needs for `inputCount` bytes.
    static func outputCapacity(forInputCount inputCount: Int) -> Int { inputCount + 3 }

    /// Decodes `input`, continuing a unit or pair left open by the previous call.
    ///
    /// - Parameters:
    ///   - input: The next bytes.
    ///   - output: Room for `outputCapacity(forInputCount: input.count)` units.
    ///   - onInvalid: Called with the stream offset of each ill-formed sequence; returns whether to
    ///     go on with a U+FFFD in its place (lossy) or stop (it throws, for a strict reader).
    /// - Returns: The units written to the start of `output`.
    mutating func decode(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt16>,
                         onInvalid: (Int) throws -> Void) rethrows -> Int {
        var o = 0
        for (i, byte) in input.enumerated() {
            if bigEndian {
                partial = partial << 8 | UInt32(byte)
            } else {
                partial |= UInt32(byte) << (8 * partialCount)
            }
            partialCount += 1
            guard partialCount == unitSize else { continue }
            let value = partial
            let offset = consumed + i + 1 - unitSize
            partial = 0
            partialCount = 0
            if unitSize == 4 {
                if value > 0x10FFFF || (0xD800...0xDFFF).contains(value) {
                    try onInvalid(offset)
                    output[o] = 0xFFFD
                    o += 1
                } else if value >= 0x1_0000 {
                    let v = value - 0x1_0000
                    output[o] = 0xD800 | UInt16(truncatingIfNeeded: v >> 10)
                    output[o + 1] = 0xDC00 | UInt16(truncatingIfNeeded: v & 0x3FF)
                    o += 2
                } else {
                    output[o] = UInt16(truncatingIfNeeded: value)
                    o += 1
                }
                continue
            }
            let unit = UInt16(truncatingIfNeeded: value)
            if leadOffset >= 0 {
                if unit & 0xFC00 == 0xDC00 {
                    output[o] = lead
                    output[o + 1] = unit
                    o += 2
                    leadOffset = -1
                    continue
                }
                try onInvalid(leadOffset)
                output[o] = 0xFFFD
                o += 1
                leadOffset = -1
            }
            switch unit & 0xFC00 {
            case 0xD800:
                lead = unit
                leadOffset = offset
            case 0xDC00:
                try onInvalid(offset)
                output[o] = 0xFFFD
                o += 1
            default:
                output[o] = unit
                o += 1
            }
        }
        consumed += input.count
        return o
    }

    /// Ends the stream: a lead surrogate without its trail and an incomplete unit are ill-formed.
    ///
    /// - Parameters:
    ///   - output: Room for two units.
    ///   - onInvalid: As for ``decode(_:into:onInvalid:)``.
    /// - Returns: The units written.
    mutating func finish(into output: UnsafeMutableBufferPointer<UInt16>, onInvalid: (Int) throws -> Void) rethrows -> Int {
        var o = 0
        if leadOffset >= 0 {
            try onInvalid(leadOffset)
            output[o] = 0xFFFD
            o += 1
            leadOffset = -1
        }
        if partialCount > 0 {
            try onInvalid(consumed - partialCount)
            output[o] = 0xFFFD
            o += 1
            partialCount = 0
            partial = 0
        }
        return o
    }
}
