import TestSupport
import Foundation
import Testing
@testable import TextViewCore

private let mixedText = "ASCII line\n日本語のテキスト\r\nemoji 😀👩‍👩‍👧🇫🇷 and e\u{301} a\u{308}\u{323}\r"
    + "old Mac\rline sep\u{2028}para sep\u{2029}NEL\u{85}tab\there\n\r\n\n\r\r\n\u{10FFFF}\u{FEFF}end"

@Test func mixedTextRoundTripsByteForByte() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("mixed.txt")
        let document = TextDocument(mixedText)
        try document.write(to: url)
        #expect(try ioBytes(url) == Array(mixedText.utf8))

        let loaded = try TextDocument(contentsOf: url)
        #expect(loaded == document)
        #expect(loaded.string == mixedText)
        #expect(loaded.length == mixedText.utf16.count)
        #expect(!loaded.hasByteOrderMark)
        #expect(loaded.replacementCount == 0)

        // Tiny blocks cut every multi-byte sequence and every CRLF somewhere.
        for blockSize in 1...9 {
            let small = try TextDocument(contentsOf: url, blockSize: blockSize)
            #expect(small.string == mixedText, "read block size \(blockSize)")
            let copy = folder.appendingPathComponent("copy\(blockSize).txt")
            try small.write(to: copy, blockSize: blockSize)
            #expect(try ioBytes(copy) == Array(mixedText.utf8), "write block size \(blockSize)")
        }
    }
}

@Test func lineEndingsAreKeptByteForByte() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("endings.txt")
        let bytes = Array("a\r\nb\rc\nd\r\n\r\n\n\r\r\r\n\n\r".utf8)
        try ioWrite(bytes, to: url)
        let document = try TextDocument(contentsOf: url)
        #expect(Array(document.string.utf16) == bytes.map(UInt16.init))
        #expect(document.lineCount == 12)
        try document.write(to: url)
        #expect(try ioBytes(url) == bytes)
    }
}

@Test func byteOrderMarkIsDroppedRememberedAndWrittenBack() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("bom.txt")
        let body = Array("héllo\r\nwörld".utf8)
        try ioWrite([0xEF, 0xBB, 0xBF] + body, to: url)
        for blockSize in [1, 2, 3, 4, TextFile.blockSize] {
            let document = try TextDocument(contentsOf: url, blockSize: blockSize)
            #expect(document.hasByteOrderMark, "block size \(blockSize)")
            #expect(document.string == "héllo\r\nwörld", "block size \(blockSize)")
            #expect(document.replacementCount == 0, "block size \(blockSize)")
        }

        var document = try TextDocument(contentsOf: url)
        document.replaceCharacters(in: NSRange(location: 0, length: 0), with: "¡")
        try document.write(to: url)
        #expect(try ioBytes(url) == [0xEF, 0xBB, 0xBF] + Array("¡".utf8) + body)

        document.hasByteOrderMark = false
        try document.write(to: url)
        #expect(try ioBytes(url) == Array("¡".utf8) + body)
    }
}

@Test func byteOrderMarkEdgeCases() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("edge.txt")
        let cases: [(bytes: [UInt8], text: String, mark: Bool, replacements: Int)] = [
            ([0xEF, 0xBB, 0xBF], "", true, 0),
            ([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF], "\u{FEFF}", true, 0),   // only the first is a mark
            ([0xEF, 0xBB], "\u{FFFD}", false, 1),                           // a cut mark is invalid text
            ([0xEF, 0xBB, 0x41], "\u{FFFD}A", false, 1),
            ([0xEF, 0x41], "\u{FFFD}A", false, 1),
            ([0x41, 0xEF, 0xBB, 0xBF], "A\u{FEFF}", false, 0),              // not leading: a character
            ([], "", false, 0),
        ]
        for (bytes, text, mark, replacements) in cases {
            try ioWrite(bytes, to: url)
            for blockSize in [1, 2, 5, TextFile.blockSize] {
                let document = try TextDocument(contentsOf: url, conversion: .lossy, blockSize: blockSize)
                #expect(document.string == text, "\(bytes), block size \(blockSize)")
                #expect(document.hasByteOrderMark == mark, "\(bytes), block size \(blockSize)")
                #expect(document.replacementCount == replacements, "\(bytes), block size \(blockSize)")
            }
        }
    }
}

@Test func noByteOrderMarkIsAddedWhenThereWasNone() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("plain.txt")
        try TextDocument("abc").write(to: url)
        #expect(try ioBytes(url) == Array("abc".utf8))
        let loaded = try TextDocument(contentsOf: url)
        #expect(!loaded.hasByteOrderMark)
        try loaded.write(to: url)
        #expect(try ioBytes(url) == Array("abc".utf8))
        try TextDocument().write(to: url)
        #expect(try ioBytes(url) == [])
    }
}

