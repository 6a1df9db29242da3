// Unsafe in this file: decoding reads the caller's input and writes its output buffer, lent for the
// call; the ASCII fast path tests eight bytes with one unaligned load.

/// An incremental UTF-8 to UTF-16 decoder that repairs invalid input the way the standard library
/// does.
///
/// Each maximal subpart of an ill-formed sequence becomes one U+FFFD (Unicode's recommended
/// practice, chapter 3, "U+FFFD Substitution of Maximal Subparts"), which is exactly what
/// `String(decoding:as: UTF8.self)` produces. Input may be fed in blocks split anywhere: a sequence
/// cut between two calls of ``decode(_:into:)`` decodes as if it were whole, and ``finish(into:)``
/// ends the stream.
struct UTF8Decoder {
    /// How many U+FFFD have been substituted so far.
    private(set) var replacementCount = 0

    /// The stream offset (bytes fed before) of the first ill-formed subpart, if any: what a strict
    /// reader reports.
    private(set) var firstInvalidOffset: Int?

    /// Bytes fed so far, over every call.
    private var consumed = 0

    /// The stream offset of the lead byte of the sequence being decoded.
    private var sequenceStart = 0

    // The sequence in progress: its scalar bits so far, how many continuation bytes it still
    // needs (0 when none is in progress) and the range the next byte must fall in. Only the
    // second byte has a range narrower than 80...BF; the narrowing rules out overlongs,
    // surrogates and values past U+10FFFF as early as Unicode's table 3-7 does, which is what
    // makes the maximal subparts come out right.
    private var scalar: UInt32 = 0
    private var needed = 0
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    init() {}

    /// The output capacity ``decode(_:into:)`` needs for `inputCount` bytes: a sequence carried in
    /// from the previous block can add up to three units.
    static func outputCapacity(forInputCount inputCount: Int) -> Int { inputCount + 3 }

    /// Whether a sequence cut at the end of the last block is waiting for more bytes.
    var isInsideSequence: Bool { needed != 0 }

