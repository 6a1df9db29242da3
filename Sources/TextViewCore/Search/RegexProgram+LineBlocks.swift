import CUnicode
import Foundation

// Unsafe in this file: C API: ICU reads a block of lines from a buffer allocated and freed here.

// A regular expression search over blocks of whole lines.
//
// ICU matches fastest when the whole text is one contiguous chunk (its `findUsingChunk` and
// `MatchChunkAt`); through the rope's chunked `UText` it takes the general path, about three
// times slower per character. Copying a large document whole would cost its size again in
// memory, so a pattern whose matches stay inside one line is run over blocks of whole lines
// instead, each copied into one reused buffer.
//
// Why the matches are the same: a line-local pattern cannot match a line terminator (ICU's set:
// U+000A–U+000D, U+0085, U+2028, U+2029), so every non-empty match lies inside one line, and a
// block ends just before a terminator, so no match spans two blocks. At a block's edges the only
// assertions a line-local pattern may use see the same thing as in the document: `^` and `$`
// (multiline) hold at a line's start and end as at the input's, and `\b` / `\B` treat a
// terminator and the input's edge alike, as non-word. Search ranges keep their transparent
// bounds: a block holds the whole lines around the range, and the range becomes its region.
extension RegexProgram {
    /// Code units copied per block (at most): large enough that setting a block costs nothing
    /// next to searching it, small enough to stay in cache and out of the memory figures.
    static let lineBlockCapacity = 1 << 15

    /// Code units copied for the first block of a scan (at most): the blocks after it grow to
    /// ``lineBlockCapacity``.
    static let firstLineBlock = 1 << 9

    /// Whether `unit` is one of ICU's line terminators.
    @inline(__always)
    static func isLineTerminator(_ unit: UInt16) -> Bool {
        (unit >= 0x0A && unit <= 0x0D) || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }

    /// Whether no match of `pattern` (compiled with the multiline flag and no others but case
    /// insensitivity) can contain a line terminator, and no assertion in it looks past one.
    ///
    /// Conservative: anything not known to be line-local makes it false (negated classes,
    /// `\s`, `\W`, `\D`, `\p{…}`, code point escapes, lookaround and inline flags, backreferences,
    /// `\A`, `\z`, `\G`, `\X`, `\R`, nested sets); a false answer only means the slower path.
    static func isLineLocal(_ pattern: String) -> Bool {
        let scalars = Array(pattern.unicodeScalars)
        func isTerminator(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value <= 0xFFFF && isLineTerminator(UInt16(scalar.value))
        }
        /// Whether the escape at `i` (the scalar after a backslash) is allowed.
        func allowedEscape(_ i: Int, inClass: Bool) -> Bool {
            guard i < scalars.count else { return false }
            let c = scalars[i]
            switch c {
            case "w", "d", "t": return true
            case "b", "B": return !inClass
            default:
                // An escaped ASCII punctuation character is itself.
                return c.isASCII && !c.properties.isAlphabetic && !("0"..."9").contains(c) && c.value >= 0x21 && c.value < 0x7F
            }
        }
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if isTerminator(c) { return false }
            switch c {
            case "\\":
                guard allowedEscape(i + 1, inClass: false) else { return false }
                i += 2
            case "(":
                if i + 1 < scalars.count, scalars[i + 1] == "?" {
                    // Only a non-capturing group; lookaround, inline flags, named groups and
                    // atomic groups take the general path.
                    guard i + 2 < scalars.count, scalars[i + 2] == ":" else { return false }
                    i += 3
                } else {
                    i += 1
                }
            case "[":
                // A set: no negation, no nesting or set operations, ranges that hold no terminator.
                i += 1
                guard i < scalars.count, scalars[i] != "^", scalars[i] != "]" else { return false }
                var previous: Unicode.Scalar?
                var closed = false
                while i < scalars.count {
                    let d = scalars[i]
                    if isTerminator(d) || d == "[" { return false }
                    if d == "]" {
                        closed = true
                        i += 1
                        break
                    }
                    if d == "\\" {
                        guard allowedEscape(i + 1, inClass: true) else { return false }
                        let escaped = scalars[i + 1]
                        // An escaped punctuation character may start a range; a class may not.
                        previous = ("w" == escaped || "d" == escaped) ? nil : (escaped == "t" ? "\t" : escaped)
                        i += 2
                        continue
                    }
                    if d == "&", i + 1 < scalars.count, scalars[i + 1] == "&" { return false }
                    if d == "-", let low = previous, i + 1 < scalars.count, scalars[i + 1] != "]" {
                        var high = scalars[i + 1]
                        var width = 1
                        if high == "\\" {
                            guard allowedEscape(i + 2, inClass: true) else { return false }
                            high = scalars[i + 2]
                            guard !("w" == high || "d" == high) else { return false }
                            if high == "t" { high = "\t" }
                            width = 2
                        }
                        if high == "[" || low.value > high.value { return false }
                        for terminator: UInt32 in [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
                        where low.value <= terminator && terminator <= high.value {
                            return false
                        }
                        previous = nil
                        i += 1 + width
                        continue
                    }
                    previous = d
                    i += 1
                }
                guard closed else { return false }
            default:
                i += 1
            }
        }
        return true
    }

