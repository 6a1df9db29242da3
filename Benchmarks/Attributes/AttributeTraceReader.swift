/// Reads exactly what the attribute benchmarks need from a trace's JSON: the string after a key,
/// and every `[location, deleteCount, "text"]` of every `"patches"` array.
///
/// A key's quote can only be a real JSON quote, since quotes inside strings are escaped; the
/// reader trusts the file otherwise (the traces are checked by replaying them).
struct AttributeTraceReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The JSON string following the first occurrence of `key` (with its quotes) and a colon.
    mutating func string(after key: String) -> String? {
        guard let at = find(Array(key.utf8), from: 0) else { return nil }
        position = at + key.utf8.count
        skipSpace()
        expect(UInt8(ascii: ":"))
        skipSpace()
        return readString()
    }

    /// Every patch, in file order.
    mutating func allPatches() -> [(location: Int, deleteLength: Int, insert: String)] {
        var result: [(location: Int, deleteLength: Int, insert: String)] = []
        let key = Array("\"patches\"".utf8)
        var from = 0
        while let at = find(key, from: from) {
            position = at + key.count
            skipSpace()
            expect(UInt8(ascii: ":"))
            skipSpace()
            expect(UInt8(ascii: "["))
            skipSpace()
            while bytes[position] != UInt8(ascii: "]") {
                expect(UInt8(ascii: "["))
                let location = readInt()
                expect(UInt8(ascii: ","))
                let deleteLength = readInt()
                expect(UInt8(ascii: ","))
                skipSpace()
                let insert = readString()
                skipSpace()
                expect(UInt8(ascii: "]"))
                skipSpace()
                if bytes[position] == UInt8(ascii: ",") { position += 1; skipSpace() }
                result.append((location, deleteLength, insert))
            }
            from = position
        }
        return result
    }

    private func find(_ needle: [UInt8], from: Int) -> Int? {
        var i = from
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == needle[0] && (i == 0 || bytes[i - 1] != UInt8(ascii: "\\")) {
                var k = 1
                while k < needle.count && bytes[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    private mutating func expect(_ byte: UInt8) {
        skipSpace()
        precondition(position < bytes.count && bytes[position] == byte, "trace JSON: expected '\(Character(Unicode.Scalar(byte)))' at byte \(position)")
        position += 1
    }

    private mutating func readInt() -> Int {
        skipSpace()
        var value = 0
        var digits = 0
        while position < bytes.count, bytes[position] >= 0x30 && bytes[position] <= 0x39 {
            value = value * 10 + Int(bytes[position] - 0x30)
            position += 1
            digits += 1
        }
        precondition(digits > 0, "trace JSON: expected a number at byte \(position)")
        return value
    }

    private mutating func readHex4() -> UInt16 {
        var v: UInt16 = 0
        for _ in 0..<4 {
            let b = bytes[position]
            position += 1
            let d: UInt8 = b <= 0x39 ? b - 0x30 : (b | 0x20) - 0x61 + 10
            v = v << 4 | UInt16(d)
        }
        return v
    }

    private mutating func readString() -> String {
        expect(UInt8(ascii: "\""))
        var utf8: [UInt8] = []
        while true {
            let b = bytes[position]
            position += 1
            if b == UInt8(ascii: "\"") { break }
            if b != UInt8(ascii: "\\") {
                utf8.append(b)
                continue
            }
            let e = bytes[position]
            position += 1
            switch e {
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "u"):
                var units = [readHex4()]
                if UTF16.isLeadSurrogate(units[0]) && bytes[position] == UInt8(ascii: "\\") && bytes[position + 1] == UInt8(ascii: "u") {
                    position += 2
                    units.append(readHex4())
                }
                utf8 += Array(String(decoding: units, as: UTF16.self).utf8)
            default: utf8.append(e)
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
