import Foundation
import TextViewCore

/// The reference model's text: a plain `[UInt16]`, with every boundary the model needs computed
/// by brute force from something other than the rope.
///
/// Clusters come from Swift's `Character`s (an independent implementation of the grapheme rules
/// that agrees with ICU on the hostile palette), lines from a plain scan. Word boundaries come from
/// a fresh `TextDocument` built from these units, because the model has no word-break rules of its
/// own; the word API itself is checked by its own tests.
struct ModelText {
    /// The text, in UTF-16 code units.
    private(set) var units: [UInt16]
    /// `isBoundary[i]` says whether offset `i` is a grapheme cluster boundary (`0...count`).
    private(set) var isBoundary: [Bool]
    /// The offsets where lines start, the first being 0.
    private(set) var lineStarts: [Int]
    /// A document built from `units` for word queries; rebuilt lazily after each edit.
    private var wordDocument: TextDocument?

    init(_ string: String) {
        self.init(units: Array(string.utf16))
    }

    init(units: [UInt16]) {
        self.units = units
        isBoundary = []
        lineStarts = []
        recompute()
    }

    var length: Int { units.count }

    var string: String { String(decoding: units, as: UTF16.self) }

    /// Replaces `range` (which must not split a surrogate pair) with `replacement`.
    mutating func replace(_ range: Range<Int>, with replacement: [UInt16]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= units.count, "model edit \(range) outside 0...\(units.count)")
        units.replaceSubrange(range, with: replacement)
        recompute()
    }

    private mutating func recompute() {
        wordDocument = nil
        var flags = [Bool](repeating: false, count: units.count + 1)
        flags[0] = true
        var offset = 0
        for character in string {
            offset += character.utf16.count
            flags[offset] = true
        }
        precondition(offset == units.count, "model text is not valid UTF-16: \(units.map { String($0, radix: 16) })")
        isBoundary = flags
        lineStarts = ReferenceLines(units).starts
    }

    // MARK: Clusters

    /// The cluster boundary at `p` or the last one before it.
    func boundary(atOrBefore p: Int) -> Int {
        var x = p
        while !isBoundary[x] { x -= 1 }
        return x
    }

    /// The cluster boundary at `p` or the first one after it.
    func boundary(atOrAfter p: Int) -> Int {
        var x = p
        while !isBoundary[x] { x += 1 }
        return x
    }

    /// The last cluster boundary before `p` (0 at the start).
    func boundary(before p: Int) -> Int {
        p <= 0 ? 0 : boundary(atOrBefore: p - 1)
    }

    /// The first cluster boundary after `p` (`length` at the end).
    func boundary(after p: Int) -> Int {
        p >= length ? length : boundary(atOrAfter: p + 1)
    }

    /// Whether `p` falls strictly inside a surrogate pair.
    func isInsidePair(_ p: Int) -> Bool {
        p > 0 && p < length && UTF16.isTrailSurrogate(units[p])
    }

    /// The Unicode scalars of `range`, which must lie on scalar boundaries.
    func scalars(_ range: Range<Int>) -> [Unicode.Scalar] {
        Array(String(decoding: units[range], as: UTF16.self).unicodeScalars)
    }

    // MARK: Lines

    /// The index of the line holding `p`.
    func line(at p: Int) -> Int {
        var index = 0
        while index + 1 < lineStarts.count && lineStarts[index + 1] <= p { index += 1 }
        return index
    }

    /// Line `index`'s range, terminator included.
    func lineRange(_ index: Int) -> Range<Int> {
        lineStarts[index]..<(index + 1 < lineStarts.count ? lineStarts[index + 1] : length)
    }

    /// Where line `index`'s content ends: before its terminator (both units of CRLF).
    func contentEnd(ofLine index: Int) -> Int {
        let range = lineRange(index)
        if index + 1 == lineStarts.count { return range.upperBound }
        let end = range.upperBound
        if end - 2 >= range.lowerBound && units[end - 1] == 0x0A && units[end - 2] == 0x0D { return end - 2 }
        return end - 1
    }

    /// The number of clusters in `range`, whose ends must be cluster boundaries.
    func clusterCount(_ range: Range<Int>) -> Int {
        range.isEmpty ? 0 : ((range.lowerBound + 1)...range.upperBound).filter { isBoundary[$0] }.count
    }

    /// The offset after `n` clusters from `start`, stopping at `limit`.
    func advance(_ start: Int, clusters n: Int, limit: Int) -> Int {
        var p = start
        var left = n
        while left > 0 && p < limit {
            p = boundary(after: p)
            left -= 1
        }
        return Swift.min(p, limit)
    }

    // MARK: Words (asked of a fresh TextDocument)

    private mutating func words() -> TextDocument {
        if let wordDocument { return wordDocument }
        let document = TextDocument(utf16: units)
        precondition(document.length == units.count, "word document differs from the model text")
        wordDocument = document
        return document
    }

    mutating func wordBoundary(after p: Int) -> Int { words().wordBoundary(after: p) }

    mutating func wordBoundary(before p: Int) -> Int { words().wordBoundary(before: p) }

    mutating func wordRange(at p: Int) -> Range<Int> {
        let r = words().wordRange(at: p)
        return r.location..<(r.location + r.length)
    }
}
