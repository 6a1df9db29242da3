/// Fast transcoding of well-formed UTF-8 (a `String`'s storage) to UTF-16.
enum UTF8Transcoding {
    /// Writes the UTF-16 of well-formed UTF-8 `source` to `destination`.
    ///
    /// - Parameters:
    ///   - source: Valid UTF-8, such as a native `String`'s bytes.
    ///   - destination: Room for at least `source.count` code units (UTF-16 is never longer).
    /// - Returns: The number of code units written.
    /// - Complexity: O(n); eight ASCII bytes at a time.
    static func transcodeValid(_ source: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutablePointer<UInt16>) -> Int {
        guard let base = source.baseAddress else { return 0 }
        let n = source.count
        var i = 0
        var o = 0
        while i < n {
            if i + 8 <= n {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    for k in 0..<8 { destination[o + k] = UInt16(base[i + k]) }
                    i += 8
                    o += 8
                    continue
                }
            }
            let b0 = UInt32(base[i])
            if b0 < 0x80 {
                destination[o] = UInt16(b0)
                i += 1
                o += 1
            } else if b0 < 0xE0 {
                destination[o] = UInt16(((b0 & 0x1F) << 6) | (UInt32(base[i + 1]) & 0x3F))
                i += 2
                o += 1
            } else if b0 < 0xF0 {
                destination[o] = UInt16(((b0 & 0x0F) << 12) | ((UInt32(base[i + 1]) & 0x3F) << 6) | (UInt32(base[i + 2]) & 0x3F))
                i += 3
                o += 1
            } else {
                let scalar = ((b0 & 0x07) << 18) | ((UInt32(base[i + 1]) & 0x3F) << 12)
                    | ((UInt32(base[i + 2]) & 0x3F) << 6) | (UInt32(base[i + 3]) & 0x3F)
                let v = scalar - 0x10000
                destination[o] = UInt16(0xD800 + (v >> 10))
                destination[o + 1] = UInt16(0xDC00 + (v & 0x3FF))
                i += 4
                o += 2
            }
        }
        return o
    }
}
