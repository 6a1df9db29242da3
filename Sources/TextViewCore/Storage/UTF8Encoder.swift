// Unsafe in this file: encoding reads the caller's units and writes its output buffer, lent for the
// call; the ASCII fast path tests four units with one unaligned load.

/// An incremental UTF-16 to UTF-8 encoder for writing a rope out chunk by chunk.
///
/// A surrogate pair split between two calls of ``encode(_:into:)`` is encoded whole. Storage never
/// holds a lone surrogate, but should one arrive it is written as U+FFFD (EF BF BD) rather than as
/// an ill-formed byte sequence.
struct UTF8Encoder {
    // A lead surrogate that ended the previous input, waiting for its trail.
    private var pendingLead: UInt16 = 0

    /// The smallest output that always makes progress: one surrogate pair.
    static let minimumOutputCount = 4

    init() {}

    /// Encodes as much of `input` as fits into `output`.
    ///
    /// - Parameters:
    ///   - input: The next UTF-16 code units.
    ///   - output: Room for the bytes; at least ``minimumOutputCount`` for the call to progress.
    /// - Returns: How many code units of `input` were consumed and how many bytes written to the
    ///   start of `output`. Call again with the rest of `input` after emptying `output`.
    /// - Complexity: O(n); pure ASCII runs go four units at a time.
    mutating func encode(_ input: UnsafeBufferPointer<UInt16>,
                         into output: UnsafeMutableBufferPointer<UInt8>) -> (read: Int, written: Int) {
        guard let inBase = input.baseAddress, let outBase = output.baseAddress else { return (0, 0) }
        let end = input.count
        let limit = output.count - Self.minimumOutputCount
        var i = 0
        var o = 0
        var lead = pendingLead
        while i < end && o <= limit {
            if lead == 0 {
                // ASCII fast path: four units below 0x80 narrow one to one.
                while end - i >= 4 && output.count - o >= 4 {
                    let p = inBase + i
                    if UnsafeRawPointer(p).loadUnaligned(as: UInt64.self) & 0xFF80_FF80_FF80_FF80 != 0 { break }
                    let out = outBase + o
                    out[0] = UInt8(p[0]); out[1] = UInt8(p[1]); out[2] = UInt8(p[2]); out[3] = UInt8(p[3])
                    i += 4
                    o += 4
                }
                if i == end || o > limit { break }
            }
            let unit = inBase[i]
            if lead != 0 {
                if UTF16.isTrailSurrogate(unit) {
                    let scalar = 0x1_0000 + (UInt32(lead & 0x3FF) << 10 | UInt32(unit & 0x3FF))
                    outBase[o] = 0xF0 | UInt8(truncatingIfNeeded: scalar >> 18)
                    outBase[o + 1] = 0x80 | UInt8(truncatingIfNeeded: scalar >> 12) & 0x3F
                    outBase[o + 2] = 0x80 | UInt8(truncatingIfNeeded: scalar >> 6) & 0x3F
                    outBase[o + 3] = 0x80 | UInt8(truncatingIfNeeded: scalar) & 0x3F
                    o += 4
                    i += 1
                } else {
                    o += Self.storeReplacement(outBase + o)
                }
                lead = 0
                continue
            }
            i += 1
            switch unit {
            case 0..<0x80:
                outBase[o] = UInt8(truncatingIfNeeded: unit)
                o += 1
            case 0x80..<0x800:
                outBase[o] = 0xC0 | UInt8(truncatingIfNeeded: unit >> 6)
                outBase[o + 1] = 0x80 | UInt8(truncatingIfNeeded: unit) & 0x3F
                o += 2
            case 0xD800..<0xDC00:
                lead = unit
            case 0xDC00..<0xE000:
                o += Self.storeReplacement(outBase + o)
            default:
                outBase[o] = 0xE0 | UInt8(truncatingIfNeeded: unit >> 12)
                outBase[o + 1] = 0x80 | UInt8(truncatingIfNeeded: unit >> 6) & 0x3F
                outBase[o + 2] = 0x80 | UInt8(truncatingIfNeeded: unit) & 0x3F
                o += 3
            }
        }
        pendingLead = lead
        return (i, o)
    }

    /// Ends the stream: a lead surrogate left by the last input becomes U+FFFD.
    ///
    /// - Parameter output: Room for at least three bytes.
    /// - Returns: How many bytes were written (0 or 3).
    mutating func finish(into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard pendingLead != 0 else { return 0 }
        precondition(output.count >= 3, "UTF8Encoder.finish: output has room for \(output.count) bytes, U+FFFD needs 3")
        pendingLead = 0
        return Self.storeReplacement(output.baseAddress!)
    }

    private static func storeReplacement(_ out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = 0xEF
        out[1] = 0xBF
        out[2] = 0xBD
        return 3
    }
}