    /// Scans `lower..<upper` block by block (see above), each block a contiguous copy of whole
    /// lines searched through ICU's contiguous path.
    ///
    /// - Returns: nil when the scan is over (the range searched, or `body` stopped it); else the
    ///   offset of a line longer than a block, from which the caller scans the rest in place.
    func scanLineBlocks(in rope: Rope, lower: Int, upper: Int, startLimit: Int, capacity: Int, stop: SearchStop,
                        accept: (Int, Int) -> Bool, restart: (Int) -> Int,
                        _ body: (SearchMatch) throws -> Bool) throws -> Int? {
        let length = rope.count
        // The start of the line holding `lower`, looked for within one block's reach.
        var blockStart = lower
        var foundLineStart = lower == 0
        while blockStart > 0, lower - blockStart < capacity {
            let found: Bool = rope.withChunk(containing: blockStart - 1) { chunk, start in
                var i = blockStart - 1 - start
                while i >= 0, !Self.isLineTerminator(chunk[i]) { i -= 1 }
                blockStart = i >= 0 ? start + i + 1 : start
                return i >= 0
            }
            if found {
                foundLineStart = true
                break
            }
            foundLineStart = blockStart == 0
        }
        if !foundLineStart || lower - blockStart >= capacity { return lower }
        // `$` and `\b` at the range's end look at the code point after it, no further.
        let contextEnd = Swift.min(length, upper + 2)
        let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        defer { cu_regex_detach(handle) }
        // The first block is small and each next one four times larger, up to `capacity`: a
        // search for the next match, which often lies close, copies little.
        var size = Swift.min(capacity, Self.firstLineBlock)
        while blockStart < Swift.min(upper, startLimit) {
            let windowEnd = Swift.min(contextEnd, blockStart + size)
            var copied = 0
            rope.forEachChunk(in: blockStart ..< windowEnd) { chunk in
                if let base = chunk.baseAddress { (buffer + copied).update(from: base, count: chunk.count) }
                copied += chunk.count
                return true
            }
            // A block cut by its capacity ends before its last terminator (before the CR of a
            // CRLF); the last block holds the rest of the range and the context after it.
            var blockEnd = copied
            var next = windowEnd
            if windowEnd < contextEnd {
                var t = copied - 1
                while t >= 0, !Self.isLineTerminator(buffer[t]) { t -= 1 }
                if t < 0 {
                    // A line longer than this block: a larger one, or the scan in place.
                    if size < capacity {
                        size = Swift.min(capacity, size * 4)
                        continue
                    }
                    return Swift.max(lower, blockStart)
                }
                blockEnd = t > 0 && buffer[t] == 0x0A && buffer[t - 1] == 0x0D ? t - 1 : t
                next = blockStart + t + 1
            }
            let regionStart = Swift.max(lower, blockStart) - blockStart
            let regionEnd = Swift.min(upper, blockStart + blockEnd) - blockStart
            if regionStart < regionEnd {
                let status = cu_regex_set_units(handle, buffer, Int32(blockEnd))
                precondition(status == 0, "cu_regex_set_units failed with \(Self.errorName(status))")
                if try !scan(lower: regionStart, upper: regionEnd, startLimit: startLimit - blockStart, base: blockStart,
                             stop: stop, accept: accept, restart: restart, body) {
                    return nil
                }
            }
            blockStart = next
            size = Swift.min(capacity, size * 4)
        }
        return nil
    }
}
