import CUnicode
import Foundation

// Unsafe in this file: C API: ICU's regular expression is an opaque handle; its callbacks get a
// context pointer to a value that lives on the caller's stack for the whole call (`withUnsafePointer`),
// and the stop object is passed unretained because the caller holds it across the search.

/// A compiled ICU regular expression (through CUnicode), owned by one search at a time: ICU's
/// matcher is mutable state with no lock, so every search has its own, cloned from the query's
/// compiled pattern (``CompiledPattern``), and no program is matched with on two threads.
final class RegexProgram {
    let handle: OpaquePointer
    /// The number of capture groups.
    let groupCount: Int
    /// Whether no match can hold a line terminator and nothing looks past one, so the search can
    /// run over contiguous copies of whole lines (see `RegexProgram+LineBlocks.swift`).
    let isLineLocal: Bool

    /// Compiles `pattern`; `^` and `$` match at line ends (an editor's find works by lines).
    ///
    /// - Throws: ``SearchError/invalidPattern(message:line:offset:)``.
    init(pattern: String, caseInsensitive: Bool) throws {
        let units = Array(pattern.utf16)
        var flags = UInt32(CU_REGEX_MULTILINE)
        if caseInsensitive { flags |= UInt32(CU_REGEX_CASE_INSENSITIVE) }
        var status: Int32 = 0
        var line: Int32 = -1
        var offset: Int32 = -1
        let opened = units.withUnsafeBufferPointer { buffer in
            cu_regex_open(buffer.baseAddress, Int32(buffer.count), flags, &status, &line, &offset)
        }
        guard let opened else {
            let unitOffset = offset < 0 ? -1 : Self.utf16Offset(line: Int(line), codePoints: Int(offset), in: pattern)
            throw SearchError.invalidPattern(message: Self.errorName(status), line: Int(line), offset: unitOffset)
        }
        handle = opened
        groupCount = Int(cu_regex_group_count(opened))
        isLineLocal = Self.isLineLocal(pattern)
    }

    /// A program with the pattern and flags of `prototype`, sharing its compiled form.
    ///
    /// - Throws: ``SearchError/invalidPattern(message:line:offset:)`` when ICU cannot allocate it.
    init(cloning prototype: RegexProgram) throws {
        var status: Int32 = 0
        guard let cloned = cu_regex_clone(prototype.handle, &status) else {
            throw SearchError.invalidPattern(message: Self.errorName(status), line: -1, offset: -1)
        }
        handle = cloned
        groupCount = prototype.groupCount
        isLineLocal = prototype.isLineLocal
    }

    deinit {
        cu_regex_close(handle)
    }

    /// The UTF-16 offset in line `line` of `pattern` of ICU's error offset `codePoints`, which
    /// counts code points from the line's start. ICU's lines (`RegexCompile::nextCharLL`) end at
    /// CR, LF, NEL and LS, a CRLF is one end, and an LF is never counted as a character.
    static func utf16Offset(line: Int, codePoints: Int, in pattern: String) -> Int {
        let scalars = Array(pattern.unicodeScalars)
        var i = 0
        var currentLine = 1
        var previous: Unicode.Scalar?
        while currentLine < line, i < scalars.count {
            let c = scalars[i]
            if c == "\r" || c == "\u{85}" || c == "\u{2028}" || (c == "\n" && previous != "\r") {
                currentLine += 1
            }
            previous = c
            i += 1
        }
        // The LF of a CRLF that ended the line before is not a character of this line.
        if i < scalars.count, scalars[i] == "\n", previous == "\r" { i += 1 }
        var units = 0
        var counted = 0
        while counted < codePoints, i < scalars.count {
            if scalars[i] != "\n" { counted += 1 }
            units += scalars[i].utf16.count
            i += 1
        }
        return units
    }

    /// ICU's name of `status`.
    static func errorName(_ status: Int32) -> String {
        cu_error_name(status).map { String(cString: $0) } ?? "ICU error \(status)"
    }

    /// The number of the capture group called `name`, if there is one.
    func groupNumber(named name: String) -> Int? {
        let units = Array(name.utf16)
        let number = units.withUnsafeBufferPointer { cu_regex_group_number(handle, $0.baseAddress, Int32($0.count)) }
        return number < 0 ? nil : Int(number)
    }

