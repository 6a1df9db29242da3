import TestSupport
import Foundation

/// Runs `body` with a fresh, empty folder that is removed afterwards, whatever happens.
func withIOTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("TextViewCoreIO-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

/// The bytes of the file at `url`.
func ioBytes(_ url: URL) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url))
}

/// Writes `bytes` to `url` directly (not through the code under test).
func ioWrite(_ bytes: [UInt8], to url: URL) throws {
    try Data(bytes).write(to: url)
}

/// The names in `folder`, hidden ones included, sorted.
func ioListing(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// The system's description of `code`, as ``TextFileError`` reports causes.
func ioCause(_ code: Int32) -> String {
    String(cString: strerror(code))
}

/// Random bytes that hit every class of UTF-8 lead and continuation byte often: mostly bytes from
/// the edges of Unicode's table 3-7, some valid sequences, some fully random bytes.
func ioRandomBytes(count: Int, using rng: inout SplitMix64) -> [UInt8] {
    let edges: [UInt8] = [0x00, 0x0A, 0x0D, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1,
                          0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5,
                          0xF8, 0xFE, 0xFF]
    let valid = ["a", "é", "€", "日", "😀", "\u{10FFFF}", "\u{FFFD}", "\u{FEFF}", "\u{D7FF}", "\u{E000}"]
    var bytes: [UInt8] = []
    while bytes.count < count {
        switch rng.next() % 3 {
        case 0: bytes.append(edges[Int(rng.next() % UInt64(edges.count))])
        case 1: bytes.append(contentsOf: valid[Int(rng.next() % UInt64(valid.count))].utf8)
        default: bytes.append(UInt8(truncatingIfNeeded: rng.next()))
        }
    }
    return bytes
}

/// What the standard library makes of `bytes`: the UTF-16 of `String(decoding:as:)`, the number
/// of ill-formed subparts its UTF-8 parser reports, and how many U+FFFD were already in the input
/// as valid EF BF BD (so errors + those = the U+FFFD in the string, a cross-check of the count).
func ioReference(_ bytes: [UInt8]) -> (units: [UInt16], replacements: Int, genuineMarks: Int) {
    var iterator = bytes.makeIterator()
    var codec = UTF8()
    var errors = 0
    var genuine = 0
    loop: while true {
        switch codec.decode(&iterator) {
        case .scalarValue(let scalar): if scalar == "\u{FFFD}" { genuine += 1 }
        case .emptyInput: break loop
        case .error: errors += 1
        }
    }
    return (Array(String(decoding: bytes, as: UTF8.self).utf16), errors, genuine)
}
