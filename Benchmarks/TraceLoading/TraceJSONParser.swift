/// A parser for exactly the editing-trace JSON shape:
/// `{"startContent": S, "endContent": S, "txns": [{"patches": [[pos, del, "ins"], ...], ...}, ...]}`.
///
/// Written by hand because Foundation's `JSONDecoder` takes 1.4 s (and `JSONSerialization` 3.4 s)
/// on the 16 MB automerge-paper trace, which mattered for `--quick` in a debug build; this one
/// takes milliseconds. Unknown keys are skipped; any malformed input ends the program with the
/// byte offset, since a silently wrong trace would make every figure wrong.
struct TraceJSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let name: String
    private var position = 0
    private var scratch: [UInt8] = []

    private(set) var startContent = ""
    private(set) var endContent = ""
    /// The patches in order: position, deleted count, inserted text.
    private(set) var patches: [(location: Int, deleteLength: Int, insert: String)] = []

    /// Parses the whole of `bytes`; `name` is used in error messages.
    init(bytes: UnsafeBufferPointer<UInt8>, name: String) {
        self.bytes = bytes
        self.name = name
        patches.reserveCapacity(bytes.count / 40)
        parseDocument()
    }

    private func fail(_ message: String) -> Never {
        Console.fail("trace \(name): \(message) at byte \(position) of \(bytes.count)")
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func peek() -> UInt8 {
        skipWhitespace()
        guard position < bytes.count else { fail("unexpected end of input") }
        return bytes[position]
    }

    private mutating func expect(_ byte: UInt8) {
        let found = peek()
        guard found == byte else {
            fail("expected '\(Character(Unicode.Scalar(byte)))', found '\(Character(Unicode.Scalar(found)))'")
        }
        position += 1
    }

    /// Consumes `,` and returns true, or consumes `close` and returns false.
    private mutating func continues(until close: UInt8) -> Bool {
        let byte = peek()
        position += 1
        if byte == UInt8(ascii: ",") { return true }
        if byte == close { return false }
        fail("expected ',' or '\(Character(Unicode.Scalar(close)))'")
    }

    private mutating func parseDocument() {
        expect(UInt8(ascii: "{"))
        if peek() == UInt8(ascii: "}") { position += 1; return }
        repeat {
            let key = parseString()
            expect(UInt8(ascii: ":"))
            switch key {
            case "startContent": startContent = parseString()
            case "endContent": endContent = parseString()
            case "txns": parseTransactions()
            default: skipValue()
            }
        } while continues(until: UInt8(ascii: "}"))
    }

    private mutating func parseTransactions() {
        expect(UInt8(ascii: "["))
        if peek() == UInt8(ascii: "]") { position += 1; return }
        repeat {
            expect(UInt8(ascii: "{"))
            if peek() == UInt8(ascii: "}") { position += 1; continue }
            repeat {
                let key = parseString()
                expect(UInt8(ascii: ":"))
                if key == "patches" { parsePatches() } else { skipValue() }
            } while continues(until: UInt8(ascii: "}"))
        } while continues(until: UInt8(ascii: "]"))
    }

    private mutating func parsePatches() {
        expect(UInt8(ascii: "["))
        if peek() == UInt8(ascii: "]") { position += 1; return }
        repeat {
            expect(UInt8(ascii: "["))
            let location = parseInteger()
            expect(UInt8(ascii: ","))
            let deleteLength = parseInteger()
            expect(UInt8(ascii: ","))
            let insert = parseString()
            expect(UInt8(ascii: "]"))
            patches.append((location, deleteLength, insert))
        } while continues(until: UInt8(ascii: "]"))
    }

    private mutating func parseInteger() -> Int {
        var negative = false
        if peek() == UInt8(ascii: "-") { negative = true; position += 1 }
        var value = 0
        var digits = 0
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            value = value * 10 + Int(bytes[position] - 0x30)
            position += 1
            digits += 1
        }
        guard digits > 0, digits < 19 else { fail("expected an integer") }
        return negative ? -value : value
    }

    private mutating func parseHex4() -> UInt32 {
        guard position + 4 <= bytes.count else { fail("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0 ..< 4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case 0x30 ... 0x39: digit = UInt32(byte - 0x30)
            case 0x41 ... 0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61 ... 0x66: digit = UInt32(byte - 0x61 + 10)
            default: fail("bad hex digit in \\u escape")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        scratch.append(contentsOf: UTF8.encode(scalar)!)
    }

    private mutating func parseString() -> String {
        expect(UInt8(ascii: "\""))
        scratch.removeAll(keepingCapacity: true)
        while true {
            guard position < bytes.count else { fail("unterminated string") }
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") { break }
            if byte != UInt8(ascii: "\\") {
                scratch.append(byte)
                continue
            }
            guard position < bytes.count else { fail("unterminated escape") }
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escaped)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                let unit = parseHex4()
                if UTF16.isLeadSurrogate(UInt16(unit)), position + 6 <= bytes.count,
                   bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                    let save = position
                    position += 2
                    let low = parseHex4()
                    if UTF16.isTrailSurrogate(UInt16(low)) {
                        appendUTF8(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!)
                        continue
                    }
                    position = save
                }
                appendUTF8(Unicode.Scalar(unit) ?? "\u{FFFD}")
            default:
                fail("bad escape '\\\(Character(Unicode.Scalar(escaped)))'")
            }
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    private mutating func skipValue() {
        switch peek() {
        case UInt8(ascii: "\""):
            _ = parseString()
        case UInt8(ascii: "{"):
            position += 1
            if peek() == UInt8(ascii: "}") { position += 1; return }
            repeat {
                _ = parseString()
                expect(UInt8(ascii: ":"))
                skipValue()
            } while continues(until: UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            position += 1
            if peek() == UInt8(ascii: "]") { position += 1; return }
            repeat { skipValue() } while continues(until: UInt8(ascii: "]"))
        default:
            // Numbers and the literals true, false and null: everything up to a delimiter.
            let start = position
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
                    || byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { break }
                position += 1
            }
            if position == start { fail("expected a value") }
        }
    }
}