    /// Calls `body` with each match of the expression that starts at or after `lower` (and before
    /// `startLimit`) and ends by `upper`, as ICU finds them scanning forward, reading `rope` in
    /// place through its `UText`. `accept` decides whether a match counts (cluster and word
    /// rules); a rejected match is skipped and the scan goes on at `restart(start)`. Empty
    /// matches are skipped.
    ///
    /// - Complexity: what ICU spends from `lower` to the last match `body` accepts, or to
    ///   `startLimit`.
    /// - Parameters:
    ///   - timeLimit: The longest one match may take (see ``SearchQuery/timeLimit``); nil for none.
    ///   - startLimit: Where matches must start before; the scan stops there rather than look on
    ///     for a match it would drop. nil for `upper`.
    ///   - blockCapacity: The block size of a line-local pattern's scan (tests make it small); 0
    ///     scans in place.
    func forEachMatch(in rope: Rope, lower: Int, upper: Int, startLimit: Int? = nil, timeLimit: Duration?,
                      stop: SearchStop, blockCapacity: Int = RegexProgram.lineBlockCapacity,
                      accept: (Int, Int) -> Bool, restart: (Int) -> Int,
                      _ body: (SearchMatch) throws -> Bool) throws {
        let startLimit = Swift.min(startLimit ?? upper, upper)
        guard lower < startLimit else { return }
        // ICU's own limit (uregex_setTimeLimit) counts from the last region set, over every
        // match found since; the callback times from the last match instead, so the limit
        // bounds one runaway match and not the length of a document.
        stop.timeLimit = timeLimit
        try withExtendedLifetime(stop) {
            cu_regex_set_limits(handle, 0, { context, steps in
                guard let context else { return 1 }
                return Unmanaged<SearchStop>.fromOpaque(context).takeUnretainedValue().shouldContinue(steps: steps) ? 1 : 0
            }, Unmanaged.passUnretained(stop).toOpaque())
            defer { cu_regex_set_limits(handle, 0, nil, nil) }
            defer { cu_regex_set_start_limit(handle, Int64.max) }
            var from = lower
            if isLineLocal, blockCapacity > 0 {
                guard let rest = try scanLineBlocks(in: rope, lower: lower, upper: upper, startLimit: startLimit,
                                                    capacity: blockCapacity, stop: stop,
                                                    accept: accept, restart: restart, body) else { return }
                from = rest
            }
            try scanChunked(rope, lower: from, upper: upper, startLimit: startLimit, stop: stop,
                            accept: accept, restart: restart, body)
        }
    }

    /// The scan over the rope in place, through its `UText`.
    private func scanChunked(_ rope: Rope, lower: Int, upper: Int, startLimit: Int, stop: SearchStop,
                             accept: (Int, Int) -> Bool, restart: (Int) -> Int,
                             _ body: (SearchMatch) throws -> Bool) throws {
        let text = RopeBreakText(rope: rope)
        try withUnsafePointer(to: text) { pointer in
            let status = cu_regex_set_chunked_text(handle, Int64(text.count), { context, index, chunk, chunkStart, chunkLength in
                guard let context, let chunk, let chunkStart, let chunkLength else { return -1 }
                return context.assumingMemoryBound(to: RopeBreakText.self).pointee
                    .chunk(at: Int(index), chunk, chunkStart, chunkLength)
            }, UnsafeMutableRawPointer(mutating: pointer))
            precondition(status == 0, "cu_regex_set_chunked_text failed with \(Self.errorName(status))")
            defer { cu_regex_detach(handle) }
            _ = try scan(lower: lower, upper: upper, startLimit: startLimit, base: 0, stop: stop,
                         accept: accept, restart: restart, body)
        }
    }

    /// Scans the region `lower..<upper` of the text the regex is pointed at, whose offset 0 is
    /// `base` in the document, for matches starting before `startLimit` (in the same offsets as
    /// `lower`); reports matches in document offsets.
    ///
    /// - Returns: false when `body` asked to stop or the scan reached `startLimit`.
    func scan(lower: Int, upper: Int, startLimit: Int, base: Int, stop: SearchStop, accept: (Int, Int) -> Bool,
              restart: (Int) -> Int, _ body: (SearchMatch) throws -> Bool) throws -> Bool {
        var status: Int32 = 0
        stop.restartSteps()
        let bounded = startLimit < upper
        if bounded { cu_regex_set_start_limit(handle, Int64(startLimit)) }
        var found = cu_regex_find_in(handle, Int64(lower), Int64(upper), &status)
        while true {
            if bounded, status == CU_REGEX_STOPPED_BY_CALLER, cu_regex_reached_start_limit(handle) != 0 { return false }
            try check(status, stop: stop)
            guard found != 0 else { return true }
            try stop.check(every: 256)
            let start = Int(cu_regex_group_start(handle, 0))
            let end = Int(cu_regex_group_end(handle, 0))
            if start >= startLimit { return false }
            if start == end {
                found = cu_regex_find_next(handle, &status)
                continue
            }
            if accept(base + start, base + end) {
                let match = SearchMatch(range: NSRange(location: base + start, length: end - start), groups: groups(base: base))
                if try !body(match) { return false }
                // findNext rather than a new region at `end` (the same scan): setting a region
                // resets the matcher, which costs more than most matches.
                stop.markMatch()
                found = cu_regex_find_next(handle, &status)
            } else {
                let next = restart(base + start) - base
                guard next < startLimit, next < upper else { return startLimit >= upper }
                stop.restartSteps()
                found = cu_regex_find_in(handle, Int64(next), Int64(upper), &status)
            }
        }
    }

    private func groups(base: Int) -> [NSRange?] {
        guard groupCount > 0 else { return [] }
        return (1 ... groupCount).map { group in
            let start = cu_regex_group_start(handle, Int32(group))
            let end = cu_regex_group_end(handle, Int32(group))
            return start < 0 || end < 0 ? nil : NSRange(location: base + Int(start), length: Int(end - start))
        }
    }

    private func check(_ status: Int32, stop: SearchStop) throws {
        guard status > 0 else { return }
        if status == CU_REGEX_STOPPED_BY_CALLER {
            throw stop.reason ?? .cancelled
        }
        throw SearchError.timeLimitExceeded(message: Self.errorName(status))
        // (U_REGEX_TIME_OUT itself is not raised: the limit is the callback's; a backtracking
        // stack overflow lands here.)
    }
}
