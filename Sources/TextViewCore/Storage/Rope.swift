// TEMPORARY naive stand-in with the final internal API; replaced by the B-tree rope.
struct Rope: Sendable {
    var units: [UInt16] = []

    init() {}

    init(_ string: String) {
        units = Array(string.utf16)
    }

    init<C: Collection>(utf16: C, replacements: inout Int) where C.Element == UInt16 {
        var out: [UInt16] = []
        var it = utf16.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&it) {
            case .scalarValue(let s): out.append(contentsOf: String(s).utf16)
            case .emptyInput: break loop
            case .error: out.append(0xFFFD); replacements += 1
            }
        }
        units = out
    }

    var count: Int { units.count }

    var lineBreakCount: Int { lineIndex(at: units.count) }

    mutating func replace(_ range: Range<Int>, with string: String) {
        units.replaceSubrange(range, with: Array(string.utf16))
    }

    mutating func replace(_ range: Range<Int>, withUTF16 buffer: UnsafeBufferPointer<UInt16>) {
        units.replaceSubrange(range, with: buffer)
    }

    func string(in range: Range<Int>) -> String {
        String(decoding: units[range], as: UTF16.self)
    }

    subscript(offset: Int) -> UInt16 { units[offset] }

    func scalarBoundary(atOrBefore offset: Int) -> Int {
        if offset > 0, offset < units.count, UTF16.isTrailSurrogate(units[offset]), UTF16.isLeadSurrogate(units[offset - 1]) { return offset - 1 }
        return offset
    }

    func scalarBoundary(atOrAfter offset: Int) -> Int {
        if offset > 0, offset < units.count, UTF16.isTrailSurrogate(units[offset]), UTF16.isLeadSurrogate(units[offset - 1]) { return offset + 1 }
        return offset
    }

    func forEachChunk(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt16>) -> Bool) {
        units[range].withUnsafeBufferPointer { _ = body($0) }
    }

    func lineIndex(at offset: Int) -> Int {
        var n = 0
        var i = 0
        while i < offset {
            let u = units[i]
            if u == 0x0A || u == 0x85 || u == 0x2028 || u == 0x2029 { n += 1 }
            else if u == 0x0D { if i + 1 < units.count && units[i + 1] == 0x0A { if i + 1 < offset { i += 1; n += 1 } } else { n += 1 } }
            i += 1
        }
        return n
    }

    func offset(ofLine index: Int) -> Int {
        if index <= 0 { return 0 }
        var i = 0
        var n = 0
        while i < units.count {
            let u = units[i]
            var isBreak = u == 0x0A || u == 0x85 || u == 0x2028 || u == 0x2029 || u == 0x0D
            if u == 0x0D, i + 1 < units.count, units[i + 1] == 0x0A { isBreak = false }
            i += 1
            if isBreak { n += 1; if n == index { return i } }
        }
        return units.count
    }

    func contentEquals(_ other: Rope) -> Bool { units == other.units }

    func _invariantCheck() {}

    /// The chunk holding `offset` (for `offset == count`, the last chunk). The pointer stays valid
    /// while this rope value is alive and unmutated.
    func chunk(containing offset: Int) -> (base: UnsafePointer<UInt16>, start: Int, count: Int) {
        (UnsafePointer(box.pointer), 0, box.count)
    }

    private var box: Box { Box(units) }
}

// TEMPORARY: leaks a copy per call; the real rope hands out its leaf storage.
private final class Box {
    let pointer: UnsafeMutablePointer<UInt16>
    let count: Int
    init(_ units: [UInt16]) {
        pointer = .allocate(capacity: max(units.count, 1))
        pointer.initialize(from: units, count: units.count)
        count = units.count
    }
}

/// Builds a rope bottom-up from pieces of valid UTF-16 (a surrogate pair or CRLF may be split
/// between two appends).
struct RopeBuilder {
    private var units: [UInt16] = []
    init() {}
    mutating func append(_ buffer: UnsafeBufferPointer<UInt16>) { units.append(contentsOf: buffer) }
    mutating func finish() -> Rope { var r = Rope(); r.units = units; units = []; return r }
}