    /// Decodes `input`, continuing any sequence left open by the previous call.
    ///
    /// - Parameters:
    ///   - input: The next bytes of the stream.
    ///   - output: Room for at least `outputCapacity(forInputCount: input.count)` code units.
    /// - Returns: How many UTF-16 code units were written to the start of `output`. A surrogate
    ///   pair is always written whole; a sequence cut at the end of `input` is kept for the next
    ///   call.
    /// - Complexity: O(n); ASCII runs go eight bytes at a time, well-formed sequences whole.
    mutating func decode(_ input: UnsafeBufferPointer<UInt8>,
                         into output: UnsafeMutableBufferPointer<UInt16>) -> Int {
        precondition(output.count >= Self.outputCapacity(forInputCount: input.count),
                     "UTF8Decoder: output has room for \(output.count) units, \(input.count) bytes need \(Self.outputCapacity(forInputCount: input.count))")
        guard let inBase = input.baseAddress, let outBase = output.baseAddress else { return 0 }
        let end = input.count
        var i = 0
        var o = 0
        var scalar = self.scalar
        var needed = self.needed
        var lower = self.lower
        var upper = self.upper
        var replacements = 0

        while i < end {
            if needed == 0 {
                // Fast loop: ASCII eight bytes at a time, and whole well-formed sequences that lie
                // inside the block, with no state to keep. Anything else (an ill-formed byte, a
                // sequence cut by the block's end) goes to the state machine below.
                while end - i >= 4 {
                    let byte = inBase[i]
                    if byte < 0x80 {
                        if end - i >= 8 {
                            let p = inBase + i
                            if UnsafeRawPointer(p).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                                // Byte-wise widening: as fast as shifting the word in release and
                                // several times faster in debug builds.
                                let out = outBase + o
                                out[0] = UInt16(p[0]); out[1] = UInt16(p[1])
                                out[2] = UInt16(p[2]); out[3] = UInt16(p[3])
                                out[4] = UInt16(p[4]); out[5] = UInt16(p[5])
                                out[6] = UInt16(p[6]); out[7] = UInt16(p[7])
                                i += 8
                                o += 8
                                continue
                            }
                        }
                        outBase[o] = UInt16(byte)
                        o += 1
                        i += 1
                        continue
                    }
                    let b1 = inBase[i + 1]
                    if byte < 0xE0 {
                        guard byte >= 0xC2 && b1 & 0xC0 == 0x80 else { break }
                        outBase[o] = UInt16(byte & 0x1F) << 6 | UInt16(b1 & 0x3F)
                        o += 1
                        i += 2
                    } else if byte < 0xF0 {
                        let b2 = inBase[i + 2]
                        let low: UInt8 = byte == 0xE0 ? 0xA0 : 0x80
                        let high: UInt8 = byte == 0xED ? 0x9F : 0xBF
                        guard b1 >= low && b1 <= high && b2 & 0xC0 == 0x80 else { break }
                        outBase[o] = UInt16(byte & 0x0F) << 12 | UInt16(b1 & 0x3F) << 6 | UInt16(b2 & 0x3F)
                        o += 1
                        i += 3
                    } else {
                        let b2 = inBase[i + 2]
                        let b3 = inBase[i + 3]
                        let low: UInt8 = byte == 0xF0 ? 0x90 : 0x80
                        let high: UInt8 = byte == 0xF4 ? 0x8F : 0xBF
                        guard byte <= 0xF4 && b1 >= low && b1 <= high && b2 & 0xC0 == 0x80 && b3 & 0xC0 == 0x80
                        else { break }
                        let v = (UInt32(byte & 0x07) << 18 | UInt32(b1 & 0x3F) << 12
                            | UInt32(b2 & 0x3F) << 6 | UInt32(b3 & 0x3F)) - 0x1_0000
                        outBase[o] = 0xD800 | UInt16(truncatingIfNeeded: v >> 10)
                        outBase[o + 1] = 0xDC00 | UInt16(truncatingIfNeeded: v & 0x3FF)
                        o += 2
                        i += 4
                    }
                }
                if i == end { break }
                let byte = inBase[i]
                sequenceStart = consumed + i
                i += 1
                switch byte {
                case 0x00...0x7F:
                    outBase[o] = UInt16(byte)
                    o += 1
                case 0xC2...0xDF:
                    scalar = UInt32(byte & 0x1F); needed = 1
                case 0xE0:
                    scalar = 0; needed = 2; lower = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF:
                    scalar = UInt32(byte & 0x0F); needed = 2
                case 0xED:
                    scalar = 0xD; needed = 2; upper = 0x9F
                case 0xF0:
                    scalar = 0; needed = 3; lower = 0x90
                case 0xF1...0xF3:
                    scalar = UInt32(byte & 0x07); needed = 3
                case 0xF4:
                    scalar = 4; needed = 3; upper = 0x8F
                default:
                    // 80...C1 and F5...FF never start a sequence: each is a subpart of its own.
                    if firstInvalidOffset == nil { firstInvalidOffset = sequenceStart }
                    outBase[o] = 0xFFFD
                    o += 1
                    replacements += 1
                }
            } else {
                let byte = inBase[i]
                if byte < lower || byte > upper {
                    // The bytes so far are a maximal subpart; this byte starts afresh.
                    if firstInvalidOffset == nil { firstInvalidOffset = sequenceStart }
                    outBase[o] = 0xFFFD
                    o += 1
                    replacements += 1
                    needed = 0
                    lower = 0x80
                    upper = 0xBF
                    continue
                }
                i += 1
                scalar = scalar << 6 | UInt32(byte & 0x3F)
                lower = 0x80
                upper = 0xBF
                needed -= 1
                if needed == 0 {
                    if scalar < 0x1_0000 {
                        outBase[o] = UInt16(truncatingIfNeeded: scalar)
                        o += 1
                    } else {
                        let v = scalar - 0x1_0000
                        outBase[o] = 0xD800 | UInt16(truncatingIfNeeded: v >> 10)
                        outBase[o + 1] = 0xDC00 | UInt16(truncatingIfNeeded: v & 0x3FF)
                        o += 2
                    }
                }
            }
        }

        self.scalar = scalar
        self.needed = needed
        self.lower = lower
        self.upper = upper
        self.replacementCount += replacements
        self.consumed += end
        return o
    }

    /// Ends the stream: a sequence left open by the last block becomes one U+FFFD.
    ///
    /// - Parameter output: Room for at least one code unit.
    /// - Returns: How many code units were written (0 or 1).
    mutating func finish(into output: UnsafeMutableBufferPointer<UInt16>) -> Int {
        guard needed != 0 else { return 0 }
        precondition(!output.isEmpty, "UTF8Decoder.finish: output has no room for U+FFFD")
        output[0] = 0xFFFD
        if firstInvalidOffset == nil { firstInvalidOffset = sequenceStart }
        replacementCount += 1
        needed = 0
        lower = 0x80
        upper = 0xBF
        return 1
    }
}
