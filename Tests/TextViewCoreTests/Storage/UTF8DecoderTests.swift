import TestSupport
import Foundation
import Testing
@testable import TextViewCore

/// Decodes `bytes` fed in blocks ending at `cuts` (sorted offsets), as the file loader does.
private func decode(_ bytes: [UInt8], cuts: [Int]) -> (units: [UInt16], replacements: Int) {
    var decoder = UTF8Decoder()
    var units: [UInt16] = []
    var start = 0
    for end in cuts + [bytes.count] where end >= start {
        let block = Array(bytes[start..<end])
        var out = [UInt16](repeating: 0, count: UTF8Decoder.outputCapacity(forInputCount: block.count))
        let n = block.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { decoder.decode(input, into: $0) }
        }
        units += out[..<n]
        start = end
    }
    var tail = [UInt16](repeating: 0, count: 1)
    let n = tail.withUnsafeMutableBufferPointer { decoder.finish(into: $0) }
    units += tail[..<n]
    return (units, decoder.replacementCount)
}

private func decodeWhole(_ bytes: [UInt8]) -> (units: [UInt16], replacements: Int) {
    decode(bytes, cuts: [])
}

@Test func decoderMatchesUnicodeMaximalSubpartExample() {
    // Unicode 15, table 3-8: a FFFD FFFD FFFD b FFFD c FFFD FFFD d.
    let bytes: [UInt8] = [0x61, 0xF1, 0x80, 0x80, 0xE1, 0x80, 0xC2, 0x62, 0x80, 0x63, 0x80, 0xBF, 0x64]
    let result = decodeWhole(bytes)
    #expect(result.units == [0x61, 0xFFFD, 0xFFFD, 0xFFFD, 0x62, 0xFFFD, 0x63, 0xFFFD, 0xFFFD, 0x64])
    #expect(result.replacements == 6)
}

@Test func decoderHandlesEachIllFormedClassLikeTheStandardLibrary() {
    let cases: [(String, [UInt8])] = [
        ("truncated 2-byte at end", [0x41, 0xC3]),
        ("truncated 3-byte at end", [0xE6, 0x97]),
        ("truncated 4-byte at end", [0xF0, 0x9F, 0x98]),
        ("truncated 4-byte before ASCII", [0xF0, 0x9F, 0x41]),
        ("overlong 2-byte C0 AF", [0xC0, 0xAF]),
        ("overlong 2-byte C1 BF", [0xC1, 0xBF]),
        ("overlong 3-byte E0 80 AF", [0xE0, 0x80, 0xAF]),
        ("overlong 3-byte E0 9F BF", [0xE0, 0x9F, 0xBF]),
        ("overlong 4-byte F0 8F BF BF", [0xF0, 0x8F, 0xBF, 0xBF]),
        ("surrogate D800 as UTF-8", [0xED, 0xA0, 0x80]),
        ("surrogate DFFF as UTF-8", [0xED, 0xBF, 0xBF]),
        ("surrogate pair as UTF-8 (CESU-8)", [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80]),
        ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("F5..FF", [0xF5, 0xF8, 0x80, 0xFC, 0x80, 0x80, 0xFE, 0xFF]),
        ("lone continuation bytes", [0x80, 0xBF, 0x41, 0x9F]),
        ("valid edges", Array("\u{7F}\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}".utf8)),
        ("real U+FFFD is not a replacement", [0xEF, 0xBF, 0xBD, 0xFF]),
    ]
    for (name, bytes) in cases {
        let reference = ioReference(bytes)
        let result = decodeWhole(bytes)
        #expect(result.units == reference.units, "\(name)")
        #expect(result.replacements == reference.replacements, "\(name)")
        // The same bytes cut after every position.
        for cut in 0...bytes.count {
            let split = decode(bytes, cuts: [cut])
            #expect(split.units == reference.units, "\(name), cut at \(cut)")
            #expect(split.replacements == reference.replacements, "\(name), cut at \(cut)")
        }
    }
}