@Test func invalidUTF8LoadsExactlyAsStringDecodingOnRandomFiles() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("random.bin")
        for seed in UInt64(1)...150 {
            var rng = SplitMix64(seed: seed)
            // Never start with a mark here: it would (rightly) be dropped, unlike in String.
            var bytes = ioRandomBytes(count: Int(rng.next() % 300), using: &rng)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes[0] = 0x41 }
            try ioWrite(bytes, to: url)
            let reference = ioReference(bytes)
            let blockSize = 1 + Int(rng.next() % 11)
            let document = try TextDocument(contentsOf: url, encoding: .utf8, conversion: .lossy,
                                            blockSize: blockSize)
            #expect(Array(document.string.utf16) == reference.units, "seed \(seed), block size \(blockSize)")
            #expect(document.replacementCount == reference.replacements, "seed \(seed), block size \(blockSize)")
            #expect(!document.hasByteOrderMark, "seed \(seed)")

            // Saved back, the text is valid UTF-8: each replacement is written as EF BF BD.
            let saved = folder.appendingPathComponent("saved.txt")
            try document.write(to: saved, blockSize: 4 + Int(rng.next() % 9))
            #expect(try ioBytes(saved) == Array(String(decoding: bytes, as: UTF8.self).utf8), "seed \(seed)")
        }
    }
}

@Test func invalidUTF8AfterAByteOrderMarkDecodesLikeTheRestOfTheFile() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("bom-invalid.bin")
        let body: [UInt8] = [0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xF0, 0x9F, 0x98, 0x41, 0xFF]
        try ioWrite([0xEF, 0xBB, 0xBF] + body, to: url)
        let document = try TextDocument(contentsOf: url, conversion: .lossy, blockSize: 2)
        #expect(document.hasByteOrderMark)
        #expect(Array(document.string.utf16) == ioReference(body).units)
        #expect(document.replacementCount == ioReference(body).replacements)
    }
}

@Test func permissionBitsOfTheReplacedFileAreKept() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("mode.txt")
        for mode: mode_t in [0o600, 0o640, 0o755, 0o444] {
            try ioWrite(Array("old".utf8), to: url)
            #expect(chmod(url.path, mode) == 0)
            try TextDocument("new").write(to: url)
            var info = stat()
            #expect(stat(url.path, &info) == 0)
            #expect(info.st_mode & 0o7777 == mode, "mode \(String(mode, radix: 8))")
            #expect(try ioBytes(url) == Array("new".utf8), "mode \(String(mode, radix: 8))")
        }
    }
}

@Test func aNewFileGetsTheUsualPermissionBits() throws {
    // The umask from /proc, so the test does not have to change it under other tests' feet.
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
    let umask = try #require(mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("fresh.txt")
        try TextDocument("new").write(to: url)
        var info = stat()
        #expect(stat(url.path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o666 & ~umask)
    }
}

@Test func writingThroughASymbolicLinkReplacesItsTargetAndKeepsTheLink() throws {
    try withIOTemporaryFolder { folder throws in
        let real = folder.appendingPathComponent("real.txt")
        let link = folder.appendingPathComponent("link.txt")
        try ioWrite(Array("old".utf8), to: real)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        try TextDocument("new").write(to: link)
        #expect(try ioBytes(real) == Array("new".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try ioListing(folder) == ["link.txt", "real.txt"])
    }
}

@Test func writingIntoAMissingFolderThrowsCannotCreate() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("missing/file.txt")
        #expect(throws: TextFileError.cannotCreate(path: url.path, cause: ioCause(ENOENT))) {
            try TextDocument("x").write(to: url)
        }
        #expect(try ioListing(folder).isEmpty)
    }
}

@Test func writingUnderARegularFileThrowsNotADirectory() throws {
    try withIOTemporaryFolder { folder throws in
        let file = folder.appendingPathComponent("file.txt")
        try ioWrite(Array("keep me".utf8), to: file)
        let url = file.appendingPathComponent("inner.txt")
        #expect(throws: TextFileError.cannotCreate(path: url.path, cause: ioCause(ENOTDIR))) {
            try TextDocument("x").write(to: url)
        }
        #expect(try ioBytes(file) == Array("keep me".utf8))
        #expect(try ioListing(folder) == ["file.txt"])
    }
}

@Test func writingOverANonEmptyFolderIsRefusedAndLeavesNoTemporaryFile() throws {
    try withIOTemporaryFolder { folder throws in
        let target = folder.appendingPathComponent("target")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try ioWrite(Array("inside".utf8), to: target.appendingPathComponent("inside.txt"))
        #expect(throws: TextFileError.notARegularFile(path: target.path, kind: "a folder")) {
            try TextDocument("x").write(to: target)
        }
        #expect(try ioListing(folder) == ["target"])
        #expect(try ioBytes(target.appendingPathComponent("inside.txt")) == Array("inside".utf8))
    }
}

