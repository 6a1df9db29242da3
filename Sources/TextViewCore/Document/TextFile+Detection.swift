import CUnicode
import Foundation

// Unsafe in this file: C API: ICU's charset detector reads the sample through a pointer, for the
// length of the call only.

extension TextEncoding {
    /// The bytes the detector reads: enough for a confident guess, little enough to be instant.
    static let detectionSampleSize = 64 << 10

    /// The encoding ICU's charset detector guesses for `bytes` (a file's first bytes, without a
    /// byte order mark), with its confidence from 0 to 100; nil when it has no guess, or names an
    /// encoding that cannot be read back (UTF-16/32 without a byte order).
    ///
    /// A guess is statistical: use it for a file that is not valid UTF-8, and decode strictly in
    /// the guessed encoding, so a wrong guess is an error, never silently changed text. ICU tells
    /// ISO-8859-1 from windows-1252 by the bytes 0x80–0x9F, and knows Shift_JIS, EUC-JP, GB18030,
    /// Big5, EUC-KR, the ISO-8859 and windows code pages, KOI8-R and others.
    ///
    /// - Parameter bytes: The text's bytes; only the first 64 KiB are read.
    /// - Complexity: O(min(n, 64 KiB)).
    public static func detected(in bytes: some Collection<UInt8>) -> (encoding: TextEncoding, confidence: Int)? {
        let sample = Array(bytes.prefix(detectionSampleSize))
        guard !sample.isEmpty else { return nil }
        var name = [CChar](repeating: 0, count: 64)
        let confidence = sample.withUnsafeBufferPointer { buffer in
            cu_detect_charset(buffer.baseAddress, Int32(buffer.count), &name, Int32(name.count))
        }
        let found = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard confidence >= 0, let encoding = TextEncoding(name: found) else { return nil }
        return (encoding, Int(confidence))
    }

    /// The encoding ICU's detector guesses for the file at `url`, from 64 KiB of it around byte
    /// `offset` (see ``detected(in:)``): pass the offset where UTF-8 failed, so the sample holds
    /// the bytes that tell, even deep in a large file. Nil when it has no guess or the file cannot
    /// be read.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - offset: A byte offset the sample should hold.
    public static func detected(inFileAt url: URL, around offset: Int = 0) -> (encoding: TextEncoding, confidence: Int)? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        let start = Swift.max(0, offset - detectionSampleSize / 4)
        guard (try? handle.seek(toOffset: UInt64(start))) != nil,
              let data = try? handle.read(upToCount: detectionSampleSize) else { return nil }
        // A sample that starts inside a multibyte character: ICU copes with a few odd bytes.
        return detected(in: data)
    }
}
