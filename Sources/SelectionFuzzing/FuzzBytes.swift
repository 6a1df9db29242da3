/// Reads a fuzzer's bytes as the parameters of operations. Past the end every read gives zero,
/// so any input decodes to something.
package struct FuzzBytes {
    private let bytes: [UInt8]
    private var position = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package var isAtEnd: Bool { position >= bytes.count }

    package mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// Eight bytes, little-endian, as any `Int` at all.
    package mutating func rawInt() -> Int {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            value |= UInt64(byte()) << UInt64(shift)
        }
        return Int(bitPattern: UInt(value))
    }

    /// A location for a text of `length` units: one byte gives -1...length + 1 most of the time
    /// (inside surrogate pairs and clusters included), a hostile constant, or eight raw bytes.
    package mutating func location(length: Int) -> Int {
        let b = byte()
        switch b {
        case 0..<0xE0: return Int(b) % (length + 3) - 1
        case 0xE0..<0xF0: return Self.hostile(Int(b - 0xE0), length: length)
        default: return rawInt()
        }
    }

    /// A range length: mostly small (negative ones included), else like ``location(length:)``.
    package mutating func rangeLength(length: Int) -> Int {
        let b = byte()
        switch b {
        case 0..<0xE0: return Int(b) % 24 - 8
        case 0xE0..<0xF0: return Self.hostile(Int(b - 0xE0), length: length)
        default: return rawInt()
        }
    }

    /// Sixteen values callers get wrong.
    package static func hostile(_ index: Int, length: Int) -> Int {
        let values = [Int.min, Int.min + 1, -1_000_000, -2, -1, 0, 1, length - 1, length, length + 1,
                      Int(Int32.max), Int(Int32.min), Int(Int32.max) + 1, Int.max - 1, Int.max, -length]
        return values[index % values.count]
    }
}
