import CUnicode
import Foundation

// Unsafe in this file: C API: `memchr` scans a chunk's buffer (lent by the rope's reader for the
// call), and ICU's case folding writes into a local array through a pointer.

/// A literal query ready to scan a rope: its text as search keys, and the folding that makes a
/// key of each code point of the document.
///
/// Exact search compares code units: a scan of each chunk for the first unit, then a comparison
/// that crosses chunk seams when it must. Folded search (case, diacritics) does the same on keys:
/// ASCII is folded through a table in the scan, any other code point through ICU (cached), and a
/// candidate is confirmed by folding the code points after it one by one. A match starts and ends
/// on code points, never inside one code point's fold (`s` does not match half of `ß`).
struct LiteralPattern {
    /// The query's keys (its code units when nothing is folded).
    let units: [UInt16]
    /// `CU_FOLD_*` bits; 0 for exact search.
    let options: Int32
    /// The key of each ASCII code unit.
    private let asciiKeys: [UInt16]

    init(_ text: String, caseInsensitive: Bool, diacriticInsensitive: Bool) {
        var options: Int32 = 0
        if caseInsensitive { options |= Int32(CU_FOLD_CASE) }
        if diacriticInsensitive { options |= Int32(CU_FOLD_DIACRITICS) }
        self.options = options
        var table = [UInt16](repeating: 0, count: 128)
        for unit in 0 ..< 128 {
            let isUpper: Bool = unit >= 0x41 && unit <= 0x5A
            table[unit] = UInt16(caseInsensitive && isUpper ? unit + 0x20 : unit)
        }
        asciiKeys = table
        if options == 0 {
            units = Array(text.utf16)
        } else {
            var folder = Folder(options: options)
            var keys: [UInt16] = []
            for scalar in text.unicodeScalars {
                if scalar.value < 0x80 {
                    keys.append(asciiKeys[Int(scalar.value)])
                } else {
                    keys += folder.key(scalar.value)
                }
            }
            units = keys
        }
    }

    /// Calls `body` with each match starting at or after `lower` (and before `startLimit`, where
    /// the scan stops) and ending by `upper`, leftmost first and not overlapping, until it
    /// returns false. `accept` decides whether a candidate counts (cluster and word rules); after
    /// a rejected one the scan goes on one unit further.
    ///
    /// - Complexity: O(k + c log n) for k code units in c chunks scanned, plus the candidates.
    func forEachMatch(in rope: Rope, lower: Int, upper: Int, startLimit: Int, stop: SearchStop,
                      accept: (Int, Int) -> Bool, _ body: (Int, Int) throws -> Bool) throws {
        let startLimit = Swift.min(startLimit, upper)
        guard let first = units.first, lower < startLimit else { return }
        var folder = Folder(options: options)
        var reader = Rope.UnitReader(rope: rope)
        var position = lower
        var finished = false
        while position < startLimit && !finished {
            try stop.check(every: 64)
            try rope.withChunk(containing: position) { chunk, chunkStart in
            // Candidates start before `startLimit`; the match itself may end anywhere by `upper`.
            let chunkEnd = Swift.min(chunkStart + chunk.count, startLimit)
            var i = position
            position = chunkEnd
            while i < chunkEnd {
                let unit = chunk[i - chunkStart]
                var end: Int?
                if options == 0 {
                    if unit != first {
                        i = Self.nextCandidate(of: first, in: chunk, chunkStart: chunkStart, from: i + 1, to: chunkEnd)
                        continue
                    }
                    end = exactEnd(at: i, upper: upper, reader: &reader)
                } else {
                    if unit < 0x80 {
                        if asciiKeys[Int(unit)] != first {
                            i += 1
                            continue
                        }
                    } else if UTF16.isTrailSurrogate(unit) || folder.key(reader.scalar(at: i).value).first != first {
                        i += 1
                        continue
                    }
                    end = foldedEnd(at: i, upper: upper, reader: &reader, folder: &folder)
                }
                if let end, accept(i, end) {
                    if try !body(i, end) {
                        finished = true
                        return
                    }
                    i = end
                    if i > chunkEnd {
                        position = i
                        break
                    }
                } else {
                    i += 1
                }
            }
            }
        }
    }

    /// The first offset in `from ..< to` of the chunk holding `unit`, or `to`: `memchr` finds the
    /// unit's low byte (vectorised by the C library), then the unit is checked whole.
    private static func nextCandidate(of unit: UInt16, in chunk: UnsafeBufferPointer<UInt16>, chunkStart: Int, from: Int, to: Int) -> Int {
        let base = chunk.baseAddress!
        var i = from
        // Both platforms Swift runs on are little-endian: a unit's low byte comes first.
        let low = Int32(unit & 0xFF)
        while i < to {
            let start = UnsafeRawPointer(base + (i - chunkStart))
            guard let hit = memchr(start, low, (to - i) * 2) else { return to }
            let bytes = start.distance(to: UnsafeRawPointer(hit))
            if bytes & 1 == 1 {
                i += (bytes + 1) / 2
                continue
            }
            i += bytes / 2
            if base[i - chunkStart] == unit { return i }
            i += 1
        }
        return to
    }

    /// The end of an exact match at `start`, if the units there are the query's.
    private func exactEnd(at start: Int, upper: Int, reader: inout Rope.UnitReader) -> Int? {
        let end = start + units.count
        guard end <= upper else { return nil }
        for k in 1 ..< units.count where reader.unit(at: start + k) != units[k] {
            return nil
        }
        return end
    }

    /// The end of a folded match at `start`: the query's keys are used up exactly at a code point
    /// boundary; with diacritics ignored, the marks right after are taken in too.
    private func foldedEnd(at start: Int, upper: Int, reader: inout Rope.UnitReader, folder: inout Folder) -> Int? {
        var k = 0
        var j = start
        while k < units.count {
            guard j < upper else { return nil }
            let unit = reader.unit(at: j)
            if unit < 0x80 {
                guard asciiKeys[Int(unit)] == units[k] else { return nil }
                k += 1
                j += 1
                continue
            }
            let scalar = reader.scalar(at: j)
            let key = folder.key(scalar.value)
            guard k + key.count <= units.count else { return nil }
            for unit in key {
                guard units[k] == unit else { return nil }
                k += 1
            }
            j += UTF16.width(scalar)
        }
        if options & Int32(CU_FOLD_DIACRITICS) != 0 {
            while j < upper, reader.unit(at: j) >= 0x80 {
                let scalar = reader.scalar(at: j)
                guard folder.key(scalar.value).isEmpty else { break }
                j += UTF16.width(scalar)
            }
        }
        return j > upper ? nil : j
    }
}

/// The search keys of non-ASCII code points, from ICU, remembered for the length of a search.
struct Folder {
    let options: Int32
    private var cache: [UInt32: [UInt16]] = [:]

    init(options: Int32) {
        self.options = options
    }

    /// The key of `codePoint` (empty for a mark that diacritic folding drops).
    mutating func key(_ codePoint: UInt32) -> [UInt16] {
        if let known = cache[codePoint] { return known }
        var buffer = [UInt16](repeating: 0, count: Int(CU_FOLD_CAPACITY))
        let count = buffer.withUnsafeMutableBufferPointer { cu_fold(codePoint, options, $0.baseAddress, Int32($0.count)) }
        let key = count < 0 ? [] : Array(buffer[0 ..< Int(count)])
        cache[codePoint] = key
        return key
    }
}