@Test func aSaveFailingMidWriteLeavesTheOriginalUntouched() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("precious.txt")
        let original = [0xEF, 0xBB, 0xBF] + Array("the original contents\r\n".utf8)
        var document = TextDocument(String(repeating: "new text, 新しい 😀\r\n", count: 2000))
        document.hasByteOrderMark = true
        let fullSize = 3 + document.string.utf8.count
        var rng = SplitMix64(seed: 42)
        let faults = [0, 1, 3, 4, 100, 4096, fullSize - 1] + (0..<5).map { _ in Int(rng.next() % UInt64(fullSize)) }
        for fault in faults {
            try ioWrite(original, to: url)
            let blockSize = [7, 64, TextFile.blockSize][fault % 3]
            #expect(throws: TextFileError.writeFailed(path: url.path, offset: fault, cause: ioCause(EIO)),
                    "fault at \(fault)") {
                try TextFile.$writeFault.withValue(fault) { try document.write(to: url, blockSize: blockSize) }
            }
            #expect(try ioBytes(url) == original, "fault at \(fault)")
            #expect(try ioListing(folder) == ["precious.txt"], "fault at \(fault)")
        }
        // The same save without the fault succeeds, so the faults above were the only failure.
        try document.write(to: url)
        #expect(try ioBytes(url).count == fullSize)
    }
}

@Test func readErrorsSayWhatAndWhere() throws {
    try withIOTemporaryFolder { folder throws in
        let missing = folder.appendingPathComponent("missing.txt")
        #expect(throws: TextFileError.cannotOpen(path: missing.path, cause: ioCause(ENOENT))) {
            _ = try TextDocument(contentsOf: missing)
        }
        #expect(throws: TextFileError.notARegularFile(path: folder.path, kind: "a folder")) {
            _ = try TextDocument(contentsOf: folder)
        }
        let file = folder.appendingPathComponent("file.txt")
        try ioWrite(Array(repeating: UInt8(ascii: "a"), count: 1000), to: file)
        #expect(throws: TextFileError.readFailed(path: file.path, offset: 700, cause: ioCause(EIO))) {
            _ = try TextFile.$readFault.withValue(700) { try TextDocument(contentsOf: file, blockSize: 256) }
        }
        let web = URL(string: "https://example.com/a.txt")!
        #expect(throws: TextFileError.notAFileURL(url: "https://example.com/a.txt")) {
            _ = try TextDocument(contentsOf: web)
        }
        #expect(throws: TextFileError.notAFileURL(url: "https://example.com/a.txt")) {
            try TextDocument("x").write(to: web)
        }
    }
}

@Test func errorDescriptionsNamePathOffsetAndCause() {
    let error = TextFileError.writeFailed(path: "/tmp/a.txt", offset: 4096, cause: "No space left on device")
    #expect(error.description == "writing /tmp/a.txt failed at byte 4096: No space left on device")
    #expect(error.localizedDescription == error.description)
    #expect(TextFileError.cannotReplace(path: "/x", cause: "Is a directory").description == "cannot replace /x: Is a directory")
}

@Test func loadsAHundredMegabyteDocument() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("big.txt")
        // One 1 MiB block of 16,384 lines of 64 bytes; line 1000 of each block is non-ASCII and
        // ends in CRLF. The first line of each block carries the block's number.
        let lineBytes = 64
        let linesPerBlock = 16_384
        let special = "日本語 é 😀 special line"
        let specialBytes = Array(special.utf8) + [0x0D, 0x0A]
        var block = [UInt8](repeating: UInt8(ascii: "x"), count: lineBytes * linesPerBlock)
        for line in 0..<linesPerBlock { block[line * lineBytes + lineBytes - 1] = 0x0A }
        block.replaceSubrange(1000 * lineBytes ..< 1000 * lineBytes + lineBytes,
                              with: specialBytes + Array(repeating: UInt8(ascii: "y"), count: lineBytes - specialBytes.count))
        #if TEXTVIEWCORE_INTERNAL_CHECKS
        // Eight-unit leaves make 100 MB a 25-million-leaf tree; chunk edges, not size, are what
        // that configuration is for, so 4 MB is enough there.
        let blocks = 4
        #else
        let blocks = 100
        #endif
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        for number in 0..<blocks {
            let tag = Array(String(format: "block %03d", number).utf8)
            block.replaceSubrange(0..<tag.count, with: tag)
            try handle.write(contentsOf: block)
        }
        try handle.close()

        let document = try TextDocument(contentsOf: url)
        let unitsPerBlock = block.count - specialBytes.count + special.utf16.count + 2
        #expect(document.length == blocks * unitsPerBlock)
        #expect(document.lineCount == blocks * linesPerBlock + 1)
        #expect(document.replacementCount == 0)

        let lastLine = document.location(ofLine: blocks * linesPerBlock - 1)
        #expect(document.substring(with: NSRange(location: lastLine, length: 6)) == "xxxxxx")
        let lastBlock = document.length - unitsPerBlock
        #expect(document.substring(with: NSRange(location: lastBlock, length: 9)) == String(format: "block %03d", blocks - 1))
        let specialStart = lastBlock + 1000 * lineBytes
        #expect(document.substring(with: NSRange(location: specialStart, length: special.utf16.count + 2)) == special + "\r\n")
    }
}