@Test func decoderMatchesStringDecodingOnRandomBytesSplitAnywhere() {
    for seed in UInt64(1)...1500 {
        var rng = SplitMix64(seed: seed)
        let bytes = ioRandomBytes(count: Int(rng.next() % 80), using: &rng)
        let reference = ioReference(bytes)
        // Replacement counting cross-check: the string's U+FFFD are the errors plus real ones.
        let realMarks = String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { $0 == "\u{FFFD}" }.count
        let whole = decodeWhole(bytes)
        #expect(whole.units == reference.units, "seed \(seed)")
        #expect(whole.replacements == reference.replacements, "seed \(seed)")
        #expect(reference.replacements + reference.genuineMarks == realMarks, "seed \(seed)")

        var cuts: [Int] = []
        var at = 0
        while true {
            at += 1 + Int(rng.next() % 9)
            if at >= bytes.count { break }
            cuts.append(at)
        }
        let split = decode(bytes, cuts: cuts)
        #expect(split.units == reference.units, "seed \(seed), cuts \(cuts)")
        #expect(split.replacements == reference.replacements, "seed \(seed), cuts \(cuts)")
    }
}

@Test func decoderFastPathHandlesLongAsciiRunsWithNonAsciiAtEveryAlignment() {
    for position in 0..<24 {
        var bytes = Array(repeating: UInt8(ascii: "x"), count: 24)
        bytes.insert(contentsOf: [0xE2, 0x82, 0xAC], at: position)   // €
        bytes.insert(0xFF, at: (position * 7) % bytes.count)
        let reference = ioReference(bytes)
        let result = decodeWhole(bytes)
        #expect(result.units == reference.units, "€ at \(position)")
        #expect(result.replacements == reference.replacements, "€ at \(position)")
    }
}

@Test func encoderMatchesStandardLibraryInAnyPieces() {
    let samples = ["", "plain ascii text that is long enough for the fast path",
                   "e\u{301}t\u{E9} 日本語 😀👩‍👩‍👧 🇫🇷\r\n\r\n\u{2028}\u{10FFFF}\u{7F}\u{80}\u{7FF}\u{800}"]
    for seed in UInt64(1)...200 {
        var rng = SplitMix64(seed: seed)
        let text = samples[Int(seed) % samples.count] + String(repeating: samples[2], count: Int(rng.next() % 3))
        let units = Array(text.utf16)
        var encoder = UTF8Encoder()
        var bytes: [UInt8] = []
        var start = 0
        while start < units.count {
            let end = min(units.count, start + 1 + Int(rng.next() % 7))
            var rest = Array(units[start..<end])
            while !rest.isEmpty {
                var out = [UInt8](repeating: 0, count: UTF8Encoder.minimumOutputCount + Int(rng.next() % 6))
                let (read, written) = rest.withUnsafeBufferPointer { input in
                    out.withUnsafeMutableBufferPointer { encoder.encode(input, into: $0) }
                }
                bytes += out[..<written]
                rest.removeFirst(read)
            }
            start = end
        }
        var tail = [UInt8](repeating: 0, count: 3)
        let n = tail.withUnsafeMutableBufferPointer { encoder.finish(into: $0) }
        bytes += tail[..<n]
        #expect(bytes == Array(text.utf8), "seed \(seed)")
    }
}

@Test func encoderWritesLoneSurrogatesAsReplacementCharacter() {
    let units: [UInt16] = [0x41, 0xD800, 0x42, 0xDC00, 0xD83D]
    var encoder = UTF8Encoder()
    var out = [UInt8](repeating: 0, count: 32)
    let (read, written) = units.withUnsafeBufferPointer { input in
        out.withUnsafeMutableBufferPointer { encoder.encode(input, into: $0) }
    }
    let n = out.withUnsafeMutableBufferPointer { encoder.finish(into: UnsafeMutableBufferPointer(rebasing: $0[written...])) }
    #expect(read == units.count)
    #expect(Array(out[..<(written + n)]) == [0x41, 0xEF, 0xBF, 0xBD, 0x42, 0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD])
}
